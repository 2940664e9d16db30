import Link from 'next/link';
import styles from '@/app/admin/admin.module.css';
import { AdminTable } from '@/components/admin/shared/admin-table';
import { Notices } from '@/components/admin/shared/notices';
import { formatPosted } from '@/lib/relative-time';
import { JOB_STATUS_LABELS } from '@/lib/validation/job';
import type { listAllJobs } from '@/server/repositories/jobs';

type Jobs = Awaited<ReturnType<typeof listAllJobs>>;

const DONE: Record<string, string> = { deleted: 'Job deleted.' };
const ERRORS: Record<string, string> = { gone: 'That job no longer exists.', unknown: 'That job could not be found.' };

/** What an action that came back to the list says, a warning when the site reads another provider's jobs, and a new job. */
export function JobsHeader({ count, providerJobs, flash: { done, error } }: { count: number; providerJobs: boolean; flash: { done?: string; error?: string } }) {
  return (
    <>
      <Notices done={done} error={error} messages={DONE} errors={ERRORS} />
      {providerJobs && (
        <p className={`${styles.notice} ${styles.danger}`}>
          The careers pages read their jobs from the provider set in JOBS_API_URL, so the jobs here do not show on the site.
        </p>
      )}
      <div className={styles.actions} style={{ marginBottom: 16 }}>
        <Link href="/admin/jobs/new" className="button button-dark">
          New job
        </Link>
        <p className={styles.muted}>
          {count} job{count === 1 ? '' : 's'}; only published ones are on the careers page.
        </p>
      </div>
    </>
  );
}

/** Every job, newest first, with its status and applications. */
export function JobsTable({ jobs, now }: { jobs: Jobs; now: Date }) {
  return (
    <AdminTable caption="Jobs, newest first" columns={['Title', 'Location', 'Status', 'Applications', 'Posted']} empty={jobs.length === 0 && 'No jobs yet.'}>
      {jobs.map((job) => (
        <tr key={job.id}>
          <td>
            <Link href={`/admin/jobs/${job.id}`}>{job.job_title}</Link>
          </td>
          <td>{job.job_location}</td>
          <td>
            <span className={styles.badge} data-status={job.status}>
              {JOB_STATUS_LABELS[job.status]}
            </span>
          </td>
          <td>{job.applications}</td>
          <td>
            <time dateTime={job.created_at} title={job.created_at}>
              {formatPosted(job.created_at, now)}
            </time>
            <div className={styles.muted}>{job.created_at.slice(0, 10)}</div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
