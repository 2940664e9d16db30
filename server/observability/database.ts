import 'server-only';
import type { Db } from '../db/client';
import { queueBacklog } from '../repositories/queue';
import { QUEUES, watchOutboxes, watchPool } from './metrics.mts';

/**
 * Lends the metrics (./metrics.mts) what they read from the process's database at scrape time: the mail and webhook
 * queues' backlog, and the PostgreSQL pool's counts. server/runtime.ts calls it once the database is open.
 */
export function registerDatabaseMetrics(db: Db): void {
  watchOutboxes(() => Promise.all(QUEUES.map(async (queue) => ({ queue, ...(await queueBacklog(db.kysely, queue)) }))));
  if (db.pool) watchPool(db.pool);
}
