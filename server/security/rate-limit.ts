import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface RateRule {
  max: number;
  windowMs: number;
}

/**
 * Counts one attempt for `key` in the current fixed window (atomic upsert, so it holds across instances
 * sharing PostgreSQL). Returns whether the attempt is allowed and, if not, when the window ends.
 */
export async function hit(db: Kysely<Database>, key: string, rule: RateRule, now = Date.now()) {
  const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
  const row = await db
    .insertInto('rate_limits')
    .values({ key: `${key}:${windowStart}`, window_start: new Date(windowStart).toISOString(), count: 1 })
    .onConflict((oc) => oc.column('key').doUpdateSet({ count: sql`rate_limits.count + 1` }))
    .returning('count')
    .executeTakeFirstOrThrow();
  if (Math.random() < 0.02) {
    // now and then, forget windows that ended more than a day ago
    await db.deleteFrom('rate_limits').where('window_start', '<', new Date(now - 86_400_000).toISOString()).execute();
  }
  return { allowed: Number(row.count) <= rule.max, retryAfterMs: windowStart + rule.windowMs - now };
}

/** The count so far in `key`'s current window, without counting anything. */
export async function peek(db: Kysely<Database>, key: string, rule: RateRule, now = Date.now()) {
  const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
  const row = await db.selectFrom('rate_limits').select('count').where('key', '=', `${key}:${windowStart}`).executeTakeFirst();
  return { count: Number(row?.count ?? 0), retryAfterMs: windowStart + rule.windowMs - now };
}
