// server/auth/auth.ts's sessionHooks against better-auth itself (the installed version, pinned): a session never
// outlives its sign-in + 8 hours, however Better Auth renews or replaces it. The app turns renewal off; here it is on
// (as it was before), so the hook that holds a renewal is exercised on Better Auth's own renewal path, whose
// endpoint context it reads the renewed session from.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { betterAuth } from 'better-auth';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_SECONDS, sessionHooks } from '@/server/auth/auth';
import { openDatabase, type Db } from '@/server/db/client';
import { totp } from '@/test/support/totp';

const PASSWORD = 'twelve chars or more';
const HOUR = 3_600_000;
const SPAN = SESSION_SECONDS * 1000;

describe('a session ends at most 8 hours after its sign-in', () => {
  let dir: string;
  let db: Db;
  let auth: ReturnType<typeof makeAuth>;

  function makeAuth() {
    return betterAuth({
      secret: 'a test secret of thirty-two characters or more',
      baseURL: 'http://localhost:4321',
      database: { db: db.kysely, type: db.dialect, transaction: true },
      emailAndPassword: { enabled: true, minPasswordLength: 12 },
      // renewal on, every 30 minutes of use, as the app had it
      session: { expiresIn: SESSION_SECONDS, updateAge: 30 * 60 },
      databaseHooks: { session: sessionHooks },
      user: { additionalFields: { role: { type: ['owner', 'editor'], required: true, defaultValue: 'editor', input: false } } },
      plugins: [twoFactor()],
    });
  }

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'navyug-session-'));
    db = await openDatabase({ dataDir: dir });
    auth = makeAuth();
  });
  afterAll(async () => {
    await db?.kysely.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Signs a new user up (sign-up is this test's shortcut to a session): the cookie and the session's token. */
  async function signedIn(email: string) {
    const { headers, response } = await auth.api.signUpEmail({ body: { email, password: PASSWORD, name: email }, returnHeaders: true });
    return { cookie: headers.getSetCookie().map((c) => c.split(';')[0]).join('; '), token: response.token! };
  }

  const row = async (token: string) => {
    const found = await db.kysely.selectFrom('session' as never).select(['createdAt' as never, 'expiresAt' as never]).where('token' as never, '=', token as never).executeTakeFirst();
    const { createdAt, expiresAt } = found as unknown as { createdAt: string; expiresAt: string };
    return { createdAt: Date.parse(createdAt), expiresAt: Date.parse(expiresAt) };
  };
  /** Moves a session back in time: signed in `ago` ms ago, ending `left` ms from now. */
  const age = (token: string, ago: number, left: number, now = Date.now()) =>
    db.kysely
      .updateTable('session' as never)
      .set({ createdAt: new Date(now - ago).toISOString(), expiresAt: new Date(now + left).toISOString() } as never)
      .where('token' as never, '=', token as never)
      .execute();

  it('a renewal due 7 h 45 min after sign-in ends at sign-in + 8 h, not 8 h from now; past that the session is gone', async () => {
    const { cookie, token } = await signedIn('renewed@agency.example');
    await age(token, 7.75 * HOUR, 0.25 * HOUR);
    const before = await row(token);

    const session = await auth.api.getSession({ headers: new Headers({ cookie }) });
    expect(session).not.toBeNull();
    const after = await row(token);
    expect(after.createdAt).toBe(before.createdAt);
    expect(after.expiresAt).toBe(before.createdAt + SPAN); // renewed (updateAge passed), but only up to the cap
    expect(new Date(session!.session.expiresAt).getTime()).toBe(before.createdAt + SPAN);

    await age(token, 8 * HOUR + 60_000, -60_000); // a minute past the end
    expect(await auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
  });

  it('turning two-factor on replaces the session with one that keeps the sign-in time and its end', async () => {
    const { cookie, token } = await signedIn('two.factor@agency.example');
    await age(token, 7 * HOUR, 1 * HOUR);
    const signIn = (await row(token)).createdAt;
    const set = await auth.api.enableTwoFactor({ body: { password: PASSWORD }, headers: new Headers({ cookie }) });
    if (!('totpURI' in set)) throw new Error('expected a TOTP set-up');
    const key = new URL(set.totpURI).searchParams.get('secret')!;
    const { headers } = await auth.api.verifyTOTP({ body: { code: totp(key) }, headers: new Headers({ cookie }), returnHeaders: true });
    const now = headers.getSetCookie().findLast((c) => c.includes('session_token='))!;
    const replacing = decodeURIComponent(/session_token=([^.;]+)/.exec(now)![1]);
    expect(replacing).not.toBe(token);
    const replacement = await row(replacing);
    expect(replacement.createdAt).toBe(signIn);
    expect(replacement.expiresAt).toBe(signIn + SPAN);
  });

  it('a new sign-in with the password starts its own 8 hours, though the browser still holds an old session', async () => {
    const email = 'again@agency.example';
    const { cookie, token } = await signedIn(email);
    await age(token, 7 * HOUR, 1 * HOUR);
    const { response } = await auth.api.signInEmail({ body: { email, password: PASSWORD, rememberMe: false }, headers: new Headers({ cookie }), returnHeaders: true });
    const fresh = await row(response.token);
    expect(Math.abs(fresh.createdAt - Date.now())).toBeLessThan(60_000);
    expect(fresh.expiresAt).toBe(fresh.createdAt + SPAN); // not the day Better Auth gives a session not to be remembered
  });
});
