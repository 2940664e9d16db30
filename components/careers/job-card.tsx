import { Link } from '@/components/ui/link';
import type { Job } from '@/lib/careers';
import styles from './careers.module.css';
import { JobFacts } from './job-facts';

export function JobCard({ job }: { job: Job }) {
  return (
    <article className={styles.card}>
      <p className={styles.role}>{job.job_role.name}</p>
      <h3 className={styles.cardTitle}>{job.job_title}</h3>
      <JobFacts job={job} />
      <Link href={`/career-details?id=${job.id}`} className="button button-dark" aria-label={`Apply Now: ${job.job_title}`}>
        Apply Now
      </Link>
    </article>
  );
}
