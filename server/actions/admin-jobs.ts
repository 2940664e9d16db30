'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import type { FormState } from '@/lib/validation/form-state';
import { z } from '@/lib/validation/zod';
import { JOB_FIELDS, jobInputSchema, todayUtc, toJobRow, type JobStatus } from '@/lib/validation/job';
import type { Db } from '../db/client';
import { deleteJob, findJob, insertJob, setJobStatus, updateJob } from '../repositories/jobs';
import { pagesChanged } from '../content/page-cache-version';
import { adminAction, adminFormAction, type ActionTarget } from './admin-action';

const jobPath = (id: number) => `/admin/jobs/${id}`;

/** A job id from a form: a positive whole number (a tampered form is sent back to the list). */
const jobId = z.string().regex(/^[1-9]\d{0,8}$/).transform(Number);
/** The job a status or delete form is about (the sign-in check comes back to it). */
const job = { schema: z.object({ id: jobId }), path: ({ id }) => jobPath(id), list: '/admin/jobs' } satisfies ActionTarget<{ id: number }>;

/**
 * The careers pages are kept in every instance's page cache until a job changes: this empties it now here and
 * on the other instances within a poll (server/content/page-cache-version.ts), and Next's client caches too.
 */
async function refreshCareers(db: Db) {
  await pagesChanged(db.kysely);
  revalidatePath('/career');
  revalidatePath('/career-details');
  revalidatePath('/api/front/get-career-jobs');
}

/**
 * Creates a job (a form without an id) or saves one. Invalid answers come back beside their fields with every
 * typed value kept; a saved job opens on its own page. Works as a plain form post without JavaScript too.
 */
export const saveJob = adminAction(
  {
    target: { schema: z.object({ id: z.literal('').transform(() => null).or(jobId) }), path: ({ id }) => (id === null ? '/admin/jobs/new' : jobPath(id)), list: '/admin/jobs' },
    schema: jobInputSchema,
    fields: JOB_FIELDS,
  },
  async ({ id, ...input }, { db, log, values, version }): Promise<FormState> => {
    const row = toJobRow(input);
    let saved: number | null;
    try {
      saved = id === null ? await insertJob(db.kysely, row) : (await updateJob(db.kysely, id, row)) ? id : null;
    } catch (error) {
      console.error('admin: could not save a job', error);
      return { status: 'error', message: 'The job could not be saved: something went wrong on our side. Try again in a minute.', values, fieldErrors: {}, version };
    }
    if (saved === null) redirect('/admin/jobs?error=gone');
    await log(id === null ? 'job.create' : 'job.update', `job:${saved}`, `${row.job_title} (${row.status})`);
    await refreshCareers(db);
    redirect(`${jobPath(saved)}?done=saved`);
  },
);

const OPERATIONS: Record<string, JobStatus> = { publish: 'published', unpublish: 'draft', close: 'closed' };
const OPERATION_NAMES = Object.keys(OPERATIONS) as [keyof typeof OPERATIONS, ...string[]];

/** Publish, unpublish (back to draft) or close a job. Publishing a job whose closing date has passed is refused. */
export const changeJobStatus = adminFormAction(
  { target: job, schema: z.object({ op: z.enum(OPERATION_NAMES) }), invalid: ({ id }) => `${jobPath(id)}?error=status` },
  async ({ id, op }, { db, log }) => {
    const status = OPERATIONS[op];
    const found = await findJob(db.kysely, id);
    if (!found) redirect('/admin/jobs?error=gone');
    if (status === 'published' && found.valid_through && found.valid_through.slice(0, 10) < todayUtc()) redirect(`${jobPath(id)}?error=expired`);
    await setJobStatus(db.kysely, id, status);
    await log('job.status', `job:${id}`, `${found.status} → ${status}`);
    await refreshCareers(db);
    redirect(`${jobPath(id)}?done=${op}`);
  },
);

/** Deletes a job for good, once its box is ticked; a job with applications is refused (close it instead). */
export const deleteJobAction = adminFormAction({ target: job }, async ({ id }, { db, log, form }) => {
  if (form.get('confirm') !== 'yes') redirect(`${jobPath(id)}?error=confirm#delete`);
  const found = await findJob(db.kysely, id);
  if (!found) redirect('/admin/jobs?error=gone');
  const result = await deleteJob(db.kysely, id);
  if (!result.deleted) redirect(result.applications > 0 ? `${jobPath(id)}?error=applications#delete` : '/admin/jobs?error=gone');
  await log('job.delete', `job:${id}`, found.job_title);
  await refreshCareers(db);
  redirect('/admin/jobs?done=deleted');
});
