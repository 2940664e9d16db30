// Nothing personal in any log: the server's JSON lines and nginx's access and error logs, after submissions, an
// upload larger than nginx's body buffer, admin searches, a share link and an upstream failure, all full of seeded
// personal data and sent from an address of its own (127.0.0.77, so that it can be looked for). Every line the
// server and nginx wrote is then searched for each seeded value.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM script without types (scripts/nginx.mjs), shared with the benchmark
import { NGINX, startNginx } from '../../scripts/nginx.mjs';
import { runAdminCli } from '../support/admin-cli';
import { createPostgres, type TestPostgres } from '../support/database';
import { hiddenFields } from '../support/forms';
import { freePort, startServer, type RunningServer } from '../support/server';

const VISITOR = '127.0.0.77';
const SECRETS = {
  name: 'Philippa Quellbrook',
  email: 'philippa.quellbrook@secret-mail.example',
  phone: '415 555 0187',
  message: 'Zanzibar-otter-quince project brief',
  query: 'quellbrook-search',
  token: 'tok9f3kQuellbrookShare',
  password: 'quellbrook horse battery staple',
};

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request from VISITOR's address (fetch cannot pick one). */
function send(base: string, pathname: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}): Promise<Answer> {
  const url = new URL(pathname, base);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname + url.search, method, localAddress: VISITOR, headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A form as a browser encodes it: the body and its multipart Content-Type. */
async function encode(form: FormData): Promise<{ body: Buffer; type: string }> {
  const response = new Response(form);
  return { body: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type')! };
}

describe('logs keep no one: the server’s and nginx’s, after traffic full of personal data', () => {
  let pgdb: TestPostgres | null = null;
  let server: RunningServer;
  let front: { url: string; dir: string; log(): string; stop(): Promise<void> };
  let skip = false;

  beforeAll(async () => {
    if (!NGINX) {
      if (process.env.CI) throw new Error('nginx is required in CI (.ci/run installs it)');
      console.warn('nginx is not installed: the log privacy test is skipped here (never in CI).');
      skip = true;
      return;
    }
    pgdb = await createPostgres();
    if (!pgdb) {
      console.warn('PostgreSQL is not reachable on 127.0.0.1:5432: the log privacy test is skipped here (never in CI).');
      skip = true;
      return;
    }
    // Debug level: every line the server can write, the probes' included.
    server = await startServer({ DATABASE_URL: pgdb.url, TRUSTED_PROXIES: '127.0.0.1', LOG_LEVEL: 'debug' });
    front = await startNginx({ port: await freePort(), upstreams: [new URL(server.url).host] });
    expect(runAdminCli(['create-user', 'ops@navyug.example'], `${SECRETS.password}\n`, { DATABASE_URL: pgdb.url }).code).toBe(0);
  }, 120_000);

  afterAll(async () => {
    await front?.stop();
    await server?.stop();
    await pgdb?.drop();
  });

  it('writes no address, name, e-mail, phone, message, query, token, cookie or password anywhere', async (ctx) => {
    if (skip) return ctx.skip();
    const base = front.url;
    const origin = { origin: base, accept: 'text/html' };

    // The contact form without JavaScript (a Server Action post), once accepted and once refused (bad e-mail).
    for (const email of [SECRETS.email, `${SECRETS.name} at nowhere`]) {
      const page = await send(base, `/contact-us?ref=${SECRETS.query}`);
      const form = new FormData();
      for (const [name, value] of hiddenFields(page.body, 'Contact form')) form.append(name, value);
      for (const [name, value] of Object.entries({ fullname: SECRETS.name, email, phonenumber: `+1 ${SECRETS.phone}`, howhelp: SECRETS.message })) form.set(name, value);
      const { body, type } = await encode(form);
      const answer = await send(base, `/contact-us?utm_source=${SECRETS.query}`, { method: 'POST', body, headers: { ...origin, 'content-type': type } });
      expect([200, 422]).toContain(answer.status);
    }
    // A job application whose résumé is larger than nginx's client_body_buffer_size (256 KB): at `warn`, nginx would
    // write this request's address and request line.
    const apply = new FormData();
    for (const [name, value] of Object.entries({ first_name: 'Philippa', last_name: 'Quellbrook', email: SECRETS.email, mobile: `+1 ${SECRETS.phone}`, job_id: '1' })) apply.append(name, value);
    apply.append('resume', new Blob([Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(400_000, 'A')])], { type: 'application/pdf' }), `${SECRETS.name}.pdf`);
    const large = await encode(apply);
    const applied = await send(base, `/api/forms/apply?email=${encodeURIComponent(SECRETS.email)}`, { method: 'POST', body: large.body, headers: { 'content-type': large.type } });
    expect(applied.status).toBeLessThan(500);

    // The admin: signing in, then searching the inbox and the privacy page for the visitor.
    const login = await send(base, '/admin/login');
    const signIn = new FormData();
    for (const [name, value] of hiddenFields(login.body, 'Sign in')) signIn.append(name, value);
    signIn.set('email', 'ops@navyug.example');
    signIn.set('password', SECRETS.password);
    const encoded = await encode(signIn);
    const signed = await send(base, '/admin/login', { method: 'POST', body: encoded.body, headers: { ...origin, 'content-type': encoded.type } });
    expect(signed.status).toBe(303);
    const cookie = ([] as string[]).concat(signed.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
    const sessionToken = cookie.split('=')[1];
    for (const search of [`/admin?q=${encodeURIComponent(SECRETS.email)}`, `/admin?q=${encodeURIComponent(SECRETS.name)}`, `/admin/privacy?email=${encodeURIComponent(SECRETS.email)}`]) {
      expect((await send(base, search, { headers: { cookie } })).status).toBe(200);
    }
    // A share link (its token is a password to a draft), a page that does not exist, and the probes.
    await send(base, `/share/${SECRETS.token}`);
    await send(base, `/nothing-here?who=${encodeURIComponent(SECRETS.email)}&q=${SECRETS.query}`);
    await send(base, '/readyz');
    await send(base, '/livez');
    // An upstream failure: the only instance gone, a visitor's request with a query. At `error` nginx would log it whole.
    const output = () => server.output();
    await server.stop();
    await send(base, `/privacy-policy?q=${SECRETS.query}`);
    await send(base, `/admin?q=${encodeURIComponent(SECRETS.email)}`, { headers: { cookie } });

    const logs = {
      server: output(),
      access: readFileSync(path.join(front.dir, 'logs/access.log'), 'utf8'),
      error: front.log(),
    };
    // The server did log the traffic (its lines are JSON, one per request, each with the route and a request id).
    const lines = logs.server.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests.length).toBeGreaterThan(10);
    expect(requests.map((line) => line.route)).toEqual(expect.arrayContaining(['/contact-us', '/admin', '/share/[token]']));
    for (const line of requests) expect(line.req_id).toMatch(/^[\w.-]+$/);
    expect(logs.access).toMatch(/^127\.0\.0\.0\/24 /m); // nginx keeps the network, as before
    for (const [name, log] of Object.entries(logs)) {
      for (const [what, secret] of Object.entries({ ...SECRETS, address: VISITOR, session: sessionToken, emailUser: SECRETS.email.split('@')[0], phoneDigits: SECRETS.phone.replace(/\D/g, '') })) {
        expect(log.includes(secret) || log.includes(encodeURIComponent(secret)), `${what} in the ${name} log`).toBe(false);
      }
    }
  }, 120_000);
});
