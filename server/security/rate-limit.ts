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

/**
 * The count over the last full window, sliding: this window's count plus the previous window's, weighted by
 * how much of it still lies within one window of now (the usual approximation). A fixed window alone lets a
 * client that was locked out just before a window ends try again at once; this one decays instead. Also
 * the milliseconds until the count falls below `rule.max`, when it is not already.
 */
export async function peekSliding(db: Kysely<Database>, key: string, rule: RateRule, now = Date.now()) {
  const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
  const rows = await db
    .selectFrom('rate_limits')
    .select(['key', 'count'])
    .where('key', 'in', [`${key}:${windowStart}`, `${key}:${windowStart - rule.windowMs}`])
    .execute();
  const current = Number(rows.find((r) => r.key === `${key}:${windowStart}`)?.count ?? 0);
  const previous = Number(rows.find((r) => r.key === `${key}:${windowStart - rule.windowMs}`)?.count ?? 0);
  const elapsed = (now - windowStart) / rule.windowMs; // 0..1 through the current window
  const count = current + previous * (1 - elapsed);
  let waitMs = 0;
  if (current >= rule.max) {
    // wait for this window to end, then for the carried-over weight to fall below the limit
    waitMs = windowStart + rule.windowMs - now + Math.max(0, 1 - rule.max / current) * rule.windowMs;
  } else if (count >= rule.max && previous > 0) {
    waitMs = Math.max(0, (1 - (rule.max - current) / previous - elapsed) * rule.windowMs);
  }
  return { count, waitMs: Math.ceil(waitMs) };
}
