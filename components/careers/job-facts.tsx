import type { Job } from '@/lib/careers';
import { formatExperience, formatSalary, formatSalaryWithCode } from '@/lib/format';
import { formatPosted } from '@/lib/relative-time';
import styles from './careers.module.css';

/** Location, experience and yearly salary; the details page adds the posted time and the currency code. */
export function JobFacts({ job, detailed = false }: { job: Job; detailed?: boolean }) {
  const salary = detailed ? formatSalaryWithCode : formatSalary;
  return (
    <dl className={styles.facts}>
      {detailed && (
        <div>
          <dt>Posted</dt>
          <dd>
            <time dateTime={job.created_at}>{formatPosted(job.created_at)}</time>
          </dd>
        </div>
      )}
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
        <dd>{salary(job.currency, job.salary_from, job.salary_to)}</dd>
      </div>
    </dl>
  );
}
