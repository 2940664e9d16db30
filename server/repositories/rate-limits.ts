import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Counts one more under `key` (a key and its window, as server/security/rate-limit.ts makes it) by an atomic upsert,
 * so it holds across instances sharing PostgreSQL. The count with this one.
 */
export async function countOneMore(db: Kysely<Database>, key: string, windowStart: string): Promise<number> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) => oc.column('key').doUpdateSet({ count: sql`rate_limits.count + 1` }))
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The count so far under `key`, 0 when there is none. */
export async function countSoFar(db: Kysely<Database>, key: string): Promise<number> {
  const row = await db.selectFrom('rate_limits').select('count').where('key', '=', key).executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Forgets the counts of windows that started before `before`. */
export async function forgetWindowsBefore(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('window_start', '<', before).execute();
}
