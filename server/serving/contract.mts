// Where the serving layer (server/serving/, loaded by scripts/server.mjs outside Next's bundle) and the app (the Next
// bundle, started by server/runtime.ts) meet: the names both must agree on (headers, cookie, token placeholder), the
// types of what they lend each other, and the one module that reads or writes the process-wide slots
// (`globalThis.__navyug*`). The app imports nothing else from server/serving/. Two kinds of slot live here:
// - the meeting points: the app hands the serving layer its guard hooks (rate limit, form token, analytics beacon)
//   once its database is open, and the serving layer hands the app its page cache to empty when content changes.
//   Neither side imports the other: both import this.
// - the process's single values (database, runtime, auth, queue kicks, analytics): Next may load a module once per
//   bundle, and every copy must hand out the same one, so they are kept on globalThis rather than in a module.
// Only erasable TypeScript syntax: this file runs under Node's type stripping (scripts/server.mjs) too.
import type { FormKey } from '../../lib/forms.mts';

/** Set by the request guard on every request (a value a client sent is overwritten); the app reads only this header (client-address.mts). */
export const CLIENT_HEADER = 'x-navyug-client-address';

/** Longest address we keep (an IPv6 address with a zone fits); anything longer is not an address. */
export const MAX_ADDRESS_LENGTH = 64;

/**
 * The admin session cookie, for the three that must agree on it: Better Auth, which sets it (server/auth/auth.ts,
 * its `advanced.cookiePrefix`: the cookie is `<prefix>.session_token`), and the two gates that look for it before
 * any session check (proxy.ts and the request guard, session-cookie.mts).
 */
export const SESSION_COOKIE_PREFIX = 'navyug';

/** The names the cookie may have: Better Auth adds `__Secure-` when the site is served over https. */
export const SESSION_COOKIE_NAMES = [`${SESSION_COOKIE_PREFIX}.session_token`, `__Secure-${SESSION_COOKIE_PREFIX}.session_token`];

/**
 * Where a form page puts its visitor's form token: the page is rendered once with this and the serving layer fills
 * in a fresh token per response (token-fill.mts). Exactly as long as a token (`<13-digit ms>.<16>.<43>`), and made of
 * characters no escaping touches.
 */
export const TOKEN_PLACEHOLDER = '~navyug-form-token~'.padEnd(74, '~');

/**
 * Seconds the server's page cache (front-cache.mts) may keep a page whatever its Cache-Control says: set by the app
 * (next.config.ts), never sent on.
 */
export const PAGE_CACHE_HEADER = 'x-navyug-page-cache';

/** A page view from the analytics beacon, as the serving layer (beacon.mts) and the route (app/api/hit) pass it on. */
export interface HitRequest {
  method: string;
  body: string;
  /** the client's address, as the request guard worked it out */
  address: string | null;
  headers: { get(name: string): string | null };
}

/** The status to answer a hit with, and whether with the 1×1 GIF (lib/beacon-pixel.mts). */
export interface HitAnswer {
  status: number;
  gif: boolean;
}

/**
 * What became of one form post: stored (or not), or why it was refused. A fixed list: it is a metric's label
 * (server/observability/metrics.mts), counted by the app and by the request guard, which refuses some itself.
 */
export const SUBMISSION_OUTCOMES = [
  // accepted: a new row; a row marked spam (answered the same, so bots learn nothing); the same form posted again
  // (the first one's answer); handed to the jobs provider (JOBS_API_URL)
  'stored', 'spam', 'duplicate', 'forwarded',
  // refused by the form: answers that need another look; a form open for more than a day; a file or body over its
  // limit; too many from one network
  'invalid', 'expired', 'too_large', 'rate_limited',
  // refused before the form read it (the request guard, the form parser): a body that does not parse; from another
  // origin; a Server Action this build does not have (a page from before a deploy); an upload that stalled or crawled;
  // every body slot held
  'malformed', 'forbidden', 'outdated', 'timeout', 'busy',
  // nothing stored: the database (or the jobs provider) is unreachable; anything else that failed on our side
  'unavailable', 'error',
] as const;
export type SubmissionOutcome = (typeof SUBMISSION_OUTCOMES)[number];

/** What the app lends the serving layer once its database is open (server/runtime.ts registers them). */
export interface GuardHooks {
  /**
   * Asked before a form's body is read: the seconds to wait when this client has used up its submissions, else
   * null. Rejects with the form's 503 (server/http/errors.ts) when the database cannot be reached.
   */
  rateLimited(form: FormKey, client: string): Promise<number | null>;
  /** A fresh form token, for the page cache and the token fill (token-fill.mts) to put in each form page. */
  formToken(): Promise<string>;
  /** The analytics beacon, answered in front of Next (beacon.mts). Never rejects. */
  hit(request: HitRequest): Promise<HitAnswer>;
}

/** Why an instance is not ready for visitors (GET /readyz answers it as its JSON `status`). */
export type NotReady = 'starting' | 'draining' | 'database' | 'migrations';

/**
 * What the app lends the serving layer as soon as it loads (server/runtime.ts), whether or not its database opens:
 * the readiness check and the end of the shared parts, for start-up and shutdown (scripts/server.mjs).
 */
export interface AppHooks {
  /** Null when the database answers and holds every migration of this build, else why not; never rejects. */
  health(): Promise<'database' | 'migrations' | null>;
  /** Stops the queue workers after the message each holds, writes the analytics queue, closes the database. */
  shutdown(): Promise<void>;
}

/** For the app (server/runtime.ts). */
export function offerAppHooks(hooks: AppHooks): void {
  write('appHooks', hooks);
}

/** For the serving layer: the app's hooks, or undefined until its runtime module has loaded. */
export function appHooks(): AppHooks | undefined {
  return read('appHooks') as AppHooks | undefined;
}

/** What the serving layer lends the app: its page cache (front-cache.mts), emptied when pages' content changes. */
export interface PageCache {
  purge(): void;
}

/** The process's single values, by name, and the globalThis key each is kept under. */
const KEYS = {
  guardHooks: '__navyugGuardHooks',
  appHooks: '__navyugAppHooks',
  pageCache: '__navyugPageCache',
  db: '__navyugDb',
  start: '__navyugStart',
  runtime: '__navyugRuntime',
  auth: '__navyugAuth',
  kicks: '__navyugKicks',
  analytics: '__navyugAnalytics',
  metrics: '__navyugMetrics',
  logger: '__navyugLogger',
} as const;

/** The names of the process's single values other than the two meeting points. */
export type ProcessSlot = Exclude<keyof typeof KEYS, 'guardHooks' | 'appHooks' | 'pageCache'>;

const slots = globalThis as unknown as Record<string, unknown>;
const read = (name: keyof typeof KEYS): unknown => slots[KEYS[name]];
const write = (name: keyof typeof KEYS, value: unknown): void => {
  slots[KEYS[name]] = value;
};

/** For the app (server/runtime.ts): lends the serving layer its hooks. */
export function offerGuardHooks(hooks: GuardHooks): void {
  write('guardHooks', hooks);
}

/** For the serving layer: the app's hooks, or undefined until the app has started. */
export function guardHooks(): GuardHooks | undefined {
  return read('guardHooks') as GuardHooks | undefined;
}

/** For the serving layer (scripts/server.mjs): lends the app its page cache. */
export function offerPageCache(cache: PageCache): void {
  write('pageCache', cache);
}

/** For the app: empties the production server's page cache; nothing under `next dev` and in unit tests, which have none. */
export function purgePageCache(): void {
  (read('pageCache') as PageCache | undefined)?.purge();
}

/**
 * The process's one `name`, made by `make` on first use and shared by every copy of every module after that. When
 * making it fails, the slot is emptied, so the next call tries again.
 */
export function processOnce<T>(name: ProcessSlot, make: () => Promise<T>): Promise<T> {
  const existing = read(name) as Promise<T> | undefined;
  if (existing) return existing;
  const made = make().catch((error: unknown) => {
    if (read(name) === made) write(name, undefined);
    throw error;
  });
  write(name, made);
  return made;
}

/** The process's one `name`, made by `make` (synchronously) on first use. */
export function processValue<T>(name: ProcessSlot, make: () => T): T {
  if (read(name) === undefined) write(name, make());
  return read(name) as T;
}

/** Sets the process's `name` (server/db/current.ts: the start-up to run on the first use of the database). */
export function setProcessValue<T>(name: ProcessSlot, value: T): void {
  write(name, value);
}

/** The process's `name` as last set, or undefined. */
export function processValueOf<T>(name: ProcessSlot): T | undefined {
  return read(name) as T | undefined;
}
