import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readlinkSync, rmSync, statSync } from 'node:fs';
import { createServer, request, type ClientRequest, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { staticRoutes } from '@/content/routes';
import { answerHit } from '@/server/analytics/ingest';
import { createAnalytics } from '@/server/analytics/queue';
import { migrate } from '@/server/db/client';
import { beaconFastPath } from '@/server/serving/beacon.mts';
import { trustedProxies } from '@/server/serving/client-address.mts';
import { CLIENT_HEADER, setProcessValue } from '@/server/serving/contract.mts';
import { createRequestGuard, type GuardOptions } from '@/server/serving/request-guard.mts';
import { actionOwners as actionOwnersOf, ownsAction, pagePattern } from '@/server/serving/action-pages.mts';
import { refusalMessage } from '@/lib/form-refusal.mts';
import { engineDatabase } from '../../support/database';

const KB = 1024;
/** What a Server Action id of this build looks like (hex); any other id is unknown. */
const KNOWN_ACTION = `7f${'ab'.repeat(20)}`;
const BOUNDARY = 'navyug-test-boundary';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

// ---------------------------------------------------------------------------------------------------------
// The server: a real node:http server whose handler is the guard, in front of a fake Next that records what
// it was given and echoes it.

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The spool folder's files, and their modes, when next was called. */
  spoolFiles: string[];
  spoolModes: number[];
}

type FakeNext = (req: IncomingMessage, res: ServerResponse, seen: Seen[]) => unknown;

interface Guarded {
  port: number;
  /** Requests next was called with (recorded once next has read the whole body). */
  seen: Seen[];
  /** The guard's log lines. */
  log: string[];
}

let spoolDir: string;
beforeAll(() => {
  spoolDir = mkdtempSync(path.join(tmpdir(), 'navyug-guard-test-'));
});
afterAll(() => rmSync(spoolDir, { recursive: true, force: true }));

const servers: Server[] = [];
const clients: ClientRequest[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) client.destroy();
  // Every body the guard spooled is removed once its response is over (or the client is gone).
  const left = await eventually(() => readdirSync(spoolDir), (files) => files.length === 0);
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  expect(left, 'files left in the spool folder').toEqual([]);
});

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `read` until `done` holds of its value or `timeoutMs` passes; returns the last value. */
async function eventually<T>(read: () => T, done: (value: T) => boolean, timeoutMs = 2000): Promise<T> {
  const until = Date.now() + timeoutMs;
  let value = read();
  while (!done(value) && Date.now() < until) {
    await sleep(20);
    value = read();
  }
  return value;
}

async function readAll(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The fake Next: reads the whole replayed body, records the request, answers 200 with a JSON echo. */
async function echoNext(req: IncomingMessage, res: ServerResponse, seen: Seen[]) {
  res.on('error', () => undefined);
  const spoolFiles = readdirSync(spoolDir);
  const spoolModes = spoolFiles.map((file) => {
    try {
      return statSync(path.join(spoolDir, file)).mode & 0o777;
    } catch {
      return -1;
    }
  });
  let body: Buffer;
  try {
    body = await readAll(req);
  } catch {
    if (!res.headersSent && !res.destroyed) res.writeHead(500).end('next could not read the body');
    return;
  }
  seen.push({ method: req.method ?? '', url: req.url ?? '', headers: { ...req.headers }, body, spoolFiles, spoolModes });
  const text = JSON.stringify({ echo: true, method: req.method, url: req.url, size: body.length, sha256: sha256(body) });
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(req.method === 'HEAD' ? undefined : text);
}

async function start(options: Partial<GuardOptions> = {}, next: FakeNext = echoNext): Promise<Guarded> {
  const seen: Seen[] = [];
  const log: string[] = [];
  const guard = createRequestGuard((req, res) => next(req, res, seen), {
    trusted: trustedProxies(''),
    spoolDir,
    log: (line) => log.push(line),
    ...options,
  });
  const server = createServer(guard);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, seen, log };
}

// ---------------------------------------------------------------------------------------------------------
// The client: node:http requests, so bodies can be chunked, held open or stalled.

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** Milliseconds from opening the request to the end of the answer. */
  ms: number;
}

interface RequestOptions {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  /** The test fails, rather than hangs, when no answer comes within this. */
  timeoutMs?: number;
}

/** Opens a request and leaves its body to the caller; `reply` settles with the answer. */
function open(port: number, { method = 'POST', path: urlPath = '/contact-us', headers = {}, timeoutMs = 5000 }: RequestOptions = {}) {
  const started = Date.now();
  const req = request({ host: '127.0.0.1', port, method, path: urlPath, headers, agent: false });
  clients.push(req);
  const reply = new Promise<Reply>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`no answer to ${method} ${urlPath} within ${timeoutMs} ms`));
      req.destroy();
    }, timeoutMs);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8'), ms: Date.now() - started });
      });
      res.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    // An error after the answer (the guard closing a connection we were still writing to) changes nothing.
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
  reply.catch(() => undefined);
  return { req, reply };
}

/** A whole request: the body with its Content-Length, unless the headers say otherwise. */
function send(port: number, options: RequestOptions & { body?: string | Buffer } = {}): Promise<Reply> {
  const headers = { ...options.headers };
  if (options.body !== undefined && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-length')) {
    headers['content-length'] = String(Buffer.byteLength(options.body));
  }
  const { req, reply } = open(port, { ...options, headers });
  req.end(options.body);
  return reply;
}

/** A chunked request (no Content-Length): the chunks one by one, then the end. */
function sendChunked(port: number, chunks: (string | Buffer)[], options: RequestOptions = {}): Promise<Reply> {
  const { req, reply } = open(port, options);
  req.flushHeaders();
  for (const chunk of chunks) req.write(chunk);
  req.end();
  return reply;
}

/** Writes `total` bytes as fast as the connection takes them, stopping once answered; then ends. */
function pump(req: ClientRequest, total: number, size = 16 * KB) {
  const chunk = Buffer.alloc(size, 0x61);
  let sent = 0;
  let stopped = false;
  const stop = () => {
    stopped = true;
  };
  req.once('response', stop);
  req.once('error', stop);
  req.once('close', stop);
  const go = () => {
    while (!stopped && sent < total) {
      sent += size;
      if (!req.write(chunk)) {
        req.once('drain', go);
        return;
      }
    }
    if (!stopped) req.end();
  };
  go();
}

const json = (reply: Reply) => JSON.parse(reply.text) as { message: string; errors: Record<string, unknown> };

/** A refusal answered as JSON, with exactly one log line for it. */
/**
 * A refusal as JSON, one log line. `action`: a Server Action called from JavaScript, answered `text/plain`
 * exactly (no charset), the only type whose body Next's client passes on to the form (lib/form-refusal.mts).
 */
function expectRefusal(reply: Reply, log: string[], status: number, message: RegExp, method = 'POST', urlPath = '/contact-us', { action = false } = {}) {
  expect(reply.status, reply.text).toBe(status);
  expect(reply.headers['content-type']).toBe(action ? 'text/plain' : 'application/json; charset=utf-8');
  expect(reply.headers['cache-control']).toBe('no-store');
  expect(reply.headers['x-content-type-options']).toBe('nosniff');
  const body = json(reply);
  expect(body.message).toMatch(message);
  expect(body.errors).toEqual({});
  expect(log).toHaveLength(1);
  // The path without its query or a share link's token, and the client's network, never its address.
  const logged = urlPath.split('?')[0].replace(/^\/share\/[^/]+/, '/share/[token]');
  expect(log[0].startsWith(`guard: ${status} ${method} ${logged} from 127.0.0.0/24: `), log[0]).toBe(true);
  expect(log[0]).not.toContain('127.0.0.1');
  expect(log[0]).toContain(body.message);
}

/** A multipart body: each field as a part, then any raw `extra` parts, then (unless cut) the closing line. */
function formBody(fields: [string, string][], { extra = '', closing = true } = {}) {
  let text = '';
  for (const [name, value] of fields) text += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  text += extra;
  if (closing) text += `--${BOUNDARY}--\r\n`;
  return text;
}

/** Open descriptors of this process that point into the spool folder (Linux). */
function openSpoolFiles() {
  const open: string[] = [];
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      const target = readlinkSync(`/proc/self/fd/${fd}`);
      if (target.startsWith(spoolDir)) open.push(target);
    } catch {
      // closed while we looked
    }
  }
  return open;
}

// ---------------------------------------------------------------------------------------------------------

describe('request guard', { timeout: 20_000 }, () => {
  describe('methods', () => {
    it.each(['TRACE', 'PUT', 'DELETE', 'PATCH'])('refuses %s with 405 and Allow, without calling next', async (method) => {
      const g = await start();
      const reply = await send(g.port, { method, path: '/contact-us', body: method === 'TRACE' ? undefined : 'x=1' });
      expectRefusal(reply, g.log, 405, /method is not allowed/, method);
      expect(reply.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
      expect(g.seen).toHaveLength(0);
    });

    it('passes GET, HEAD and OPTIONS straight to next, with the client header set', async () => {
      const g = await start();
      for (const method of ['GET', 'HEAD', 'OPTIONS']) {
        const reply = await send(g.port, { method, path: '/contact-us?from=menu' });
        expect(reply.status).toBe(200);
      }
      expect(g.seen.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /contact-us?from=menu', 'HEAD /contact-us?from=menu', 'OPTIONS /contact-us?from=menu']);
      for (const s of g.seen) expect(s.headers[CLIENT_HEADER]).toBe('127.0.0.1');
      expect(g.log).toEqual([]);
    });
  });

  describe('addresses', () => {
    it.each(['/work/%9', '/work/abc%', '/admin/content/posts/%zz', '/media/%E0%A4', '/share/%C0%80'])('refuses GET %s, a broken percent-escape, with 400 without calling next', async (address) => {
      const g = await start();
      const reply = await send(g.port, { method: 'GET', path: address, headers: { cookie: 'navyug.session_token=forged' } });
      expectRefusal(reply, g.log, 400, /address is malformed: it has a broken percent-escape/, 'GET', address);
      expect(g.seen).toHaveLength(0);
    });

    it('passes escapes that decode, and leaves the query string to the page', async () => {
      const g = await start();
      for (const address of ['/work/a%20b', '/work/caf%C3%A9', '/search?q=%', '/work?x=%zz']) expect((await send(g.port, { method: 'GET', path: address })).status).toBe(200);
      expect(g.seen).toHaveLength(4);
      expect(g.log).toEqual([]);
    });
  });

  describe('body size', () => {
    it('refuses a Content-Length over the path limit with 413 at once, before the body is sent', async () => {
      const g = await start();
      const { req, reply } = open(g.port, {
        path: '/contact-us',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(256 * KB + 1), connection: 'keep-alive' },
      });
      req.flushHeaders();
      req.write('name=only-the-start');
      const answer = await reply;
      expectRefusal(answer, g.log, 413, /too large/);
      expect(answer.headers.connection).toBe('close');
      // We never finished (nor sent most of) the body: the answer did not wait for it.
      expect(req.writableEnded).toBe(false);
      expect(answer.ms).toBeLessThan(4000);
      expect(g.seen).toHaveLength(0);
    });

    it('refuses a 10 MB Content-Length on a small-body path without reading it', async () => {
      const g = await start();
      const { req, reply } = open(g.port, { path: '/admin/sign-in', headers: { 'content-length': String(10 * 1024 * KB) } });
      req.flushHeaders();
      const answer = await reply;
      expectRefusal(answer, g.log, 413, /too large/, 'POST', '/admin/sign-in');
      expect(g.seen).toHaveLength(0);
    });

    it('accepts exactly the limit of each path and refuses one byte more', async () => {
      const g = await start();
      for (const [urlPath, limit] of [
        ['/api/forms/contact', 256 * KB],
        ['/contact-us', 256 * KB],
        ['/contact-us/', 256 * KB],
        ['/some/other/page', 64 * KB],
      ] as const) {
        const ok = await send(g.port, { path: urlPath, headers: { 'content-type': 'application/octet-stream' }, body: Buffer.alloc(limit, 0x62) });
        expect(ok.status, `${urlPath} at its limit`).toBe(200);
        const { req, reply } = open(g.port, { path: urlPath, headers: { 'content-length': String(limit + 1) } });
        req.flushHeaders();
        expect((await reply).status, `${urlPath} one byte over`).toBe(413);
      }
      expect(g.seen.map((s) => [s.url, s.body.length])).toEqual([
        ['/api/forms/contact', 256 * KB],
        ['/contact-us', 256 * KB],
        ['/contact-us/', 256 * KB],
        ['/some/other/page', 64 * KB],
      ]);
      expect(g.log).toHaveLength(4);
      for (const line of g.log) expect(line).toMatch(/^guard: 413 POST /);
    });

    it('counts a chunked body as it streams and answers 413 once it passes the limit; the client sees the 413', async () => {
      const g = await start();
      const { req, reply } = open(g.port, { path: '/contact-us', headers: { 'content-type': 'application/octet-stream' } });
      req.flushHeaders();
      expect(req.getHeader('content-length')).toBeUndefined();
      pump(req, 4 * 1024 * KB);
      const answer = await reply;
      expectRefusal(answer, g.log, 413, /too large/);
      expect(answer.headers.connection).toBe('close');
      expect(g.seen).toHaveLength(0);
    });

    it('answers a declared oversize body 413 unread, then reads on for a moment rather than resetting the connection', async () => {
      const g = await start();
      // Closing a socket with unread bytes resets the connection, which can throw away the answer before a
      // client still sending reads it. So the guard ends its side and reads (and drops) what comes for a while.
      const socket = connect({ port: g.port, host: '127.0.0.1', allowHalfOpen: true });
      let answer = '';
      let failed: string | null = null;
      let closedAt = 0;
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
      socket.on('error', (error: NodeJS.ErrnoException) => (failed ??= error.code ?? error.message));
      socket.on('close', () => (closedAt = Date.now()));
      socket.write(`POST /contact-us HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/octet-stream\r\nContent-Length: ${64 * 1024 * KB}\r\n\r\n`);
      socket.write(Buffer.alloc(64 * KB));
      expect(await eventually(() => answer, (text) => text.includes('\r\n\r\n'))).toMatch(/^HTTP\/1\.1 413 /);
      const answeredAt = Date.now();
      while (Date.now() - answeredAt < 600 && !failed) {
        socket.write(Buffer.alloc(64 * KB));
        await sleep(20);
      }
      expect([failed, closedAt]).toEqual([null, 0]); // still taken, not reset
      // Then the guard closes it: soon after its two seconds, what the client sends is refused.
      await sleep(2000 - (Date.now() - answeredAt));
      while (!failed && Date.now() - answeredAt < 4000) {
        socket.write(Buffer.alloc(KB));
        await sleep(50);
      }
      expect(failed).toMatch(/^(EPIPE|ECONNRESET)$/);
      socket.destroy();
      expect(g.seen).toHaveLength(0);
    });

    it('applies the small default limit to a chunked body on any other path', async () => {
      const g = await start();
      const reply = await sendChunked(g.port, [Buffer.alloc(40 * KB, 1), Buffer.alloc(40 * KB, 2)], { path: '/elsewhere' });
      expectRefusal(reply, g.log, 413, /too large/, 'POST', '/elsewhere');
      expect(g.seen).toHaveLength(0);
    });
  });

  describe('receiving and replaying the body', () => {
    it('replays a small chunked body from memory, with Content-Length and without Transfer-Encoding', async () => {
      const g = await start();
      const reply = await sendChunked(g.port, ['name=Asha', '&email=asha%40example.com', '&message=hello'], {
        path: '/contact-us',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(reply.status).toBe(200);
      const [seen] = g.seen;
      expect(seen.body.toString()).toBe('name=Asha&email=asha%40example.com&message=hello');
      expect(seen.headers['content-length']).toBe(String(seen.body.length));
      expect(seen.headers['transfer-encoding']).toBeUndefined();
      expect(seen.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(seen.spoolFiles).toEqual([]);
      expect(JSON.parse(reply.text)).toMatchObject({ method: 'POST', url: '/contact-us', size: seen.body.length });
    });

    it.each([
      ['chunked', true],
      ['with Content-Length', false],
    ])('spools a body larger than memoryBodyBytes (%s) to a 0600 file and replays it byte for byte', async (_label, chunked) => {
      const g = await start({ memoryBodyBytes: 1024 });
      const payload = randomBytes(200 * KB);
      const headers = { 'content-type': 'application/octet-stream' };
      const reply = chunked
        ? await sendChunked(g.port, Array.from({ length: 25 }, (_, i) => payload.subarray(i * 8 * KB, (i + 1) * 8 * KB)), { path: '/contact-us', headers })
        : await send(g.port, { path: '/contact-us', headers, body: payload });
      expect(reply.status).toBe(200);
      const [seen] = g.seen;
      expect(seen.body.length).toBe(payload.length);
      expect(sha256(seen.body)).toBe(sha256(payload));
      expect(JSON.parse(reply.text).sha256).toBe(sha256(payload));
      expect(seen.headers['content-length']).toBe(String(200 * KB));
      expect(seen.headers['transfer-encoding']).toBeUndefined();
      // While next ran, the body was in one private file of the spool folder...
      expect(seen.spoolFiles).toHaveLength(1);
      expect(seen.spoolModes).toEqual([0o600]);
      // ...which is gone once the response is over.
      expect(await eventually(() => readdirSync(spoolDir), (files) => files.length === 0)).toEqual([]);
    });

    it('keeps several bodies apart', async () => {
      const g = await start({ memoryBodyBytes: 1024 });
      const payloads = [randomBytes(5 * KB), randomBytes(100), randomBytes(90 * KB)];
      const replies = await Promise.all(payloads.map((body, i) => send(g.port, { path: `/contact-us?n=${i}`, headers: { 'content-type': 'application/octet-stream' }, body })));
      expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
      for (const [i, body] of payloads.entries()) {
        const seen = g.seen.find((s) => s.url === `/contact-us?n=${i}`);
        expect(seen && sha256(seen.body)).toBe(sha256(body));
      }
    });

    it('closes the spool file when next answers without reading the whole body', async () => {
      // Next looks at the body (the file is open and being read) but answers before the end of it.
      const g = await start({ memoryBodyBytes: 1024 }, async (req, res) => {
        await once(req, 'readable');
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"read":"partly"}');
      });
      const reply = await send(g.port, { path: '/contact-us', headers: { 'content-type': 'application/octet-stream' }, body: randomBytes(200 * KB) });
      expect(reply.status).toBe(200);
      expect(await eventually(() => readdirSync(spoolDir), (files) => files.length === 0)).toEqual([]);
      // The file is unlinked, but an open descriptor would keep it (and its disk space) until the process exits.
      expect(await eventually(openSpoolFiles, (open) => open.length === 0)).toEqual([]);
    });
  });

  describe('multipart bodies', () => {
    const post = (port: number, body: string, contentType = MULTIPART, urlPath = '/contact-us') => send(port, { path: urlPath, headers: { 'content-type': contentType }, body });

    it('passes a well-formed multipart body, with a file, byte for byte', async () => {
      const g = await start({ actionIds: new Set([KNOWN_ACTION]) });
      const body = formBody([[`$ACTION_ID_${KNOWN_ACTION}`, ''], ['name', 'Asha'], ['message', 'Hello']], {
        extra: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="brief.txt"\r\nContent-Type: text/plain\r\n\r\nthe brief\r\n`,
      });
      const reply = await post(g.port, body);
      expect(reply.status, reply.text).toBe(200);
      expect(g.seen[0].body.toString()).toBe(body);
      expect(g.seen[0].headers['content-type']).toBe(MULTIPART);
      expect(g.log).toEqual([]);
    });

    it('refuses a multipart body without a boundary with 400', async () => {
      const g = await start();
      const reply = await post(g.port, formBody([['name', 'Asha']]), 'multipart/form-data');
      expectRefusal(reply, g.log, 400, /boundary is missing/);
      expect(g.seen).toHaveLength(0);
    });

    it.each([
      ['after the last part', formBody([['name', 'Asha']], { closing: false })],
      ['inside a part', `--${BOUNDARY}\r\nContent-Disposition: form-data; name="message"\r\n\r\nHello, we would li`],
      ['inside the part headers', `--${BOUNDARY}\r\nContent-Disposition: form-da`],
    ])('refuses a body cut %s, before the closing boundary, with 400', async (_where, body) => {
      const g = await start();
      const reply = await post(g.port, body);
      expectRefusal(reply, g.log, 400, /multipart body is malformed/);
      expect(g.seen).toHaveLength(0);
    });

    it('refuses a part with Content-Disposition but no name with 400', async () => {
      const g = await start();
      const reply = await post(g.port, formBody([['name', 'Asha']], { extra: `--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nnameless\r\n` }));
      expectRefusal(reply, g.log, 400, /a part without a name/);
      expect(g.seen).toHaveLength(0);
    });

    it('refuses a file part without a field name with 400', async () => {
      const g = await start();
      const reply = await post(g.port, formBody([], { extra: `--${BOUNDARY}\r\nContent-Disposition: form-data; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n` }));
      expectRefusal(reply, g.log, 400, /a file without a field name/);
      expect(g.seen).toHaveLength(0);
    });

    it('checks a spooled multipart body too', async () => {
      const g = await start({ memoryBodyBytes: 1024 });
      const good = formBody([['message', 'x'.repeat(20 * KB)]]);
      expect((await post(g.port, good)).status).toBe(200);
      expect(g.seen[0].spoolFiles).toHaveLength(1);
      const cut = formBody([['message', 'x'.repeat(20 * KB)]], { closing: false });
      const reply = await post(g.port, cut);
      expectRefusal(reply, g.log, 400, /malformed/);
      expect(g.seen).toHaveLength(1);
    });
  });

  describe('Server Action ids', () => {
    const actionIds = new Set([KNOWN_ACTION]);

    it('refuses an unknown Next-Action header with 404 and passes a known one', async () => {
      const g = await start({ actionIds });
      const headers = { 'content-type': 'text/plain;charset=UTF-8', accept: 'text/x-component' };
      const unknown = await send(g.port, { path: '/contact-us', headers: { ...headers, 'next-action': 'bogus' }, body: '[{"name":"Asha"}]' });
      expectRefusal(unknown, g.log, 404, /out of date/, 'POST', '/contact-us', { action: true });
      expect(unknown.headers['x-nextjs-action-not-found']).toBe('1');
      expect(g.seen).toHaveLength(0);

      const known = await send(g.port, { path: '/contact-us', headers: { ...headers, 'next-action': KNOWN_ACTION }, body: '[{"name":"Asha"}]' });
      expect(known.status).toBe(200);
      expect(g.seen[0].headers['next-action']).toBe(KNOWN_ACTION);
      expect(g.seen[0].body.toString()).toBe('[{"name":"Asha"}]');
    });

    it('refuses a form naming an unknown action in $ACTION_ID_<id> with 404 and passes a known one', async () => {
      const g = await start({ actionIds });
      const post = (fields: [string, string][]) => send(g.port, { path: '/contact-us', headers: { 'content-type': MULTIPART }, body: formBody(fields) });
      const bogus = await post([['$ACTION_ID_bogus', ''], ['name', 'Asha']]);
      expectRefusal(bogus, g.log, 404, /out of date/);
      expect(g.seen).toHaveLength(0);

      const known = await post([[`$ACTION_ID_${KNOWN_ACTION}`, ''], ['name', 'Asha']]);
      expect(known.status, known.text).toBe(200);
      expect(g.seen).toHaveLength(1);
      expect(g.log).toHaveLength(1);
    });

    it('refuses an action posted to a page that does not own it, by header or in the form, with 404', async () => {
      const actionOwners = actionOwnersOf({ node: { [KNOWN_ACTION]: { workers: { 'app/(site)/contact-us/page': {} } } } });
      const g = await start({ actionIds, actionOwners });
      const headers = { 'content-type': 'text/plain;charset=UTF-8', accept: 'text/x-component', 'next-action': KNOWN_ACTION };
      const elsewhere = await send(g.port, { path: '/get-quote', headers, body: '[{"name":"Asha"}]' });
      expect(elsewhere.status).toBe(404);
      expect(json(elsewhere).message).toMatch(/out of date/);
      expect(elsewhere.headers['x-nextjs-action-not-found']).toBe('1');
      const form = await send(g.port, { path: '/careers', headers: { 'content-type': MULTIPART }, body: formBody([[`$ACTION_ID_${KNOWN_ACTION}`, ''], ['name', 'Asha']]) });
      expect(form.status).toBe(404);
      expect(g.seen).toHaveLength(0);
      expect(g.log).toEqual([expect.stringContaining('404 POST /get-quote'), expect.stringContaining('404 POST /careers')]);
      // Its own page takes it, with or without a trailing slash.
      expect((await send(g.port, { path: '/contact-us', headers, body: '[{"name":"Asha"}]' })).status).toBe(200);
      expect((await send(g.port, { path: '/contact-us/', headers, body: '[{"name":"Asha"}]' })).status).toBe(200);
    });

    it('reads the id of a bound action from $ACTION_<n>:0', async () => {
      const g = await start({ actionIds });
      const post = (fields: [string, string][]) => send(g.port, { path: '/contact-us', headers: { 'content-type': MULTIPART }, body: formBody(fields) });

      const known = await post([
        ['$ACTION_REF_1', ''],
        ['$ACTION_1:0', JSON.stringify({ id: KNOWN_ACTION, bound: '$@1' })],
        ['$ACTION_1:1', '[{"kind":"contact"}]'],
        ['$ACTION_KEY', 'k123'],
        ['name', 'Asha'],
      ]);
      expect(known.status, known.text).toBe(200);
      expect(g.seen).toHaveLength(1);

      const unknown = await post([
        ['$ACTION_REF_1', ''],
        ['$ACTION_1:0', JSON.stringify({ id: 'bogus', bound: '$@1' })],
      ]);
      expect(unknown.status).toBe(404);
      expect(json(unknown).message).toMatch(/out of date/);

      const notJson = await post([
        ['$ACTION_REF_1', ''],
        ['$ACTION_1:0', 'not json'],
      ]);
      expect(notJson.status).toBe(400);
      expect(json(notJson).message).toMatch(/malformed action field/);

      expect(g.seen).toHaveLength(1);
      expect(g.log).toHaveLength(2);
      expect(g.log[0]).toMatch(/^guard: 404 POST \/contact-us /);
      expect(g.log[1]).toMatch(/^guard: 400 POST \/contact-us /);
    });

    it('refuses a multipart post to a page that names no action at all with 400', async () => {
      const g = await start({ actionIds });
      const reply = await send(g.port, { path: '/contact-us', headers: { 'content-type': MULTIPART }, body: formBody([['name', 'Asha']]) });
      expectRefusal(reply, g.log, 400, /no form action/);
      expect(g.seen).toHaveLength(0);
    });

    it('refuses a bound action whose "bound" points at a field that is not there with 400', async () => {
      const g = await start({ actionIds });
      const reply = await send(g.port, {
        path: '/contact-us',
        headers: { 'content-type': MULTIPART },
        body: formBody([
          ['$ACTION_REF_1', ''],
          ['$ACTION_1:0', JSON.stringify({ id: KNOWN_ACTION, bound: '$@2' })],
          ['$ACTION_1:1', '[]'],
        ]),
      });
      expectRefusal(reply, g.log, 400, /malformed action field/);
    });

    it('refuses text outside the parts of a form posted to a page with 400', async () => {
      const g = await start({ actionIds });
      const fields: [string, string][] = [[`$ACTION_ID_${KNOWN_ACTION}`, ''], ['name', 'Asha']];
      const post = (body: string) => send(g.port, { path: '/contact-us', headers: { 'content-type': MULTIPART }, body });
      expect((await post(`a preamble\r\n${formBody(fields)}`)).status).toBe(400);
      expect((await post(`${formBody(fields)}an epilogue`)).status).toBe(400);
      expect((await post(formBody(fields))).status).toBe(200);
      expect(g.log).toHaveLength(2);
      for (const line of g.log) expect(line).toContain('text outside its parts');
    });

    it('refuses a part without a form-data Content-Disposition with 400', async () => {
      const g = await start();
      const reply = await send(g.port, {
        path: '/api/forms/contact',
        headers: { 'content-type': MULTIPART },
        body: formBody([['name', 'Asha']], { extra: `--${BOUNDARY}\r\nContent-Type: text/plain\r\n\r\nno disposition\r\n` }),
      });
      expectRefusal(reply, g.log, 400, /without a form-data Content-Disposition/, 'POST', '/api/forms/contact');
    });

    it('checks the arguments of an action called from JavaScript', async () => {
      const g = await start({ actionIds });
      const call = (body: string, contentType = 'text/plain;charset=UTF-8') =>
        send(g.port, { path: '/contact-us', headers: { 'content-type': contentType, 'next-action': KNOWN_ACTION }, body });
      expect((await call('[{"name":"Asha","note":"$$5 off"},"$undefined",[1,2]]')).status).toBe(200);
      expect((await call('{"name":"Asha"')).status).toBe(400);
      expect((await call('"not an array"')).status).toBe(400);
      // FormData passed to the action: its fields are `_<k>_<name>`, referenced from field 0 as `$K<k>`.
      expect((await call(formBody([['0', '["$K1"]'], ['_1_name', 'Asha']]), MULTIPART)).status).toBe(200);
      expect((await call(formBody([['0', '["$K1"]'], ['_1_name', 'Asha'], ['stray', 'x']]), MULTIPART)).status).toBe(400);
      expect((await call(formBody([['_1_name', 'Asha']]), MULTIPART)).status).toBe(400);
      expect(g.seen).toHaveLength(2);
      expect(g.log).toHaveLength(4);
      for (const line of g.log) expect(line).toMatch(/^guard: 400 POST \/contact-us /);
    });

    it('checks an action call from JavaScript the same way when its body is spooled', async () => {
      const g = await start({ actionIds, memoryBodyBytes: 1024 });
      const args = JSON.stringify([{ name: 'Asha', message: 'x'.repeat(4 * KB) }]);
      const reply = await send(g.port, { path: '/contact-us', headers: { 'content-type': 'text/plain;charset=UTF-8', 'next-action': KNOWN_ACTION }, body: args });
      expect(reply.status, reply.text).toBe(200);
      expect(g.seen[0]?.body.toString()).toBe(args);
    });

    it('does not check action ids on the public API', async () => {
      const g = await start({ actionIds });
      const reply = await send(g.port, { path: '/api/forms/contact', headers: { 'content-type': 'application/json', 'next-action': 'bogus' }, body: '{"name":"Asha"}' });
      expect(reply.status).toBe(200);
      expect(g.seen).toHaveLength(1);
    });

    it('does not look for actions in a form posted to the public API', async () => {
      const g = await start({ actionIds });
      const reply = await send(g.port, { path: '/api/forms/contact', headers: { 'content-type': MULTIPART }, body: formBody([['$ACTION_ID_bogus', ''], ['name', 'Asha']]) });
      expect(reply.status, reply.text).toBe(200);
      expect(g.seen).toHaveLength(1);
    });
  });

  describe('origin', () => {
    const form = 'name=Asha&message=hello';
    const post = (port: number, headers: Record<string, string>, urlPath = '/contact-us') =>
      send(port, { path: urlPath, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: form });

    it('refuses a form posted to a page from another origin with 403', async () => {
      const g = await start();
      const reply = await post(g.port, { origin: 'http://evil.example' });
      expectRefusal(reply, g.log, 403, /only be sent from this site/);
      expect(g.seen).toHaveLength(0);
    });

    it('passes a same-origin form, and one without Origin', async () => {
      const g = await start();
      expect((await post(g.port, { origin: `http://127.0.0.1:${g.port}`, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
      expect((await post(g.port, {})).status).toBe(200);
      expect(g.seen).toHaveLength(2);
      expect(g.seen[0].body.toString()).toBe(form);
      expect(g.log).toEqual([]);
    });

    it('refuses Sec-Fetch-Site: cross-site with 403, even with a matching Origin', async () => {
      const g = await start();
      const reply = await post(g.port, { origin: `http://127.0.0.1:${g.port}`, 'sec-fetch-site': 'cross-site' });
      expectRefusal(reply, g.log, 403, /only be sent from this site/);
      expect(g.seen).toHaveLength(0);
    });

    it('refuses Origin: null with 403 and a malformed Origin with 400', async () => {
      const g = await start();
      expect((await post(g.port, { origin: 'null' })).status).toBe(403);
      expect((await post(g.port, { origin: 'not a url' })).status).toBe(400);
      expect(g.seen).toHaveLength(0);
      expect(g.log).toHaveLength(2);
    });

    it('lets any origin post to the public form API', async () => {
      const g = await start();
      expect((await post(g.port, { origin: 'http://evil.example' }, '/api/forms/contact')).status).toBe(200);
      expect((await post(g.port, { origin: 'http://partner.example', 'sec-fetch-site': 'cross-site' }, '/api/forms/contact')).status).toBe(200);
      expect(g.seen).toHaveLength(2);
      expect(g.log).toEqual([]);
    });

    it('ignores X-Forwarded-Host from an untrusted peer, so it cannot vouch for a foreign origin', async () => {
      const g = await start();
      const reply = await post(g.port, { origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' });
      expect(reply.status).toBe(403);
      expect(g.seen).toHaveLength(0);
    });

    it('compares Origin with X-Forwarded-Host from a trusted proxy', async () => {
      const g = await start({ trusted: trustedProxies('127.0.0.1') });
      expect((await post(g.port, { origin: 'https://www.navyug.example', 'x-forwarded-host': 'www.navyug.example', 'x-forwarded-proto': 'https' })).status).toBe(200);
      expect((await post(g.port, { origin: 'https://evil.example', 'x-forwarded-host': 'www.navyug.example' })).status).toBe(403);
      expect(g.seen).toHaveLength(1);
    });
  });

  describe('client address', () => {
    const spoofed = {
      'x-forwarded-for': '6.6.6.6',
      [CLIENT_HEADER]: '1.1.1.1',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-port': '443',
      'x-real-ip': '6.6.6.6',
      forwarded: 'for=6.6.6.6',
    };

    it('without trusted proxies: the socket address, and the forwarded headers removed', async () => {
      const g = await start();
      expect((await send(g.port, { method: 'GET', path: '/', headers: spoofed })).status).toBe(200);
      expect((await send(g.port, { path: '/contact-us', headers: { ...spoofed, 'content-type': 'text/plain' }, body: 'hi' })).status).toBe(200);
      expect(g.seen).toHaveLength(2);
      for (const seen of g.seen) {
        expect(seen.headers[CLIENT_HEADER]).toBe('127.0.0.1');
        for (const name of ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip', 'forwarded']) expect(seen.headers[name], name).toBeUndefined();
      }
    });

    it('behind a trusted proxy: the rightmost untrusted X-Forwarded-For hop, headers kept', async () => {
      const g = await start({ trusted: trustedProxies('127.0.0.1') });
      const headers = { 'x-forwarded-for': '6.6.6.6, 203.0.113.9', [CLIENT_HEADER]: '1.1.1.1', 'x-forwarded-proto': 'https' };
      expect((await send(g.port, { method: 'GET', path: '/', headers })).status).toBe(200);
      expect((await send(g.port, { path: '/contact-us', headers: { ...headers, 'content-type': 'text/plain' }, body: 'hi' })).status).toBe(200);
      for (const seen of g.seen) {
        expect(seen.headers[CLIENT_HEADER]).toBe('203.0.113.9');
        expect(seen.headers['x-forwarded-for']).toBe('6.6.6.6, 203.0.113.9');
        expect(seen.headers['x-forwarded-proto']).toBe('https');
      }
    });

    it('names the client’s network (never its address) in the refusal log line', async () => {
      const g = await start({ trusted: trustedProxies('127.0.0.1') });
      const reply = await send(g.port, { method: 'TRACE', path: '/', headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(reply.status).toBe(405);
      expect(g.log).toEqual([expect.stringMatching(/^guard: 405 TRACE \/ from 203\.0\.113\.0\/24: /)]);
    });
  });

  describe('rate limit', () => {
    it('answers 429 with Retry-After before reading the body, while the client still holds it open', async () => {
      const asked: [string, string][] = [];
      const g = await start({
        rateLimited: async (form, client) => {
          asked.push([form, client]);
          return form === 'contact' ? 120 : null;
        },
      });
      const { req, reply } = open(g.port, { path: '/contact-us', headers: { 'content-type': 'application/x-www-form-urlencoded', connection: 'keep-alive' } });
      req.flushHeaders();
      req.write('name=Asha&');
      const answer = await reply;
      expectRefusal(answer, g.log, 429, /wait 2 minutes/);
      expect(answer.headers['retry-after']).toBe('120');
      expect(answer.headers.connection).toBe('close');
      expect(req.writableEnded).toBe(false);
      expect(asked).toEqual([['contact', '127.0.0.1']]);
      expect(g.seen).toHaveLength(0);
    });

    it('passes when the hook returns null, and asks only about form paths', async () => {
      const asked: [string, string][] = [];
      const g = await start({
        trusted: trustedProxies('127.0.0.1'),
        rateLimited: async (form, client) => {
          asked.push([form, client]);
          return null;
        },
      });
      const body = 'name=Asha';
      const headers = { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.9' };
      for (const urlPath of ['/contact-us', '/api/forms/contact', '/get-quote', '/api/careers/apply', '/somewhere-else']) {
        expect((await send(g.port, { path: urlPath, headers, body })).status, urlPath).toBe(200);
      }
      await send(g.port, { method: 'GET', path: '/contact-us' });
      expect(asked).toEqual([
        ['contact', '203.0.113.9'],
        ['contact', '203.0.113.9'],
        ['quote', '203.0.113.9'],
        ['apply', '203.0.113.9'],
      ]);
      expect(g.seen).toHaveLength(6);
      expect(g.log).toEqual([]);
    });

    it('fails open when the hook rejects', async () => {
      const g = await start({ rateLimited: () => Promise.reject(new Error('database is locked')) });
      const reply = await send(g.port, { path: '/contact-us', headers: { 'content-type': 'text/plain' }, body: 'hello' });
      expect(reply.status, reply.text).toBe(200);
      expect(g.seen[0].body.toString()).toBe('hello');
      expect(g.log).toEqual([expect.stringContaining('rate limit unavailable (database is locked)')]);
    });

    it('answers 503 before reading the body when the hook says no form can be stored now, to every form', async () => {
      const unavailable = Object.assign(new Error('We cannot receive this form right now.'), { status: 503, headers: { 'Retry-After': '60' } });
      const g = await start({ rateLimited: () => Promise.reject(unavailable) });
      const { req, reply } = open(g.port, { path: '/contact-us', headers: { 'content-type': 'text/plain', connection: 'keep-alive' } });
      req.flushHeaders();
      req.write('the first part');
      const answer = await reply;
      expectRefusal(answer, g.log, 503, /^We cannot receive this form right now\.$/);
      expect(answer.headers['retry-after']).toBe('60');
      expect(req.writableEnded).toBe(false);
      const api = await send(g.port, { path: '/api/forms/contact', headers: { 'content-type': 'text/plain', 'next-action': KNOWN_ACTION }, body: 'hello' });
      expect(api.status).toBe(503);
      expect(api.headers['content-type']).toBe('application/json; charset=utf-8');
      // A Server Action called from JavaScript too, before its upload: the form shows the message in place.
      const action = await send(g.port, { path: '/contact-us', headers: { 'content-type': 'text/plain', 'next-action': KNOWN_ACTION, accept: 'text/x-component' }, body: '[]' });
      expect(action.status, action.text).toBe(503);
      expect(action.headers['content-type']).toBe('text/plain');
      expect(action.headers['retry-after']).toBe('60');
      expect(json(action)).toEqual({ message: 'We cannot receive this form right now.', errors: {} });
      expect(g.seen).toEqual([]);
      expect(g.log).toHaveLength(3);
    });

    it('fails open when the hook throws before returning a promise', async () => {
      const g = await start({
        rateLimited: () => {
          throw new Error('hooks not installed');
        },
      });
      const reply = await send(g.port, { path: '/contact-us', headers: { 'content-type': 'text/plain' }, body: 'hello' });
      expect(reply.status, reply.text).toBe(200);
      expect(g.seen).toHaveLength(1);
    });
  });

  describe('concurrent bodies', () => {
    it('answers 503 with Retry-After beyond maxBodies, and takes bodies again once one finishes', async () => {
      let asked = 0;
      const g = await start({
        maxBodies: 1,
        rateLimited: async () => {
          asked++;
          return null;
        },
      });
      const first = open(g.port, { path: '/contact-us', headers: { 'content-type': 'text/plain' } });
      first.req.flushHeaders();
      first.req.write('part one,');
      // The guard counts the body as soon as the rate-limit hook has answered for it.
      await eventually(() => asked, (n) => n === 1);
      await sleep(50);

      const second = await send(g.port, { path: '/contact-us', headers: { 'content-type': 'text/plain' }, body: 'second' });
      expectRefusal(second, g.log, 503, /many uploads/);
      expect(second.headers['retry-after']).toBe('30');
      // A request without a body is not held up.
      expect((await send(g.port, { method: 'GET', path: '/' })).status).toBe(200);

      first.req.end(' part two');
      const firstReply = await first.reply;
      expect(firstReply.status).toBe(200);
      expect(g.seen.find((s) => s.method === 'POST')?.body.toString()).toBe('part one, part two');

      const third = await send(g.port, { path: '/contact-us', headers: { 'content-type': 'text/plain' }, body: 'third' });
      expect(third.status).toBe(200);
      expect(g.seen.filter((s) => s.method === 'POST').map((s) => s.body.toString())).toEqual(['part one, part two', 'third']);
      expect(g.log).toHaveLength(1);
    });

    it('lets one client address hold only a few of the slots: others still get theirs', async () => {
      const g = await start({ maxBodies: 4, maxBodiesPerClient: 2, trusted: trustedProxies('127.0.0.1') });
      const from = (address: string) => ({ path: '/contact-us', headers: { 'content-type': 'text/plain', 'x-forwarded-for': address } });
      // One address opens two slow uploads: both are taken; its third is refused at once, 429.
      const slow = [open(g.port, from('203.0.113.7')), open(g.port, from('203.0.113.7'))];
      for (const upload of slow) {
        upload.req.flushHeaders();
        upload.req.write('slowly,');
      }
      await sleep(100);
      const third = await send(g.port, { ...from('203.0.113.7'), body: 'third' });
      expect(third.status).toBe(429);
      expect(json(third).message).toMatch(/several forms at once/);
      expect(third.headers['retry-after']).toBe('30');
      expect(g.log).toEqual([expect.stringMatching(/^guard: 429 POST \/contact-us from 203\.0\.113\.0\/24: /)]);
      // Another visitor's upload goes through meanwhile.
      expect((await send(g.port, { ...from('198.51.100.20'), body: 'mine' })).status).toBe(200);
      // Once the first address's uploads finish, its slots are free again.
      for (const upload of slow) upload.req.end(' done');
      for (const upload of slow) expect((await upload.reply).status).toBe(200);
      expect((await send(g.port, { ...from('203.0.113.7'), body: 'again' })).status).toBe(200);
    });

    it('counts an IPv6 /64 as one client: 16 addresses of one network share its few slots, and other visitors get theirs', async () => {
      const g = await start({ maxBodies: 16, maxBodiesPerClient: 4, trusted: trustedProxies('127.0.0.1') });
      const from = (address: string) => ({ path: '/contact-us', headers: { 'content-type': 'text/plain', 'x-forwarded-for': address } });
      // One visitor's network (a /64) opens 16 slow uploads, each from another address of it.
      const uploads = Array.from({ length: 16 }, (_, i) => open(g.port, from(`2001:db8:1:2:${(i + 1).toString(16)}::7`)));
      const answered: Reply[] = [];
      for (const upload of uploads) {
        upload.req.flushHeaders();
        upload.req.write('slowly,');
        void upload.reply.then((reply) => answered.push(reply));
      }
      // Four are taken (that client's share); the other twelve are refused at once, 429, as one client's would be.
      expect(await eventually(() => answered.length, (n) => n === 12)).toBe(12);
      await sleep(100);
      expect(answered).toHaveLength(12);
      for (const reply of answered) {
        expect(reply.status).toBe(429);
        expect(json(reply).message).toMatch(/several forms at once/);
      }
      expect(g.log).toHaveLength(12);
      for (const line of g.log) expect(line).toMatch(/^guard: 429 POST \/contact-us from 2001:db8::\/32: /);
      // Twelve slots are left: a visitor on the next /64 and one on IPv4 upload meanwhile (no 503).
      expect((await send(g.port, { ...from('2001:db8:1:3::7'), body: 'mine' })).status).toBe(200);
      expect((await send(g.port, { ...from('198.51.100.20'), body: 'mine too' })).status).toBe(200);
      // Once the network's four uploads finish, its slots are free again, for any address of it.
      for (const upload of uploads) upload.req.end(' done');
      expect((await Promise.all(uploads.map((upload) => upload.reply))).filter((reply) => reply.status === 200)).toHaveLength(4);
      expect((await send(g.port, { ...from('2001:db8:1:2:ffff::1'), body: 'again' })).status).toBe(200);
    });

    it('frees the body slot of a refused upload', async () => {
      const g = await start({ maxBodies: 1 });
      for (let i = 0; i < 3; i++) {
        const reply = await sendChunked(g.port, [Buffer.alloc(40 * KB), Buffer.alloc(40 * KB)], { path: '/elsewhere' });
        expect(reply.status).toBe(413);
      }
      expect((await send(g.port, { path: '/elsewhere', headers: { 'content-type': 'text/plain' }, body: 'fits' })).status).toBe(200);
    });

    it('frees a large-body slot when the client waiting for it gives up', async () => {
      let releaseFirst!: () => void;
      const held = new Promise<void>((resolve) => {
        releaseFirst = resolve;
      });
      const called: string[] = [];
      const g = await start({ memoryBodyBytes: 1024, maxLargeBodies: 1 }, async (req, res, seen) => {
        called.push(String(req.headers['x-name']));
        if (req.headers['x-name'] === 'first') await held;
        await echoNext(req, res, seen);
      });
      const large = () => randomBytes(4 * KB);
      const headers = (name: string) => ({ 'content-type': 'application/octet-stream', 'x-name': name });

      // The first large body takes the only slot and is held in next.
      const first = send(g.port, { path: '/contact-us', headers: headers('first'), body: large() });
      await eventually(() => called, (c) => c.includes('first'));
      expect(called).toEqual(['first']);

      // The second is received (spooled) and waits for the slot; then its client gives up.
      const second = open(g.port, { path: '/contact-us', headers: { ...headers('second'), 'content-length': String(4 * KB) } });
      second.req.end(large());
      expect(await eventually(() => readdirSync(spoolDir).length, (n) => n === 2)).toBe(2);
      await sleep(100);
      second.req.destroy();
      // Its spool file goes when the guard sees the connection close.
      expect(await eventually(() => readdirSync(spoolDir).length, (n) => n === 1)).toBe(1);

      releaseFirst();
      expect((await first).status).toBe(200);

      // A third large body must still get the slot.
      const third = await send(g.port, { path: '/contact-us', headers: headers('third'), body: large(), timeoutMs: 3000 });
      expect(third.status).toBe(200);
    });
  });

  describe('the analytics beacon', () => {
    let cleanup: (() => Promise<void>) | undefined;
    afterEach(async () => {
      await cleanup?.();
      cleanup = undefined;
    });

    /** The guard in front of the beacon's fast path (as scripts/server.mjs puts them) and the app's analytics, limited to `ratePerMinute` per network. */
    async function withAnalytics(ratePerMinute: number, options: Partial<GuardOptions>) {
      const handle = (await engineDatabase('SQLite'))!;
      await migrate(handle.db);
      const analytics = createAnalytics(handle.db, { flushMs: 60_000, ratePerMinute, globalPerMinute: 100_000, routes: async () => new Set(staticRoutes) });
      setProcessValue('analytics', analytics); // what answerHit's analyticsFor(db) uses
      cleanup = async () => {
        analytics.stop();
        setProcessValue('analytics', undefined);
        await handle.close();
      };
      let fast: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
      return start(options, (req, res, seen) => {
        fast ??= beaconFastPath((inner, out) => echoNext(inner, out, seen), () => (request) => answerHit(handle.db, request));
        fast(req, res);
      });
    }

    const beacon = (address: string) => ({ path: '/api/hit', headers: { 'content-type': 'text/plain', 'x-forwarded-for': address, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0' } });
    const PAGE_VIEW = JSON.stringify({ u: 'https://navyug.example/work', tz: 'Europe/Paris' });

    it('takes no body slot: a burst of page views from one /64 leaves the uploads theirs, and past its limit the analytics answers 429', async () => {
      const g = await withAnalytics(5, { maxBodies: 2, maxBodiesPerClient: 1, trusted: trustedProxies('127.0.0.1') });
      // Eight page views from eight addresses of one /64, all arriving at once (each body held open half sent).
      const views = Array.from({ length: 8 }, (_, i) => {
        const { path: urlPath, headers } = beacon(`2001:db8:1:2:${(i + 1).toString(16)}::9`);
        return open(g.port, { path: urlPath, headers: { ...headers, 'content-length': String(PAGE_VIEW.length) } });
      });
      for (const view of views) {
        view.req.flushHeaders();
        view.req.write(PAGE_VIEW.slice(0, 10));
      }
      await sleep(100);
      // Meanwhile two visitors upload: both slots are free for them.
      const upload = (address: string) => send(g.port, { path: '/contact-us', headers: { 'content-type': 'text/plain', 'x-forwarded-for': address }, body: 'my upload' });
      expect((await Promise.all([upload('198.51.100.20'), upload('2001:db8:1:2::1')])).map((reply) => reply.status)).toEqual([200, 200]);
      // The page views arrive: the analytics counts five of the network and answers the rest its 429.
      for (const view of views) view.req.end(PAGE_VIEW.slice(10));
      const replies = await Promise.all(views.map((view) => view.reply));
      expect(replies.map((reply) => reply.status).sort()).toEqual([204, 204, 204, 204, 204, 429, 429, 429]);
      for (const reply of replies) expect(reply.text).toBe(''); // the beacon's own answer, never an upload message
      expect(g.log).toEqual([]);
    });

    it('is still answered by the analytics, not the guard, while every upload slot is held', async () => {
      const g = await withAnalytics(1, { maxBodies: 1, trusted: trustedProxies('127.0.0.1') });
      const slow = open(g.port, { path: '/contact-us', headers: { 'content-type': 'text/plain', 'x-forwarded-for': '198.51.100.20' } });
      slow.req.flushHeaders();
      slow.req.write('slowly,');
      await sleep(100);
      const view = () => send(g.port, { ...beacon('2001:db8:1:2::9'), body: PAGE_VIEW });
      expect((await view()).status).toBe(204);
      const refused = await view();
      expect([refused.status, refused.text]).toEqual([429, '']);
      expect(g.log).toEqual([]);
      slow.req.end(' done');
      expect((await slow.reply).status).toBe(200);
    });
  });

  describe('idle bodies', () => {
    it('answers 408 to a body that stalls', async () => {
      const g = await start({ idleTimeoutMs: 300 });
      const { req, reply } = open(g.port, { path: '/contact-us', headers: { 'content-type': 'text/plain' } });
      req.flushHeaders();
      req.write('the first part, then nothing');
      const answer = await reply;
      expectRefusal(answer, g.log, 408, /stalled/);
      expect(answer.ms).toBeGreaterThanOrEqual(200);
      expect(answer.ms).toBeLessThan(4000);
      expect(req.writableEnded).toBe(false);
      expect(g.seen).toHaveLength(0);
    });

    it('answers 408 to a spooled body that stalls, and removes its file', async () => {
      const g = await start({ idleTimeoutMs: 300, memoryBodyBytes: 1024 });
      const { req, reply } = open(g.port, { path: '/contact-us', headers: { 'content-type': 'application/octet-stream', 'content-length': String(100 * KB) } });
      req.write(randomBytes(8 * KB));
      expect(await eventually(() => readdirSync(spoolDir).length, (n) => n === 1)).toBe(1);
      const answer = await reply;
      expect(answer.status).toBe(408);
      expect(readdirSync(spoolDir)).toEqual([]);
      expect(g.seen).toHaveLength(0);
    });

    it('answers 408 to a body that keeps coming, too slowly (a slow loris)', async () => {
      const g = await start({ idleTimeoutMs: 2000, minBytesPerSecond: 1000, graceMs: 300 });
      const { req, reply } = open(g.port, { path: '/contact-us', headers: { 'content-type': 'text/plain' } });
      req.flushHeaders();
      const drip = setInterval(() => req.writable && req.write('ab'), 50);
      const answer = await reply.finally(() => clearInterval(drip));
      expectRefusal(answer, g.log, 408, /too slowly/);
      expect(answer.ms).toBeGreaterThanOrEqual(300);
      expect(answer.ms).toBeLessThan(1500);
      expect(g.seen).toHaveLength(0);
    });

    it('waits for a body that is slow but keeps coming', async () => {
      const g = await start({ idleTimeoutMs: 300 });
      const { req, reply } = open(g.port, { path: '/contact-us', headers: { 'content-type': 'text/plain' } });
      req.flushHeaders();
      for (let i = 0; i < 8; i++) {
        req.write(`${i},`);
        await sleep(120);
      }
      req.end('end');
      expect((await reply).status).toBe(200);
      expect(g.seen[0].body.toString()).toBe('0,1,2,3,4,5,6,7,end');
    });
  });

  describe('how a refusal is answered', () => {
    it('answers a browser posting to a page with a short HTML page', async () => {
      const g = await start();
      const reply = await send(g.port, {
        path: '/contact-us',
        headers: { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8', origin: 'http://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
        body: 'name=Asha',
      });
      expect(reply.status).toBe(403);
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reply.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
      expect(reply.text).toMatch(/^<!doctype html>/);
      expect(reply.text).toContain('<p>Forms on this site can only be sent from this site.</p>');
      expect(g.log).toHaveLength(1);
    });

    it('escapes what the request put into the message', async () => {
      const g = await start({ actionIds: new Set([KNOWN_ACTION]) });
      const reply = await send(g.port, {
        path: '/contact-us',
        headers: { accept: 'text/html', 'content-type': MULTIPART },
        body: formBody([
          [`$ACTION_ID_${KNOWN_ACTION}`, ''],
          ['$ACTION_<img src=x onerror=alert(1)>', ''],
        ]),
      });
      expect(reply.status).toBe(400);
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reply.text).toContain('an unexpected field $ACTION_&#60;img src=x onerror=alert(1)&#62;');
      expect(reply.text).not.toContain('<img');
    });

    it('answers JSON to the API even when the request accepts HTML', async () => {
      const g = await start();
      const { req, reply } = open(g.port, { path: '/api/forms/contact', headers: { accept: 'text/html', 'content-length': String(300 * KB) } });
      req.flushHeaders();
      const answer = await reply;
      expectRefusal(answer, g.log, 413, /too large/, 'POST', '/api/forms/contact');
    });

    it('answers a Server Action called from JavaScript as text/plain, exactly, with the message as JSON, the status and Retry-After', async () => {
      const g = await start({ rateLimited: async () => 90 });
      const reply = await send(g.port, {
        path: '/get-quote',
        headers: { accept: 'text/x-component', 'next-action': KNOWN_ACTION, 'content-type': MULTIPART },
        body: formBody([['0', '["$K1"]'], ['_1_fullname', 'Asha']]),
      });
      expectRefusal(reply, g.log, 429, /^Too many submissions from your network\. Please wait 2 minutes and try again\.$/, 'POST', '/get-quote', { action: true });
      expect(reply.headers['retry-after']).toBe('90');
      // What the form reads back from the Error Next's client throws with this body as its message.
      expect(refusalMessage(reply.text)).toBe(json(reply).message);
    });

    it('answers a browser posting a form with a page that names it, says how to go back, and links to the form', async () => {
      const g = await start({ rateLimited: async () => 60 });
      const reply = await send(g.port, { path: '/career-details?id=7&x=%22%3E', headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=Asha' });
      expect(reply.status).toBe(429);
      expect(reply.text).toContain('<title>Your form was not sent</title>');
      expect(reply.text).toContain('<h1>Your form was not sent</h1>');
      expect(reply.text).toContain('<p>Too many submissions from your network. Please wait 1 minute and try again.</p>');
      expect(reply.text).toContain('Back button to return to the form: your answers are still there');
      expect(reply.text).toContain('<a href="/career-details?id=7&#38;x=%22%3E">open the form again</a>');
    });

    it('answers JSON to a request that does not accept HTML', async () => {
      const g = await start();
      const reply = await send(g.port, { path: '/contact-us', headers: { accept: 'application/json', origin: 'http://evil.example' }, body: '{}' });
      expectRefusal(reply, g.log, 403, /only be sent from this site/);
    });
  });
});

describe('the pages that own a Server Action', () => {
  it.each([
    ['app/(site)/contact-us/page', '/contact-us', true],
    ['app/(site)/contact-us/page', '/contact-us/', true],
    ['app/(site)/contact-us/page', '/contact-us/x', false],
    ['app/(site)/page', '/', true],
    ['app/(site)/page', '/about-us', false],
    ['app/admin/(console)/page', '/admin', true],
    ['app/admin/(console)/leads/[id]/page', '/admin/leads/0f3c', true],
    ['app/admin/(console)/leads/[id]/page', '/admin/leads/a/b', false],
    ['app/admin/(console)/leads/[id]/page', '/admin/leads', false],
    ['app/(site)/[slug]/page', '/bubble-bakes', true],
    ['app/docs/[...parts]/page', '/docs/a/b', true],
    ['app/docs/[...parts]/page', '/docs', false],
    ['app/shop/[[...parts]]/page', '/shop', true],
    ['app/shop/[[...parts]]/page', '/shop/a/b', true],
  ])('%s owns %s: %s', (worker, pathname, owns) => {
    expect(pagePattern(worker)!.test(pathname)).toBe(owns);
  });

  it('reads the manifest: only pages own actions, and an id it does not list is left to the id check', () => {
    const owners = actionOwnersOf({ node: { a: { workers: { 'app/(site)/get-quote/page': {}, 'app/(site)/get-quote/start/page': {}, 'app/api/x/route': {} } } } });
    expect(ownsAction(owners, 'a', '/get-quote')).toBe(true);
    expect(ownsAction(owners, 'a', '/get-quote/start')).toBe(true);
    expect(ownsAction(owners, 'a', '/api/x')).toBe(false);
    expect(ownsAction(owners, 'b', '/anywhere')).toBe(true);
  });
});
