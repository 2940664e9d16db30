import 'server-only';
import type { Kysely } from 'kysely';
import { config } from '../config';
import type { Database } from '../db/schema';
import { hit, peekSliding, type RateRule } from '../security/rate-limit';

/**
 * Wrong passwords allowed per account and per client address within a sliding window, counted in the database so
 * every instance sees them. Better Auth's own limiter runs only on its HTTP handler, which we do not mount,
 * and keys on a header; this one keys on the account and on the address our server worked out.
 */
export const LOGIN_RULE: RateRule = config.loginLimit;

const keys = (email: string, ip: string | null) => [`login:account:${email.toLowerCase()}`, `login:address:${ip ?? 'unknown'}`];

/** Milliseconds until this account and address may try again, or null when they may now. */
export async function loginWait(db: Kysely<Database>, email: string, ip: string | null): Promise<number | null> {
  const counts = await Promise.all(keys(email, ip).map((key) => peekSliding(db, key, LOGIN_RULE)));
  const blocked = counts.filter((c) => c.count >= LOGIN_RULE.max);
  return blocked.length ? Math.max(1000, ...blocked.map((c) => c.waitMs)) : null;
}

/** Counts one wrong password against the account and the address. */
export async function loginFailed(db: Kysely<Database>, email: string, ip: string | null): Promise<void> {
  for (const key of keys(email, ip)) await hit(db, key, LOGIN_RULE);
}
