// The admin action wrapper (server/actions/admin-action.ts): the session and role before anything of the form, the
// schema step with every message and what was typed kept, and the action itself called once with the parsed input.
// The session comes from a stand-in for Better Auth; Next's redirect() and forbidden() are the real ones, whose
// thrown digests are what Next answers with (a redirect to the login, the 403 page).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FormState } from '@/lib/validation/form-state';
import { z } from '@/lib/validation/zod';

const session = vi.hoisted(() => ({ user: null as null | { id: string; email: string; name: string; role: string } }));
const audit = vi.hoisted(() => vi.fn(async () => undefined));
const db = vi.hoisted(() => ({ kysely: { stand: 'in' } }));

vi.mock('next/headers', () => ({ headers: async () => new Headers() }));
vi.mock('@/server/auth/instance', () => ({ auth: async () => ({ api: { getSession: async () => (session.user ? { user: session.user } : null) } }) }));
vi.mock('@/server/db/current', () => ({ currentDb: async () => db }));
vi.mock('@/server/repositories/audit', () => ({ audit }));

const { adminAction, adminFormAction, validatedAction } = await import('@/server/actions/admin-action');

const OWNER = { id: 'u1', email: 'owner@example.com', name: 'Owner', role: 'owner' };
const EDITOR = { id: 'u2', email: 'editor@example.com', name: 'Editor', role: 'editor' };
const initial: FormState = { status: 'idle', values: {}, fieldErrors: {}, version: 3 };
const ID = '0b4cbb54-5d3c-4b8e-9a51-0d0c8f7a2f11';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};
/** What Next answers a thrown redirect() or forbidden() with, from its digest. */
async function thrown(run: Promise<unknown>): Promise<string> {
  const error = await run.then(
    () => null,
    (caught: unknown) => caught as { digest?: string },
  );
  return error?.digest ?? 'nothing thrown';
}
const redirectTo = (url: string) => expect.stringMatching(new RegExp(`^NEXT_REDIRECT;[a-z]+;${url.replace(/[?]/g, '\\?')};30[37];`));

const jobSchema = z.object({ title: z.string().trim().min(1, 'Enter the title.'), places: z.string().regex(/^\d+$/, 'Enter a number.').transform(Number) });
const record = { schema: z.object({ id: z.uuid() }), path: ({ id }: { id: string }) => `/admin/things/${id}`, list: '/admin/things' };

beforeAll(() => {
  process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = 'true'; // as next.config's experimental.authInterrupts sets it
});
afterEach(() => {
  session.user = null;
  audit.mockClear();
});

describe('adminAction: a form answered with a state', () => {
  it('sends a request without a session to the login, coming back to the page, and never runs the action', async () => {
    const fn = vi.fn();
    const action = adminAction({ back: '/admin/things/new', schema: jobSchema }, fn);
    expect(await thrown(action(initial, form({ title: 'x', places: '2' })))).toEqual(redirectTo('/admin/login?next=%2Fadmin%2Fthings%2Fnew'));
    expect(fn).not.toHaveBeenCalled();
  });

  it("refuses a role the action is not for with Next's 403 (the console's \"No access\" page), an owner-only action by default", async () => {
    session.user = EDITOR;
    const fn = vi.fn();
    const action = adminAction({ back: '/admin/things', schema: jobSchema }, fn);
    expect(await thrown(action(initial, form({ title: '', places: '' })))).toBe('NEXT_HTTP_ERROR_FALLBACK;403');
    expect(fn).not.toHaveBeenCalled();
  });

  it('answers a schema failure with every message per field and what was typed, the version bumped', async () => {
    session.user = OWNER;
    const fn = vi.fn();
    const action = adminAction({ back: '/admin/things', schema: jobSchema }, fn);
    expect(await action(initial, form({ title: '  ', places: 'many', other: 'not a field' }))).toEqual({
      status: 'invalid',
      message: 'Some answers need another look: see the messages beside the fields.',
      values: { title: '  ', places: 'many' },
      fieldErrors: { title: ['Enter the title.'], places: ['Enter a number.'] },
      version: 4,
    });
    expect(fn).not.toHaveBeenCalled();
  });

  it('lets an action answer a refusal in its own state', async () => {
    session.user = OWNER;
    type Found = { version: number; email: string; error?: string };
    const action = adminAction({ back: '/admin/privacy', schema: z.object({ email: z.email() }), invalid: ({ values, version }: { values: Record<string, string>; version: number }): Found => ({ version, email: values.email, error: 'Enter an address.' }) }, async (): Promise<Found> => ({ version: 0, email: '' }));
    expect(await action({ version: 0, email: '' }, form({ email: 'nope' }))).toEqual({ version: 1, email: 'nope', error: 'Enter an address.' });
  });

  it('calls the action once with the parsed input and the context: the user, the database, the audit log', async () => {
    session.user = EDITOR;
    const fn = vi.fn(async (input: { title: string; places: number }, ctx: { user: { email: string }; db: unknown; version: number; log: (action: string, target: string | null) => Promise<void> }): Promise<FormState> => {
      await ctx.log('thing.create', 'thing:1');
      return { status: 'sent', values: {}, fieldErrors: {}, version: ctx.version };
    });
    const action = adminAction({ access: 'editor', back: '/admin/things', schema: jobSchema }, fn);
    expect(await action(initial, form({ title: ' Designer ', places: '2' }))).toEqual({ status: 'sent', values: {}, fieldErrors: {}, version: 4 });
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn.mock.calls[0][0]).toEqual({ title: 'Designer', places: 2 });
    expect(fn.mock.calls[0][1]).toMatchObject({ user: { email: EDITOR.email, role: 'editor' }, db, actor: { email: EDITOR.email } });
    expect(audit).toHaveBeenCalledWith(db.kysely, expect.objectContaining({ actor: EDITOR.email, action: 'thing.create', target: 'thing:1' }));
  });

  it("checks the session before the record, its login coming back to the record's page; a tampered record goes to the list", async () => {
    const fn = vi.fn();
    const action = adminAction({ target: record, schema: jobSchema }, fn);
    expect(await thrown(action(initial, form({ id: ID, title: 'x', places: '1' })))).toEqual(redirectTo(`/admin/login?next=${encodeURIComponent(`/admin/things/${ID}`)}`));
    expect(await thrown(action(initial, form({ id: 'nope', title: 'x', places: '1' })))).toEqual(redirectTo('/admin/login?next=%2Fadmin%2Fthings'));
    session.user = OWNER;
    expect(await thrown(action(initial, form({ id: 'nope', title: 'x', places: '1' })))).toEqual(redirectTo('/admin/things?error=unknown'));
    expect(fn).not.toHaveBeenCalled();
    await action(initial, form({ id: ID, title: 'x', places: '1' }));
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn.mock.calls[0][0]).toEqual({ id: ID, title: 'x', places: 1 });
  });
});

describe('adminFormAction: a button answered with a redirect', () => {
  const op = z.object({ op: z.enum(['enable', 'disable']) });

  it('refuses without a session and with a role the action is not for', async () => {
    const fn = vi.fn();
    const action = adminFormAction({ target: record, schema: op, invalid: ({ id }) => `/admin/things/${id}?error=op` }, fn);
    expect(await thrown(action(form({ id: ID, op: 'enable' })))).toEqual(redirectTo(`/admin/login?next=${encodeURIComponent(`/admin/things/${ID}`)}`));
    session.user = EDITOR;
    expect(await thrown(action(form({ id: ID, op: 'enable' })))).toBe('NEXT_HTTP_ERROR_FALLBACK;403');
    expect(fn).not.toHaveBeenCalled();
  });

  it('sends a form its schema refuses to `invalid`, and runs the action once with the parsed input', async () => {
    session.user = OWNER;
    const fn = vi.fn(async () => undefined);
    const action = adminFormAction({ target: record, schema: op, invalid: ({ id }) => `/admin/things/${id}?error=op` }, fn);
    expect(await thrown(action(form({ id: ID, op: 'explode' })))).toEqual(redirectTo(`/admin/things/${ID}?error=op`));
    expect(fn).not.toHaveBeenCalled();
    await action(form({ id: ID, op: 'disable' }));
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith({ id: ID, op: 'disable' }, expect.objectContaining({ user: expect.objectContaining({ email: OWNER.email }), db }));
  });
});

describe('validatedAction: the sign-in forms, without a session', () => {
  it('parses without asking for a session: a refusal keeps what was typed, a valid form runs the action once', async () => {
    const fn = vi.fn(async (_: unknown, { version }: { version: number }): Promise<FormState> => ({ status: 'error', message: 'wrong', values: {}, fieldErrors: {}, version }));
    const action = validatedAction({ schema: z.object({ email: z.email('Enter your email address.') }) }, fn);
    expect(await action(initial, form({ email: 'nope' }))).toMatchObject({ status: 'invalid', values: { email: 'nope' }, fieldErrors: { email: ['Enter your email address.'] }, version: 4 });
    expect(fn).not.toHaveBeenCalled();
    expect(await action(initial, form({ email: 'a@example.com' }))).toMatchObject({ status: 'error', version: 4 });
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('every admin action goes through the wrapper', () => {
  it('declares each action of server/actions/admin-*.ts with adminAction or adminFormAction (validatedAction: the sign-in forms)', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const folder = 'server/actions';
    const declared = readdirSync(folder)
      .filter((file) => /^admin-.*\.ts$/.test(file) && file !== 'admin-action.ts')
      .flatMap((file) => [...readFileSync(`${folder}/${file}`, 'utf8').matchAll(/^export (?:async function (\w+)|const (\w+) = (\w+)\()/gm)].map((match) => ({ file, name: match[1] ?? match[2], by: match[3] ?? 'by hand' })));
    expect(declared.length).toBeGreaterThan(30);
    const byHand = declared.filter(({ by }) => by !== 'adminAction' && by !== 'adminFormAction' && by !== 'validatedAction');
    // Signing out needs no form and no role: it ends whatever session there is.
    expect(byHand).toEqual([{ file: 'admin-auth.ts', name: 'signOut', by: 'by hand' }]);
    expect(declared.filter(({ by }) => by === 'validatedAction').map(({ name }) => name)).toEqual(['signIn', 'verifyTwoFactor', 'verifyBackupCode']);
  });
});
