import 'server-only';
import type { Job } from '@/lib/careers';
import { config } from '../config';
import { findPublishedJob, listPublishedJobs } from '../repositories/jobs';
import { runtime } from '../runtime';

/** The source could not answer; pages show a message instead of an empty list. */
export class JobsUnavailable extends Error {}

const TIMEOUT_MS = Number(process.env.JOBS_API_TIMEOUT_MS ?? 5000);

/** Published jobs, newest first: from our own store, or from the provider at JOBS_API_URL. */
export async function listJobs(): Promise<Job[]> {
  if (!config.jobsApiUrl) return listPublishedJobs((await runtime()).db.kysely);
  const body = await provider('/api/front/get-career-jobs?type=front');
  if (!Array.isArray(body?.data)) throw new JobsUnavailable('the provider answered without a job list');
  return body.data as Job[];
}

/** One published job, or undefined when there is no such job. */
export async function getJob(id: number): Promise<Job | undefined> {
  if (!config.jobsApiUrl) return findPublishedJob((await runtime()).db.kysely, id);
  const body = await provider(`/api/front/get-single-career-job?id=${id}`, [404, 422]);
  return body?.data && typeof body.data === 'object' ? (body.data as Job) : undefined;
}

/** Forwards an application to the provider's apply endpoint and returns its answer unchanged. */
export async function forwardApplication(form: FormData): Promise<{ status: number; body: { message?: string; errors?: Record<string, string[]>; data?: { id: string } } }> {
  try {
    const response = await fetch(new URL('/api/front/apply-for-job', config.jobsApiUrl), { method: 'POST', body: form, signal: AbortSignal.timeout(TIMEOUT_MS * 6) });
    return { status: response.status, body: await response.json() };
  } catch (error) {
    console.error('careers: the provider did not take the application', error);
    throw new JobsUnavailable('the provider did not answer');
  }
}

async function provider(path: string, emptyStatuses: number[] = []) {
  try {
    const response = await fetch(new URL(path, config.jobsApiUrl), { signal: AbortSignal.timeout(TIMEOUT_MS), cache: 'no-store' });
    if (emptyStatuses.includes(response.status)) return null;
    if (!response.ok) throw new Error(`status ${response.status}`);
    return (await response.json()) as { data?: unknown };
  } catch (error) {
    console.error(`careers: ${path} failed at the provider`, error);
    throw new JobsUnavailable('the jobs provider did not answer');
  }
}
