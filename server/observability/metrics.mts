// The process's Prometheus metrics (prom-client), shared by the serving layer (scripts/server.mjs, outside Next's
// bundle) and the app (inside it): the one registry is kept on globalThis (server/serving/contract.mts), so every
// copy of this module records into the same metrics. Label values are always bounded (a route template, a status
// class, a reason from a fixed list), never a raw path or anything a visitor typed.
// What is read at scrape time (the page cache's stats, the outboxes' backlog, the pg pool, the analytics queue) is
// lent here by its owner (the register*/watch* functions below), since this module imports nothing of theirs.
// Only erasable TypeScript syntax: this file runs under Node's type stripping (scripts/server.mjs) too.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import client from 'prom-client';
import type { FormKey } from '../../lib/forms.mts';
import { processValue, SUBMISSION_OUTCOMES, type SubmissionOutcome } from '../serving/contract.mts';

export { SUBMISSION_OUTCOMES, type SubmissionOutcome };
const FORMS: readonly FormKey[] = ['contact', 'quote', 'apply'];

/** The durable queues (server/repositories/queue.ts), a label of the outbox metrics. */
export const QUEUES = ['outbox', 'webhook_deliveries'] as const;
export type QueueName = (typeof QUEUES)[number];
/** One delivery attempt: sent, failed and put back for a later one, or failed for good (a human must look). */
export const DELIVERY_OUTCOMES = ['delivered', 'retrying', 'given_up'] as const;
export type DeliveryOutcome = (typeof DELIVERY_OUTCOMES)[number];

/** The analytics events that reach the write queue (server/analytics/queue.ts). */
export const ANALYTICS_KINDS = ['view', 'notfound', 'contact', 'quote', 'application'] as const;
export type AnalyticsKind = (typeof ANALYTICS_KINDS)[number];
/** Why an analytics event was not queued, or was lost after it. */
export const ANALYTICS_DROPS = [
  // over one network's hits a minute; over the instance's views a minute (a flood from many addresses); the write
  // queue at its cap
  'rate_limited', 'flood', 'queue_full',
  // a bot or a spam referrer (counted per day as blocked, not as a view)
  'bot',
  // not ours to count: Do Not Track, GPC, a Decline, the consent setting, another site's address, an uncounted page
  'not_counted',
  // a beacon body that does not parse; the recorder failed; a batch the database did not take
  'malformed', 'error', 'write_failed',
] as const;
export type AnalyticsDrop = (typeof ANALYTICS_DROPS)[number];

/** The page cache's counters (server/serving/front-cache.mts `stats`), read at each scrape. */
export interface PageCacheStats {
  readonly hits: number;
  readonly misses: number;
  readonly bytes: number;
  readonly evictions: number;
}

/** One queue's backlog: messages waiting (pending, or being sent), and when the oldest of them was queued (ISO). */
export interface QueueBacklog {
  queue: QueueName;
  depth: number;
  oldestAt: string | null;
}

/** pg.Pool's own counts (PostgreSQL only). */
export interface PoolCounts {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

/**
 * How long a scrape waits for the outboxes' backlog. A database that does not answer must not hold the scrape (or
 * pile up queries: a scrape meanwhile waits on the same one); the outbox gauges then report no value, and the
 * readiness check says why.
 */
export const BACKLOG_TIMEOUT_MS = 1_000;

interface Sources {
  pageCache?: PageCacheStats;
  backlog?: () => Promise<QueueBacklog[]>;
  pool?: PoolCounts;
  analyticsQueue?: () => number;
}

function create() {
  const registry = new client.Registry();
  // The process's own: CPU, RSS (navyug_process_resident_memory_bytes), heap, event-loop delay
  // (navyug_nodejs_eventloop_lag_*), open handles, GC. Collected at scrape time, nothing runs between scrapes.
  client.collectDefaultMetrics({ register: registry, prefix: 'navyug_' });
  const sources: Sources = {};
  const registers = [registry];

  const requestDuration = new client.Histogram({
    name: 'navyug_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer ending, by route template and status class.',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  const ready = new client.Gauge({ name: 'navyug_ready', help: '1 while this instance takes traffic (what /readyz answers), else 0.', registers });
  const draining = new client.Gauge({ name: 'navyug_draining', help: '1 once this instance has been told to stop and is finishing its requests, else 0.', registers });

  // The page cache keeps its own counters; these read them when scraped (0 where the cache is off).
  const cacheCounter = (name: string, help: string, read: (stats: PageCacheStats) => number) =>
    new client.Counter({
      name,
      help,
      registers,
      collect() {
        this.reset();
        this.inc(sources.pageCache ? read(sources.pageCache) : 0);
      },
    });
  cacheCounter('navyug_page_cache_hits_total', 'Requests the page cache answered itself.', (s) => s.hits);
  cacheCounter('navyug_page_cache_misses_total', 'Cacheable requests the page cache passed on to Next.', (s) => s.misses);
  cacheCounter('navyug_page_cache_evictions_total', 'Stored responses dropped because the cache was full.', (s) => s.evictions);
  new client.Gauge({
    name: 'navyug_page_cache_bytes',
    help: 'Memory held by the page cache’s stored bodies.',
    registers,
    collect() {
      this.set(sources.pageCache?.bytes ?? 0);
    },
  });

  const submissions = new client.Counter({
    name: 'navyug_submissions_total',
    help: 'Form posts by form and by what became of them (stored, or why refused); one per request.',
    labelNames: ['form', 'outcome'],
    registers,
  });
  for (const form of FORMS) for (const outcome of SUBMISSION_OUTCOMES) submissions.inc({ form, outcome }, 0);

  // The backlog is read once per scrape for both gauges (they are collected together), with a timeout. A query still
  // under way from an earlier scrape is waited on again rather than asked twice, for up to a minute (pg gives up on
  // its own after DATABASE_QUERY_TIMEOUT_MS; a query that never ends must not silence the gauges for good).
  let pending: { query: Promise<QueueBacklog[]>; read: () => Promise<QueueBacklog[]>; since: number } | null = null;
  const backlog = async (): Promise<QueueBacklog[] | null> => {
    const read = sources.backlog;
    if (!read) return null;
    if (!pending || pending.read !== read || Date.now() - pending.since > 60_000) {
      const query = read().finally(() => {
        if (pending?.query === query) pending = null;
      });
      pending = { query, read, since: Date.now() };
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), BACKLOG_TIMEOUT_MS);
    });
    try {
      return await Promise.race([pending.query.catch(() => null), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
  new client.Gauge({
    name: 'navyug_outbox_depth',
    help: 'Messages waiting in each queue (pending, or being sent): mail (outbox) and webhooks (webhook_deliveries).',
    labelNames: ['queue'],
    registers,
    async collect() {
      const read = await backlog();
      this.reset();
      for (const each of read ?? []) this.set({ queue: each.queue }, each.depth);
    },
  });
  new client.Gauge({
    name: 'navyug_outbox_oldest_age_seconds',
    help: 'Age of the oldest message waiting in each queue; 0 when none waits.',
    labelNames: ['queue'],
    registers,
    async collect() {
      const read = await backlog();
      this.reset();
      const now = Date.now();
      for (const each of read ?? []) this.set({ queue: each.queue }, each.oldestAt ? Math.max(0, (now - Date.parse(each.oldestAt)) / 1000) : 0);
    },
  });
  const deliveries = new client.Counter({
    name: 'navyug_outbox_delivery_attempts_total',
    help: 'Delivery attempts by queue and outcome: delivered, failed and retried later, failed for good (given_up).',
    labelNames: ['queue', 'outcome'],
    registers,
  });
  for (const queue of QUEUES) for (const outcome of DELIVERY_OUTCOMES) deliveries.inc({ queue, outcome }, 0);

  const analyticsQueued = new client.Counter({
    name: 'navyug_analytics_events_queued_total',
    help: 'Analytics events put in the write queue, by kind (page views, not-found views, conversions).',
    labelNames: ['kind'],
    registers,
  });
  for (const kind of ANALYTICS_KINDS) analyticsQueued.inc({ kind }, 0);
  const analyticsDropped = new client.Counter({
    name: 'navyug_analytics_events_dropped_total',
    help: 'Analytics events not counted, by reason (limits, bots, visitors’ choices, failed writes).',
    labelNames: ['reason'],
    registers,
  });
  for (const reason of ANALYTICS_DROPS) analyticsDropped.inc({ reason }, 0);
  new client.Gauge({
    name: 'navyug_analytics_queue_length',
    help: 'Analytics events waiting to be written.',
    registers,
    collect() {
      this.set(sources.analyticsQueue?.() ?? 0);
    },
  });

  const queryDuration = new client.Histogram({
    name: 'navyug_db_query_duration_seconds',
    help: 'Database query time, by whether the query succeeded (query) or failed (error).',
    labelNames: ['level'],
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  new client.Gauge({
    name: 'navyug_db_pool_clients',
    help: 'PostgreSQL pool: connections open (total), idle, and queries waiting for one (waiting). Absent on SQLite.',
    labelNames: ['state'],
    registers,
    collect() {
      this.reset();
      const pool = sources.pool;
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  return { registry, sources, requestDuration, ready, draining, submissions, deliveries, analyticsQueued, analyticsDropped, queryDuration };
}

/** The process's metrics, made on first use. */
export function metrics() {
  return processValue('metrics', create);
}

/** Records one answered request (the serving layer calls this when a response ends). */
export function observeRequest(method: string, route: string, status: number, seconds: number): void {
  const label = method === 'GET' || method === 'HEAD' || method === 'POST' ? method : 'other';
  const key = `${label} ${route} ${Math.floor(status / 100)}`;
  // The labelled child of each (method, route, status class), kept: prom-client would hash the labels on every
  // observation (a few µs on a page served from the cache in tens). Bounded as the labels are.
  let child = requestChildren.get(key);
  if (!child) {
    child = metrics().requestDuration.labels({ method: label, route, status: `${Math.floor(status / 100)}xx` });
    requestChildren.set(key, child);
  }
  child.observe(seconds);
}
const requestChildren = new Map<string, { observe(value: number): void }>();

/** The exposition, for GET /metrics. */
export async function metricsResponse(): Promise<{ contentType: string; body: string }> {
  const { registry } = metrics();
  return { contentType: registry.contentType, body: await registry.metrics() };
}

/** For the serving layer: whether this instance takes traffic (navyug_ready), as /readyz answers. */
export function setReady(ready: boolean): void {
  metrics().ready.set(ready ? 1 : 0);
}

/** For the serving layer: whether this instance is draining before it stops (navyug_draining). */
export function setDraining(draining: boolean): void {
  metrics().draining.set(draining ? 1 : 0);
}

/** For the serving layer (scripts/server.mjs): the page cache whose `stats` the scrape reads. */
export function registerPageCache(stats: PageCacheStats): void {
  metrics().sources.pageCache = stats;
}

/** For the app (server/runtime.ts): how to read the queues' backlog at scrape time. */
export function watchOutboxes(read: () => Promise<QueueBacklog[]>): void {
  metrics().sources.backlog = read;
}

/** For the app (server/runtime.ts): the PostgreSQL pool to report. */
export function watchPool(pool: PoolCounts): void {
  metrics().sources.pool = pool;
}

/** For the analytics recorder (server/analytics/queue.ts): the length of its write queue. */
export function watchAnalyticsQueue(length: () => number): void {
  metrics().sources.analyticsQueue = length;
}

/** One form post's outcome: called once per request, where it was decided (the request guard, or the form's edge). */
export function countSubmission(form: FormKey, outcome: SubmissionOutcome): void {
  metrics().submissions.inc({ form, outcome });
}

/** One delivery attempt of a queued message (server/queue/worker.ts). */
export function countDelivery(queue: QueueName, outcome: DeliveryOutcome): void {
  metrics().deliveries.inc({ queue, outcome });
}

export function countAnalyticsQueued(kind: AnalyticsKind): void {
  metrics().analyticsQueued.inc({ kind });
}

export function countAnalyticsDropped(reason: AnalyticsDrop, events = 1): void {
  if (events > 0) metrics().analyticsDropped.inc({ reason }, events);
}

/**
 * Kysely's `log` (server/db/client.ts): every query's duration, labelled only by its level, never by its SQL
 * (unbounded, and it may hold values).
 */
export function observeQuery(event: { level: 'query' | 'error'; queryDurationMillis: number }): void {
  metrics().queryDuration.observe({ level: event.level }, event.queryDurationMillis / 1000);
}

// Route templates -----------------------------------------------------------------------------------------------

/** Paths with a label of their own, whatever the build holds: the health and metrics endpoints. */
const FIXED_ROUTES = new Set(['/livez', '/readyz', '/metrics']);

interface RouteTable {
  /** the app's routes without parameters, and the public folder's top-level files: each its own label */
  exact: Set<string>;
  /** the app's dynamic routes, in the order Next tries them (most specific first, catch-alls last) */
  dynamic: { page: string; regex: RegExp }[];
}

const tables = new Map<string, RouteTable>();

/**
 * The route table of the build in `root`: `.next/routes-manifest.json`, read once. Without a build (next dev, unit
 * tests) it is empty, and every path but the fixed buckets is `other`.
 */
function routeTable(root: string): RouteTable {
  let table = tables.get(root);
  if (table) return table;
  table = { exact: new Set(), dynamic: [] };
  try {
    const manifest = JSON.parse(readFileSync(path.join(root, '.next/routes-manifest.json'), 'utf8')) as {
      staticRoutes?: { page: string }[];
      dynamicRoutes?: { page: string; regex: string }[];
    };
    for (const route of manifest.staticRoutes ?? []) table.exact.add(route.page);
    for (const route of manifest.dynamicRoutes ?? []) table.dynamic.push({ page: route.page, regex: new RegExp(route.regex) });
  } catch {
    // no build here: the fixed buckets only
  }
  try {
    // public/hit.js and its kind: files Next serves from the public folder's top, which `/[slug]` would otherwise claim.
    for (const entry of readdirSync(path.join(root, 'public'), { withFileTypes: true })) if (entry.isFile()) table.exact.add(`/${entry.name}`);
  } catch {
    // no public folder
  }
  tables.set(root, table);
  return table;
}

/**
 * The label for a request's path: the app route it reaches as the build names it (`/blog/[slug]`, `/api/hit`), a
 * fixed bucket (`/_next/static/*`, `/_next/image`, `/media/*`, `/livez`, `/readyz`, `/metrics`), or `other`. Never the
 * path itself: labels must stay few whatever visitors request. A path no route takes is labelled by the catch-all
 * route that answers its 404 (`/[...missing]`).
 */
export function routeTemplate(pathname: string, root: string = process.cwd()): string {
  // The same few paths come again and again (the regular expressions of every dynamic route cost µs a request): their
  // answers are kept, up to KNOWN_PATHS of them, then forgotten all at once (a crawl of made-up paths cannot grow it).
  const known = knownPaths.get(pathname);
  if (known !== undefined && root === process.cwd()) return known;
  const template = templateOf(pathname, root);
  if (root === process.cwd()) {
    if (knownPaths.size >= KNOWN_PATHS) knownPaths.clear();
    knownPaths.set(pathname, template);
  }
  return template;
}
const KNOWN_PATHS = 2_000;
const knownPaths = new Map<string, string>();

function templateOf(pathname: string, root: string): string {
  if (!pathname.startsWith('/')) return 'other'; // `*` (OPTIONS), an absolute-form target
  const end = pathname.search(/[?#]/);
  const bare = end === -1 ? pathname : pathname.slice(0, end);
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare;
  if (FIXED_ROUTES.has(trimmed)) return trimmed;
  if (trimmed.startsWith('/_next/static/')) return '/_next/static/*';
  if (trimmed === '/_next/image') return '/_next/image';
  if (trimmed.startsWith('/_next/')) return '/_next/*';
  // The site's own images (public/media/<group>/…); a media library file (/media/<file>, one segment) is a route.
  if (/^\/media\/[^/]+\/./.test(trimmed)) return '/media/*';
  const table = routeTable(root);
  if (table.exact.has(trimmed)) return trimmed;
  for (const route of table.dynamic) if (route.regex.test(trimmed)) return route.page;
  return 'other';
}
