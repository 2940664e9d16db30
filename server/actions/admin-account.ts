'use server';

import { APIError } from 'better-auth/api';
import { redirect } from 'next/navigation';
import { renderSVG } from 'uqr';
import { authenticatorCode } from '@/lib/validation/fields';
import { z } from '@/lib/validation/zod';
import { auth } from '../auth/instance';
import { lockDetail, loginLock, reserveLoginAttempt, tooManyAttempts } from '../auth/throttle';
import { adminAction, type AdminContext, type Refused } from './admin-action';

/** Where the two-factor set-up stands, for the account page's form. */
export interface TwoFactorState {
  step: 'idle' | 'scan' | 'on' | 'off';
  message?: string;
  error?: string;
  /** the QR code (our own SVG of the otpauth URI) and the same key to type in by hand */
  qr?: string;
  key?: string;
  backupCodes?: string[];
  version: number;
}

const WRONG = 'That password is wrong.';
const ACCOUNT = { access: 'signed-in', back: '/admin/account' } as const; // every role's own account

/** The password asked before two-factor is turned on or off. */
const passwordForm = {
  ...ACCOUNT,
  schema: z.object({ password: z.string().min(1) }),
  invalid: ({ version }: Refused<TwoFactorState>): TwoFactorState => ({ step: 'idle', error: 'Enter your password.', version }),
};

/**
 * Runs a Better Auth call that checks the user's password under the sign-in limits (server/auth/throttle.ts): a
 * stolen session must not become a way around them to guess the password. Reserved before the check, refused while
 * locked, taken back when the password was right; a wrong one is audited. `why` says what the password was for.
 */
async function withPassword<T>({ db, user, ip, log }: AdminContext, why: string, call: () => Promise<T>): Promise<{ value: T } | { error: string }> {
  const attempt = await reserveLoginAttempt(db, user.email, ip);
  if (!attempt.granted) return { error: tooManyAttempts(attempt.waitMs) };
  let value: T;
  try {
    value = await call();
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    if (error.body?.code !== 'INVALID_PASSWORD') {
      // refused for another reason (two-factor already on, say) after the password passed, or before it was looked at
      await attempt.release();
      return { error: 'That did not work: reload the page and try again.' };
    }
    const lock = await loginLock(db, user.email, ip);
    await log('two-factor.password-failed', null, [why, lockDetail(lock)].filter(Boolean).join('; '));
    return { error: lock ? `${WRONG} ${tooManyAttempts(lock.waitMs)}` : WRONG };
  }
  await attempt.release();
  return { value };
}

/**
 * Step one: with the password, Better Auth makes a TOTP secret and backup codes; two-factor is not on until
 * a code from the authenticator app confirms it (step two), so a mistyped scan cannot lock anyone out.
 */
export const startTwoFactor = adminAction(passwordForm, async ({ password }, ctx): Promise<TwoFactorState> => {
  const { api } = await auth();
  const checked = await withPassword(ctx, 'to turn two-factor on', () => api.enableTwoFactor({ body: { password, method: 'totp' }, headers: ctx.requestHeaders }));
  if ('error' in checked) return { step: 'idle', error: checked.error, version: ctx.version };
  const result = checked.value;
  if (result.method !== 'totp') throw new Error('two-factor: expected a TOTP set-up');
  const { totpURI, backupCodes } = result;
  const key = new URL(totpURI).searchParams.get('secret') ?? '';
  return { step: 'scan', qr: renderSVG(totpURI, { border: 2 }), key, backupCodes, version: ctx.version };
});

/** Step two: the first code from the app turns two-factor on (Better Auth renews the session). */
export const confirmTwoFactor = adminAction(
  {
    ...ACCOUNT,
    schema: z.object({ code: authenticatorCode }),
    invalid: ({ previous, version }: Refused<TwoFactorState>): TwoFactorState => ({ ...previous, error: 'Enter the six digits your app shows.', version }),
  },
  async ({ code }, { requestHeaders, log, previous, version }): Promise<TwoFactorState> => {
    try {
      await (await auth()).api.verifyTOTP({ body: { code }, headers: requestHeaders });
    } catch (error) {
      if (!(error instanceof APIError)) throw error;
      return { ...previous, error: 'That code is wrong or has expired: try the next one.', version };
    }
    await log('two-factor.on', null);
    // Better Auth has just replaced the session (its new cookie is set): load the page afresh with it.
    redirect('/admin/account?done=two-factor-on');
  },
);

export const disableTwoFactor = adminAction(passwordForm, async ({ password }, ctx): Promise<TwoFactorState> => {
  const { api } = await auth();
  const checked = await withPassword(ctx, 'to turn two-factor off', () => api.disableTwoFactor({ body: { password }, headers: ctx.requestHeaders }));
  if ('error' in checked) return { step: 'idle', error: checked.error, version: ctx.version };
  await ctx.log('two-factor.off', null);
  return { step: 'off', message: 'Two-factor is off.', version: ctx.version };
});

/**
 * New backup codes, with the password (under the sign-in limits, as turning two-factor on or off): Better Auth makes
 * a fresh set and the old codes stop working at once. Shown once, in the answer; the page shows only how many are left.
 */
export const newBackupCodes = adminAction(passwordForm, async ({ password }, ctx): Promise<TwoFactorState> => {
  const { api } = await auth();
  const checked = await withPassword(ctx, 'to make new backup codes', () => api.generateBackupCodes({ body: { password }, headers: ctx.requestHeaders }));
  if ('error' in checked) return { step: 'on', error: checked.error, version: ctx.version };
  await ctx.log('two-factor.backup-codes-renewed', null);
  return { step: 'on', message: 'New backup codes made: your old ones no longer work. Keep these somewhere safe now, as they are not shown again.', backupCodes: checked.value.backupCodes, version: ctx.version };
});
