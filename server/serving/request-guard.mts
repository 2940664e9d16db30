// The first thing every request meets (scripts/server.mjs puts it in front of the page cache and Next).
//
// Next answers a malformed request with HTTP 500 and a stack trace, buffers a chunked body before it counts
// it, and believes forwarded headers a visitor sets. So before Next sees a request, this guard:
// - works out the client's address (client-address.mts) and removes forwarded headers an untrusted peer sent;
// - refuses methods the site does not use (TRACE, PUT, ...) with 405;
// - for a POST: refuses a body larger than its path allows (server/http/form-routes.mts) with 413, from Content-Length
//   at once or by counting bytes as they stream; refuses a client whose form is already over its rate limit,
//   and every form while the database is unreachable (503), before reading a byte; caps how many bodies are
//   received and handled at once (503 beyond), and how many of them one client address may hold (429 beyond); receives the whole body first (in memory up to 1 MB, else
//   into a private temporary file), so a slow upload holds no part of Next, and an upload cut short never
//   reaches it;
// - checks what Next would otherwise choke on: a multipart body that does not parse, a Server Action id that
//   is not in this build or is posted to a page that does not own it, a form posted from another origin; each
//   answered 4xx with one log line;
// - answers each refusal where the visitor can read it: a short page for a browser's form post, text the form
//   shows in place for a Server Action called from JavaScript (lib/form-refusal.mts), JSON for the rest;
// - then replays the body to Next as an ordinary request.
// Only erasable TypeScript syntax: this file runs under Node's type stripping (scripts/server.mjs).
import { createReadStream, createWriteStream, rmSync, type WriteStream } from 'node:fs';
import { open as open_, readFile } from 'node:fs/promises';
import { IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import busboy from 'busboy';
import { CLIENT_HEADER, clientAddress, type TrustedProxies } from './client-address.mts';
import type { Handler } from './hold.mts';
import { bodyLimitFor, bodyTooLargeMessage, formForPath, MB, type FormKey } from '../http/form-routes.mts';
import { OUT_OF_DATE_MESSAGE as OUT_OF_DATE, refusalBody } from '../../lib/form-refusal.mts';
import { hasSessionCookie } from './session-cookie.mts';
import { ownsAction, type ActionOwners } from './action-pages.mts';
import { BODY_GRACE_MS, BODY_IDLE_TIMEOUT_MS, MIN_BODY_BYTES_PER_SECOND } from './timeouts.mts';

export interface GuardOptions {
  trusted: TrustedProxies;
  /** A private folder (0700) for bodies too large to keep in memory while they arrive. */
  spoolDir: string;
  /** Bodies up to this size are held in memory; larger ones go to a file. */
  memoryBodyBytes?: number;
  /** Request bodies being received or handled at once; more are answered 503. */
  maxBodies?: number;
  /**
   * Of those, how many one client address may hold; more from it are answered 429. Without it, one address
   * with 30 slow uploads took all 16 slots and every other visitor's upload got 503 meanwhile.
   */
  maxBodiesPerClient?: number;
  /** Bodies larger than memoryBodyBytes that Next parses at once; more wait (on disk) for a turn. */
  maxLargeBodies?: number;
  /** A body that sends nothing for this long is answered 408. */
  idleTimeoutMs?: number;
  /** A body slower than this on average, once `graceMs` have passed, is answered 408 (a slow loris). */
  minBytesPerSecond?: number;
  graceMs?: number;
  /** Server Action ids of this build; a request naming another is refused. */
  actionIds?: ReadonlySet<string>;
  /** The pages that own each action (action-pages.mts); an action posted to any other path is refused. */
  actionOwners?: ActionOwners;
  /**
   * Seconds the client must wait when it is already over the form's rate limit, else null. Rejects with a
   * `{ status: 503, message, headers }` error when no form can be stored now (the database is unreachable).
   */
  rateLimited?: (form: FormKey, client: string) => Promise<number | null>;
  log?: (line: string) => void;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'OPTIONS']);
const FORWARDED = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip', 'forwarded'];

/** A refusal: the status, a short message for the visitor, and headers. */
export class Refusal extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

interface Body {
  size: number;
  buffer?: Buffer;
  file?: string;
}

export function createRequestGuard(next: Handler, options: GuardOptions): Handler {
  const memoryBodyBytes = options.memoryBodyBytes ?? MB;
  const maxBodies = options.maxBodies ?? 16;
  const maxBodiesPerClient = options.maxBodiesPerClient ?? 4;
  /** Body slots held per client address (an entry only while it holds one). */
  const held = new Map<string, number>();
  const largeSlots = semaphore(options.maxLargeBodies ?? 2);
  const idleTimeoutMs = options.idleTimeoutMs ?? BODY_IDLE_TIMEOUT_MS;
  const minRate = { bytesPerSecond: options.minBytesPerSecond ?? MIN_BODY_BYTES_PER_SECOND, graceMs: options.graceMs ?? BODY_GRACE_MS };
  const log = options.log ?? ((line: string) => console.warn(line));
  let bodies = 0;
  let spooled = 0;

  return function guard(req: IncomingMessage, res: ServerResponse) {
    const peer = req.socket.remoteAddress;
    const client = clientAddress(peer, req.headers['x-forwarded-for'], options.trusted);
    if (!peer || !options.trusted.has(peer)) for (const name of FORWARDED) delete req.headers[name];
    req.headers[CLIENT_HEADER] = client;

    const refuse = (refusal: Refusal, bodyUnread: boolean) => {
      log(`guard: ${refusal.status} ${req.method} ${limit(req.url ?? '', 200)} from ${client}: ${refusal.message}`);
      // A body within the path's limit that was refused before it was read (429, 403, 404) is read and
      // dropped after the answer (Node does so on a kept-alive connection), so the client, still sending,
      // sees the answer rather than a reset. One too large, stalled or refused for load closes the connection.
      const declared = Number(req.headers['content-length'] ?? Number.NaN);
      const drain = bodyUnread && ![408, 413, 503].includes(refusal.status) && declared <= bodyLimitFor(String(req.url ?? '/').split('?')[0]);
      answer(req, res, refusal, bodyUnread && !drain);
    };

    if (!METHODS.has(req.method ?? '')) return refuse(new Refusal(405, 'This method is not allowed here.', { Allow: 'GET, HEAD, POST, OPTIONS' }), true);
    // A dynamic route (/work/[slug], /admin/content/[collection]/[id], /media/[file], ...) decodes its segments, and
    // Next answers one with a broken percent-escape (`%9`, `%zz`, `%E0%A4`) with 500. No address of ours has one.
    if (!decodablePath(req.url)) return refuse(new Refusal(400, 'This address is malformed: it has a broken percent-escape.'), req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined);
    if (req.method !== 'POST') return next(req, res);

    let pathname: string;
    try {
      pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    } catch {
      return refuse(new Refusal(400, 'The address of this request is malformed.'), true);
    }
    handlePost(pathname).catch((error: unknown) => {
      if (error instanceof Refusal) refuse(error, !req.readableEnded);
      else {
        log(`guard: ${req.method} ${limit(req.url ?? '', 200)} failed: ${String((error as Error)?.message ?? error)}`);
        answer(req, res, new Refusal(500, 'Something went wrong on our side. Nothing was saved; please try again.'), !req.readableEnded);
      }
    });

    async function handlePost(pathname: string) {
      const maxBytes = bodyLimitFor(pathname);
      const declared = req.headers['content-length'];
      if (declared !== undefined && !/^\d{1,15}$/.test(declared)) throw new Refusal(400, 'The Content-Length header is malformed.');
      if (Number(declared ?? 0) > maxBytes) throw tooLarge(maxBytes);
      checkOrigin(req, pathname);
      checkAdmin(req, pathname);
      checkFetchAction(req, pathname, options.actionIds, options.actionOwners);
      const form = formForPath(pathname);
      if (form && options.rateLimited) {
        const hook = options.rateLimited;
        const wait = await Promise.resolve()
          .then(() => hook(form, client))
          .catch((error: unknown) => {
            // Refused before a byte of the body is read: a visitor with a large upload learns it at once, not
            // after sending it all. A Server Action called from JavaScript too: its form shows the message.
            const { status, message, headers } = (error ?? {}) as { status?: unknown; message?: unknown; headers?: Record<string, string> };
            if (status === 503 && typeof message === 'string') throw new Refusal(503, message, headers);
            log(`guard: rate limit unavailable (${String((error as Error)?.message ?? error)}); the form checks it again`);
            return null;
          });
        if (wait) {
          const minutes = Math.max(1, Math.ceil(wait / 60));
          throw new Refusal(429, `Too many submissions from your network. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`, { 'Retry-After': String(Math.ceil(wait)) });
        }
      }
      if ((held.get(client) ?? 0) >= maxBodiesPerClient) {
        throw new Refusal(429, 'Your network is already sending us several forms at once. Please wait for them to finish, then try again.', { 'Retry-After': '30' });
      }
      if (bodies >= maxBodies) throw new Refusal(503, 'We are receiving many uploads right now. Please try again in a minute.', { 'Retry-After': '30' });
      bodies++;
      held.set(client, (held.get(client) ?? 0) + 1);
      let released = false;
      const releaseBody = () => {
        if (released) return;
        released = true;
        bodies--;
        const count = (held.get(client) ?? 1) - 1;
        if (count > 0) held.set(client, count);
        else held.delete(client);
      };
      res.once('close', releaseBody);
      let body: Body;
      try {
        body = await receive(req, { maxBytes, memoryBodyBytes, idleTimeoutMs, minRate, file: () => path.join(options.spoolDir, `${process.pid}-${++spooled}.body`) });
      } catch (error) {
        releaseBody();
        throw error;
      }
      res.once('close', () => body.file && rmSync(body.file, { force: true }));
      const type = req.headers['content-type'] ?? '';
      const fetchAction = req.headers['next-action'] !== undefined;
      if (/^multipart\/form-data\b/i.test(type)) await checkMultipart(body, type, pathname.startsWith('/api/') ? undefined : options.actionIds, fetchAction, (id) => ownsAction(options.actionOwners, id, pathname));
      else if (fetchAction && options.actionIds && !pathname.startsWith('/api/')) {
        // React sends a plain-valued call as one JSON text; anything else makes Next's decoder throw (500).
        const call = parseJson((body.buffer ?? (await readFile(body.file!))).toString('utf8'));
        if (!Array.isArray(call) || !plainReply(call)) throw new Refusal(400, 'The form could not be read: the action call is malformed.');
      }
      if (body.file) {
        const release = await largeSlots.acquire();
        // A client that gave up while it waited for its turn gets none: its slot goes to the next in line.
        if (res.destroyed || res.writableEnded || req.socket.destroyed) return release();
        res.once('close', release);
      }
      next(replay(req, res, body), res);
    }
  };
}

/** Whether the path of a request's target (not its query) percent-decodes to UTF-8, as Next's router decodes it. */
function decodablePath(url: string | undefined): boolean {
  try {
    decodeURIComponent((url ?? '/').split('?')[0]);
    return true;
  } catch {
    return false;
  }
}

function tooLarge(maxBytes: number) {
  return new Refusal(413, bodyTooLargeMessage(maxBytes));
}

/**
 * A form posted to one of our pages from another site (or a Server Action call) must come from our own
 * origin. Next checks Origin against Host itself but answers a mismatch with 500, and lets a request without
 * Origin through; browsers always send Origin with a POST, so only scripts omit it.
 */
function checkOrigin(req: IncomingMessage, pathname: string) {
  if (pathname.startsWith('/api/')) return; // the public form API is meant to be called from anywhere
  if (req.headers['sec-fetch-site'] === 'cross-site') throw new Refusal(403, 'Forms on this site can only be sent from this site.');
  const origin = req.headers.origin;
  if (!origin) return;
  let host: string;
  try {
    host = origin === 'null' ? 'null' : new URL(origin).host;
  } catch {
    throw new Refusal(400, 'The Origin header is malformed.');
  }
  const expected = String(req.headers['x-forwarded-host'] ?? req.headers.host ?? '').split(',')[0].trim().toLowerCase().replace(/:(80|443)$/, '');
  if (host !== expected) throw new Refusal(403, 'Forms on this site can only be sent from this site.');
}

/**
 * A state-changing request to the admin console must come from its own pages (an Origin header: browsers
 * send one with every POST) and carry a session cookie; the page or action then checks the session itself.
 * The sign-in form is the one admin form posted without a session.
 */
function checkAdmin(req: IncomingMessage, pathname: string) {
  if (pathname !== '/admin' && !pathname.startsWith('/admin/')) return;
  if (!req.headers.origin) throw new Refusal(403, 'Admin forms can only be sent from the admin pages.');
  if (pathname.startsWith('/admin/login')) return;
  if (!hasSessionCookie(req.headers.cookie)) throw new Refusal(401, 'Sign in first: your session has ended.');
}

/**
 * A Server Action called by id (JavaScript's fetch) must name one of this build's actions, posted to one of
 * the pages that own it (Next would hand it on to its page as a request from this server: action-pages.mts).
 */
function checkFetchAction(req: IncomingMessage, pathname: string, actionIds: ReadonlySet<string> | undefined, owners: ActionOwners | undefined) {
  const id = req.headers['next-action'];
  if (id === undefined || !actionIds || pathname.startsWith('/api/')) return;
  if (typeof id !== 'string' || !actionIds.has(id) || !ownsAction(owners, id, pathname)) throw new Refusal(404, OUT_OF_DATE, { 'x-nextjs-action-not-found': '1' });
}

/**
 * Parses a multipart body once without keeping its files (busboy, as Next does): it must be well formed and
 * every part must have a name. On our pages (`actionIds` given) it must also be what React sends to a Server
 * Action, because Next answers anything else with 500: a form posted without JavaScript names one of this
 * build's actions ($ACTION_ID_<id>, or $ACTION_REF_<n> with `$ACTION_<n>:0` = {"id", "bound"}) and its bound
 * arguments are plain JSON; a call from JavaScript (`fetch`: Next-Action header) has its arguments in field
 * `0` and the FormData it passes in fields `_<k>_<name>`.
 */
async function checkMultipart(body: Body, type: string, actionIds: ReadonlySet<string> | undefined, fetchAction: boolean, owns: (id: string) => boolean = () => true) {
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { 'content-type': type }, limits: { fieldSize: 1 * MB, fields: 200, parts: 300 } });
  } catch {
    throw new Refusal(400, 'The form could not be read: its multipart boundary is missing.');
  }
  const problems: string[] = [];
  const fields = new Map<string, string>();
  const names: string[] = [];
  parser.on('field', (name, value, info) => {
    names.push(name);
    if (!name) problems.push('a part without a name');
    else if (info.valueTruncated) problems.push(`the field ${limit(name, 40)} is far too long`);
    else if (name.startsWith('$ACTION_') || name === '0') fields.set(name, value);
  });
  parser.on('file', (name, stream) => {
    names.push(name);
    if (!name) problems.push('a file without a field name');
    stream.on('error', () => problems.push('a file cut short')); // busboy reports it on the parser too
    stream.resume();
  });
  parser.on('partsLimit', () => problems.push('far too many parts'));
  parser.on('fieldsLimit', () => problems.push('far too many fields'));
  // busboy skips a part without a form-data Content-Disposition; the parser Next uses for a form posted
  // without JavaScript throws on it. So count the delimiters too: one more than the parts busboy reported.
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type);
  const delimiters = boundary ? counter(Buffer.from(`\r\n--${boundary[1] ?? boundary[2]}`)) : null;
  const source = body.buffer ? Readable.from([body.buffer]) : createReadStream(body.file!);
  if (delimiters) source.on('data', delimiters.feed);
  await new Promise<void>((resolve, reject) => {
    parser.on('close', resolve);
    parser.on('error', () => reject(new Refusal(400, 'The form could not be read: the multipart body is malformed.')));
    source.on('error', reject);
    source.pipe(parser);
  });
  if (delimiters && delimiters.count() !== names.length + 1) problems.push('a part without a form-data Content-Disposition');
  if (actionIds) {
    // That parser also wants nothing before the first delimiter and nothing after the last but a line break.
    if (boundary && !(await framedExactly(body, boundary[1] ?? boundary[2]))) problems.push('text outside its parts');
    const problem = fetchAction ? replyProblem(fields, names) : formActionProblem(fields, actionIds, owns);
    if (problem) problems.push(problem);
  }
  if (problems.includes(OUT_OF_DATE)) throw new Refusal(404, OUT_OF_DATE);
  if (problems.length) throw new Refusal(400, `The form could not be read: ${problems[0]}.`);
}

/**
 * A form posted without JavaScript: the action it names must exist here and belong to the page it was posted
 * to, and its bound arguments be plain.
 */
function formActionProblem(fields: Map<string, string>, actionIds: ReadonlySet<string>, owns: (id: string) => boolean): string | null {
  // Next takes a multipart post to a page without an action for a broken one (and logs a stack).
  if (![...fields.keys()].some((name) => name.startsWith('$ACTION_ID_') || /^\$ACTION_\d+:0$/.test(name))) return 'no form action';
  for (const [name, value] of fields) {
    if (name === '0') continue;
    const byId = /^\$ACTION_ID_(.*)$/.exec(name);
    if (byId) {
      if (!actionIds.has(byId[1]) || !owns(byId[1])) return OUT_OF_DATE;
      continue;
    }
    if (/^\$ACTION_(REF_\d+|KEY)$/.test(name)) continue;
    const part = /^\$ACTION_(\d+):(\d+)$/.exec(name);
    if (!part) return `an unexpected field ${limit(name, 40)}`;
    const parsed = parseJson(value);
    if (parsed === undefined) return 'a malformed action field';
    if (part[2] !== '0') {
      if (!plainReply(parsed)) return 'an action argument it cannot take';
      continue;
    }
    const { id, bound } = (parsed ?? {}) as { id?: unknown; bound?: unknown };
    if (typeof id !== 'string' || !actionIds.has(id) || !owns(id)) return OUT_OF_DATE;
    if (bound !== null && bound !== undefined && !(typeof bound === 'string' && /^\$@\d+$/.test(bound) && fields.has(`$ACTION_${part[1]}:${bound.slice(2)}`))) return 'a malformed action field';
  }
  return null;
}

/** A Server Action called from JavaScript: its arguments (field 0) are plain values and FormData references. */
function replyProblem(fields: Map<string, string>, names: string[]): string | null {
  const root = parseJson(fields.get('0') ?? '');
  if (!Array.isArray(root)) return 'an action call without its arguments';
  const formData = new Set<string>();
  if (!plainReply(root, formData)) return 'an action argument it cannot take';
  const prefixes = [...formData].map((id) => `_${id}_`);
  const stray = names.find((name) => name !== '0' && !prefixes.some((prefix) => name.startsWith(prefix)));
  return stray === undefined ? null : `an unexpected field ${limit(stray, 40)}`;
}

/**
 * Whether a decoded reply holds only what React's encoder writes for plain values: every string that starts
 * with `$` is an escaped `$$`, `$undefined`, or (where `formData` collects them) a FormData reference `$K<id>`.
 * Anything else is a reference into parts that are not there, which React's decoder throws on.
 */
function plainReply(value: unknown, formData?: Set<string>, depth = 0): boolean {
  if (depth > 32) return false;
  if (typeof value === 'string') {
    if (!value.startsWith('$') || value.startsWith('$$') || value === '$undefined') return true;
    const ref = /^\$K([0-9a-f]{1,8})$/.exec(value);
    if (ref && formData) formData.add(String(parseInt(ref[1], 16)));
    return Boolean(ref && formData);
  }
  if (value === null || typeof value !== 'object') return true;
  return Object.values(value).every((item) => plainReply(item, formData, depth + 1));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Whether the body starts with its first delimiter and ends with the closing one (and at most CRLF). */
async function framedExactly(body: Body, boundary: string): Promise<boolean> {
  const open = Buffer.from(`--${boundary}`);
  const close = Buffer.from(`--${boundary}--`);
  const want = close.length + 2;
  let head: Buffer;
  let tail: Buffer;
  if (body.buffer) {
    head = body.buffer.subarray(0, open.length);
    tail = body.buffer.subarray(Math.max(0, body.buffer.length - want));
  } else {
    const file = await open_(body.file!);
    try {
      head = Buffer.alloc(open.length);
      tail = Buffer.alloc(Math.min(want, body.size));
      await file.read(head, 0, head.length, 0);
      await file.read(tail, 0, tail.length, body.size - tail.length);
    } finally {
      await file.close();
    }
  }
  const trimmed = tail.subarray(-2).toString() === '\r\n' ? tail.subarray(0, -2) : tail;
  return head.equals(open) && trimmed.subarray(-close.length).equals(close);
}

/** Counts occurrences of `needle` in a stream of chunks (the body is read as if it began with CRLF). */
function counter(needle: Buffer) {
  let tail = Buffer.from('\r\n');
  let found = 0;
  return {
    feed(chunk: Buffer) {
      const data = Buffer.concat([tail, chunk]);
      for (let at = data.indexOf(needle); at !== -1; at = data.indexOf(needle, at + needle.length)) found++;
      tail = data.subarray(Math.max(0, data.length - needle.length + 1));
    },
    count: () => found,
  };
}

interface ReceiveOptions {
  maxBytes: number;
  memoryBodyBytes: number;
  idleTimeoutMs: number;
  minRate: { bytesPerSecond: number; graceMs: number };
  file: () => string;
}

/** Reads the whole body: counted as it streams, stopped past maxBytes, in memory or in a 0600 file. */
function receive(req: IncomingMessage, options: ReceiveOptions): Promise<Body> {
  return new Promise<Body>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let file: string | undefined;
    let out: WriteStream | undefined;
    let done = false;
    const started = Date.now();
    let idle = setTimeout(() => stop(new Refusal(408, 'The upload stalled, so we stopped waiting for it. Please send the form again.')), options.idleTimeoutMs);
    const stop = (error: Error) => {
      if (done) return;
      done = true;
      clearTimeout(idle);
      req.off('data', onData);
      out?.destroy();
      if (file) rmSync(file, { force: true });
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      idle.refresh();
      size += chunk.length;
      if (size > options.maxBytes) return stop(tooLarge(options.maxBytes));
      const elapsed = Date.now() - started;
      if (elapsed > options.minRate.graceMs && (size * 1000) / elapsed < options.minRate.bytesPerSecond) {
        return stop(new Refusal(408, 'The upload arrived too slowly, so we stopped waiting for it. Please check your connection and send the form again.'));
      }
      if (out) {
        if (!out.write(chunk)) req.pause();
        return;
      }
      chunks.push(chunk);
      if (size > options.memoryBodyBytes) {
        file = options.file();
        out = createWriteStream(file, { mode: 0o600, flags: 'wx' });
        out.on('drain', () => req.resume());
        out.on('error', (error) => stop(error));
        for (const held of chunks.splice(0)) out.write(held);
      }
    };
    req.on('data', onData);
    req.once('error', () => stop(new Refusal(400, 'The upload was interrupted.')));
    req.once('aborted', () => stop(new Refusal(400, 'The upload was interrupted.')));
    req.once('end', () => {
      if (done) return;
      clearTimeout(idle);
      if (!out) {
        done = true;
        resolve({ size, buffer: Buffer.concat(chunks) });
        return;
      }
      out.end(() => {
        if (done) return;
        done = true;
        resolve({ size, file });
      });
    });
    idle = idle.unref();
  });
}

/** The request again, for Next: same socket, method, URL and headers, with the received body to read. */
function replay(req: IncomingMessage, res: ServerResponse, body: Body): IncomingMessage {
  const copy = new IncomingMessage(req.socket);
  copy.method = req.method;
  copy.url = req.url;
  copy.httpVersion = req.httpVersion;
  copy.httpVersionMajor = req.httpVersionMajor;
  copy.httpVersionMinor = req.httpVersionMinor;
  copy.headers = { ...req.headers, 'content-length': String(body.size) };
  delete copy.headers['transfer-encoding'];
  copy.rawHeaders = Object.entries(copy.headers).flatMap(([name, value]) => (Array.isArray(value) ? value.flatMap((v) => [name, v]) : [name, String(value)]));
  copy.complete = true;
  if (body.buffer) {
    copy._read = () => undefined;
    copy.push(body.buffer);
    copy.push(null);
    return copy;
  }
  const stream = createReadStream(body.file!);
  res.once('close', () => stream.destroy()); // Next may answer without reading it all: close the file anyway
  copy._read = () => void stream.resume();
  stream.on('data', (chunk) => {
    if (!copy.push(chunk)) stream.pause();
  });
  stream.on('end', () => copy.push(null));
  stream.on('error', () => copy.push(null)); // the answer is already under way (or the client left)
  return copy;
}

/**
 * The refusal as a short page (a browser's form post), as text for React (a Server Action called from
 * JavaScript), or as JSON (everything else).
 */
function answer(req: IncomingMessage, res: ServerResponse, refusal: Refusal, bodyUnread: boolean) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const api = Boolean(req.url?.startsWith('/api/'));
  const html = /text\/html/.test(req.headers.accept ?? '') && !api;
  // Next's client hands the body of an answer to a Server Action call on to the form only when its type is
  // exactly `text/plain` (lib/form-refusal.mts); any other it turns into a generic error.
  const action = req.headers['next-action'] !== undefined && !api && !html;
  const body = html ? refusalPage(req, refusal) : refusalBody(refusal.message);
  res.writeHead(refusal.status, {
    ...refusal.headers,
    'Content-Type': html ? 'text/html; charset=utf-8' : action ? 'text/plain' : 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...(html ? { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" } : {}),
    // The rest of an unread body cannot be told from the next request: close the connection after this.
    ...(bodyUnread ? { Connection: 'close' } : {}),
  });
  if (bodyUnread) {
    // Read (and drop) what the client is still sending for a moment, so it sees this answer rather than a
    // reset connection; then close. Node would close the socket as soon as the answer is written
    // (`Connection: close`), and closing it with unread bytes makes the kernel reset the connection, which
    // can throw away the answer before a client still sending reads it (nginx's lingering close, in short).
    // So once the answer is out, only our side is ended.
    const socket = req.socket;
    socket.destroySoon = () => void socket.end();
    req.on('data', () => undefined);
    req.resume();
    setTimeout(() => socket.destroy(), 2000).unref();
  }
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The page a browser without JavaScript shows instead of the form's own answer: what happened, and the way
 * back. Back shows the form as the visitor left it (browsers keep the page, or restore what was typed in its
 * fields); the link opens the form afresh, for a browser that did neither.
 */
function refusalPage(req: IncomingMessage, refusal: Refusal): string {
  let form: string | null = null;
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = url.pathname.replace(/\/+$/, '');
    if (formForPath(pathname) && !pathname.startsWith('/api/')) form = pathname + url.search;
  } catch {
    // a malformed address: no link
  }
  const heading = form ? 'Your form was not sent' : 'We could not accept this request';
  const back = form
    ? `<p>Use your browser’s Back button to return to the form: your answers are still there, though files may need choosing again.</p><p>If they are not, <a href="${escapeHtml(form)}">open the form again</a>.</p>`
    : req.method === 'POST'
      ? '<p>Use your browser’s Back button to return to the form: your answers are still there.</p>'
      : '<p><a href="/">Go to the home page</a>.</p>';
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${heading}</title><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><main><h1>${heading}</h1><p>${escapeHtml(refusal.message)}</p>${back}</main></body></html>`;
}

function semaphore(slots: number) {
  const waiting: (() => void)[] = [];
  let free = slots;
  return {
    async acquire(): Promise<() => void> {
      if (free > 0) free--;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const nextInLine = waiting.shift();
        if (nextInLine) nextInLine();
        else free++;
      };
    },
  };
}

const limit = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text).replace(/[\u0000-\u001f\u007f]/g, '?');
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
