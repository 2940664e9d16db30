// The holes an attacker found in the live forms (issue 15), each tried again against the production server.
import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueFormToken } from '@/server/security/form-token';
import { createPostgres, postgresQuery, sqliteQuery, type Query, type TestPostgres } from '../support/database';
import { fixtures } from '../support/files';
import { eventually, freePort, startServer, type RunningServer } from '../support/server';
import { SmtpSink } from '../support/smtp-sink';

const MB = 1024 * 1024;
const LEADS_TO = 'leads@agency.test';
const HR_TO = 'hr@agency.test';
const MIN_FILL_MS = 1500;

const contact = { fullname: 'Ada Lovelace', email: 'ada@example.com', phonenumber: '+1 415 555 0132', howhelp: 'We need a new website.' };
const quote = {
  fullname: 'Grace Hopper', address: 'grace@example.com', companyname: 'Hopper & Co', phonenumber: '+91 98765 43210',
  projecttype: 'other-projecttype', projecttypeother: 'Compiler playground', budget: '10000-20000', timeline: 'asap', talent: 'developer', hear: 'online-search', privacy: 'on',
};
const applicant = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', mobile: '+91 98765 43210' };

function form(fields: Record<string, string>, files: { field: string; name: string; bytes: Uint8Array }[] = []) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  for (const file of files) data.append(file.field, new Blob([file.bytes as Uint8Array<ArrayBuffer>]), file.name);
  return data;
}

async function tokenFrom(server: RunningServer, page: string) {
  const html = await (await fetch(`${server.url}${page}`)).text();
  return /name="formtoken" value="([^"]+)"/.exec(html)![1];
}

const post = (server: RunningServer, path: string, body: BodyInit, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { method: 'POST', body, headers });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the mail relay is closed (two instances on one PostgreSQL)', () => {
  let pgdb: TestPostgres | null = null;
  let a: RunningServer;
  let b: RunningServer;
  let sink: SmtpSink;
  let query: Query;
  let jobId: number;

  beforeAll(async () => {
    pgdb = await createPostgres();
    if (!pgdb) {
      console.warn('PostgreSQL is not reachable on 127.0.0.1:5432: the mail relay tests are skipped here (never in CI).');
      return;
    }
    sink = new SmtpSink(await freePort());
    await sink.start();
    const env = { SMTP_URL: sink.url, LEADS_TO, HR_TO, DATABASE_URL: pgdb.url, FORM_MIN_FILL_MS: String(MIN_FILL_MS) };
    a = await startServer(env);
    b = await startServer({ ...env, SEED_DEMO: '0' });
    query = postgresQuery(pgdb.url);
    jobId = Number((await query("SELECT id FROM jobs WHERE give_task = 'No' AND status = 'published' ORDER BY id LIMIT 1"))[0].id);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await sink?.stop();
    await pgdb?.drop();
  });

  const mailsTo = (address: string) => sink.messages.filter((m) => m.to.includes(address));

  it('confirmations repeat nothing the visitor typed; the agency gets every word', async (ctx) => {
    if (!pgdb) return ctx.skip();
    const token = await tokenFrom(a, '/contact-us');
    await wait(MIN_FILL_MS);
    const lure = { ...contact, fullname: 'Your account is locked', email: 'relay-victim@example.com', howhelp: 'Verify your password at https://evil.example/login today.' };
    const response = await post(a, '/api/forms/contact', form({ ...lure, formtoken: token }));
    expect(response.status).toBe(201);
    const confirmation = SmtpSink.text(await eventually(() => mailsTo('relay-victim@example.com')[0]));
    for (const words of ['locked', 'evil.example', 'Verify', 'password']) expect(confirmation).not.toContain(words);
    expect(confirmation).toContain('Contact us');
    expect(confirmation).toMatch(/Received: \d{1,2} \w+ \d{4}\D+\d\d:\d\d UTC/);
    const notification = SmtpSink.text(await eventually(() => mailsTo(LEADS_TO).find((m) => SmtpSink.text(m).includes('evil.example'))));
    expect(notification).toContain('Your account is locked');
  });

  it('sends one address at most 3 confirmations a day, across forms and instances, and still takes every submission', async (ctx) => {
    if (!pgdb) return ctx.skip();
    const address = 'flood@example.com';
    const tokens = [await tokenFrom(a, '/contact-us'), await tokenFrom(b, '/get-quote'), await tokenFrom(a, '/contact-us'), await tokenFrom(b, `/career-details?id=${jobId}`), await tokenFrom(b, '/contact-us')];
    await wait(MIN_FILL_MS);
    const answers = [
      await post(a, '/api/forms/contact', form({ ...contact, email: address, formtoken: tokens[0] })),
      await post(b, '/api/forms/quote', form({ ...quote, address: 'Flood@Example.com', formtoken: tokens[1] })),
      await post(a, '/api/forms/contact', form({ ...contact, email: 'FLOOD@example.com', formtoken: tokens[2] })),
      await post(b, '/api/careers/apply', form({ ...applicant, email: address, job_id: String(jobId), formtoken: tokens[3] }, [{ field: 'resume', name: 'cv.pdf', bytes: fixtures.pdf(3000) }])),
      await post(b, '/api/forms/contact', form({ ...contact, email: address, formtoken: tokens[4] })),
    ];
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const stored = await query("SELECT (SELECT COUNT(*) FROM leads WHERE lower(email) = 'flood@example.com') AS leads, (SELECT COUNT(*) FROM applications WHERE email = 'flood@example.com') AS applications");
    expect(stored[0]).toEqual({ leads: '4', applications: '1' });
    await eventually(() => mailsTo(LEADS_TO).filter((m) => /flood@example\.com/i.test(SmtpSink.text(m))).length === 4 && mailsTo(HR_TO).some((m) => SmtpSink.text(m).includes(address)));
    await wait(1000); // time for any (wrong) fourth confirmation to go out
    const confirmations = sink.messages.filter((m) => m.to.some((to) => to.toLowerCase() === address));
    expect(confirmations).toHaveLength(3);
  });

  it('the application form has the honeypot, the signed token and the minimum fill time; its spam keeps no files and gets no mail', async (ctx) => {
    if (!pgdb) return ctx.skip();
    const page = await (await fetch(`${b.url}/career-details?id=${jobId}`)).text();
    expect(page).toMatch(/name="website"/);
    expect(page).toMatch(/name="formtoken" value="[^"]+"/);
    const fresh = /name="formtoken" value="([^"]+)"/.exec(page)![1];
    const honeyToken = await tokenFrom(a, `/career-details?id=${jobId}`);
    const resume = [{ field: 'resume', name: 'cv.pdf', bytes: fixtures.pdf(3000) }];
    const base = { ...applicant, job_id: String(jobId) };
    const tooFast = await post(b, '/api/careers/apply', form({ ...base, email: 'fast-bot@example.com', formtoken: fresh }, resume));
    const noToken = await post(a, '/api/careers/apply', form({ ...base, email: 'tokenless-bot@example.com' }, resume));
    const forged = await post(a, '/api/careers/apply', form({ ...base, email: 'forged-bot@example.com', formtoken: fresh.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) }, resume));
    await wait(MIN_FILL_MS);
    const honey = await post(a, '/api/careers/apply', form({ ...base, email: 'honey-bot@example.com', website: 'http://spam.example', formtoken: honeyToken }, resume));
    expect([tooFast.status, noToken.status, forged.status, honey.status]).toEqual([201, 201, 201, 201]); // bots learn nothing
    const rows = await query("SELECT email, status, spam_reason, (SELECT COUNT(*) FROM stored_files f WHERE f.owner_id = a.id) AS files FROM applications a WHERE email LIKE '%-bot@example.com' ORDER BY email");
    expect(rows.map((r) => [r.email, r.status, r.files])).toEqual([
      ['fast-bot@example.com', 'spam', '0'],
      ['forged-bot@example.com', 'spam', '0'],
      ['honey-bot@example.com', 'spam', '0'],
      ['tokenless-bot@example.com', 'spam', '0'],
    ]);
    expect(rows.find((r) => r.email === 'fast-bot@example.com')!.spam_reason).toMatch(/ms after the form was shown/);
    await wait(1000);
    expect(sink.messages.filter((m) => /-bot@example\.com/.test(SmtpSink.text(m)))).toEqual([]);
  });

  it('stores a replayed form once, on either instance, and asks again for a form older than a day', async (ctx) => {
    if (!pgdb) return ctx.skip();
    const token = await tokenFrom(a, '/contact-us');
    await wait(MIN_FILL_MS);
    const fields = { ...contact, email: 'replay@example.com', formtoken: token };
    const first = await post(a, '/api/forms/contact', form(fields));
    const again = await post(b, '/api/forms/contact', form(fields));
    expect([first.status, again.status]).toEqual([201, 201]);
    expect((await again.json()).data.id).toBe((await first.json()).data.id);
    expect(await query("SELECT id FROM leads WHERE email = 'replay@example.com'")).toHaveLength(1);

    const [{ value: secret }] = await query("SELECT value FROM settings WHERE key = 'form_secret'");
    const stale = issueFormToken(String(secret), Date.now() - 25 * 60 * 60 * 1000);
    const response = await post(b, '/api/forms/contact', form({ ...contact, email: 'stale@example.com', formtoken: stale }));
    expect(response.status).toBe(422);
    expect((await response.json()).message).toMatch(/open for more than a day/);
    expect(await query("SELECT id FROM leads WHERE email = 'stale@example.com'")).toEqual([]);
  });

  it('keeps spam without its files', async (ctx) => {
    if (!pgdb) return ctx.skip();
    const response = await post(a, '/api/forms/quote', form({ ...quote, address: 'filebot@example.com', website: 'http://spam.example', formtoken: await tokenFrom(a, '/get-quote') }, [{ field: 'files', name: 'brief.pdf', bytes: fixtures.pdf(4000) }]));
    expect(response.status).toBe(201);
    const [lead] = await query("SELECT status, (SELECT COUNT(*) FROM stored_files f WHERE f.owner_id = l.id) AS files FROM leads l WHERE email = 'filebot@example.com'");
    expect(lead).toEqual({ status: 'spam', files: '0' });
  });
});

describe('the client address is the socket, or what a trusted proxy says', () => {
  let direct: RunningServer;
  let proxied: RunningServer;

  beforeAll(async () => {
    const env = { RATE_LIMIT_MAX: '2', SEED_DEMO: '0' };
    [direct, proxied] = await Promise.all([startServer(env), startServer({ ...env, TRUSTED_PROXIES: '127.0.0.1, ::1' })]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([direct?.stop(), proxied?.stop()]);
  });

  const send = (server: RunningServer, forwardedFor: string, email: string) =>
    post(server, '/api/forms/contact', form({ ...contact, email }), { 'x-forwarded-for': forwardedFor, 'x-navyug-client-address': forwardedFor.split(',')[0] });

  it('ignores forwarded headers from an untrusted peer: a new X-Forwarded-For per request does not escape the limit', async () => {
    const statuses = [];
    for (let i = 1; i <= 4; i++) statuses.push((await send(direct, `10.0.0.${i}`, `spoof${i}@example.com`)).status);
    expect(statuses).toEqual([201, 201, 429, 429]);
    const rows = await sqliteQuery(direct.dataDir)("SELECT DISTINCT ip FROM leads WHERE email LIKE 'spoof%'");
    expect(rows).toEqual([{ ip: '127.0.0.1' }]);
  });

  it('through a trusted proxy, limits the real client (the rightmost untrusted hop) and no one else', async () => {
    const statuses = [];
    for (let i = 1; i <= 3; i++) statuses.push((await send(proxied, `6.6.6.${i}, 203.0.113.9`, `proxied${i}@example.com`)).status);
    expect(statuses).toEqual([201, 201, 429]);
    expect((await send(proxied, '198.51.100.7', 'neighbour@example.com')).status).toBe(201);
    const rows = await sqliteQuery(proxied.dataDir)("SELECT DISTINCT ip FROM leads WHERE email LIKE 'proxied%' OR email LIKE 'neighbour%' ORDER BY ip");
    expect(rows).toEqual([{ ip: '198.51.100.7' }, { ip: '203.0.113.9' }]);
  });

  it('refuses a client already told to wait before reading its body', async () => {
    // the client 203.0.113.9 was refused above; its next post is answered while the body is still on its way
    const answer = await new Promise<{ status: number; sent: number }>((resolve, reject) => {
      const req = request(`${proxied.url}/api/forms/contact`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(200_000), 'x-forwarded-for': '203.0.113.9' },
      });
      let sent = 0;
      req.on('response', (res) => {
        res.resume();
        resolve({ status: res.statusCode!, sent });
        req.destroy();
      });
      req.on('error', reject);
      sent += 1000;
      req.write(Buffer.alloc(1000, 'a'));
    });
    expect(answer).toEqual({ status: 429, sent: 1000 });
  });
});

describe('large and malformed bodies', () => {
  let server: RunningServer;

  beforeAll(async () => {
    // Six oversize uploads at once from this one address: let it hold them all, so each is answered for its
    // size (413) rather than turned away for the address's share of the body slots (429, request-guard.test.ts).
    server = await startServer({ SEED_DEMO: '1', MAX_BODIES_PER_CLIENT: '16' });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))![1]) / 1024;

  /** A chunked POST that would send `totalMb` if let; resolves with the answer and how much it got to send. */
  function chunkedUpload(path: string, totalMb: number) {
    return new Promise<{ status: number; sentMb: number; ms: number }>((resolve) => {
      const started = Date.now();
      const chunk = Buffer.alloc(256 * 1024, 'x');
      let sent = 0;
      let done = false;
      const finish = (status: number) => {
        if (done) return;
        done = true;
        resolve({ status, sentMb: sent / MB, ms: Date.now() - started });
        req.destroy();
      };
      const req = request(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=----x', 'transfer-encoding': 'chunked', accept: 'application/json' } });
      req.on('response', (res) => {
        res.resume();
        finish(res.statusCode!);
      });
      req.on('error', () => finish(0));
      const pump = () => {
        while (!done && sent < totalMb * MB) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        if (!done) req.end();
      };
      req.write('------x\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n');
      pump();
    });
  }

  it('answers parallel chunked oversize uploads with 413 while they stream, and memory stays bounded', async () => {
    if (process.platform !== 'linux') return;
    const before = rssMb();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 25);
    const jobId = Number((await (await fetch(`${server.url}/api/front/get-career-jobs?type=front`)).json()).data[0].id);
    const answers = await Promise.all([
      chunkedUpload('/api/front/apply-for-job', 150),
      chunkedUpload('/api/front/apply-for-job', 150),
      chunkedUpload('/api/careers/apply', 150),
      chunkedUpload(`/career-details?id=${jobId}`, 150),
      chunkedUpload('/get-quote', 150),
      chunkedUpload('/contact-us', 150),
    ]);
    clearInterval(sampler);
    for (const answer of answers) {
      expect(answer.status).toBe(413);
      expect(answer.sentMb).toBeLessThan(150); // stopped while streaming, not after the whole body
    }
    const sent = answers.reduce((sum, a) => sum + a.sentMb, 0);
    console.log(`oversize flood: ${sent.toFixed(0)} MB streamed; RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB; 413 after ${answers.map((a) => `${a.sentMb.toFixed(0)} MB/${a.ms} ms`).join(', ')}`);
    // Before the guard, 3 x 45 MB to one endpoint took the server from 320 to 555 MB: bodies were held whole.
    // Now they stream to disk and stop at each form's ceiling, so memory grows by far less than was sent.
    expect(sent).toBeGreaterThan(250);
    expect(peak - before).toBeLessThan(128);
    expect(peak).toBeLessThan(400);
    expect((await fetch(`${server.url}/robots.txt`)).status).toBe(200);
  });

  it('answers a malformed URL-encoded body with 400 and no uncaught exception', async () => {
    const response = await post(server, '/api/forms/contact', 'a=%zz&b=%', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    await wait(300);
    expect(server.output()).not.toMatch(/ReadableStream is already closed|uncaught/i);
  });

  it('never answers a browser with the RSC variant of a page from the cache', async () => {
    const rsc = await fetch(`${server.url}/faqs?_rsc=abc12`, { headers: { rsc: '1' } });
    expect(rsc.headers.get('content-type')).toMatch(/text\/x-component/);
    await rsc.arrayBuffer();
    await wait(300);
    for (let i = 0; i < 2; i++) {
      const page = await fetch(`${server.url}/faqs`);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      await page.arrayBuffer();
    }
  });
});
