import type { Metadata } from 'next';
import Link from 'next/link';
import { ConfirmDelete } from '@/components/admin/shared/confirm-delete';
import { notFound } from 'next/navigation';
import { JobForm } from '@/components/admin/jobs/job-form';
import { fromJobRow, JOB_STATUS_LABELS, todayUtc } from '@/lib/validation/job';
import { changeJobStatus, deleteJobAction } from '@/server/actions/admin-jobs';
import { requireOwner } from '@/server/auth/session';
import { currentDb } from '@/server/db/current';
import { countJobApplications, findJob, jobDeleteRefusal } from '@/server/repositories/jobs';
import styles from '../../../admin.module.css';
import { ActionButton } from '@/components/admin/shared/action-button';

export const metadata: Metadata = { title: 'Job' };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ done?: string; error?: string }> };

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

/** One job: its fields to edit, the status buttons and, for a job nobody applied to, deletion. */
export default async function JobPage({ params, searchParams }: Props) {
  const { id } = await params;
  await requireOwner(`/admin/jobs/${id}`);
  const db = await currentDb();
  const job = /^[1-9]\d{0,8}$/.test(id) ? await findJob(db.kysely, Number(id)) : undefined;
  if (!job) notFound();
  const jobId = Number(job.id);
  const applications = await countJobApplications(db.kysely, jobId);
  const { done, error } = await searchParams;
  // A stale 'applications' error shows today's count, which is what the admin acts on.
  const errorText = error === 'applications' && applications > 0 ? jobDeleteRefusal(applications) : error && Object.hasOwn(ERRORS, error) ? ERRORS[error] : undefined;
  const expired = job.valid_through !== null && job.valid_through.slice(0, 10) < todayUtc();
  const statusForm = (op: 'publish' | 'unpublish' | 'close', label: string) => <ActionButton action={changeJobStatus} values={{ id: jobId, op }} label={label} />;
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
      <h2>Edit</h2>
      <JobForm id={jobId} job={fromJobRow(job)} />
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
              <input type="hidden" name="id" value={jobId} />
            </ConfirmDelete>
          </>
        )}
      </section>
    </>
  );
}
