import 'server-only';
import type { Job } from '@/lib/careers';
import { jobSchema } from '@/lib/validation/job';
import { z } from '@/lib/validation/zod';
import { config } from '../config';
import { currentDb } from '../db/current';
import { databaseUnavailable } from '../db/unavailable';
import { findPublishedJob, listPublishedJobs } from '../repositories/jobs';

/** The source could not answer; pages show a message instead of an empty list. */
export class JobsUnavailable extends Error {}

const TIMEOUT_MS = config.jobsApiTimeoutMs;

/** A job list is a few kilobytes; a provider answer past this is broken or hostile, not something to hold in memory. */
export const MAX_JSON_BYTES = 1024 * 1024;

/** Published jobs, newest first: from our own store, or from the provider at JOBS_API_URL. */
export async function listJobs(): Promise<Job[]> {
  if (!config.jobsApiUrl) return listPublishedJobs((await currentDb()).kysely);
  const path = '/api/front/get-career-jobs?type=front';
  const body = await provider(path);
  if (!Array.isArray(body?.data)) throw new JobsUnavailable('the provider answered without a job list');
  return fromProvider(path, jobListSchema, body.data);
}

/** One published job, or undefined when there is no such job; JobsUnavailable when the store cannot answer. */
export async function getJob(id: number): Promise<Job | undefined> {
  if (!config.jobsApiUrl) {
    return findPublishedJob((await currentDb()).kysely, id).catch((error: unknown) => {
      throw databaseUnavailable(error) ? new JobsUnavailable('the database did not answer', { cause: error }) : error;
    });
  }
  const path = `/api/front/get-single-career-job?id=${id}`;
  const body = await provider(path, [404, 422]);
  return body?.data && typeof body.data === 'object' ? fromProvider(path, jobSchema, body.data) : undefined;
}

const jobListSchema = z.array(jobSchema);

/**
 * The provider's data checked against the API's schema (lib/validation/job.ts) before any page sees it. An answer
 * that does not fit is the provider failing, as if it had not answered: logged, and the pages say the jobs cannot
 * be loaded now.
 */
function fromProvider<T>(path: string, schema: z.ZodType<T>, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  console.error(`careers: ${path} answered jobs that do not fit the API`, z.prettifyError(parsed.error));
  throw new JobsUnavailable('the jobs provider answered jobs that do not fit the API');
}

/** Forwards an application to the provider's apply endpoint and returns its answer unchanged. */
export async function forwardApplication(form: FormData): Promise<{ status: number; body: { message?: string; errors?: Record<string, string[]>; data?: { id: string } } }> {
  try {
    const response = await fetch(new URL('/api/front/apply-for-job', config.jobsApiUrl), { method: 'POST', body: form, redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS * 6) });
    return { status: response.status, body: (await readJson(response)) as { message?: string; errors?: Record<string, string[]>; data?: { id: string } } };
  } catch (error) {
    console.error('careers: the provider did not take the application', error);
    throw new JobsUnavailable('the provider did not answer');
  }
}

async function provider(path: string, emptyStatuses: number[] = []) {
  try {
    const response = await fetch(new URL(path, config.jobsApiUrl), { redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS), cache: 'no-store' });
    if (emptyStatuses.includes(response.status)) return null;
    if (!response.ok) throw new Error(`status ${response.status}`);
    return (await readJson(response)) as { data?: unknown } | null;
  } catch (error) {
    console.error(`careers: ${path} failed at the provider`, error);
    throw new JobsUnavailable('the jobs provider did not answer');
  }
}

/**
 * Parses a JSON body of at most `limit` bytes, reading it chunk by chunk and cancelling the stream as soon as it
 * is larger (or when Content-Length already says so), so a huge or endless answer costs at most `limit` bytes.
 * The caller's request signal still bounds how long the reading may take.
 */
export async function readJson(response: Response, limit = MAX_JSON_BYTES): Promise<unknown> {
  if (Number(response.headers.get('content-length')) > limit) {
    await response.body?.cancel();
    throw new Error(`the answer is larger than ${limit} bytes`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel();
        throw new Error(`the answer is larger than ${limit} bytes`);
      }
      chunks.push(value);
    }
  }
  return JSON.parse(new TextDecoder().decode(Buffer.concat(chunks))); // like response.json(): UTF-8, a BOM dropped
}
