// Property: no request, however malformed, gets a 5xx answer, throws an uncaught exception, prints a stack
// trace or stores anything. fast-check generates the requests (broken multipart bodies, wrong types and
// methods, forged action ids and forwarded headers) against every form endpoint and Server Action path.
// A fixed seed in CI; `FUZZ_RUNS=2000 FUZZ_SEED=<n> npx vitest run test/integration/fuzz.test.ts` for more.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteQuery } from '../support/database';
import { startServer, type RunningServer } from '../support/server';

const RUNS = Number(process.env.FUZZ_RUNS ?? 250);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

const actionIds = Object.keys(JSON.parse(readFileSync(path.resolve(__dirname, '../../.next/server/server-reference-manifest.json'), 'utf8')).node);
const FIELD_NAMES = ['fullname', 'email', 'phonenumber', 'howhelp', 'address', 'projecttype', 'budget', 'resume', 'task_file', 'files', 'job_id', 'formtoken', 'website', '$ACTION_REF_1', '$ACTION_1:0', '$ACTION_1:1', '$ACTION_KEY', `$ACTION_ID_${actionIds[0]}`, '$ACTION_ID_00ff'];

/** Uncaught exceptions, errors Next logs for a request it could not handle, stack traces. */
// The server logs JSON lines (server/observability/log.mts): a stack is in an `err` field, escaped, not on lines of its own.
const BAD_LOG = /uncaught|unhandled|ReadableStream is already closed|Unexpected end of form|Invalid Server Actions|^\s+at |"stack":/im;

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer;
}

const text = fc.string({ unit: 'binary', maxLength: 60 });
const part = fc.record({ name: fc.oneof(fc.constantFrom(...FIELD_NAMES), text), value: fc.oneof(text, fc.constant('{"id":"' + actionIds[0] + '","bound":"$@1"}'), fc.constant('[]')), filename: fc.option(fc.constantFrom('cv.pdf', 'a.exe', '', '../../etc/passwd', 'x'.repeat(300))) });

/** A multipart body, well formed, then maybe broken in one of the ways seen in the wild. */
const multipart = fc
  .record({
    boundary: fc.stringMatching(/^[A-Za-z0-9'()+_,\-./:=?]{1,40}$/),
    parts: fc.array(part, { maxLength: 6 }),
    breakage: fc.constantFrom('none', 'no-closing', 'truncate', 'no-name', 'no-blank-line', 'preamble', 'wrong-boundary', 'no-boundary-param', 'no-disposition'),
    cut: fc.nat(),
  })
  .map(({ boundary, parts, breakage, cut }) => {
    const rendered = parts.map((p) => {
      const name = breakage === 'no-name' ? '' : `; name="${p.name.replace(/"/g, '%22').replace(/[\r\n]/g, ' ')}"`;
      const file = p.filename === null ? '' : `; filename="${p.filename}"`;
      const disposition = breakage === 'no-disposition' ? '' : `Content-Disposition: form-data${name}${file}\r\n`;
      const type = p.filename === null ? '' : 'Content-Type: application/octet-stream\r\n';
      return `--${boundary}\r\n${disposition}${type}${breakage === 'no-blank-line' ? '' : '\r\n'}${p.value}\r\n`;
    });
    let body = rendered.join('') + (breakage === 'no-closing' ? '' : `--${boundary}--\r\n`);
    if (breakage === 'truncate') body = body.slice(0, cut % (body.length + 1));
    if (breakage === 'preamble') body = `garbage \x00\xff preamble\r\n${body}`;
    const header = breakage === 'no-boundary-param' ? 'multipart/form-data' : `multipart/form-data; boundary=${breakage === 'wrong-boundary' ? 'zz' + boundary : boundary}`;
    return { contentType: header, body: Buffer.from(body, 'latin1') };
  });

const otherBody = fc.oneof(
  fc.record({ contentType: fc.constant('application/x-www-form-urlencoded'), body: fc.oneof(fc.constant('a=%zz&b=%'), text).map((t) => Buffer.from(t, 'latin1')) }),
  fc.record({ contentType: fc.constantFrom('text/plain', 'application/json', 'text/x-component', 'multipart/mixed; boundary=x', '', ';;=;'), body: fc.uint8Array({ maxLength: 400 }).map((b) => Buffer.from(b)) }),
  fc.constant({ contentType: 'multipart/form-data; boundary=x', body: Buffer.alloc(0) }),
);

/** null three times in four: most requests get past the header checks to the body parsers. */
const rarely = <T,>(arbitrary: fc.Arbitrary<T>) => fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, arbitrary);

const requests = (paths: string[]): fc.Arbitrary<FuzzRequest> =>
  fc
    .record({
      method: fc.oneof({ weight: 6, arbitrary: fc.constant('POST') }, fc.constantFrom('GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'PROPFIND')),
      path: fc.constantFrom(...paths),
      payload: fc.oneof({ weight: 3, arbitrary: multipart }, otherBody),
      action: rarely(fc.oneof(fc.constantFrom(...actionIds), fc.stringMatching(/^[0-9a-f]{0,42}$/), text)),
      origin: rarely(fc.constantFrom('http://evil.example', 'null', 'not a url', 'http://127.0.0.1')),
      forwardedHost: rarely(fc.constantFrom('evil.example', 'a, b', '')),
      fetchSite: rarely(fc.constantFrom('cross-site', 'same-origin')),
      huge: fc.oneof({ weight: 12, arbitrary: fc.constant(false) }, fc.constant(true)),
    })
    .map(({ method, path, payload, action, origin, forwardedHost, fetchSite, huge }) => {
      const headers: Record<string, string> = {};
      if (payload.contentType) headers['content-type'] = payload.contentType;
      if (action !== null) headers['next-action'] = action.replace(/[^\t\x20-\x7e]/g, '');
      if (origin !== null) headers.origin = origin;
      if (forwardedHost !== null) headers['x-forwarded-host'] = forwardedHost;
      if (fetchSite !== null) headers['sec-fetch-site'] = fetchSite;
      if (huge) headers['x-huge'] = 'h'.repeat(20_000);
      return { method, path, headers, body: method === 'GET' || method === 'HEAD' ? Buffer.alloc(0) : payload.body };
    });

/** Percent-escapes a dynamic route cannot decode: cut short, not hex, a UTF-8 sequence cut short or overlong. */
const BROKEN_ESCAPES = ['%', '%9', '%zz', '%E0%A4', '%ff', '%C0%80', 'abc%', '%%', 'a%2', '%E0%A4%'];
/** A path segment: a real slug or id, a broken escape alone or inside text, or bytes of the characters a path may hold. */
const segment = fc.oneof(
  fc.constantFrom('posts', 'case-studies', 'team', 'website-development', '1', 'new', 'hero.avif', 'a'.repeat(300), '%2F', '%20', '..'),
  fc.constantFrom(...BROKEN_ESCAPES),
  fc.tuple(fc.stringMatching(/^[A-Za-z0-9._~-]{0,12}$/), fc.constantFrom(...BROKEN_ESCAPES), fc.stringMatching(/^[A-Za-z0-9%._~-]{0,12}$/)).map((parts) => parts.join('')),
  fc.stringMatching(/^[A-Za-z0-9%._~!$&'()*+,;=:@-]{1,24}$/),
);
/** Addresses of the studio, the media, share links, case studies and the beacon, with one or two segments generated. */
const SHAPES: ((a: string, b: string) => string)[] = [
  (a) => `/work/${a}`,
  (a, b) => `/admin/content/${a}/${b}`,
  (a) => `/admin/content/${a}`,
  (a) => `/admin/content/posts/${a}`,
  (a) => `/admin/media/${a}`,
  () => '/admin/media',
  (a) => `/media/${a}`,
  (a, b) => `/media/${a}/${b}`,
  (a) => `/share/${a}`,
  () => '/api/hit',
  (a) => `/api/hit?p=${a}`,
  (a) => `/api/hit/${a}`,
  (a) => `/blog/${a}`,
  (a) => `/${a}`,
  (a) => `/admin/files/${a}`,
  (a) => `/admin/leads/${a}`,
  (a) => `/icons/${a}`,
  (a) => `/api/forms/${a}`,
];
/** A session cookie of the right name and shape that no server made. */
const FORGED_SESSION = 'navyug.session_token=Zm9yZ2VkLXNlc3Npb24tdG9rZW4.c2lnbmF0dXJlLW5vdC1vdXJz';

const addressRequests: fc.Arbitrary<FuzzRequest> = fc
  .record({
    method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST'),
    shape: fc.constantFrom(...SHAPES),
    a: segment,
    b: segment,
    forged: fc.boolean(),
    body: fc.oneof(fc.constant('{"u":"http://127.0.0.1/work/%9","r":"","tz":"Europe/Paris","c":"accepted"}'), text),
  })
  .map(({ method, shape, a, b, forged, body }) => {
    const headers: Record<string, string> = { accept: 'text/html', origin: 'http://127.0.0.1' };
    if (forged) headers.cookie = FORGED_SESSION;
    if (method === 'POST') headers['content-type'] = 'text/plain';
    return { method, path: shape(a, b), headers, body: Buffer.from(method === 'POST' ? body : '', 'latin1') };
  });

function send(base: string, r: FuzzRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${r.path}`, { method: r.method, headers: { ...r.headers, 'content-length': String(r.body.length) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.setTimeout(20_000, () => req.destroy(new Error('no answer in 20 s')));
    req.on('error', reject);
    req.end(r.body);
  });
}

describe('fuzz: malformed requests get 4xx, never 5xx, and store nothing', () => {
  let server: RunningServer;
  let jobId: number;

  beforeAll(async () => {
    server = await startServer({ RATE_LIMIT_MAX: '1000000' });
    jobId = (await (await fetch(`${server.url}/api/front/get-career-jobs?type=front`)).json()).data[0].id;
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it(`${RUNS} generated requests over every form endpoint and Server Action path (seed ${SEED})`, async () => {
    const query = sqliteQuery(server.dataDir);
    const counts = async () => (await query('SELECT (SELECT COUNT(*) FROM leads) AS l, (SELECT COUNT(*) FROM applications) AS a, (SELECT COUNT(*) FROM stored_files) AS f'))[0];
    const before = await counts();
    const logStart = server.output().length;
    const paths = ['/contact-us', '/get-quote', `/career-details?id=${jobId}`, '/api/forms/contact', '/api/forms/quote', '/api/forms/nope', '/api/careers/apply', '/api/front/apply-for-job', '/api/front/get-career-jobs?type=front', '/', '/faqs', '/no-such-page'];
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(requests(paths), async (r) => {
        const printed = server.output().length;
        const status = await send(server.url, r);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        await new Promise((resolve) => setImmediate(resolve));
        return status < 500 && !BAD_LOG.test(server.output().slice(printed));
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    console.log(`fuzz: ${RUNS} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
    expect(await counts()).toEqual(before);
    const log = server.output().slice(logStart);
    mkdirSync(path.resolve(__dirname, '../../test-results'), { recursive: true });
    writeFileSync(path.resolve(__dirname, '../../test-results/fuzz-server.log'), log); // what the server printed, to read after a failure
    expect(log).not.toMatch(BAD_LOG);
    expect((await fetch(`${server.url}/robots.txt`)).status).toBe(200); // still serving
  });

  it.each([
    ['/work/abc%9', ''],
    ['/admin/content/posts/%9', FORGED_SESSION],
  ])('GET %s (cookie: %j), a segment with a broken percent-escape, answers 400', async (address, cookie) => {
    const response = await send(server.url, { method: 'GET', path: address, headers: cookie ? { cookie } : {}, body: Buffer.alloc(0) });
    expect(response).toBe(400);
  });

  it(`${RUNS} generated addresses of the studio, media, share links, case studies and the beacon, with and without a forged session (seed ${SEED})`, async () => {
    const logStart = server.output().length;
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(addressRequests, async (r) => {
        const printed = server.output().length;
        const status = await send(server.url, r);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        await new Promise((resolve) => setImmediate(resolve));
        return status < 500 && !BAD_LOG.test(server.output().slice(printed));
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    console.log(`fuzz (addresses): ${RUNS} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
    expect(server.output().slice(logStart)).not.toMatch(BAD_LOG);
  });
});
