import 'server-only';
import { config } from './config';
import { database, type Db } from './db/client';
import { databaseUnavailable } from './db/unavailable';
import { unavailable } from './http/errors';
import { startOutboxWorker } from './mail/outbox';
import { createSender } from './mail/transport';
import type { FormKey } from './http/form-routes.mts';
import { seedDemoJobs } from './repositories/jobs';
import { watchContentVersion } from './services/content-version';
import { startRetentionSweeper } from './services/retention';
import { startAnalyticsRollups } from './services/analytics';
import { startWebhookWorker } from './webhooks/outbox';

export interface Runtime {
  db: Db;
  kickOutbox: () => void;
  kickWebhooks: () => void;
}

const holder = globalThis as unknown as { __navyugRuntime?: Promise<Runtime> };

/** The server's shared parts, started once per process: database (migrated, demo jobs seeded), the mail and webhook workers, the retention sweep. */
export function runtime(): Promise<Runtime> {
  holder.__navyugRuntime ??= (async () => {
    const db = await database();
    if (config.seedDemo) await seedDemoJobs(db.kysely);
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
    // The request guard in front of Next (scripts/server.mjs) asks this before it reads a form's body. When the
    // database cannot be reached, no form can be stored: the 503 it rejects with lets the guard say so at once.
    (globalThis as { __navyugGuardHooks?: unknown }).__navyugGuardHooks = {
      rateLimited: async (form: FormKey, client: string) => {
        const { alreadyRefused } = await import('./services/submission');
        return alreadyRefused(db.kysely, form, client).catch((error: unknown) => {
          throw databaseUnavailable(error) ? unavailable(form) : error;
        });
      },
      // The page cache and the token fill (server/http/token-fill.mts) put a fresh form token in each form page.
      formToken: async () => (await import('./services/submission')).formToken(),
    };
    watchContentVersion(db.kysely, config.contentPollMs);
    startRetentionSweeper(db.kysely);
    startAnalyticsRollups(db.kysely);
    return { db, kickOutbox: worker.kick, kickWebhooks: webhooks.kick };
  })().catch((error) => {
    holder.__navyugRuntime = undefined;
    throw error;
  });
  return holder.__navyugRuntime;
}
