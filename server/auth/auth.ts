import 'server-only';
import { betterAuth, type BetterAuthPlugin } from 'better-auth';
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
    session: { expiresIn: SESSION_SECONDS, updateAge: 30 * 60 },
    // The sign-in asks not to be remembered (its cookie ends with the browser), for which Better Auth keeps the
    // session a day in the database whatever expiresIn says, and never renews it: held to SESSION_SECONDS here.
    databaseHooks: {
      session: { create: { before: async (session) => ({ data: { ...session, expiresAt: new Date(Math.min(session.expiresAt.getTime(), Date.now() + SESSION_SECONDS * 1000)) } }) } },
    },
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
