import { Link } from '@/components/ui/link';
import type { Job } from '@/lib/careers';
import { formatExperience, formatSalary } from '@/lib/format';
import styles from './careers.module.css';

export function JobCard({ job }: { job: Job }) {
  return (
    <article className={styles.card}>
      <p className={styles.role}>{job.job_role.name}</p>
      <h3 className={styles.cardTitle}>{job.job_title}</h3>
      <dl className={styles.facts}>
        <div>
          <dt>Location</dt>
          <dd>{job.job_location}</dd>
        </div>
        <div>
          <dt>Experience</dt>
          <dd>{formatExperience(job.experience_from, job.experience_to)}</dd>
        </div>
        <div>
          <dt>Salary per year</dt>
          <dd>{formatSalary(job.currency, job.salary_from, job.salary_to)}</dd>
        </div>
      </dl>
      <Link href={`/career-details?id=${job.id}`} className="button button-dark" aria-label={`Apply Now: ${job.job_title}`}>
        Apply Now
      </Link>
    </article>
  );
}
