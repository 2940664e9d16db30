// The admin sign-in's limits on a running server, on SQLite and on PostgreSQL. Each test client is an address a
// trusted proxy names (TRUSTED_PROXIES with X-Forwarded-For), so one machine can be many clients. Wrong passwords
// sent at once cannot outrun the limit (an attempt is checked and counted in one transaction before the password
// is hashed); a stranger's wrong passwords lock the stranger's address, not the account's owner; past the
// per-account threshold, addresses that failed are refused and fresh ones wait their turn; the account page's
// password checks count toward the same limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCli } from '../support/admin-cli';
import { createPostgres, postgresQuery, sqliteQuery, type Engine, type Query, type TestPostgres } from '../support/database';
import { hiddenFields } from '../support/forms';
import { eventually, startServer, type RunningServer } from '../support/server';
import { totp } from '../support/totp';

const PASSWORD = 'twelve chars or more';
/** LOGIN_ACCOUNT_MAX_FAILURES for these servers: low, so a few addresses reach it. */
const ACCOUNT_MAX = 12;
const WRONG = 'The email or password is wrong.';
const TOO_MANY = /^Too many attempts\. Try again in \d+ minutes?\.$/;
const WRONG_THEN_LOCKED = /^The email or password is wrong\. Too many attempts\. Try again in \d+ minutes?\.$/;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each<{ engine: Engine }>([{ engine: 'SQLite' }, { engine: 'PostgreSQL' }])('admin sign-in limits on $engine', ({ engine }) => {
  let server: RunningServer;
  let pgdb: TestPostgres | null = null;
  let query: Query;
  let write: Query;
  let skip = false;
  let loginFields: [string, string][];

  beforeAll(async () => {
    if (engine === 'PostgreSQL') {
      pgdb = await createPostgres();
      if (!pgdb) {
        skip = true; // no PostgreSQL here (never in CI: createPostgres throws there)
        return;
      }
    }
    // MAX_BODIES_PER_CLIENT: the burst below is thirteen posts at once from one address, which the request guard
    // would otherwise answer 429 beyond its fourth; here it is the sign-in's own limit that is tested.
    server = await startServer({ TRUSTED_PROXIES: '127.0.0.1, ::1', LOGIN_ACCOUNT_MAX_FAILURES: String(ACCOUNT_MAX), SEED_DEMO: '0', MAX_BODIES_PER_CLIENT: '32', ...(pgdb ? { DATABASE_URL: pgdb.url } : {}) });
    query = pgdb ? postgresQuery(pgdb.url) : sqliteQuery(server.dataDir);
    write = pgdb ? query : sqliteQuery(server.dataDir, { write: true });
    loginFields = hiddenFields(await (await fetch(`${server.url}/admin/login`)).text(), 'Sign in');
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await pgdb?.drop();
  });

  function createUser(email: string) {
    const env = pgdb ? { DATABASE_URL: pgdb.url } : { DATA_DIR: server.dataDir };
    expect(runAdminCli(['create-user', email], `${PASSWORD}\n`, env)).toMatchObject({ code: 0 });
  }

  /** The message a form answered with (its alert), else its status. */
  const alertOf = (html: string, status: number) => /role="alert"[^>]*>([^<]*)</.exec(html)?.[1] || `status ${status}`;

  /** A form post without JavaScript from `address`, as our proxy forwards it. */
  function postFrom(address: string, path: string, fields: [string, string][], values: Record<string, string>, cookie?: string) {
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    for (const [name, value] of Object.entries(values)) form.set(name, value);
    const headers: Record<string, string> = { accept: 'text/html', origin: server.url, 'x-forwarded-for': address };
    if (cookie) headers.cookie = cookie;
    return fetch(server.url + path, { method: 'POST', body: form, headers, redirect: 'manual' });
  }

  /** Signs in from `address`: 'in' when redirected with a session, else the message shown. */
  async function signInFrom(address: string, email: string, password: string): Promise<string> {
    const response = await postFrom(address, '/admin/login', loginFields, { email, password });
    if (response.status === 303 && response.headers.getSetCookie().length > 0) return 'in';
    return alertOf(await response.text(), response.status);
  }

  async function sessionFrom(address: string, email: string): Promise<string> {
    const response = await postFrom(address, '/admin/login', loginFields, { email, password: PASSWORD });
    expect(response.status).toBe(303);
    return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
  }

  const count = async (sql: string, params: unknown[]) => Number((await query(sql, params))[0].n);

  it('with one try left, twelve wrong passwords sent at once take it, and the right one sent just after finds the account locked', async (ctx) => {
    if (skip) return ctx.skip();
    const email = 'burst@agency.example';
    const address = '203.0.113.10';
    createUser(email);
    for (let i = 1; i <= 4; i++) expect(await signInFrom(address, email, `wrong password ${i}`)).toBe(WRONG);

    const burst = Array.from({ length: 12 }, (_, i) => signInFrom(address, email, `wrong password burst ${i}`));
    await sleep(30); // the burst is on its way (its passwords would still be hashing); then the right one
    const right = await signInFrom(address, email, PASSWORD);
    const answers = await Promise.all(burst);

    expect(right).toMatch(TOO_MANY);
    // Exactly one of the burst had its password checked (the fifth failure, which locks); the rest were refused unchecked.
    expect(answers.filter((answer) => answer.startsWith(WRONG))).toEqual([expect.stringMatching(WRONG_THEN_LOCKED)]);
    expect(answers.filter((answer) => TOO_MANY.test(answer))).toHaveLength(11);
    expect(await count('SELECT COUNT(*) AS n FROM login_attempts WHERE address = $1', [address])).toBe(5);
    expect(await count("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'sign-in.failed' AND ip = $1", [address])).toBe(5);
  });

  it("a stranger's wrong passwords lock the stranger's address, not the account: the owner signs in from an address that has not failed", async (ctx) => {
    if (skip) return ctx.skip();
    const email = 'owner@agency.example';
    createUser(email);
    for (const stranger of ['198.51.100.1', '198.51.100.2']) {
      for (let i = 1; i <= 4; i++) expect(await signInFrom(stranger, email, `guess ${i}`)).toBe(WRONG);
      expect(await signInFrom(stranger, email, 'guess 5')).toMatch(WRONG_THEN_LOCKED);
      expect(await signInFrom(stranger, email, PASSWORD)).toMatch(TOO_MANY); // locked: not even the right password
      expect(await signInFrom(stranger, 'someone.else@agency.example', 'guess 6')).toMatch(TOO_MANY); // nor another account
    }
    // Ten failures on the account from elsewhere (under LOGIN_ACCOUNT_MAX_FAILURES): its owner is not held up at all.
    expect(await signInFrom('192.0.2.7', email, PASSWORD)).toBe('in');
  });

  it('past the per-account threshold an address that failed on the account is refused, fresh addresses take turns at a growing delay, and the owner gets in from a clean address', async (ctx) => {
    if (skip) return ctx.skip();
    const email = 'target@agency.example';
    createUser(email);
    const strangers = ['198.51.100.11', '198.51.100.12', '198.51.100.13'];
    const answers = [];
    for (const stranger of strangers) for (let i = 1; i <= ACCOUNT_MAX / strangers.length; i++) answers.push(await signInFrom(stranger, email, `spray ${i}`));
    expect(answers.slice(0, -1)).toEqual(Array(ACCOUNT_MAX - 1).fill(WRONG));
    expect(answers.at(-1)).toMatch(WRONG_THEN_LOCKED); // the failure that reached the threshold
    // The account has had ACCOUNT_MAX failures: an address with a failure on it is refused, even with the right password,
    // although it has tries left of its own.
    expect(await signInFrom(strangers[0], email, PASSWORD)).toMatch(TOO_MANY);

    await sleep(1100); // the first delay past the threshold (1 s) since the last failure
    // Eight fresh addresses at once: one takes the turn (and fails); the others wait for the next, 2 s later.
    const fresh = await Promise.all(Array.from({ length: 8 }, (_, i) => signInFrom(`203.0.113.${100 + i}`, email, `fresh guess ${i}`)));
    expect(fresh.filter((answer) => answer.startsWith(WRONG))).toHaveLength(1);
    expect(fresh.filter((answer) => TOO_MANY.test(answer))).toHaveLength(7);
    expect(await count('SELECT COUNT(*) AS n FROM login_attempts WHERE account = $1', [email])).toBe(ACCOUNT_MAX + 1);

    // The owner, from an address that has not failed: in at the next turn, a couple of seconds at most.
    const owner = '192.0.2.8';
    expect(await signInFrom(owner, email, PASSWORD)).toMatch(TOO_MANY);
    await eventually(async () => (await signInFrom(owner, email, PASSWORD)) === 'in', 10_000);
    // A sign-in that worked is not a failure: nothing of the owner's is left counted.
    expect(await count('SELECT COUNT(*) AS n FROM login_attempts WHERE address = $1', [owner])).toBe(0);
  });

  it("the account page's password checks count toward the same limits: refused when locked, each failure audited", async (ctx) => {
    if (skip) return ctx.skip();
    const email = 'settings@agency.example';
    const address = '192.0.2.60';
    createUser(email);
    const cookie = await sessionFrom(address, email);
    const page = await (await fetch(`${server.url}/admin/account`, { headers: { cookie } })).text();
    const fields = hiddenFields(page, 'Set up two-factor');
    const setUp = async (password: string) => {
      const response = await postFrom(address, '/admin/account', fields, { password }, cookie);
      return alertOf(await response.text(), response.status);
    };

    for (let i = 1; i <= 4; i++) expect(await setUp(`not my password ${i}`)).toBe('That password is wrong.');
    expect(await setUp('not my password 5')).toMatch(/^That password is wrong\. Too many attempts\. Try again in \d+ minutes?\.$/);
    expect(await setUp(PASSWORD)).toMatch(TOO_MANY); // not checked at all while locked
    expect(await signInFrom(address, email, PASSWORD)).toMatch(TOO_MANY); // the same limit as signing in
    expect(await count("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'two-factor.password-failed' AND actor = $1 AND ip = $2", [email, address])).toBe(5);
    expect(await count('SELECT COUNT(*) AS n FROM "twoFactor"', [])).toBe(0); // no set-up was started
  });

  /** The backup codes the set-up showed, per user (turnTwoFactorOn). */
  const backupCodes = new Map<string, string[]>();

  /** Turns two-factor on for `email` as its owner does on the account page (password, then a first code): the key. */
  async function turnTwoFactorOn(email: string): Promise<string> {
    const address = '192.0.2.200';
    const cookie = await sessionFrom(address, email);
    const account = await (await fetch(`${server.url}/admin/account`, { headers: { cookie } })).text();
    const started = await (await postFrom(address, '/admin/account', hiddenFields(account, 'Set up two-factor'), { password: PASSWORD }, cookie)).text();
    const key = /data-testid="totp-key">([A-Z2-7=]+)</.exec(started)![1];
    const list = /<ul aria-label="Your backup codes">([\s\S]*?)<\/ul>/.exec(started)![1];
    backupCodes.set(email, [...list.matchAll(/<code>([^<]+)<\/code>/g)].map((m) => m[1]));
    const confirmForm = /<form(?:(?!<form)[\s\S])*?Turn two-factor on[\s\S]*?<\/form>/.exec(started)![0];
    const confirmFields = [...confirmForm.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/?>/g)].map((m): [string, string] => [m[1].replace(/&quot;/g, '"'), (m[2] ?? '').replace(/&quot;/g, '"')]);
    expect((await postFrom(address, '/admin/account', confirmFields, { code: totp(key) }, cookie)).status).toBe(303);
    return key;
  }

  /** The password step from `address` (for a user with two-factor on): the two-factor cookie it sets. */
  async function passwordStepFrom(address: string, email: string): Promise<string> {
    const response = await postFrom(address, '/admin/login', loginFields, { email, password: PASSWORD });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^\/admin\/login\/two-factor/);
    return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
  }

  /** A code sent on the two-factor step: 'in' when signed in, else the message shown. */
  async function codeFrom(address: string, cookie: string, code: string): Promise<string> {
    const response = await postFrom(address, '/admin/login/two-factor', twoFactorFields, { code }, cookie);
    if (response.status === 303 && response.headers.getSetCookie().some((c) => c.includes('session_token='))) return 'in';
    return alertOf(await response.text(), response.status);
  }
  let twoFactorFields: [string, string][];

  it('the two-factor code counts toward the same limits: five wrong codes from an address lock it out, the right code and the password included, and each is audited', async (ctx) => {
    if (skip) return ctx.skip();
    const email = 'second.step@agency.example';
    createUser(email);
    const key = await turnTwoFactorOn(email);
    twoFactorFields = hiddenFields(await (await fetch(`${server.url}/admin/login/two-factor`)).text(), 'Two-factor code');
    const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

    const address = '203.0.113.77';
    const challenge = await passwordStepFrom(address, email);
    for (let i = 1; i <= 4; i++) expect(await codeFrom(address, challenge, wrong(totp(key)))).toBe('That code is wrong.');
    expect(await codeFrom(address, challenge, wrong(totp(key)))).toMatch(/^That code is wrong\. Too many attempts\. Try again in \d+ minutes?\.$/);
    expect(await codeFrom(address, challenge, totp(key))).toMatch(TOO_MANY); // not checked at all while locked
    expect(await signInFrom(address, email, PASSWORD)).toMatch(TOO_MANY); // the same limit as the password's
    expect(await count("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'sign-in.failed' AND actor = $1 AND ip = $2 AND detail LIKE 'wrong two-factor code%'", [email, address])).toBe(5);

    // From an address that has not failed: the password, then the right code, and nothing of it is left counted.
    const owner = '192.0.2.77';
    expect(await codeFrom(owner, await passwordStepFrom(owner, email), totp(key))).toBe('in');
    expect(await count('SELECT COUNT(*) AS n FROM login_attempts WHERE address = $1', [owner])).toBe(0);
  });

  it('wrong codes and wrong passwords add up on the account: past its threshold an address that failed a code on it is refused, the right password included', async (ctx) => {
    if (skip) return ctx.skip();
    const email = 'spread.codes@agency.example';
    createUser(email);
    const key = await turnTwoFactorOn(email);
    twoFactorFields ??= hiddenFields(await (await fetch(`${server.url}/admin/login/two-factor`)).text(), 'Two-factor code');
    const wrong = totp(key) === '000000' ? '111111' : '000000';
    // Three addresses, three wrong codes each (under Better Auth's own lock, ten in a row), then three wrong passwords.
    const strangers = ['198.51.100.31', '198.51.100.32', '198.51.100.33'];
    for (const stranger of strangers) {
      const challenge = await passwordStepFrom(stranger, email);
      for (let i = 1; i <= 3; i++) expect(await codeFrom(stranger, challenge, wrong)).toMatch(/^That code is wrong\./);
    }
    for (let i = 1; i <= ACCOUNT_MAX - 9; i++) expect(await signInFrom('198.51.100.34', email, `spray ${i}`)).toMatch(/^The email or password is wrong\./);
    expect(await count('SELECT COUNT(*) AS n FROM login_attempts WHERE account = $1', [email])).toBe(ACCOUNT_MAX);
    expect(await signInFrom(strangers[0], email, PASSWORD)).toMatch(TOO_MANY);
  });

  it('a session made by signing in lasts 8 hours in the database, as the README says, and its cookie ends with the browser', async (ctx) => {
    if (skip) return ctx.skip();
    const email = 'hours@agency.example';
    createUser(email);
    const response = await postFrom('192.0.2.80', '/admin/login', loginFields, { email, password: PASSWORD });
    expect(response.status).toBe(303);
    const cookies = response.headers.getSetCookie().filter((cookie) => cookie.includes('session_token='));
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).not.toMatch(/max-age|expires/i); // a browser-session cookie
    const time = (value: unknown) => (value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(String(value)));
    const [session] = await query('SELECT s."createdAt", s."expiresAt" FROM "session" s JOIN "user" u ON u.id = s."userId" WHERE u.email = $1', [email]);
    expect((time(session.expiresAt) - time(session.createdAt)) / 3_600_000).toBeCloseTo(8, 2);
  });

  it('a session used to its end is never renewed past sign-in + 8 hours, even by a client that drops the cookie that says not to renew it; then it is signed out', async (ctx) => {
    if (skip) return ctx.skip();
    const email = 'all.day@agency.example';
    createUser(email);
    const response = await postFrom('192.0.2.81', '/admin/login', loginFields, { email, password: PASSWORD });
    expect(response.status).toBe(303);
    // Only the session's own cookie, as a copied token would travel: the sign-in's "don't remember" cookie is what
    // kept Better Auth from renewing, and a client need not send it back.
    const token = response.headers.getSetCookie().find((cookie) => cookie.includes('session_token='))!.split(';')[0];
    const dontRemember = response.headers.getSetCookie().find((cookie) => cookie.includes('dont_remember='))!.split(';')[0];
    const time = (value: unknown) => (value instanceof Date ? value.getTime() : Date.parse(String(value)));
    const session = async () => {
      const [row] = await query('SELECT s."createdAt", s."expiresAt" FROM "session" s JOIN "user" u ON u.id = s."userId" WHERE u.email = $1', [email]);
      return row && { createdAt: time(row.createdAt), expiresAt: time(row.expiresAt) };
    };
    /** Moves the sign-in back: made `ago` ms before now, ending `left` ms from now. */
    const age = (ago: number, left: number, now = Date.now()) =>
      write('UPDATE "session" SET "createdAt" = $1, "expiresAt" = $2 WHERE "userId" = (SELECT id FROM "user" WHERE email = $3)', [new Date(now - ago).toISOString(), new Date(now + left).toISOString(), email]);
    const page = (cookie: string) => fetch(`${server.url}/admin/account`, { headers: { cookie }, redirect: 'manual' });

    // 7 h 45 min after sign-in, a quarter of an hour left: well past the half hour after which Better Auth renewed.
    await age(7.75 * 3_600_000, 15 * 60_000);
    const signedIn = (await session()).createdAt;
    for (const cookie of [token, `${token}; ${dontRemember}`]) {
      const answer = await page(cookie);
      expect(answer.status).toBe(200);
      expect((await answer.text()).replaceAll('<!-- -->', '')).toContain(`Signed in as ${email}`);
      expect((await session()).expiresAt).toBeLessThanOrEqual(signedIn + 8 * 3_600_000);
    }

    // A minute past sign-in + 8 hours: the next request is signed out, and the row is gone.
    await age(8 * 3_600_000 + 60_000, -60_000);
    const after = await page(token);
    expect(after.status).toBe(307);
    expect(after.headers.get('location')).toMatch(/^\/admin\/login\?next=/);
    expect(await session()).toBeUndefined();
  });

  it('a backup code signs in once in place of the code from the app: used again it is refused, and the account page counts what is left', async (ctx) => {
    if (skip) return ctx.skip();
    const email = 'lost.phone@agency.example';
    createUser(email);
    await turnTwoFactorOn(email);
    const codes = backupCodes.get(email)!;
    expect(codes).toHaveLength(10);
    codes.forEach((code) => expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/));
    const backupFields = hiddenFields(await (await fetch(`${server.url}/admin/login/two-factor/backup`)).text(), 'Sign in with a backup code');
    /** A backup code sent on its page from `address`: the session cookie when signed in, else the message shown. */
    const backupFrom = async (address: string, challenge: string, code: string) => {
      const response = await postFrom(address, '/admin/login/two-factor/backup', backupFields, { code }, challenge);
      const session = response.headers.getSetCookie().find((c) => c.includes('session_token=') && !/max-age=0/i.test(c));
      if (response.status === 303 && session) return { in: session.split(';')[0] };
      return { message: alertOf(await response.text(), response.status) };
    };
    const left = async (cookie: string) => /data-testid="backup-codes-left">([^<]*)</.exec(await (await fetch(`${server.url}/admin/account`, { headers: { cookie } })).text())?.[1];

    const address = '192.0.2.90';
    const first = await backupFrom(address, await passwordStepFrom(address, email), codes[0]);
    expect(first).toHaveProperty('in');
    expect(await left(first.in!)).toBe('9 backup codes left. Each signs you in once when your phone is not to hand.');

    // The same code again, on a new sign-in: refused, saying why; counted as a wrong code, and audited.
    const again = await backupFrom(address, await passwordStepFrom(address, email), codes[0]);
    expect(again).toEqual({ message: 'That backup code is wrong or has already been used: each code works once. Try another of your codes.' });
    expect(await count('SELECT COUNT(*) AS n FROM login_attempts WHERE address = $1', [address])).toBe(1);
    // Typed as people do, without its hyphen and with a space: the next code signs in, and one code fewer is left.
    const second = await backupFrom(address, await passwordStepFrom(address, email), ` ${codes[1].replace('-', '')}`);
    expect(second).toHaveProperty('in');
    expect(await left(second.in!)).toBe('8 backup codes left. Each signs you in once when your phone is not to hand.');
    // Not a code's shape: refused beside the field, not counted.
    expect(await backupFrom(address, await passwordStepFrom(address, email), '123456')).toEqual({ message: 'Enter one of your backup codes: ten letters and digits, like Ab3dE-fG7hK.' });

    const audit = await query("SELECT action, detail FROM audit_log WHERE actor = $1 AND ip = $2 AND action LIKE 'sign-in%' ORDER BY at", [email, address]);
    expect(audit.filter((row) => row.action === 'sign-in').map((row) => row.detail)).toEqual(['with a backup code; 9 left', 'with a backup code; 8 left']);
    expect(audit.filter((row) => row.action === 'sign-in.failed').map((row) => row.detail)).toEqual(['wrong or used backup code']);
  });

  it('backup codes are throttled as the code from the app is: five wrong ones from an address lock it out, a right backup code included', async (ctx) => {
    if (skip) return ctx.skip();
    const email = 'guessed.backup@agency.example';
    createUser(email);
    await turnTwoFactorOn(email);
    const codes = backupCodes.get(email)!;
    const backupFields = hiddenFields(await (await fetch(`${server.url}/admin/login/two-factor/backup`)).text(), 'Sign in with a backup code');
    const backupFrom = async (address: string, challenge: string, code: string) => {
      const response = await postFrom(address, '/admin/login/two-factor/backup', backupFields, { code }, challenge);
      if (response.status === 303 && response.headers.getSetCookie().some((c) => c.includes('session_token='))) return 'in';
      return alertOf(await response.text(), response.status);
    };
    const address = '203.0.113.91';
    const challenge = await passwordStepFrom(address, email);
    for (let i = 1; i <= 4; i++) expect(await backupFrom(address, challenge, `Wrong-Code${i}`)).toMatch(/^That backup code is wrong or has already been used/);
    expect(await backupFrom(address, challenge, 'Wrong-Code5')).toMatch(/^That backup code is wrong or has already been used: each code works once\. Try another of your codes\. Too many attempts\. Try again in \d+ minutes?\.$/);
    expect(await backupFrom(address, challenge, codes[0])).toMatch(TOO_MANY); // not checked while locked
    expect(await count("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'sign-in.failed' AND actor = $1 AND ip = $2 AND detail LIKE 'wrong or used backup code%'", [email, address])).toBe(5);
    // From another address, the code the locked one could not use still works: it was never checked.
    const owner = '192.0.2.91';
    expect(await backupFrom(owner, await passwordStepFrom(owner, email), codes[0])).toBe('in');
  });
});
