import Link from 'next/link';
import type { Selectable } from 'kysely';
import styles from '@/app/admin/admin.module.css';
import { ActionButton } from '@/components/admin/shared/action-button';
import { ConfirmDelete } from '@/components/admin/shared/confirm-delete';
import { JOB_STATUS_LABELS, todayUtc } from '@/lib/validation/job';
import { changeJobStatus, deleteJobAction } from '@/server/actions/admin-jobs';
import type { JobTable } from '@/server/db/schema';
import { jobDeleteRefusal } from '@/server/repositories/jobs';

type Job = Selectable<JobTable>;

const DONE: Record<string, string> = {
  saved: 'Job saved.',
  publish: 'Published: the job is on the careers page.',
  unpublish: 'Unpublished: the job is a draft again, off the site.',
  close: 'Closed: the job is off the site and takes no applications.',
};
const ERRORS: Record<string, string> = {
  status: 'Choose publish, unpublish or close.',
  expired: 'Its closing date has passed: set a later date (or none) below, then publish it.',
  confirm: 'Tick the box to confirm the deletion.',
};

/** A job's way back to the list, its title, where it stands, and what an action that came back to it says. */
export function JobHeader({ job, applications, flash: { done, error } }: { job: Job; applications: number; flash: { done?: string; error?: string } }) {
  // A stale 'applications' error shows today's count, which is what the admin acts on.
  const errorText = error === 'applications' && applications > 0 ? jobDeleteRefusal(applications) : error && Object.hasOwn(ERRORS, error) ? ERRORS[error] : undefined;
  const expired = job.valid_through !== null && job.valid_through.slice(0, 10) < todayUtc();
  return (
    <>
      <p>
        <Link href="/admin/jobs">← Jobs</Link>
      </p>
      <h1>{job.job_title}</h1>
      <p>
        <span className={styles.badge} data-status={job.status}>
          {JOB_STATUS_LABELS[job.status]}
        </span>{' '}
        · {applications} application{applications === 1 ? '' : 's'} · posted {job.created_at.slice(0, 10)}
        {job.valid_through && ` · applications ${expired ? 'closed' : 'close'} on ${job.valid_through.slice(0, 10)}`}
      </p>
      {done && Object.hasOwn(DONE, done) && (
        <p className={styles.notice} role="status">
          {DONE[done]}
        </p>
      )}
      {errorText && (
        <p className={`${styles.notice} ${styles.danger}`} role="alert">
          {errorText}
        </p>
      )}
    </>
  );
}

/** Whether the job is on the site, and the buttons that publish, unpublish or close it. */
export function JobStatusPanel({ job }: { job: Job }) {
  const jobId = Number(job.id);
  const statusForm = (op: 'publish' | 'unpublish' | 'close', label: string) => <ActionButton action={changeJobStatus} values={{ id: jobId, op }} label={label} />;
  return (
    <section aria-labelledby="status-title" className={styles.panel}>
      <h2 id="status-title" style={{ marginTop: 0 }}>
        On the site
      </h2>
      <p>
        {job.status === 'published' ? 'Published: on the careers page, taking applications.' : job.status === 'draft' ? 'Draft: not on the site.' : 'Closed: not on the site, taking no applications. Its applications are kept.'}
      </p>
      <div className={styles.actions}>
        {job.status !== 'published' && statusForm('publish', 'Publish')}
        {job.status === 'published' && statusForm('unpublish', 'Unpublish')}
        {job.status !== 'closed' && statusForm('close', 'Close')}
        {job.status === 'published' && <Link href={`/career-details?id=${jobId}`}>View on the site</Link>}
      </div>
    </section>
  );
}

/** Deletion, for a job nobody applied to; otherwise why not. */
export function JobDeletePanel({ job, applications }: { job: Job; applications: number }) {
  return (
    <section aria-labelledby="delete" className={`${styles.panel} ${styles.danger}`} style={{ marginTop: 32 }}>
      <h2 id="delete" style={{ marginTop: 0 }}>
        Delete for good
      </h2>
      {applications > 0 ? (
        <p>{jobDeleteRefusal(applications)}</p>
      ) : (
        <>
          <p>Nobody has applied to this job. Deleting it removes it for good; to take it off the site for now, unpublish or close it instead.</p>
          <ConfirmDelete action={deleteJobAction} confirm="Yes, delete this job.">
            <input type="hidden" name="id" value={Number(job.id)} />
          </ConfirmDelete>
        </>
      )}
    </section>
  );
}
