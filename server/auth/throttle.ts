import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { config } from '../config';
import type { Db } from '../db/client';
import { withKeysLocked } from '../db/keyed-lock';
import type { Database } from '../db/schema';
import { deleteLoginAttempt, forgetLoginAttemptsBefore, insertLoginAttempt, recentAttempts, type RecentAttempts } from '../repositories/login-attempts';
import { addressKey } from '../serving/client-address.mts';

/** `max` wrong passwords per address within `windowMs`; `accountMax` per account within a day. */
export interface LoginRule {
  max: number;
  windowMs: number;
  accountMax: number;
}

/**
 * Limits on admin password checks (signing in, and the account page's password prompts), counted in the database so
 * every instance sees them. Better Auth's own limiter runs only on its HTTP handler, which we do not mount, and keys
 * on a header; this one keys on the account and on the address our server worked out.
 *
 * Following OWASP's Authentication Cheat Sheet (account lockout: threshold, observation window, duration; growing
 * delays; a lockout must not become a way to deny the owner):
 * - per client address: `max` wrong passwords within the sliding `windowMs` lock that address out, whatever the
 *   account. One client guessing, or spraying one password over many accounts, gets 5 tries per 15 minutes.
 * - per account, from all addresses together: other addresses' failures do not simply lock the account, or anyone
 *   who knows an admin's e-mail could lock its owner out. Below `accountMax` failures in a day they change nothing
 *   for an address that has not failed. At or past it the account is under a spread-out attack, and is guarded:
 *   - an address that has failed on it within the window is refused until that failure leaves the window;
 *   - any other address may try, one attempt at a time, after a wait that starts at 1 s and doubles with each
 *     further failure, up to `windowMs / max` (3 minutes: the pace one address gets anyway).
 *   So many addresses together get `accountMax` guesses a day, then one per wait, each from an address not yet
 *   used on the account; the owner, from an address that has not failed, gets the next turn (3 minutes away at
 *   most) unless an attacker with a fresh address for every turn takes each one first.
 *
 * An attempt is checked and counted in one transaction, before the password is verified (reserveLoginAttempt):
 * checking first and counting after the ~90 ms of hashing let a burst of wrong passwords sent at once all through.
 * A right password takes its attempt back, so what is counted is the wrong ones.
 */
export const LOGIN_RULE: LoginRule = config.loginLimit;

const DAY_MS = 24 * 60 * 60_000;
const FIRST_DELAY_MS = 1000;

/** Why an attempt is refused: too many wrong passwords from this address, or the account is guarded. */
export interface LoginLock {
  reason: 'address' | 'account';
  waitMs: number;
}

export type Reservation = { granted: true; release(): Promise<void> } | ({ granted: false } & LoginLock);

interface Options {
  now?: number;
  rule?: LoginRule;
}

/** The account's key: the e-mail as typed, whether a user has it or not, so the answers reveal nothing. */
const accountKey = (email: string) => email.trim().toLowerCase();

/**
 * Reserves one password check for this account from this address: refused (with how long to wait) when a limit
 * holds, else counted at once as a failure. Call `release()` when the password was right.
 */
export async function reserveLoginAttempt(db: Db, email: string, ip: string | null, { now = Date.now(), rule = LOGIN_RULE }: Options = {}): Promise<Reservation> {
  const account = accountKey(email);
  const address = addressKey(ip);
  const reserved = await withKeysLocked(db, [`login:account:${account}`, `login:address:${address}`], async (trx) => {
    const lock = judge(await recent(trx, account, address, now, rule), now, rule);
    if (lock) return lock;
    const id = randomUUID();
    await insertLoginAttempt(trx, { id, account, address, at: new Date(now).toISOString() });
    return id;
  });
  if (typeof reserved !== 'string') return { granted: false, ...reserved };
  if (Math.random() < 0.02) {
    // now and then, forget attempts older than anything the limits look at
    await forgetLoginAttemptsBefore(db.kysely, new Date(now - accountWindow(rule)).toISOString());
  }
  return {
    granted: true,
    release: async () => {
      await deleteLoginAttempt(db.kysely, reserved);
    },
  };
}

/** Whether this account and address may try now, without counting anything: after a failure, to say it locked. */
export async function loginLock(db: Db, email: string, ip: string | null, { now = Date.now(), rule = LOGIN_RULE }: Options = {}): Promise<LoginLock | null> {
  return judge(await recent(db.kysely, accountKey(email), addressKey(ip), now, rule), now, rule);
}

/** For the audit log: what the failure just recorded locked, if anything (OWASP: log every lockout). */
export function lockDetail(lock: LoginLock | null): string | null {
  if (!lock) return null;
  return lock.reason === 'address' ? 'this address is now locked out' : 'the account is now guarded against this address';
}

/** "Too many attempts", with the wait in whole minutes (at least one). */
export function tooManyAttempts(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

const accountWindow = (rule: LoginRule) => Math.max(DAY_MS, rule.windowMs);

/** Past the account threshold, the wait after the latest attempt: 1 s, doubled per further failure, capped. */
const accountDelay = (failures: number, rule: LoginRule) => Math.min(FIRST_DELAY_MS * 2 ** Math.min(failures - rule.accountMax, 30), rule.windowMs / rule.max);

/** The attempts that count now for this account and address. */
function recent(db: Kysely<Database>, account: string, address: string, now: number, rule: LoginRule): Promise<RecentAttempts> {
  return recentAttempts(db, {
    account,
    address,
    windowStart: new Date(now - rule.windowMs).toISOString(),
    accountWindowStart: new Date(now - accountWindow(rule)).toISOString(),
    max: rule.max,
  });
}

/** The longest wait any limit imposes now, or null when none does. */
function judge(attempts: RecentAttempts, now: number, rule: LoginRule): LoginLock | null {
  const locks: LoginLock[] = [];
  if (attempts.fromAddress.length >= rule.max) locks.push({ reason: 'address', waitMs: Date.parse(attempts.fromAddress[rule.max - 1]) + rule.windowMs - now });
  if (attempts.onAccount >= rule.accountMax) {
    if (attempts.pairLast) locks.push({ reason: 'account', waitMs: Date.parse(attempts.pairLast) + rule.windowMs - now });
    if (attempts.accountLast) locks.push({ reason: 'account', waitMs: Date.parse(attempts.accountLast) + accountDelay(attempts.onAccount, rule) - now });
  }
  const longest = locks.filter((lock) => lock.waitMs > 0).sort((a, b) => b.waitMs - a.waitMs)[0];
  return longest ? { reason: longest.reason, waitMs: Math.ceil(longest.waitMs) } : null;
}
