import 'server-only';
import type { Kysely } from 'kysely';
import type { Database, LoginAttemptTable } from '../db/schema';

/** What the sign-in limits (server/auth/throttle.ts) decide on, for one account and one address. */
export interface RecentAttempts {
  /** this address's latest attempts within the window, newest first, at most `max` */
  fromAddress: string[];
  /** attempts on this account within the account window, and the latest */
  onAccount: number;
  accountLast: string | null;
  /** this address's latest attempt on this account within the window */
  pairLast: string | null;
}

interface Bounds {
  account: string;
  address: string;
  /** the start of the window, and of the account's (longer) window: ISO 8601 */
  windowStart: string;
  accountWindowStart: string;
  /** the address's attempts past this many do not matter */
  max: number;
}

export async function recentAttempts(db: Kysely<Database>, { account, address, windowStart, accountWindowStart, max }: Bounds): Promise<RecentAttempts> {
  const fromAddress = await db
    .selectFrom('login_attempts')
    .select('at')
    .where('address', '=', address)
    .where('at', '>', windowStart)
    .orderBy('at', 'desc')
    .limit(max)
    .execute();
  const onAccount = await db
    .selectFrom('login_attempts')
    .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.max('at').as('last')])
    .where('account', '=', account)
    .where('at', '>', accountWindowStart)
    .executeTakeFirstOrThrow();
  const pair = await db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.max('at').as('last'))
    .where('account', '=', account)
    .where('address', '=', address)
    .where('at', '>', windowStart)
    .executeTakeFirstOrThrow();
  return { fromAddress: fromAddress.map((row) => row.at), onAccount: Number(onAccount.n), accountLast: onAccount.last ?? null, pairLast: pair.last ?? null };
}

/** Counts one attempt (in the caller's locked transaction, server/db/keyed-lock.ts). */
export async function insertLoginAttempt(db: Kysely<Database>, attempt: LoginAttemptTable): Promise<void> {
  await db.insertInto('login_attempts').values(attempt).execute();
}

/** Takes an attempt back: the password was right. */
export async function deleteLoginAttempt(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('id', '=', id).execute();
}

/** Forgets the attempts made before `before`. */
export async function forgetLoginAttemptsBefore(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('at', '<', before).execute();
}
