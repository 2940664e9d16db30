import 'server-only';
import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../db/schema';

/** The durable queues: tables whose rows are written in a submission's transaction and worked off later. */
export type QueueTable = 'outbox' | 'webhook_deliveries';

/** The columns every queue table has (see their migrations); the queue worker reads and writes only these. */
export interface QueueColumns {
  id: string;
  status: string;
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
}

/** The columns that put a row back in its queue now, with a fresh set of attempts (the admin's retry and send again). */
export const requeued = () => ({ status: 'pending' as const, attempts: 0, next_attempt_at: new Date().toISOString(), locked_until: null });

// One query shape serves every queue table: they share QueueColumns, and the name is only a string at run time.
const queue = (db: Kysely<Database>) => db as unknown as Kysely<{ queue: QueueColumns }>;
const from = (table: QueueTable) => table as unknown as 'queue';

/**
 * Rows due now: pending ones whose time has come, and ones whose claim lapsed (a worker died mid-send); oldest due
 * first. Every column of the table, typed as the ones all queues share.
 */
export async function dueRows(db: Kysely<Database>, table: QueueTable, now: string, limit = 20): Promise<QueueColumns[]> {
  return queue(db)
    .selectFrom(from(table))
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
        eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', now)]),
      ]),
    )
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
}

/**
 * Claims `row` until `lockedUntil`: an UPDATE conditional on the state it was read in (a stale lock included), so of
 * several instances only one wins it. Whether this one did.
 */
export async function claimRow(db: Kysely<Database>, table: QueueTable, row: QueueColumns, lockedUntil: string): Promise<boolean> {
  const claimed = await queue(db)
    .updateTable(from(table))
    .set({ status: 'sending', locked_until: lockedUntil })
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    .where('attempts', '=', row.attempts)
    .where((eb) => (row.locked_until === null ? eb('locked_until', 'is', null) : eb('locked_until', '=', row.locked_until)))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Stores what became of a claimed row: delivered, or back in the queue, or failed. */
export async function updateRow(db: Kysely<Database>, table: QueueTable, id: string, columns: Record<string, unknown>): Promise<void> {
  await queue(db).updateTable(from(table)).set(columns as Updateable<QueueColumns>).where('id', '=', id).execute();
}

/**
 * What waits in the queue (pending, or being sent): how many, and when the oldest was queued (ISO), for the metrics
 * (server/runtime.ts). The status index keeps it to the waiting rows, however many were delivered.
 */
export async function queueBacklog(db: Kysely<Database>, table: QueueTable): Promise<{ depth: number; oldestAt: string | null }> {
  const row = await queue(db)
    .selectFrom(from(table))
    .select((eb) => [eb.fn.countAll<number | string>().as('depth'), eb.fn.min('created_at').as('oldest')])
    .where('status', 'in', ['pending', 'sending'])
    .executeTakeFirst();
  return { depth: Number(row?.depth ?? 0), oldestAt: row?.oldest ?? null };
}
