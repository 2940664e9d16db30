import type { Metadata } from 'next';
import Link from 'next/link';
import { formatPosted } from '@/lib/relative-time';
import { JOB_STATUS_LABELS } from '@/lib/validation/job';
import { requireOwner } from '@/server/auth/session';
import { config } from '@/server/config';
import { currentDb } from '@/server/db/current';
import { listAllJobs } from '@/server/repositories/jobs';
import { Notices } from '@/components/admin/shared/notices';
import styles from '../../admin.module.css';
import { AdminTable } from '@/components/admin/shared/admin-table';

export const metadata: Metadata = { title: 'Jobs' };

type Props = { searchParams: Promise<{ done?: string; error?: string }> };

const DONE: Record<string, string> = { deleted: 'Job deleted.' };
const ERRORS: Record<string, string> = { gone: 'That job no longer exists.', unknown: 'That job could not be found.' };

/** Every job, drafts and closed ones too, with its applications: where jobs are created and opened for editing. */
export default async function JobsPage({ searchParams }: Props) {
  await requireOwner('/admin/jobs');
  const db = await currentDb();
  const jobs = await listAllJobs(db.kysely);
  const { done, error } = await searchParams;
  const now = new Date();
  return (
    <>
      <h1>Jobs</h1>
      <Notices done={done} error={error} messages={DONE} errors={ERRORS} />
      {config.jobsApiUrl && (
        <p className={`${styles.notice} ${styles.danger}`}>
          The careers pages read their jobs from the provider set in JOBS_API_URL, so the jobs here do not show on the site.
        </p>
      )}
      <div className={styles.actions} style={{ marginBottom: 16 }}>
        <Link href="/admin/jobs/new" className="button button-dark">
          New job
        </Link>
        <p className={styles.muted}>
          {jobs.length} job{jobs.length === 1 ? '' : 's'}; only published ones are on the careers page.
        </p>
      </div>
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
    </>
  );
}
