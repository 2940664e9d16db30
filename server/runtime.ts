import 'server-only';
import { config } from './config';
import { database, type Db } from './db/client';
import { startOnFirstUse } from './db/current';
import { databaseUnavailable } from './db/unavailable';
import { unavailable } from './http/errors';
import { startOutboxWorker } from './mail/outbox';
import { createSender } from './mail/transport';
import { registerKick } from './queue/kick';
import { offerGuardHooks, processOnce } from './serving/contract.mts';
import { seedDemoJobs } from './repositories/jobs';
import { seedContent, startScheduler } from './content/studio';
import { watchPageCacheVersion } from './content/page-cache-version';
import { startRetentionSweeper } from './privacy/retention';
import { startAnalyticsRollups } from './analytics/rollup';
import { startWebhookWorker } from './webhooks/outbox';

export interface Runtime {
  db: Db;
}

/**
 * The server's shared parts, started once per process: database (migrated, demo jobs seeded), the mail and webhook
 * workers (their kicks registered in server/queue/kick.ts), the retention sweep. Code that needs the database asks
 * server/db/current.ts, which has this started on its first use once this module is loaded (instrumentation.ts).
 */
export function runtime(): Promise<Runtime> {
  return processOnce('runtime', async () => {
    const db = await database();
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
    watchPageCacheVersion(db.kysely, config.contentPollMs);
    startRetentionSweeper(db, config.dataDir);
    startAnalyticsRollups(db.kysely);
    startScheduler(db.kysely, config.contentSchedulerMs);
    return { db };
  });
}

// From now on, the first use of the database (server/db/current.ts) starts all of the above.
startOnFirstUse(async () => (await runtime()).db);
