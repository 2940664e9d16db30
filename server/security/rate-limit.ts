import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { countOneMore, countSoFar, forgetWindowsBefore } from '../repositories/rate-limits';

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
  const count = await countOneMore(db, `${key}:${windowStart}`, new Date(windowStart).toISOString());
  if (Math.random() < 0.02) {
    // now and then, forget windows that ended more than a day ago
    await forgetWindowsBefore(db, new Date(now - 86_400_000).toISOString());
  }
  return { allowed: count <= rule.max, retryAfterMs: windowStart + rule.windowMs - now };
}

/** The count so far in `key`'s current window, without counting anything. */
export async function peek(db: Kysely<Database>, key: string, rule: RateRule, now = Date.now()) {
  const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
  return { count: await countSoFar(db, `${key}:${windowStart}`), retryAfterMs: windowStart + rule.windowMs - now };
}
