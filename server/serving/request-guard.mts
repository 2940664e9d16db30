// The first thing every request meets (scripts/server.mjs puts it in front of the page cache and Next).
//
// Next answers a malformed request with HTTP 500 and a stack trace, buffers a chunked body before it counts
// it, and believes forwarded headers a visitor sets. So before Next sees a request, this guard:
// - works out the client's address (client-address.mts) and removes forwarded headers an untrusted peer sent
//   (guard/forwarded.mts);
// - refuses methods the site does not use (TRACE, PUT, ...) with 405, and a path Next cannot decode with 400
//   (guard/request-line.mts);
// - for a POST: refuses a body larger than its path allows (server/http/form-routes.mts) with 413, from Content-Length
//   at once or by counting bytes as they stream; refuses a client whose form is already over its rate limit,
//   and every form while the database is unreachable (503), before reading a byte; caps how many bodies are
//   received and handled at once (503 beyond), and how many of them one client may hold (429 beyond; an IPv6 /64
//   is one client) (guard/limits.mts), the analytics beacon's small body excepted (its own limit answers a flood
//   of page views, 429); receives the whole body first (in memory up to 1 MB, else into a private temporary file),
//   so a slow upload holds no part of Next, and an upload cut short never reaches it (guard/body.mts);
// - checks what Next would otherwise choke on: a multipart body that does not parse, a Server Action id that
//   is not in this build or is posted to a page that does not own it, a form posted from another origin; each
//   answered 4xx with one log line (guard/multipart.mts, guard/actions.mts, guard/origin.mts);
// - answers each refusal where the visitor can read it: a short page for a browser's form post, text the form
//   shows in place for a Server Action called from JavaScript (lib/form-refusal.mts), JSON for the rest
//   (guard/refusal.mts);
// - then replays the body to Next as an ordinary request.
// This file puts those steps in order; each lives in server/serving/guard/.
// Only erasable TypeScript syntax: this file runs under Node's type stripping (scripts/server.mjs).
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { rmSync } from 'node:fs';
import { addressKey, clientNetwork, type TrustedProxies } from './client-address.mts';
import type { FormKey } from '../../lib/forms.mts';
import type { SubmissionOutcome } from './contract.mts';
import type { Handler } from './hold.mts';
import { BEACON_PATH, bodyLimitFor, formForPath, MB } from '../http/form-routes.mts';
import { ownsAction, type ActionOwners } from './action-pages.mts';
import { BODY_GRACE_MS, BODY_IDLE_TIMEOUT_MS, MIN_BODY_BYTES_PER_SECOND } from './timeouts.mts';
import { checkActionCall, checkFetchAction } from './guard/actions.mts';
import { receive, replay, semaphore, type Body } from './guard/body.mts';
import { identifyClient } from './guard/forwarded.mts';
import { bodySlots, checkRateLimit, type RateLimited } from './guard/limits.mts';
import { checkMultipart } from './guard/multipart.mts';
import { checkAdmin, checkOrigin } from './guard/origin.mts';
import { answer, limit, Refusal, refusalOutcome, tooLarge } from './guard/refusal.mts';
import { ALLOWED_METHODS, allowedMethod, decodablePath, pathnameOf } from './guard/request-line.mts';

export { Refusal };

export interface GuardOptions {
  trusted: TrustedProxies;
  /** A private folder (0700) for bodies too large to keep in memory while they arrive. */
  spoolDir: string;
  /** Bodies up to this size are held in memory; larger ones go to a file. */
  memoryBodyBytes?: number;
  /** Request bodies being received or handled at once; more are answered 503. */
  maxBodies?: number;
  /**
   * Of those, how many one client (an IPv4 address or an IPv6 /64, client-address.mts addressKey) may hold; more from
   * it are answered 429. Without it, one address with 30 slow uploads took all 16 slots and every other visitor's
   * upload got 503 meanwhile; counted per address, one /64 (a single visitor's network) could still take all 16.
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
  rateLimited?: RateLimited;
  log?: (line: string) => void;
  /** Told of each form post refused here, which never reaches the form (scripts/server.mjs: the metrics). */
  countRefused?: (form: FormKey, outcome: SubmissionOutcome) => void;
}

export function createRequestGuard(next: Handler, options: GuardOptions): Handler {
  const memoryBodyBytes = options.memoryBodyBytes ?? MB;
  const slots = bodySlots(options.maxBodies ?? 16, options.maxBodiesPerClient ?? 4);
  const largeSlots = semaphore(options.maxLargeBodies ?? 2);
  const idleTimeoutMs = options.idleTimeoutMs ?? BODY_IDLE_TIMEOUT_MS;
  const minRate = { bytesPerSecond: options.minBytesPerSecond ?? MIN_BODY_BYTES_PER_SECOND, graceMs: options.graceMs ?? BODY_GRACE_MS };
  const log = options.log ?? ((line: string) => console.warn(line));
  let spooled = 0;

  return function guard(req: IncomingMessage, res: ServerResponse) {
    const client = identifyClient(req, options.trusted);

    const refuse = (refusal: Refusal, bodyUnread: boolean) => {
      // The path without its query (a search, a share token's page) and the client's network, never its address.
      log(`guard: ${refusal.status} ${req.method} ${limit(loggedPath(req.url), 200)} from ${clientNetwork(client)}: ${refusal.message}`);
      // A body within the path's limit that was refused before it was read (429, 403, 404) is read and
      // dropped after the answer (Node does so on a kept-alive connection), so the client, still sending,
      // sees the answer rather than a reset. One too large, stalled or refused for load closes the connection.
      const declared = Number(req.headers['content-length'] ?? Number.NaN);
      const drain = bodyUnread && ![408, 413, 503].includes(refusal.status) && declared <= bodyLimitFor(String(req.url ?? '/').split('?')[0]);
      answer(req, res, refusal, bodyUnread && !drain);
    };

    if (!allowedMethod(req.method)) return refuse(new Refusal(405, 'This method is not allowed here.', { Allow: ALLOWED_METHODS }), true);
    if (!decodablePath(req.url)) return refuse(new Refusal(400, 'This address is malformed: it has a broken percent-escape.'), req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined);
    if (req.method !== 'POST') return next(req, res);

    const pathname = pathnameOf(req.url);
    if (pathname === undefined) return refuse(new Refusal(400, 'The address of this request is malformed.'), true);
    handlePost(pathname).catch((error: unknown) => {
      // A form's post refused here never reaches the form: this is its one count (metrics).
      const form = formForPath(pathname);
      if (form) options.countRefused?.(form, error instanceof Refusal ? refusalOutcome(error) : 'error');
      if (error instanceof Refusal) refuse(error, !req.readableEnded);
      else {
        log(`guard: ${req.method} ${limit(loggedPath(req.url), 200)} failed: ${String((error as Error)?.message ?? error)}`);
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
      if (form && options.rateLimited) await checkRateLimit(options.rateLimited, form, client, log);
      // The beacon's body is a few hundred bytes (2 KB at most, refused beyond) that the guard holds for milliseconds:
      // it takes no upload slot, so a burst of page views cannot turn a visitor's upload away, and a flood of them is
      // answered by the analytics limit (429, per network). Its idle and slow-body timeouts still apply.
      const releaseBody = pathname === BEACON_PATH ? () => undefined : slots.take(addressKey(client));
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
      else if (fetchAction && options.actionIds && !pathname.startsWith('/api/')) checkActionCall((body.buffer ?? (await readFile(body.file!))).toString('utf8'));
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

/** A request's path as a log line may show it: without the query, and a share link's token masked. */
function loggedPath(url: string | undefined): string {
  return String(url ?? '').split('?')[0].replace(/^\/share\/[^/]+/, '/share/[token]');
}
