// The jobs provider's answers are checked against the careers API's schema where they enter (server/careers/source.ts):
// a job that does not fit is treated as the provider failing, exactly as when it does not answer at all.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '@/lib/careers';

const job: Job = {
  id: 7,
  job_title: 'Senior Full-stack Developer',
  job_location: 'Ahmedabad, India',
  experience_from: 4,
  experience_to: 7,
  currency: 'INR',
  salary_from: 1800000,
  salary_to: 2800000,
  created_at: '2026-01-05T09:00:00.000Z',
  job_role: { name: 'Full-stack Developer' },
  give_task: 'Yes',
  employment_type: 'FULL_TIME',
  valid_through: null,
  description: { about: 'Build client platforms.', responsibilities: ['Design APIs.'] },
};

describe('answers from the jobs provider', () => {
  let server: Server;
  /** what the provider answers next, by path: a status and a body */
  let answers: Record<string, { status: number; body: unknown }> = {};
  let source: typeof import('@/server/careers/source');
  let logged: ReturnType<typeof vi.spyOn>;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const answer = answers[request.url ?? ''] ?? { status: 404, body: { message: 'not here' } };
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    // config reads JOBS_API_URL once at import: load a fresh copy of the module graph with it set.
    vi.stubEnv('JOBS_API_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    vi.resetModules();
    source = await import('@/server/careers/source');
  });

  beforeEach(() => {
    answers = {};
    logged?.mockRestore();
    logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterAll(async () => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    await new Promise((resolve) => server.close(resolve));
  });

  const list = (body: unknown, status = 200) => (answers['/api/front/get-career-jobs?type=front'] = { status, body });
  const one = (id: number, body: unknown, status = 200) => (answers[`/api/front/get-single-career-job?id=${id}`] = { status, body });

  it('passes on a list and a job that fit the API', async () => {
    list({ data: [job, { ...job, id: 8, description: null, currency: null, salary_from: null, salary_to: null }] });
    one(7, { data: job });
    await expect(source.listJobs()).resolves.toEqual([job, { ...job, id: 8, description: null, currency: null, salary_from: null, salary_to: null }]);
    await expect(source.getJob(7)).resolves.toEqual(job);
    expect(logged).not.toHaveBeenCalled();
  });

  it('a provider that fails (a 500) makes the jobs unavailable, and says so in the log', async () => {
    list({ message: 'down' }, 500);
    one(7, { message: 'down' }, 500);
    await expect(source.listJobs()).rejects.toBeInstanceOf(source.JobsUnavailable);
    await expect(source.getJob(7)).rejects.toBeInstanceOf(source.JobsUnavailable);
    expect(logged).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['a job without its title', (({ job_title, ...rest }) => rest)(job)],
    ['a salary as text', { ...job, salary_from: '18 lakh' }],
    ['an unknown give_task', { ...job, give_task: 'Maybe' }],
    ['a role as a bare string', { ...job, job_role: 'Developer' }],
    ['a date that is not ISO 8601', { ...job, created_at: 'yesterday' }],
    ['a field the API does not have', { ...job, salary_note: 'negotiable' }],
  ])('a list with %s is the provider failing, as a 500 is', async (_, bad) => {
    list({ data: [job, bad] });
    await expect(source.listJobs()).rejects.toBeInstanceOf(source.JobsUnavailable);
    expect(logged).toHaveBeenCalledOnce();
    expect(String(logged.mock.calls[0][0])).toContain('/api/front/get-career-jobs');
  });

  it('a single job that does not fit is the provider failing too', async () => {
    one(7, { data: { ...job, id: 'seven' } });
    await expect(source.getJob(7)).rejects.toBeInstanceOf(source.JobsUnavailable);
    expect(logged).toHaveBeenCalledOnce();
  });

  it('no such job (404, or an answer without data) is still no job, not a failure', async () => {
    one(8, { data: null });
    await expect(source.getJob(7)).resolves.toBeUndefined();
    await expect(source.getJob(8)).resolves.toBeUndefined();
    expect(logged).not.toHaveBeenCalled();
  });

  it('an answer without a list is unavailable, as before', async () => {
    list({ data: { jobs: [job] } });
    await expect(source.listJobs()).rejects.toBeInstanceOf(source.JobsUnavailable);
  });
});
