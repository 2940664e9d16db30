import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { staticRoutes } from '@/content/routes';
import { createAnalytics, type Analytics } from '@/server/analytics/queue';
import { migrate } from '@/server/db/client';
import { enqueueMail } from '@/server/mail/outbox';
import { queueBacklog } from '@/server/repositories/queue';
import {
  BACKLOG_TIMEOUT_MS,
  QUEUES,
  countSubmission,
  metrics,
  metricsResponse,
  observeQuery,
  registerPageCache,
  routeTemplate,
  setDraining,
  setReady,
  watchAnalyticsQueue,
  watchOutboxes,
  watchPool,
} from '@/server/observability/metrics.mts';
import { DeliveryError, startQueueWorker } from '@/server/queue/worker';
import { trustedProxies } from '@/server/serving/client-address.mts';
import { createRequestGuard } from '@/server/serving/request-guard.mts';
import { engineDatabase, type Engine } from '../../support/database';

/** The sum of a metric's samples whose labels include `labels` (a histogram's: its `_count`). */
async function value(name: string, labels: Record<string, string> = {}): Promise<number> {
  const metric = metrics().registry.getSingleMetric(name);
  if (!metric) throw new Error(`no metric ${name}`);
  const { values } = await metric.get();
  return values
    .filter((sample) => !('metricName' in sample) || sample.metricName === undefined || sample.metricName === `${name}_count`)
    .filter((sample) => Object.entries(labels).every(([key, wanted]) => sample.labels[key] === wanted))
    .reduce((sum, sample) => sum + sample.value, 0);
}

/** The labelled samples of a metric, as `label=value,…` → value. */
async function samples(name: string): Promise<Record<string, number>> {
  const { values } = await metrics().registry.getSingleMetric(name)!.get();
  return Object.fromEntries(values.map((sample) => [Object.entries(sample.labels).map(([k, v]) => `${k}=${v}`).join(','), sample.value]));
}

describe('routeTemplate', () => {
  let root: string;
  beforeAll(() => {
    // A build's manifest as Next 16 writes it (.next/routes-manifest.json), cut to the routes these cases need.
    root = mkdtempSync(path.join(tmpdir(), 'navyug-routes-'));
    mkdirSync(path.join(root, '.next'));
    mkdirSync(path.join(root, 'public/media/hero'), { recursive: true });
    writeFileSync(path.join(root, 'public/hit.js'), '');
    writeFileSync(path.join(root, 'public/media/hero/a.avif'), '');
    const route = (page: string, regex: string) => ({ page, regex, routeKeys: {}, namedRegex: regex });
    writeFileSync(
      path.join(root, '.next/routes-manifest.json'),
      JSON.stringify({
        version: 3,
        staticRoutes: [route('/', '^/(?:/)?$'), route('/about-us', '^/about\\-us(?:/)?$'), route('/api/hit', '^/api/hit(?:/)?$'), route('/contact-us', '^/contact\\-us(?:/)?$')],
        dynamicRoutes: [
          route('/api/forms/[kind]', '^/api/forms/([^/]+?)(?:/)?$'),
          route('/blog/[slug]', '^/blog/([^/]+?)(?:/)?$'),
          route('/media/[file]', '^/media/([^/]+?)(?:/)?$'),
          route('/[slug]', '^/([^/]+?)(?:/)?$'),
          route('/[...missing]', '^/(.+?)(?:/)?$'),
        ],
      }),
    );
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it.each([
    ['/', '/'],
    ['/about-us', '/about-us'],
    ['/about-us/', '/about-us'],
    ['/contact-us?fullname=Ada+Lovelace', '/contact-us'],
    ['/blog/my-first-post', '/blog/[slug]'],
    ['/api/forms/contact', '/api/forms/[kind]'],
    ['/api/hit', '/api/hit'],
    ['/hit.js', '/hit.js'],
    ['/website-development', '/[slug]'],
    ['/ada@example.com', '/[slug]'],
    ['/wp-admin/setup-config.php', '/[...missing]'],
    ['/media/3f2a9c-640.avif', '/media/[file]'],
    ['/media/hero/a.avif', '/media/*'],
    ['/media/hero/whatever/a visitor typed', '/media/*'],
    ['/_next/static/chunks/0abc.js', '/_next/static/*'],
    ['/_next/image', '/_next/image'],
    ['/_next/image?url=%2Fmedia%2Fhero%2Fa.avif&w=640&q=75', '/_next/image'],
    ['/_next/webpack-hmr', '/_next/*'],
    ['/livez', '/livez'],
    ['/readyz', '/readyz'],
    ['/metrics', '/metrics'],
    ['*', 'other'],
    ['http://example.com/', 'other'],
  ])('labels %s as %s', (pathname, label) => {
    expect(routeTemplate(pathname, root)).toBe(label);
  });

  it('labels everything but the fixed buckets `other` where there is no build', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'navyug-no-build-'));
    try {
      expect(['/', '/about-us', '/blog/x', '/anything'].map((p) => routeTemplate(p, empty))).toEqual(['other', 'other', 'other', 'other']);
      expect(['/livez', '/_next/static/a.js', '/media/a/b.avif'].map((p) => routeTemplate(p, empty))).toEqual(['/livez', '/_next/static/*', '/media/*']);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('keeps the labels few whatever is requested: a thousand random paths give a handful', () => {
    const labels = new Set<string>();
    for (let i = 0; i < 1000; i++) labels.add(routeTemplate(`/${Math.random().toString(36).slice(2)}${'/x'.repeat(i % 4)}?q=${i}`, root));
    expect([...labels].sort()).toEqual(['/[...missing]', '/[slug]']);
  });
});

describe('the exposition', () => {
  it('has the process’s own metrics with the prefix: RSS, heap, event-loop delay', async () => {
    const { contentType, body } = await metricsResponse();
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of ['navyug_process_resident_memory_bytes', 'navyug_nodejs_heap_size_used_bytes', 'navyug_nodejs_eventloop_lag_p99_seconds', 'navyug_nodejs_eventloop_lag_seconds']) {
      expect(body).toMatch(new RegExp(`^${name} [0-9.e+-]+$`, 'm'));
    }
  });

  it('reports readiness and draining as the serving layer sets them', async () => {
    setReady(true);
    setDraining(false);
    expect([await value('navyug_ready'), await value('navyug_draining')]).toEqual([1, 0]);
    setReady(false);
    setDraining(true);
    expect([await value('navyug_ready'), await value('navyug_draining')]).toEqual([0, 1]);
  });

  it('reads the page cache’s stats when scraped, not when they change', async () => {
    const stats = { hits: 0, misses: 0, stored: 0, bytes: 0, evictions: 0, refined: 0 };
    registerPageCache(stats);
    stats.hits = 7;
    stats.misses = 3;
    stats.bytes = 4096;
    expect([await value('navyug_page_cache_hits_total'), await value('navyug_page_cache_misses_total'), await value('navyug_page_cache_bytes')]).toEqual([7, 3, 4096]);
    stats.hits++;
    expect(await value('navyug_page_cache_hits_total')).toBe(8);
  });

  it('counts submissions by form and outcome, every pair present from the start', async () => {
    const all = await samples('navyug_submissions_total');
    expect(Object.keys(all)).toContain('form=apply,outcome=busy');
    const before = await value('navyug_submissions_total', { form: 'quote', outcome: 'spam' });
    countSubmission('quote', 'spam');
    expect(await value('navyug_submissions_total', { form: 'quote', outcome: 'spam' })).toBe(before + 1);
  });

  it('times database queries by level only', async () => {
    const before = await value('navyug_db_query_duration_seconds', { level: 'error' });
    observeQuery({ level: 'error', queryDurationMillis: 12 });
    expect(await value('navyug_db_query_duration_seconds', { level: 'error' })).toBe(before + 1);
    const { body } = await metricsResponse();
    const labels = [...body.matchAll(/^navyug_db_query_duration_seconds_count\{([^}]*)\}/gm)].map((m) => m[1]);
    expect(labels.every((set) => /^level="(query|error)"$/.test(set))).toBe(true);
  });

  it('reports the PostgreSQL pool’s counts by state, and nothing without a pool', async () => {
    expect(await samples('navyug_db_pool_clients')).toEqual({});
    watchPool({ totalCount: 4, idleCount: 3, waitingCount: 1 });
    expect(await samples('navyug_db_pool_clients')).toEqual({ 'state=total': 4, 'state=idle': 3, 'state=waiting': 1 });
  });

  it(`answers a scrape within ${BACKLOG_TIMEOUT_MS} ms when the database does not answer, without the outbox gauges, and asks it once`, async () => {
    let asked = 0;
    watchOutboxes(() => {
      asked++;
      return new Promise(() => undefined);
    });
    const started = Date.now();
    const { body } = await metricsResponse();
    expect(Date.now() - started).toBeLessThan(BACKLOG_TIMEOUT_MS + 500);
    expect(body).not.toMatch(/^navyug_outbox_depth\{/m);
    expect(body).not.toMatch(/^navyug_outbox_oldest_age_seconds\{/m);
    await metricsResponse(); // the first query still hangs: this scrape waits on it rather than piling up another
    expect(asked).toBe(1);
  });

  it('reports each queue’s depth and the age of its oldest waiting message', async () => {
    const tenMinutesAgo = new Date(Date.now() - 600_000).toISOString();
    watchOutboxes(async () => [
      { queue: 'outbox', depth: 3, oldestAt: tenMinutesAgo },
      { queue: 'webhook_deliveries', depth: 0, oldestAt: null },
    ]);
    expect(await samples('navyug_outbox_depth')).toEqual({ 'queue=outbox': 3, 'queue=webhook_deliveries': 0 });
    const ages = await samples('navyug_outbox_oldest_age_seconds');
    expect(ages['queue=outbox']).toBeGreaterThanOrEqual(600);
    expect(ages['queue=outbox']).toBeLessThan(610);
    expect(ages['queue=webhook_deliveries']).toBe(0);
  });
});

describe('the request guard counts the form posts it refuses, once each', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  async function guarded(options: Partial<Parameters<typeof createRequestGuard>[1]> = {}) {
    const spoolDir = mkdtempSync(path.join(tmpdir(), 'navyug-metrics-guard-'));
    const guard = createRequestGuard((req, res) => req.resume().on('end', () => res.end('next')), { trusted: trustedProxies(''), spoolDir, log: () => undefined, countRefused: countSubmission, ...options }); // as scripts/server.mjs hands it
    const server = createServer(guard);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('413 as too_large, the database’s 503 as unavailable, all slots held as busy; a post it lets through is not counted here', async () => {
    const contact = (outcome: string) => value('navyug_submissions_total', { form: 'contact', outcome });
    const before = { too_large: await contact('too_large'), unavailable: await contact('unavailable'), busy: await contact('busy') };
    const total = async () => value('navyug_submissions_total');
    const post = (url: string, body: string) => fetch(`${url}/api/forms/contact`, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });

    const open = await guarded();
    expect((await post(open, 'x'.repeat(300 * 1024))).status).toBe(413);
    expect(await contact('too_large')).toBe(before.too_large + 1);
    const counted = await total();
    expect((await post(open, 'fullname=Ada')).status).toBe(200); // to the form, which counts it itself
    expect(await total()).toBe(counted);

    const down = await guarded({ rateLimited: () => Promise.reject(Object.assign(new Error('The database is down'), { status: 503, headers: {} })) });
    expect((await post(down, 'fullname=Ada')).status).toBe(503);
    expect(await contact('unavailable')).toBe(before.unavailable + 1);

    const full = await guarded({ maxBodies: 0 });
    expect((await post(full, 'fullname=Ada')).status).toBe(503);
    expect(await contact('busy')).toBe(before.busy + 1);
  });
});

describe.each<Engine>(['SQLite', 'PostgreSQL'])('on %s', (engine) => {
  let handle: Awaited<ReturnType<typeof engineDatabase>>;
  beforeAll(async () => {
    handle = await engineDatabase(engine);
    if (handle) await migrate(handle.db);
  });
  afterAll(async () => handle?.close());

  it('reads the outboxes’ backlog from the database: pending and sending rows, from the oldest', async (ctx) => {
    if (!handle) return ctx.skip(); // no PostgreSQL here (never in CI)
    const { db } = handle;
    const twentyMinutesAgo = new Date(Date.now() - 20 * 60_000);
    await db.kysely.transaction().execute(async (trx) => {
      await enqueueMail(trx, [{ topic: 't', to: 'a@example.com', content: { subject: 's', text: 't', html: 'h' } }], twentyMinutesAgo);
      await enqueueMail(trx, [{ topic: 't', to: 'b@example.com', content: { subject: 's', text: 't', html: 'h' } }]);
    });
    await db.kysely.updateTable('outbox').set({ status: 'sent' }).where('to_address', '=', 'b@example.com').execute();
    // As server/runtime.ts lends it once its database is open.
    watchOutboxes(() => Promise.all(QUEUES.map(async (queue) => ({ queue, ...(await queueBacklog(db.kysely, queue)) }))));
    expect(await samples('navyug_outbox_depth')).toEqual({ 'queue=outbox': 1, 'queue=webhook_deliveries': 0 });
    const ages = await samples('navyug_outbox_oldest_age_seconds');
    expect(ages['queue=outbox']).toBeGreaterThanOrEqual(20 * 60);
    expect(ages['queue=webhook_deliveries']).toBe(0);
  });

  it('counts delivery attempts: delivered, failed and retried, given up', async (ctx) => {
    if (!handle) return ctx.skip();
    const { db } = handle;
    await db.kysely.deleteFrom('outbox').execute();
    await db.kysely.transaction().execute(async (trx) => {
      for (const to of ['ok@example.com', 'again@example.com', 'never@example.com']) await enqueueMail(trx, [{ topic: 't', to, content: { subject: 's', text: 't', html: 'h' } }]);
    });
    const attempts = async () => samples('navyug_outbox_delivery_attempts_total');
    const before = await attempts();
    const worker = startQueueWorker({
      name: 'test outbox',
      db: db.kysely,
      table: 'outbox',
      pollMs: 60_000,
      retryBaseMs: 60_000,
      deliver: async (row) => {
        const to = (row as { to_address: string }).to_address;
        if (to === 'again@example.com') throw new Error('421 try later');
        if (to === 'never@example.com') throw new DeliveryError('550 no such user', { final: true });
      },
      delivered: (at) => ({ status: 'sent', sent_at: at }),
    });
    try {
      worker.kick();
      const delta = async () => {
        const now = await attempts();
        return ['delivered', 'retrying', 'given_up'].map((outcome) => now[`queue=outbox,outcome=${outcome}`] - before[`queue=outbox,outcome=${outcome}`]);
      };
      const until = Date.now() + 5_000;
      while ((await delta()).join() !== '1,1,1' && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await delta()).toEqual([1, 1, 1]);
    } finally {
      await worker.stop();
    }
  });

  it('counts analytics events queued and dropped by reason, and the queue’s length', async (ctx) => {
    if (!handle || engine !== 'SQLite') return ctx.skip(); // the recorder's counting does not depend on the engine
    const dropped = (reason: string) => value('navyug_analytics_events_dropped_total', { reason });
    const queued = (kind: string) => value('navyug_analytics_events_queued_total', { kind });
    const before = { view: await queued('view'), bot: await dropped('bot'), flood: await dropped('flood'), rate: await dropped('rate_limited'), notCounted: await dropped('not_counted') };
    const analytics: Analytics = createAnalytics(handle.db, { flushMs: 60_000, ratePerMinute: 3, globalPerMinute: 2, routes: async () => new Set(staticRoutes) });
    try {
      const signals = (address: string, userAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36') => ({ address, userAgent, optOut: false, host: 'navyug.example' });
      const hit = { url: 'https://navyug.example/work', referrer: null, timeZone: null, consent: null, script: true } as const;
      expect(await analytics.recordHit(hit, signals('203.0.113.1'))).toBe('counted');
      expect(await analytics.recordHit(hit, signals('203.0.113.2'))).toBe('counted');
      expect(await analytics.recordHit(hit, signals('203.0.113.3'))).toBe('limited'); // the instance's two a minute
      expect(await analytics.recordHit(hit, signals('203.0.113.4', 'Googlebot/2.1 (+http://www.google.com/bot.html)'))).toBe('blocked');
      expect(await analytics.recordHit(hit, { ...signals('203.0.113.5'), optOut: true })).toBe('ignored');
      for (let i = 0; i < 3; i++) await analytics.recordHit(hit, { ...signals('203.0.113.6'), optOut: true });
      expect(await analytics.recordHit(hit, signals('203.0.113.6'))).toBe('limited'); // that network's three a minute
      watchAnalyticsQueue(analytics.pending);
      expect(await value('navyug_analytics_queue_length')).toBe(2);
      expect({ view: await queued('view'), bot: await dropped('bot'), flood: await dropped('flood'), rate: await dropped('rate_limited'), notCounted: await dropped('not_counted') }).toEqual({
        view: before.view + 2,
        bot: before.bot + 1,
        flood: before.flood + 1,
        rate: before.rate + 1,
        notCounted: before.notCounted + 4,
      });
    } finally {
      analytics.stop();
    }
  });
});
