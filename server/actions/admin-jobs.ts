'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { fieldErrors } from '@/lib/validation/fields';
import type { FormState } from '@/lib/validation/form-state';
import { JOB_FIELDS, jobInputSchema, todayUtc, toJobRow, type JobStatus } from '@/lib/validation/job';
import type { Db } from '../db/client';
import { deleteJob, findJob, insertJob, setJobStatus, updateJob } from '../repositories/jobs';
import { contentChanged } from '../services/content-version';
import { adminContext as context } from './admin-context';

const jobPath = (id: number) => `/admin/jobs/${id}`;

/** A job id from a form: a positive whole number, or nothing (a tampered form is sent back to the list). */
function parseId(value: FormDataEntryValue | null): number | null {
  return typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

/** The job a status or delete form is about, after the sign-in check (which comes back to that job). */
async function jobContext(form: FormData) {
  const id = parseId(form.get('id'));
  const shared = await context(id === null ? '/admin/jobs' : jobPath(id));
  if (id === null) redirect('/admin/jobs?error=unknown');
  return { id, ...shared };
}

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

/**
 * The careers pages are kept in every instance's page cache until a job changes: this empties it now here and
 * on the other instances within a poll (server/services/content-version.ts), and Next's client caches too.
 */
async function refreshCareers(db: Db) {
  await contentChanged(db.kysely);
  revalidatePath('/career');
  revalidatePath('/career-details');
  revalidatePath('/api/front/get-career-jobs');
}

/**
 * Creates a job (a form without an id) or saves one. Invalid answers come back beside their fields with every
 * typed value kept; a saved job opens on its own page. Works as a plain form post without JavaScript too.
 */
export async function saveJob(previous: FormState, form: FormData): Promise<FormState> {
  const rawId = text(form.get('id'));
  const id = parseId(rawId);
  const { db, log } = await context(id === null ? '/admin/jobs/new' : jobPath(id));
  if (rawId !== '' && id === null) redirect('/admin/jobs?error=unknown');
  const version = previous.version + 1;
  const values = Object.fromEntries(JOB_FIELDS.map((field) => [field, text(form.get(field))]));
  const parsed = jobInputSchema.safeParse(values);
  if (!parsed.success) {
    return { status: 'invalid', message: 'Some answers need another look: see the messages beside the fields.', values, fieldErrors: fieldErrors(parsed.error), version };
  }
  const row = toJobRow(parsed.data);
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
}

const OPERATIONS: Record<string, JobStatus> = { publish: 'published', unpublish: 'draft', close: 'closed' };

/** Publish, unpublish (back to draft) or close a job. Publishing a job whose closing date has passed is refused. */
export async function changeJobStatus(form: FormData): Promise<void> {
  const { id, db, log } = await jobContext(form);
  const op = text(form.get('op'));
  const status = Object.hasOwn(OPERATIONS, op) ? OPERATIONS[op] : undefined; // not 'constructor' and the like
  if (!status) redirect(`${jobPath(id)}?error=status`);
  const job = await findJob(db.kysely, id);
  if (!job) redirect('/admin/jobs?error=gone');
  if (status === 'published' && job.valid_through && job.valid_through.slice(0, 10) < todayUtc()) redirect(`${jobPath(id)}?error=expired`);
  await setJobStatus(db.kysely, id, status);
  await log('job.status', `job:${id}`, `${job.status} → ${status}`);
  await refreshCareers(db);
  redirect(`${jobPath(id)}?done=${op}`);
}

/** Deletes a job for good, once its box is ticked; a job with applications is refused (close it instead). */
export async function deleteJobAction(form: FormData): Promise<void> {
  const { id, db, log } = await jobContext(form);
  if (form.get('confirm') !== 'yes') redirect(`${jobPath(id)}?error=confirm#delete`);
  const job = await findJob(db.kysely, id);
  if (!job) redirect('/admin/jobs?error=gone');
  const result = await deleteJob(db.kysely, id);
  if (!result.deleted) redirect(result.applications > 0 ? `${jobPath(id)}?error=applications#delete` : '/admin/jobs?error=gone');
  await log('job.delete', `job:${id}`, job.job_title);
  await refreshCareers(db);
  redirect('/admin/jobs?done=deleted');
}
