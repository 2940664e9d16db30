import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgres, postgresQuery, sqliteQuery, type Query, type TestPostgres } from '../support/database';
import { fixtures } from '../support/files';
import { eventually, freePort, startServer, type RunningServer } from '../support/server';
import { SmtpSink } from '../support/smtp-sink';

const MB = 1024 * 1024;
const HR_TO = 'hr@agency.test';
const JOB_KEYS = [
  'created_at', 'currency', 'description', 'employment_type', 'experience_from', 'experience_to', 'give_task', 'id',
  'job_location', 'job_role', 'job_title', 'salary_from', 'salary_to', 'valid_through',
];

const applicant = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', mobile: '+91 98765 43210' };

function application(fields: Record<string, string>, files: { field: string; name: string; bytes: Uint8Array }[] = []) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) form.append(file.field, new Blob([file.bytes as Uint8Array<ArrayBuffer>]), file.name);
  return form;
}

const resume = (bytes = fixtures.pdf(3000)) => ({ field: 'resume', name: 'cv.pdf', bytes });

describe.each([{ engine: 'SQLite' }, { engine: 'PostgreSQL' }])('careers API on $engine', ({ engine }) => {
  let server: RunningServer;
  let sink: SmtpSink;
  let pgdb: TestPostgres | null = null;
  let query: Query;
  let execute: (sql: string) => Promise<void>;
  let skip = false;
  let jobs: { id: number; give_task: string; job_title: string; created_at: string }[];

  beforeAll(async () => {
    if (engine === 'PostgreSQL') {
      pgdb = await createPostgres();
      if (!pgdb) {
        skip = true; // no PostgreSQL here (never in CI: createPostgres throws there)
        return;
      }
    }
    sink = new SmtpSink(await freePort());
    await sink.start();
    server = await startServer({ SMTP_URL: sink.url, HR_TO, ...(pgdb ? { DATABASE_URL: pgdb.url } : {}) });
    query = pgdb ? postgresQuery(pgdb.url) : sqliteQuery(server.dataDir);
    execute = async (sql) => {
      if (pgdb) {
        const client = new pg.Client({ connectionString: pgdb.url });
        await client.connect();
        await client.query(sql);
        await client.end();
      } else {
        const db = new DatabaseSync(path.join(server.dataDir, 'navyug.db'));
        db.exec('PRAGMA busy_timeout = 5000');
        db.exec(sql);
        db.close();
      }
    };
    // A draft and a closed posting, which must never show.
    await execute(`INSERT INTO jobs (job_title, job_role, job_location, give_task, employment_type, status, created_at) VALUES
      ('Secret Draft Role', 'Draft', 'Nowhere', 'No', 'FULL_TIME', 'draft', '2099-01-01T00:00:00.000Z'),
      ('Closed Old Role', 'Closed', 'Nowhere', 'No', 'FULL_TIME', 'closed', '2099-01-02T00:00:00.000Z')`);
    jobs = (await (await fetch(`${server.url}/api/front/get-career-jobs?type=front`)).json()).data;
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    await sink?.stop();
    await pgdb?.drop();
  });

  const apply = (form: FormData | string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/front/apply-for-job`, { method: 'POST', body: form, headers });
  const closedId = async () => Number((await query("SELECT id FROM jobs WHERE status = 'closed'"))[0].id);
  const withTask = () => jobs.find((j) => j.give_task === 'Yes')!;
  const withoutTask = () => jobs.find((j) => j.give_task === 'No')!;

  it('GET /api/front/get-career-jobs lists the seeded published jobs, newest first, in the provider shape', async (ctx) => {
    if (skip) return ctx.skip();
    const response = await fetch(`${server.url}/api/front/get-career-jobs?type=front`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body)).toEqual(['data']);
    expect(body.data).toHaveLength(4);
    for (const job of body.data) {
      expect(Object.keys(job).sort()).toEqual(JOB_KEYS);
      expect(typeof job.id).toBe('number');
      expect(job.job_role).toEqual({ name: expect.any(String) });
      expect(['Yes', 'No']).toContain(job.give_task);
      expect(new Date(job.created_at).toISOString()).toBe(job.created_at);
    }
    const dates = body.data.map((j: { created_at: string }) => j.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(body.data.map((j: { currency: string }) => j.currency))).toEqual(new Set(['INR', 'USD']));
    expect(body.data.map((j: { job_title: string }) => j.job_title)).not.toContain('Secret Draft Role');
    expect(body.data.map((j: { job_title: string }) => j.job_title)).not.toContain('Closed Old Role');
  });

  it('GET /api/front/get-single-career-job returns one job, 422 for a malformed id and 404 for unknown or hidden', async (ctx) => {
    if (skip) return ctx.skip();
    const one = await fetch(`${server.url}/api/front/get-single-career-job?id=${jobs[0].id}`);
    expect(one.status).toBe(200);
    expect((await one.json()).data).toEqual(jobs[0]);
    for (const [id, status] of [['abc', 422], ['', 422], ['-1', 422], ['99999', 404], [String(await closedId()), 404]] as const) {
      const response = await fetch(`${server.url}/api/front/get-single-career-job?id=${id}`);
      expect(response.status, `id=${id}`).toBe(status);
      expect((await response.json()).message).toEqual(expect.any(String));
    }
  });

  it('POST /api/front/apply-for-job takes an application with a résumé and mails HR and the applicant', async (ctx) => {
    if (skip) return ctx.skip();
    const job = withoutTask();
    const response = await apply(application({ ...applicant, job_id: String(job.id) }, [resume()]));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({ message: expect.stringContaining(`Your reference is ${body.data.reference}`), data: { id: expect.any(String), reference: expect.stringMatching(/^NV-A-[23456789A-Z]{5}$/) } });
    const [row] = await query('SELECT * FROM applications WHERE id = $1', [body.data.id]);
    expect(row).toMatchObject({ job_id: job.id, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', reference: body.data.reference });
    // the provider's API shows no consent wording, so none is recorded for it
    expect(await query('SELECT id FROM consent_records WHERE owner_id = $1', [body.data.id])).toEqual([]);
    const files = await query('SELECT field, content_type FROM stored_files WHERE owner_id = $1', [body.data.id]);
    expect(files).toEqual([{ field: 'resume', content_type: 'application/pdf' }]);
    const hr = await eventually(() => sink.messages.find((m) => m.to.includes(HR_TO) && SmtpSink.text(m).includes(body.data.id)));
    expect(SmtpSink.text(hr)).toContain(job.job_title);
    expect(SmtpSink.text(hr)).toContain(`/admin/applications/${body.data.id}`);
    await eventually(() => sink.messages.some((m) => m.to.includes('ada@example.com') && SmtpSink.text(m).includes(job.job_title)));
  });

  it('the job page\'s own form gives a reference and records the consent notice it showed', async (ctx) => {
    if (skip) return ctx.skip();
    const job = withoutTask();
    const page = await (await fetch(`${server.url}/career-details?id=${job.id}`)).text();
    expect(page).toContain('By applying you agree to our');
    const formtoken = /name="formtoken" value="([^"]+)"/.exec(page)![1];
    const response = await fetch(`${server.url}/api/careers/apply`, { method: 'POST', body: application({ ...applicant, email: 'own-form@example.com', job_id: String(job.id), formtoken }, [resume()]) });
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data.reference).toMatch(/^NV-A-/);
    const rows = await query('SELECT document, given, choice FROM consent_records WHERE owner_id = $1 ORDER BY document', [data.id]);
    expect(rows).toEqual([{ document: 'privacy-policy', given: 'notice', choice: 'agreed' }, { document: 'terms-of-use', given: 'notice', choice: 'agreed' }]);
    const confirmation = await eventually(() => sink.messages.find((m) => m.to.includes('own-form@example.com')));
    expect(SmtpSink.text(confirmation)).toContain(`Subject: Your application ${data.reference} for`);
  });

  it('POST /api/front/apply-for-job requires the task file when the job asks for one, and stores it', async (ctx) => {
    if (skip) return ctx.skip();
    const job = withTask();
    const missing = await apply(application({ ...applicant, job_id: String(job.id) }, [resume()]));
    expect(missing.status).toBe(422);
    expect((await missing.json()).errors.task_file).toEqual(['Attach your completed task as an MP4 video or a PDF.']);
    const complete = await apply(application({ ...applicant, job_id: String(job.id) }, [resume(), { field: 'task_file', name: 'task.pdf', bytes: fixtures.pdf(5000) }]));
    expect(complete.status).toBe(201);
    const { data } = await complete.json();
    const files = await query('SELECT field FROM stored_files WHERE owner_id = $1 ORDER BY field', [data.id]);
    expect(files.map((f) => f.field)).toEqual(['resume', 'task_file']);
  });

  it('does not create two applications from one form posted twice', async (ctx) => {
    if (skip) return ctx.skip();
    const fields = { ...applicant, email: 'twice@example.com', job_id: String(withoutTask().id), submission_key: 'form-7f3a9c2e-double' };
    const [first, second] = await Promise.all([apply(application(fields, [resume()])), apply(application(fields, [resume()]))]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect((await first.json()).data.id).toBe((await second.json()).data.id);
    expect(await query("SELECT id FROM applications WHERE email = 'twice@example.com'")).toHaveLength(1);
  });

  describe('bad input: 4xx, a clear message, nothing stored', () => {
    const cases: [string, () => Promise<Response>, number, RegExp][] = [
      ['a job id that does not exist', () => apply(application({ ...applicant, job_id: '99999' }, [resume()])), 422, /does not exist/],
      ['a closed job', async () => apply(application({ ...applicant, job_id: String(await closedId()) }, [resume()])), 422, /closed/],
      ['a missing résumé', () => apply(application({ ...applicant, job_id: String(withoutTask().id) })), 422, /another look/],
      ['a PNG renamed .pdf', () => apply(application({ ...applicant, job_id: String(withoutTask().id) }, [{ field: 'resume', name: 'cv.pdf', bytes: fixtures.png() }])), 422, /another look/],
      ['a 12 MB résumé', () => apply(application({ ...applicant, job_id: String(withoutTask().id) }, [resume(fixtures.pdf(12 * MB))])), 413, /“cv\.pdf” is larger than 10 MB/],
      ['an oversize task file', () => apply(application({ ...applicant, job_id: String(withTask().id) }, [resume(), { field: 'task_file', name: 'task.mp4', bytes: new Uint8Array(51 * MB) }])), 413, /“task\.mp4” is larger than 50 MB/],
      ['malformed multipart', () => apply('--b\r\nContent-Disposition: form-data; name="x"\r\n\r\ny\r\n--', { 'content-type': 'multipart/form-data; boundary=b' }), 400, /malformed/],
      ['a bad phone number', () => apply(application({ ...applicant, mobile: '12', job_id: String(withoutTask().id) }, [resume()])), 422, /another look/],
    ];

    it.for(cases)('%s', async ([, send, status, message], ctx) => {
      if (skip) return ctx.skip();
      const before = [(await query('SELECT COUNT(*) AS n FROM applications'))[0].n, (await query('SELECT COUNT(*) AS n FROM stored_files'))[0].n];
      const response = await send();
      expect(response.status).toBe(status);
      expect((await response.json()).message).toMatch(message);
      const after = [(await query('SELECT COUNT(*) AS n FROM applications'))[0].n, (await query('SELECT COUNT(*) AS n FROM stored_files'))[0].n];
      expect(after).toEqual(before);
    });
  });
});

describe('an external provider at JOBS_API_URL', () => {
  let provider: RunningServer;
  let site: RunningServer;
  let broken: RunningServer;

  beforeAll(async () => {
    provider = await startServer();
    site = await startServer({ JOBS_API_URL: provider.url, SEED_DEMO: '0' });
    broken = await startServer({ JOBS_API_URL: `http://127.0.0.1:${await freePort()}`, SEED_DEMO: '0', JOBS_API_TIMEOUT_MS: '1500' });
  }, 120_000);
  afterAll(async () => {
    await Promise.all([provider?.stop(), site?.stop(), broken?.stop()]);
  });

  it('the site lists and shows the provider’s jobs and forwards applications to it', async () => {
    const providerJobs = (await (await fetch(`${provider.url}/api/front/get-career-jobs?type=front`)).json()).data;
    const html = await (await fetch(`${site.url}/career`)).text();
    for (const job of providerJobs) expect(html).toContain(job.job_title.replace(/&/g, '&amp;'));
    expect((await (await fetch(`${site.url}/api/front/get-career-jobs`)).json()).data).toEqual([]); // its own store is empty
    const job = providerJobs.find((j: { give_task: string }) => j.give_task === 'No');
    const details = await fetch(`${site.url}/career-details?id=${job.id}`);
    expect(details.status).toBe(200);
    const page = await details.text();
    expect(page).toContain(job.job_title.replace(/&/g, '&amp;'));
    const formtoken = /name="formtoken" value="([^"]+)"/.exec(page)![1]; // our form's token, checked here, not forwarded
    const response = await fetch(`${site.url}/api/careers/apply`, { method: 'POST', body: application({ ...applicant, email: 'forwarded@example.com', job_id: String(job.id), formtoken }, [resume()]) });
    expect(response.status).toBe(201);
    const rows = await sqliteQuery(provider.dataDir)("SELECT job_id FROM applications WHERE email = 'forwarded@example.com'");
    expect(rows).toEqual([{ job_id: job.id }]);
  });

  it('says clearly when the provider does not answer', async () => {
    const response = await fetch(`${broken.url}/career`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('We could not load the open roles just now');
  });
});
