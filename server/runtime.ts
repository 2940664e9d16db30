import 'server-only';
import { config } from './config';
import { database, missingMigrations, type Db } from './db/client';
import { startOnFirstUse } from './db/current';
import { databaseUnavailable } from './db/unavailable';
import { unavailable } from './http/errors';
import { startOutboxWorker } from './mail/outbox';
import { createSender } from './mail/transport';
import { QUEUES, watchOutboxes, watchPool } from './observability/metrics.mts';
import { queueBacklog } from './repositories/queue';
import { registerKick } from './queue/kick';
import { offerAppHooks, offerGuardHooks, processOnce, processValueOf } from './serving/contract.mts';
import type { Analytics } from './analytics/queue';
import { seedDemoJobs } from './repositories/jobs';
import { seedContent, startScheduler } from './content/studio';
import { watchPageCacheVersion } from './content/page-cache-version';
import { startRetentionSweeper } from './privacy/retention';
import { startAnalyticsRollups } from './analytics/rollup';
import { startWebhookWorker } from './webhooks/outbox';

export interface Runtime {
  db: Db;
  /** Stops every worker and loop this runtime started; resolves once the runs under way have ended. */
  stop(): Promise<void>;
}

/**
 * The server's shared parts, started once per process: database (migrated, demo jobs seeded), the mail and webhook
 * workers (their kicks registered in server/queue/kick.ts), the retention sweep. Code that needs the database asks
 * server/db/current.ts, which has this started on its first use once this module is loaded (instrumentation.ts).
 */
export function runtime(): Promise<Runtime> {
  return processOnce('runtime', async () => {
    const db = await database();
    // What the metrics read from the database when /metrics is scraped: the queues' backlog, the pool's counts.
    watchOutboxes(() => Promise.all(QUEUES.map(async (queue) => ({ queue, ...(await queueBacklog(db.kysely, queue)) }))));
    if (db.pool) watchPool(db.pool);
    if (config.seedDemo) await seedDemoJobs(db.kysely);
    await seedContent(db.kysely); // the content modules, once, on a fresh install
    const worker = startOutboxWorker({
      db: db.kysely,
      send: createSender({ smtpUrl: config.smtpUrl, dataDir: config.dataDir }),
      from: config.mailFrom,
      pollMs: config.outboxPollMs,
      retryBaseMs: config.outboxRetryBaseMs,
    });
    const webhooks = startWebhookWorker({
      db: db.kysely,
      pollMs: config.outboxPollMs,
      retryBaseMs: config.outboxRetryBaseMs,
      timeoutMs: config.webhookTimeoutMs,
      publicOnly: config.webhookPublicOnly,
    });
    // Lent to the serving layer in front of Next (scripts/server.mjs) through server/serving/contract.mts.
    offerGuardHooks({
      // The request guard asks this before it reads a form's body. When the database cannot be reached, no form can
      // be stored: the 503 it rejects with lets the guard say so at once.
      rateLimited: async (form, client) => {
        const { alreadyRefused } = await import('./forms/submission');
        return alreadyRefused(db.kysely, form, client).catch((error: unknown) => {
          throw databaseUnavailable(error) ? unavailable(form) : error;
        });
      },
      // The page cache and the token fill (server/serving/token-fill.mts) put a fresh form token in each form page.
      formToken: async () => (await import('./forms/submission')).formToken(db.kysely),
      // The analytics beacon, answered in front of Next (server/serving/beacon.mts).
      hit: async (request) => (await import('./analytics/ingest')).answerHit(db, request),
    });
    registerKick('outbox', worker.kick);
    registerKick('webhook_deliveries', webhooks.kick);
    const stops = [
      worker.stop,
      webhooks.stop,
      watchPageCacheVersion(db.kysely, config.contentPollMs),
      startRetentionSweeper(db, config.dataDir).stop,
      startAnalyticsRollups(db.kysely),
      startScheduler(db.kysely, config.contentSchedulerMs),
    ];
    return { db, stop: async () => void (await Promise.all(stops.map((stop) => stop()))) };
  });
}

/**
 * Readiness (GET /readyz, server/serving/lifecycle.mts, which bounds the wait): the database answers and holds this
 * build's migrations. runtime() opens the database when it could not at start (and starts what waits on it), so an
 * instance that started during an outage becomes ready once the database is back, without a restart.
 */
function health(): Promise<'database' | 'migrations' | null> {
  return runtime()
    .then(async ({ db }) => ((await missingMigrations(db)).length > 0 ? ('migrations' as const) : null))
    .catch(() => 'database' as const);
}

/**
 * The end of the shared parts, once the server has answered its last request: the workers stop after the message
 * each holds (a claimed row is sent or put back, never left to wait out its lock), the page views still queued are
 * written, then the database's connections close.
 */
async function shutdown(): Promise<void> {
  const started = processValueOf<Promise<Runtime>>('runtime');
  const running = await started?.catch(() => undefined);
  if (!running) return;
  await running.stop();
  const analytics = processValueOf<Analytics>('analytics');
  if (analytics) {
    await analytics.stop();
    await analytics.flush().catch((error: unknown) => console.error(`analytics: page views not written at shutdown (${(error as Error).message})`));
  }
  await running.db.kysely.destroy();
}

offerAppHooks({ health, shutdown });

// From now on, the first use of the database (server/db/current.ts) starts all of the above.
startOnFirstUse(async () => (await runtime()).db);
