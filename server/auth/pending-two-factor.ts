import 'server-only';
import { parseCookies } from 'better-auth/cookies';
import { auth } from './instance';

/**
 * The e-mail of the user whose sign-in waits for a two-factor code, from the cookie Better Auth's password step
 * set, else null: the account the code step's attempts count against (server/auth/throttle.ts), known before the
 * code is checked. The cookie holds a random identifier (`2fa-` and 20 characters, signed) whose verification row
 * names the user. Better Auth checks the signature when it verifies the code; here the identifier only picks whose
 * attempts are counted, and one that was not issued finds no row. Internal API of better-auth 1.7 (pinned):
 * test/integration/admin-sign-in.test.ts covers it.
 */
export async function pendingTwoFactorEmail(requestHeaders: Headers): Promise<string | null> {
  const context = await (await auth()).$context;
  const raw = parseCookies(requestHeaders.get('cookie') ?? '').get(context.createAuthCookie('two_factor').name);
  const identifier = raw && /^(2fa-[\w-]{1,64})\./.exec(raw)?.[1];
  if (!identifier) return null;
  const pending = await context.internalAdapter.findVerificationValue(identifier);
  if (!pending || new Date(pending.expiresAt).getTime() <= Date.now()) return null;
  return (await context.internalAdapter.findUserById(pending.value))?.email ?? null;
}
