import 'server-only';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, OutboxTable } from '../db/schema';
import { requeued } from './queue';

/** Queues messages in the caller's transaction (server/mail/outbox.ts makes the rows). */
export async function insertMails(trx: Transaction<Database>, rows: Insertable<OutboxTable>[]): Promise<void> {
  await trx.insertInto('outbox').values(rows).execute();
}

/** Messages not yet delivered (pending, sending, failed), failed first, then oldest first. */
export async function listUndelivered(db: Kysely<Database>) {
  return db
    .selectFrom('outbox')
    .select(['id', 'topic', 'to_address', 'subject', 'status', 'attempts', 'last_error', 'next_attempt_at', 'created_at', 'owner_kind', 'owner_id'])
    .where('status', 'in', ['pending', 'sending', 'failed'])
    .orderBy((eb) => eb.case().when('status', '=', 'failed').then(0).else(1).end())
    .orderBy('created_at')
    .limit(200)
    .execute();
}

/** The latest delivered messages, newest queued first, with the attempts it took (the status index serves it). */
export async function listRecentlySent(db: Kysely<Database>, limit = 20) {
  return db
    .selectFrom('outbox')
    .select(['id', 'to_address', 'subject', 'attempts', 'created_at', 'sent_at', 'owner_kind', 'owner_id'])
    .where('status', '=', 'sent')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

export async function outboxCounts(db: Kysely<Database>) {
  const rows = await db.selectFrom('outbox').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('status').execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)])) as Partial<Record<'pending' | 'sending' | 'sent' | 'failed', number>>;
}

/** Puts a failed (or waiting) message back in the queue now, with a fresh set of attempts. */
export async function retryMail(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.updateTable('outbox').set(requeued()).where('id', '=', id).where('status', 'in', ['failed', 'pending']).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function retryAllFailed(db: Kysely<Database>): Promise<number> {
  const result = await db.updateTable('outbox').set(requeued()).where('status', '=', 'failed').executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Which of these message ids still have their row (server/mail/files.ts: a mail file without one is removed). */
export async function existingMailIds(db: Kysely<Database>, ids: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  // In slices: a statement has a limit on its parameters (SQLite's 32,766).
  for (let at = 0; at < ids.length; at += 500) {
    for (const row of await db.selectFrom('outbox').select('id').where('id', 'in', ids.slice(at, at + 500)).execute()) found.add(row.id);
  }
  return found;
}
