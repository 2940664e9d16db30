import type { Metadata } from 'next';
import { JobsHeader, JobsTable } from '@/components/admin/jobs/job-list';
import { requireOwner } from '@/server/auth/session';
import { config } from '@/server/config';
import { currentDb } from '@/server/db/current';
import { listAllJobs } from '@/server/repositories/jobs';

export const metadata: Metadata = { title: 'Jobs' };

type Props = { searchParams: Promise<{ done?: string; error?: string }> };

/** Every job, drafts and closed ones too, with its applications: where jobs are created and opened for editing. */
export default async function JobsPage({ searchParams }: Props) {
  await requireOwner('/admin/jobs');
  const jobs = await listAllJobs((await currentDb()).kysely);
  return (
    <>
      <h1>Jobs</h1>
      <JobsHeader count={jobs.length} providerJobs={Boolean(config.jobsApiUrl)} flash={await searchParams} />
      <JobsTable jobs={jobs} now={new Date()} />
    </>
  );
}
