import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../schema';

// Better Auth's tables (user, session, account, verification, twoFactor), exactly as its compileMigrations()
// writes them for each engine with our options (server/auth/auth.ts): it stores booleans and dates as
// integers and text on SQLite. Made by `npx tsx --conditions=react-server scripts/auth-schema.mts`; taken
// into our versioned migrations so they are created with ours at start-up, once, never by its own migrator
// racing another instance. At start the server checks that nothing is left for Better Auth to create.
const STATEMENTS: Record<Dialect, string[]> = {
  sqlite: [
    `create table "user" ("id" text not null primary key, "name" text not null, "email" text not null unique, "emailVerified" integer not null, "image" text, "createdAt" date not null, "updatedAt" date not null, "twoFactorEnabled" integer)`,
    `create table "session" ("id" text not null primary key, "expiresAt" date not null, "token" text not null unique, "createdAt" date not null, "updatedAt" date not null, "ipAddress" text, "userAgent" text, "userId" text not null references "user" ("id") on delete cascade)`,
    `create table "account" ("id" text not null primary key, "accountId" text not null, "providerId" text not null, "userId" text not null references "user" ("id") on delete cascade, "accessToken" text, "refreshToken" text, "idToken" text, "accessTokenExpiresAt" date, "refreshTokenExpiresAt" date, "scope" text, "password" text, "createdAt" date not null, "updatedAt" date not null)`,
    `create table "verification" ("id" text not null primary key, "identifier" text not null, "value" text not null, "expiresAt" date not null, "createdAt" date not null, "updatedAt" date not null)`,
    `create table "twoFactor" ("id" text not null primary key, "secret" text not null, "backupCodes" text not null, "userId" text not null references "user" ("id") on delete cascade, "verified" integer, "failedVerificationCount" integer, "lockedUntil" date)`,
    `create index "session_userId_idx" on "session" ("userId")`,
    `create index "account_userId_idx" on "account" ("userId")`,
    `create index "verification_identifier_idx" on "verification" ("identifier")`,
    `create index "twoFactor_secret_idx" on "twoFactor" ("secret")`,
    `create index "twoFactor_userId_idx" on "twoFactor" ("userId")`,
  ],
  postgres: [
    `create table "user" ("id" text not null primary key, "name" text not null, "email" text not null unique, "emailVerified" boolean not null, "image" text, "createdAt" timestamptz default CURRENT_TIMESTAMP not null, "updatedAt" timestamptz default CURRENT_TIMESTAMP not null, "twoFactorEnabled" boolean)`,
    `create table "session" ("id" text not null primary key, "expiresAt" timestamptz not null, "token" text not null unique, "createdAt" timestamptz default CURRENT_TIMESTAMP not null, "updatedAt" timestamptz not null, "ipAddress" text, "userAgent" text, "userId" text not null references "user" ("id") on delete cascade)`,
    `create table "account" ("id" text not null primary key, "accountId" text not null, "providerId" text not null, "userId" text not null references "user" ("id") on delete cascade, "accessToken" text, "refreshToken" text, "idToken" text, "accessTokenExpiresAt" timestamptz, "refreshTokenExpiresAt" timestamptz, "scope" text, "password" text, "createdAt" timestamptz default CURRENT_TIMESTAMP not null, "updatedAt" timestamptz not null)`,
    `create table "verification" ("id" text not null primary key, "identifier" text not null, "value" text not null, "expiresAt" timestamptz not null, "createdAt" timestamptz default CURRENT_TIMESTAMP not null, "updatedAt" timestamptz default CURRENT_TIMESTAMP not null)`,
    `create table "twoFactor" ("id" text not null primary key, "secret" text not null, "backupCodes" text not null, "userId" text not null references "user" ("id") on delete cascade, "verified" boolean, "failedVerificationCount" integer, "lockedUntil" timestamptz)`,
    `create index "session_userId_idx" on "session" ("userId")`,
    `create index "account_userId_idx" on "account" ("userId")`,
    `create index "verification_identifier_idx" on "verification" ("identifier")`,
    `create index "twoFactor_secret_idx" on "twoFactor" ("secret")`,
    `create index "twoFactor_userId_idx" on "twoFactor" ("userId")`,
  ],
};

export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>) => {
    for (const statement of STATEMENTS[dialect]) await sql.raw(statement).execute(db);
  };
}
