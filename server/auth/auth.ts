import 'server-only';
import { betterAuth, type BetterAuthOptions, type BetterAuthPlugin } from 'better-auth';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { site } from '@/content/site';
import { ROLES } from '@/lib/admin/roles';
import { config } from '../config';
import type { Db } from '../db/client';
import { CLIENT_HEADER, SESSION_COOKIE_PREFIX } from '../serving/contract.mts';
import { secret } from '../security/secret';

/** Sessions last a working day from sign-in (8 hours), in the database as docs/operations.md says. */
export const SESSION_SECONDS = 8 * 60 * 60;
export const MIN_PASSWORD_LENGTH = 12;

type SessionHooks = NonNullable<NonNullable<BetterAuthOptions['databaseHooks']>['session']>;

/** The latest a session signed in at `signedIn` may end: SESSION_SECONDS later. */
const endOfSignIn = (signedIn: Date | string) => new Date(new Date(signedIn).getTime() + SESSION_SECONDS * 1000);
const earlier = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);

/**
 * A session never outlives its sign-in by more than SESSION_SECONDS, however it is renewed or replaced: its row's
 * `createdAt` is the sign-in, and every `expiresAt` written is held to `createdAt + SESSION_SECONDS`. After that the
 * row is expired, Better Auth's lookup deletes it, and the user signs in again.
 * - created: a new sign-in's session, and the one Better Auth puts in place of the request's own when two-factor is
 *   turned on (`verifyTOTP`), which continues that sign-in: it keeps the replaced session's `createdAt`, so turning
 *   two-factor on at hour 7 does not buy another 8 hours. A sign-in that asks not to be remembered (ours all do) gets a
 *   day from Better Auth whatever expiresIn says: held here too.
 * - updated: a renewal (`getSession` past `updateAge`, which we turn off, or any other path that writes
 *   `expiresAt`) is held to the sign-in of the session it renews, which Better Auth's lookup has just put in the
 *   endpoint's context (`ctx.context.session`; better-auth 1.7, pinned: test/unit/server/session-cap.test.ts). A
 *   renewal whose session is not known there is refused (Better Auth then signs the request out) rather than let
 *   through uncapped.
 */
export const sessionHooks = {
  create: {
    before: async (session, ctx) => {
      const replaced = ctx?.context.session?.session;
      const signedIn = replaced && replaced.userId === session.userId ? new Date(replaced.createdAt) : session.createdAt;
      return { data: { ...session, createdAt: signedIn, expiresAt: earlier(session.expiresAt, endOfSignIn(signedIn)) } };
    },
  },
  update: {
    before: async (session, ctx) => {
      if (!session.expiresAt) return;
      const renewed = ctx?.context.session?.session;
      if (!renewed) return false;
      return { data: { ...session, expiresAt: earlier(new Date(session.expiresAt), endOfSignIn(renewed.createdAt)) } };
    },
  },
} satisfies SessionHooks;

/**
 * Better Auth on our own Kysely instance and database (sessions shared by every instance), e-mail and
 * password without sign-up, TOTP two-factor for users who turn it on. Its HTTP handler is never mounted:
 * the admin signs in through a Server Action (server/actions/admin-auth.ts) and users are made on the command
 * line (scripts/admin.mjs), so no sign-up endpoint exists. Its own rate limiter runs only on that HTTP
 * handler, so login throttling is ours (server/auth/throttle.ts). Its tables come with our migrations
 * (server/db/migrations/0005-auth.ts), never from its migrator.
 */
export async function createAuth(db: Db, plugins: BetterAuthPlugin[] = []) {
  return betterAuth({
    appName: site.brand,
    baseURL: config.siteUrl,
    // One secret for every instance: from the environment, else made once and kept in the database.
    secret: config.authSecret ?? (await secret(db.kysely, 'auth_secret')),
    database: { db: db.kysely, type: db.dialect, transaction: true },
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: MIN_PASSWORD_LENGTH, maxPasswordLength: 128 },
    // A session lasts SESSION_SECONDS from sign-in and no longer (sessionHooks). A renewal could only rewrite the same
    // end, a database write on each request once due: off. The sign-in asks not to be remembered (its cookie ends with
    // the browser), for which Better Auth would not renew anyway, but that is the client's cookie to drop.
    session: { expiresIn: SESSION_SECONDS, disableSessionRefresh: true },
    databaseHooks: { session: sessionHooks },
    // The user's role (lib/admin/roles.ts), a column of its user table (migration 0014-roles), so every
    // getSession reads it with the user: a role changed on the command line holds from the next request.
    // Never taken from a request (`input: false`); set only by our own code (server/auth/users.ts). Its default is
    // the lesser role, so a user made some other way sees no leads; the CLI's create-user says owner itself.
    user: { additionalFields: { role: { type: [...ROLES], required: true, defaultValue: 'editor', input: false } } },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: config.siteUrl.startsWith('https://'),
      // The address our own server worked out (socket, or a trusted proxy), never a header the client set.
      ipAddress: { ipAddressHeaders: [CLIENT_HEADER] },
    },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    plugins: [twoFactor({ issuer: site.brand }), ...plugins],
  });
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;
