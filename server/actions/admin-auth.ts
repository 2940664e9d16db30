'use server';

import { APIError } from 'better-auth/api';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { FormState } from '@/lib/validation/form-state';
import { authenticatorCode, backupCode } from '@/lib/validation/fields';
import { z } from '@/lib/validation/zod';
import { auth } from '../auth/instance';
import { currentUser, safeNext } from '../auth/session';
import { lockDetail, loginLock, reserveLoginAttempt, tooManyAttempts } from '../auth/throttle';
import { emailSchema } from '../auth/users';
import { backupCodesLeft } from '../auth/backup-codes';
import { pendingTwoFactorEmail } from '../auth/pending-two-factor';
import { currentDb } from '../db/current';
import { databaseUnavailable } from '../db/unavailable';
import { clientIp } from '../http/multipart';
import { audit } from '../repositories/audit';
import { validatedAction, type Refused } from './admin-action';

const WRONG = 'The email or password is wrong.';
const WRONG_CODE = 'That code is wrong.';
const WRONG_BACKUP_CODE = 'That backup code is wrong or has already been used: each code works once. Try another of your codes.';
const BACKUP_CODE_SHAPE = 'Enter one of your backup codes: ten letters and digits, like Ab3dE-fG7hK.';
const TRY_AGAIN = 'That code could not be checked just now: please send it again.';
const CODE_EXPIRED = 'This sign-in has expired or was stopped after too many wrong codes. Sign in again with your password.';
/** Better Auth's own lock after ten wrong codes on an account (its two-factor plugin's default, which we keep). */
const TWO_FACTOR_LOCK_MS = 15 * 60_000;
const UNAVAILABLE = 'We cannot sign you in right now: our database is not answering. Please try again in a few minutes.';

/**
 * Signs in with e-mail and password (works without JavaScript: a plain form post, answered with a redirect
 * or the page again). One message for a wrong e-mail or password; Better Auth hashes the password for an
 * unknown e-mail too, so both take the same time. The attempt is counted before the password is checked, and
 * refused, whatever the password, while a limit holds (server/auth/throttle.ts: five wrong passwords from one
 * address lock it out; an account that many addresses fail on is guarded).
 */
export const signIn = validatedAction(
  {
    schema: z.object({ email: emailSchema, password: z.string().min(1) }),
    invalid: ({ values, fieldErrors: wrong, version }: Refused<FormState>): FormState => {
      const fieldErrors: Record<string, string[]> = {};
      if (wrong.email) fieldErrors.email = ['Enter your email address.'];
      if (wrong.password) fieldErrors.password = ['Enter your password.'];
      return { status: 'invalid', message: 'Enter your email and password.', values: { email: values.email.slice(0, 254) }, fieldErrors, version };
    },
  },
  async ({ email, password }, { values, form, version }): Promise<FormState> => {
    const typed = { email: values.email.slice(0, 254) };
    try {
      const wrong = await signInWithPassword(email, password, safeNext(form.get('next')));
      return { status: 'error', message: wrong, values: typed, fieldErrors: {}, version };
    } catch (error) {
      if (!databaseUnavailable(error)) throw error; // a redirect (signed in) too
      console.error(`admin sign-in: the database is unreachable (${(error as Error).message})`);
      return { status: 'error', message: UNAVAILABLE, values: typed, fieldErrors: {}, version };
    }
  },
);

/** Signs in and redirects to `next` (or to the second step), else returns why not. */
async function signInWithPassword(email: string, password: string, next: string): Promise<string> {
  const db = await currentDb();
  const requestHeaders = await headers();
  const ip = clientIp(requestHeaders);
  // Checked and counted in one step, before the ~90 ms of hashing: wrong passwords sent at once cannot all get in
  // under the limit, nor a right one beside them.
  const attempt = await reserveLoginAttempt(db, email, ip);
  if (!attempt.granted) return tooManyAttempts(attempt.waitMs);

  let twoFactor = false;
  try {
    const result = await (await auth()).api.signInEmail({ body: { email, password: password.slice(0, 128), rememberMe: false }, headers: requestHeaders });
    twoFactor = 'twoFactorRedirect' in result && Boolean(result.twoFactorRedirect);
  } catch (error) {
    // Anything else (the database gone) leaves the attempt counted: only a right password takes it back.
    if (!(error instanceof APIError)) throw error;
    const lock = await loginLock(db, email, ip);
    await audit(db.kysely, { actor: email, action: 'sign-in.failed', detail: lockDetail(lock), ip });
    return lock ? `${WRONG} ${tooManyAttempts(lock.waitMs)}` : WRONG;
  }
  // The password was right (the code, if any, is the second step's business): not a failure.
  await attempt.release();
  if (twoFactor) redirect(`/admin/login/two-factor?next=${encodeURIComponent(next)}`);
  await audit(db.kysely, { actor: email, action: 'sign-in', ip });
  redirect(next);
}

/**
 * The second step for a user with two-factor on: the six-digit code from their authenticator app. Under the same
 * limits as the password (server/auth/throttle.ts), counted on the same account and address: a wrong code is a
 * failure like a wrong password, so someone who has the password still gets five guesses per address per window,
 * and an account guessed at from many addresses is guarded. Better Auth's own limits (five codes per password,
 * ten failures lock the account for 15 minutes) stay beneath these.
 */
export const verifyTwoFactor = validatedAction(
  {
    schema: z.object({ code: authenticatorCode }),
    invalid: ({ version }: Refused<FormState>): FormState => ({ status: 'invalid', message: 'Enter the six-digit code from your authenticator app.', values: {}, fieldErrors: { code: ['Enter the six digits.'] }, version }),
  },
  async ({ code }, { form, version }): Promise<FormState> =>
    secondStep(form, version, {
      wrong: WRONG_CODE,
      failure: 'wrong two-factor code',
      check: async (api, headers) => {
        await api.verifyTOTP({ body: { code }, headers });
        return 'with two-factor';
      },
    }),
);

/**
 * The same step with one of the backup codes shown when two-factor was turned on, for a user without their phone.
 * Each code works once: Better Auth takes it out of the user's list as it signs them in (in one conditional write, so
 * two requests with the same code cannot both pass). Counted and throttled exactly as a code from the app is, under
 * the same limits; the audit log says a backup code was used and how many are left.
 */
export const verifyBackupCode = validatedAction(
  {
    schema: z.object({ code: backupCode }),
    invalid: ({ values, version }: Refused<FormState>): FormState => ({ status: 'invalid', message: BACKUP_CODE_SHAPE, values: { code: values.code.slice(0, 40) }, fieldErrors: { code: [BACKUP_CODE_SHAPE] }, version }),
  },
  async ({ code }, { form, version }): Promise<FormState> =>
    secondStep(form, version, {
      wrong: WRONG_BACKUP_CODE,
      failure: 'wrong or used backup code',
      check: async (api, headers) => {
        const { user } = await api.verifyBackupCode({ body: { code }, headers });
        const left = await backupCodesLeft(user.id);
        return `with a backup code; ${left ?? 'unknown'} left`;
      },
    }),
);

type Api = Awaited<ReturnType<typeof auth>>['api'];

/**
 * A code on the second step, checked by `check` (which returns the audit log's detail when the code is right): the
 * account whose sign-in waits for it from the two-factor cookie, the attempt reserved before the check and taken
 * back when the code is right; a wrong code audited and answered with `wrong` (and the lock it made, if any).
 */
async function secondStep(form: FormData, version: number, { wrong, failure, check }: { wrong: string; failure: string; check: (api: Api, headers: Headers) => Promise<string> }): Promise<FormState> {
  const next = safeNext(form.get('next'));
  const failed = (message: string): FormState => ({ status: 'error', message, values: {}, fieldErrors: {}, version });
  const db = await currentDb();
  const requestHeaders = await headers();
  const ip = clientIp(requestHeaders);
  const email = await pendingTwoFactorEmail(requestHeaders);
  if (!email) return failed(CODE_EXPIRED);
  const attempt = await reserveLoginAttempt(db, email, ip);
  if (!attempt.granted) return failed(tooManyAttempts(attempt.waitMs));
  let detail: string;
  try {
    detail = await check((await auth()).api, requestHeaders);
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    const code = error.body?.code;
    if (code !== 'INVALID_CODE' && code !== 'INVALID_BACKUP_CODE') {
      // not a code checked and found wrong (the sign-in expired, Better Auth's own limit holds, or another request
      // used a backup code of this user's at the same moment): not counted
      await attempt.release();
      if (code === 'ACCOUNT_TEMPORARILY_LOCKED') return failed(tooManyAttempts(TWO_FACTOR_LOCK_MS));
      return failed(error.statusCode === 409 ? TRY_AGAIN : CODE_EXPIRED);
    }
    const lock = await loginLock(db, email, ip);
    await audit(db.kysely, { actor: email, action: 'sign-in.failed', detail: [failure, lockDetail(lock)].filter(Boolean).join('; '), ip });
    return failed(lock ? `${wrong} ${tooManyAttempts(lock.waitMs)}` : wrong);
  }
  await attempt.release();
  await audit(db.kysely, { actor: email, action: 'sign-in', detail, ip });
  redirect(next);
}

export async function signOut(): Promise<void> {
  const user = await currentUser();
  const requestHeaders = await headers();
  if (user) {
    await (await auth()).api.signOut({ headers: requestHeaders });
    await audit((await currentDb()).kysely, { actor: user.email, action: 'sign-out', ip: clientIp(requestHeaders) });
  }
  redirect('/admin/login');
}
