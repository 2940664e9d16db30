import type { Metadata } from 'next';
import Link from 'next/link';
import { JobForm } from '@/components/admin/jobs/job-form';
import { EMPTY_JOB } from '@/lib/validation/job';
import { requireOwner } from '@/server/auth/session';

export const metadata: Metadata = { title: 'New job' };

/** A blank job, saved as a draft unless its status says otherwise. */
export default async function NewJobPage() {
  await requireOwner('/admin/jobs/new');
  return (
    <>
      <p>
        <Link href="/admin/jobs">← Jobs</Link>
      </p>
      <h1>New job</h1>
      <p>Fields marked * are required. A draft stays off the site until you publish it.</p>
      <JobForm job={EMPTY_JOB} />
    </>
  );
}
