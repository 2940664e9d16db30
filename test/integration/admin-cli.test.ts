// The admin users' command line against a fresh data folder (SQLite) and a fresh PostgreSQL database:
// create, duplicate, short password, unknown user, list, a reset or delete that ends the user's sessions,
// reset-two-factor for a user who lost their phone, and roles (create-user --role, set-role).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth, type Auth } from '@/server/auth/auth';
import type { Database } from '@/server/db/schema';
import { nodeSqlite } from '@/server/db/sqlite';
import { runAdminCli } from '../support/admin-cli';
import { createPostgres, postgresQuery, sqliteQuery, type TestPostgres } from '../support/database';
import { totp } from '../support/totp';

const PASSWORD = 'twelve chars or more';

describe.each([{ engine: 'SQLite' }, { engine: 'PostgreSQL' }])('npm run admin on $engine', ({ engine }) => {
  let dataDir: string;
  let pgdb: TestPostgres | null = null;
  let env: Record<string, string>;
  let skip = false;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'navyug-cli-'));
    if (engine === 'PostgreSQL') {
      pgdb = await createPostgres();
      if (!pgdb) {
        skip = true; // no PostgreSQL here (never in CI: createPostgres throws there)
        return;
      }
    }
    env = { DATA_DIR: path.join(dataDir, 'data'), ...(pgdb ? { DATABASE_URL: pgdb.url } : {}) };
  }, 60_000);
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await pgdb?.drop();
  });

  /** The command as `npm run admin` runs it (package.json), with the password on stdin. */
  function admin(args: string[], input = '') {
    const { code, stdout, stderr } = runAdminCli(args, input, env);
    return { code, stdout, stderr };
  }

  /** Better Auth on the same database, to sign in as the server would and to look at sessions. */
  async function withAuth<T>(use: (auth: Auth) => Promise<T>): Promise<T> {
    const pool = pgdb ? new pg.Pool({ connectionString: pgdb.url }) : null;
    // As test/support/database.ts: the forced DROP at the end may end a client after pool.end() has resolved.
    pool?.on('connect', (client) => client.on('error', () => undefined));
    const kysely = pool
      ? new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
      : new Kysely<Database>({ dialect: new SqliteDialect({ database: nodeSqlite(path.join(env.DATA_DIR, 'navyug.db')) }) });
    try {
      return await use(await createAuth({ kysely, dialect: pgdb ? 'postgres' : 'sqlite' }));
    } finally {
      await kysely.destroy();
    }
  }

  const signIn = (email: string, password: string) =>
    withAuth(async (auth) => {
      const { headers } = await auth.api.signInEmail({ body: { email, password }, headers: new Headers(), returnHeaders: true });
      const cookie = headers.get('set-cookie')!.split(';')[0];
      return cookie;
    });
  const sessionOf = (cookie: string) => withAuth((auth) => auth.api.getSession({ headers: new Headers({ cookie }) }));

  it('creates a user on a fresh data folder, refuses a duplicate and a short password, and lists users', (ctx) => {
    if (skip) return ctx.skip();
    const created = admin(['create-user', 'Ops@Agency.example'], `${PASSWORD}\n`);
    expect(created).toMatchObject({ code: 0, stdout: expect.stringContaining('Created ops@agency.example') });
    expect(admin(['create-user', 'ops@agency.example'], `${PASSWORD}\n`)).toMatchObject({ code: 1, stderr: 'Error: A user with the e-mail ops@agency.example exists already.\n' });
    expect(admin(['create-user', 'short@agency.example'], 'eleven char\n')).toMatchObject({ code: 1, stderr: expect.stringContaining('at least 12 characters') });
    expect(admin(['create-user', 'not-an-address'], `${PASSWORD}\n`)).toMatchObject({ code: 1, stderr: expect.stringContaining('is not an e-mail address') });
    expect(admin(['reset-password', 'ghost@agency.example'], `${PASSWORD}\n`)).toMatchObject({ code: 1, stderr: expect.stringContaining('There is no user with the e-mail ghost@agency.example') });
    expect(admin(['list-users']).stdout).toMatch(/^ops@agency\.example\towner\tcreated \d{4}-\d\d-\d\d$/m);
    expect(admin(['list-users']).stdout).not.toContain('short@');
    expect(admin(['frobnicate'])).toMatchObject({ code: 2 });
  }, 60_000);

  it('a reset ends the sessions and changes the password; a delete ends them too', async (ctx) => {
    if (skip) return ctx.skip();
    const cookie = await signIn('ops@agency.example', PASSWORD);
    expect((await sessionOf(cookie))?.user.email).toBe('ops@agency.example');
    expect(admin(['reset-password', 'ops@agency.example'], 'a brand new passphrase\n')).toMatchObject({ code: 0 });
    expect(await sessionOf(cookie)).toBeNull();
    await expect(signIn('ops@agency.example', PASSWORD)).rejects.toThrow();
    const fresh = await signIn('ops@agency.example', 'a brand new passphrase');
    expect(admin(['delete-user', 'ops@agency.example'])).toMatchObject({ code: 0 });
    expect(await sessionOf(fresh)).toBeNull();
    expect(admin(['list-users']).stdout).toMatch(/No users yet/);
  }, 60_000);

  it('reset-two-factor turns off a lost phone\'s two-factor: secret and backup codes gone, sessions ended, audited; says when there is none', async (ctx) => {
    if (skip) return ctx.skip();
    const email = 'phone@agency.example';
    const query = pgdb ? postgresQuery(pgdb.url) : sqliteQuery(env.DATA_DIR);
    expect(admin(['create-user', email], `${PASSWORD}\n`)).toMatchObject({ code: 0 });
    // On, as the account page turns it on: the password, then the first code from the app (which renews the session).
    const cookie = await withAuth(async (auth) => {
      const headers = new Headers({ cookie: await signIn(email, PASSWORD) });
      const started = await auth.api.enableTwoFactor({ body: { password: PASSWORD, method: 'totp' }, headers });
      if (started.method !== 'totp') throw new Error('expected a TOTP set-up');
      const key = new URL(started.totpURI).searchParams.get('secret')!;
      const verified = await auth.api.verifyTOTP({ body: { code: totp(key) }, headers, returnHeaders: true });
      return verified.headers.getSetCookie().find((c) => c.includes('session_token'))!.split(';')[0];
    });
    expect((await sessionOf(cookie))?.user.email).toBe(email);
    expect(admin(['list-users']).stdout).toMatch(/^phone@agency\.example\towner\tcreated [\d-]+\ttwo-factor on$/m);
    const withPasswordOnly = () => withAuth((auth) => auth.api.signInEmail({ body: { email, password: PASSWORD }, headers: new Headers() }));
    expect(await withPasswordOnly()).toMatchObject({ twoFactorRedirect: true });

    expect(admin(['reset-two-factor', 'Phone@Agency.example'])).toMatchObject({ code: 0, stdout: expect.stringContaining('Two-factor is off for phone@agency.example and their sessions have ended.') });
    expect(await sessionOf(cookie)).toBeNull();
    expect(await query('SELECT t.id FROM "twoFactor" t JOIN "user" u ON u.id = t."userId" WHERE u.email = $1', [email])).toEqual([]);
    expect(await withPasswordOnly()).toMatchObject({ user: { email } }); // the password alone signs in again
    expect(admin(['list-users']).stdout).toMatch(/^phone@agency\.example\towner\tcreated [\d-]+$/m);
    expect(await query("SELECT actor, target FROM audit_log WHERE action = 'user.reset-two-factor'")).toEqual([{ actor: 'cli', target: `user:${email}` }]);

    expect(admin(['reset-two-factor', email])).toMatchObject({ code: 1, stderr: `Error: ${email} has no two-factor sign-in to reset.\n` });
    expect(admin(['reset-two-factor', 'ghost@agency.example'])).toMatchObject({ code: 1, stderr: 'Error: There is no user with the e-mail ghost@agency.example.\n' });
    expect(admin(['reset-two-factor'])).toMatchObject({ code: 2 });
  }, 60_000);

  it('create-user makes an owner unless --role editor; set-role changes the role the session reads, refuses what is not a role, and each is audited', async (ctx) => {
    if (skip) return ctx.skip();
    const query = pgdb ? postgresQuery(pgdb.url) : sqliteQuery(env.DATA_DIR);
    const editor = 'writer@agency.example';
    expect(admin(['create-user', 'boss@agency.example'], `${PASSWORD}\n`)).toMatchObject({ code: 0, stdout: 'Created boss@agency.example (owner). They can sign in at /admin/login.\n' });
    expect(admin(['create-user', '--role', 'editor', editor], `${PASSWORD}\n`)).toMatchObject({ code: 0, stdout: expect.stringContaining(`Created ${editor} (editor)`) });
    expect(admin(['create-user', 'nobody@agency.example', '--role=admin'], `${PASSWORD}\n`)).toMatchObject({ code: 1, stderr: 'Error: “admin” is not a role: use owner or editor.\n' });
    expect(admin(['reset-password', editor, '--role', 'owner'], `${PASSWORD}\n`)).toMatchObject({ code: 2 }); // only create-user takes --role
    expect(admin(['list-users']).stdout).toMatch(/^boss@agency\.example\towner\t/m);
    expect(admin(['list-users']).stdout).toMatch(/^writer@agency\.example\teditor\t/m);
    expect(admin(['list-users']).stdout).not.toContain('nobody@');

    const cookie = await signIn(editor, PASSWORD);
    expect((await sessionOf(cookie))?.user).toMatchObject({ email: editor, role: 'editor' });
    // Better Auth's own API does not take a role as input: an editor cannot make themselves an owner through it.
    await expect(withAuth((auth) => auth.api.updateUser({ body: { role: 'owner' } as never, headers: new Headers({ cookie }) }))).rejects.toThrow(/not allowed/i);
    expect((await sessionOf(cookie))?.user.role).toBe('editor');
    expect(admin(['set-role', 'Writer@Agency.example', 'owner'])).toMatchObject({ code: 0, stdout: `${editor} is now an owner (was an editor), from their next request.\n` });
    expect((await sessionOf(cookie))?.user).toMatchObject({ email: editor, role: 'owner' }); // the same session, its new role
    expect(admin(['set-role', editor, 'owner'])).toMatchObject({ code: 0, stdout: `${editor} is an owner already: nothing changed.\n` });
    expect(admin(['set-role', editor, 'superuser'])).toMatchObject({ code: 1, stderr: 'Error: “superuser” is not a role: use owner or editor.\n' });
    expect(admin(['set-role', 'ghost@agency.example', 'editor'])).toMatchObject({ code: 1, stderr: 'Error: There is no user with the e-mail ghost@agency.example.\n' });
    expect(admin(['set-role', editor])).toMatchObject({ code: 2 });
    expect(await query("SELECT action, target, detail FROM audit_log WHERE action IN ('user.create', 'user.set-role') ORDER BY at")).toEqual(
      expect.arrayContaining([
        { action: 'user.create', target: 'user:boss@agency.example', detail: 'role: owner' },
        { action: 'user.create', target: `user:${editor}`, detail: 'role: editor' },
        { action: 'user.set-role', target: `user:${editor}`, detail: 'editor → owner' },
      ]),
    );
    expect(await query("SELECT detail FROM audit_log WHERE action = 'user.set-role'")).toHaveLength(1); // nothing changed, nothing logged
  }, 60_000);
});
