import type { Metadata } from 'next';
import { JobDeletePanel, JobHeader, JobStatusPanel } from '@/components/admin/jobs/job-detail';
import { JobForm } from '@/components/admin/jobs/job-form';
import { fromJobRow } from '@/lib/validation/job';
import { loadRecord, RECORDS } from '@/server/admin/load-record';
import { countJobApplications } from '@/server/repositories/jobs';

export const metadata: Metadata = { title: 'Job' };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ done?: string; error?: string }> };

/** One job: its fields to edit, the status buttons and, for a job nobody applied to, deletion. */
export default async function JobPage({ params, searchParams }: Props) {
  const { record: job, db } = await loadRecord(RECORDS.job, params);
  const applications = await countJobApplications(db.kysely, Number(job.id));
  return (
    <>
      <JobHeader job={job} applications={applications} flash={await searchParams} />
      <JobStatusPanel job={job} />
      <h2>Edit</h2>
      <JobForm id={Number(job.id)} job={fromJobRow(job)} />
      <JobDeletePanel job={job} applications={applications} />
    </>
  );
}
