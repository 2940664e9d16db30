import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { fieldErrors as errorsOf } from '@/lib/validation/fields';
import type { FormState } from '@/lib/validation/form-state';
import { z } from '@/lib/validation/zod';
import { requireEditor, requireOwner, requireUser } from '../auth/session';
import { currentDb } from '../db/current';
import { clientIp } from '../http/multipart';
import { audit } from '../repositories/audit';

// Every admin Server Action is written through one of these (SaaS starter's validatedActionWithUser, Dub's
// withWorkspace): the session and role first, nothing of the form acted on before; then the form read and parsed
// with its zod schema; then the action itself, with the parsed input and the context. An action file declares what
// it needs and keeps only its own decisions.
//   adminAction        a form answered with a state (useActionState): a refusal comes back beside the fields,
//                      with what was typed kept.
//   adminFormAction    a button's plain form post, answered with a redirect: a refusal is a redirect too.
//   validatedAction    the same parse without a session, for the sign-in forms only.

/**
 * Who may run an admin action (server/auth/session.ts): 'owner' (leads, jobs, outbox, webhooks, privacy…),
 * 'editor' (content and media: both roles), or 'signed-in' (any user, for their own account).
 */
export type ActionAccess = 'owner' | 'editor' | 'signed-in';

const GUARDS = { owner: requireOwner, editor: requireEditor, 'signed-in': requireUser } satisfies Record<ActionAccess, unknown>;

/**
 * The signed-in user (else a redirect to the login that comes back to `back`; a role without `access`, a 403), the
 * process's database, the request's headers and address, and a way to write what they did to the audit log.
 */
async function adminContext(back: string, access: ActionAccess) {
  const user = await GUARDS[access](back);
  const db = await currentDb();
  const requestHeaders = await headers();
  const ip = clientIp(requestHeaders);
  const log = (action: string, target: string | null, detail?: string) => audit(db.kysely, { actor: user.email, action, target, detail, ip });
  /** who did it, as the services record it */
  const actor = { email: user.email, ip };
  return { db, user, ip, actor, requestHeaders, log };
}

export type AdminContext = Awaited<ReturnType<typeof adminContext>>;

/**
 * The record a form is about (its id, say), read from the form's fields named by the schema's keys. The login
 * comes back to `path` of it; a form without a valid one (tampered with) is sent to `lost`, after the session
 * check, and its action never runs.
 */
export interface ActionTarget<T> {
  schema: z.ZodType<T>;
  path: (target: T) => string;
  /** where a form without a valid record goes (and its login comes back to) */
  list: string;
  /** default: `${list}?error=unknown` */
  lost?: string;
  /**
   * Whether the record the form names is the one its access was judged by (asked after the session check, before
   * the action): a content item's stored collection, say, since the role was judged by the collection the form
   * names. A form it refuses goes to `lost`, as a tampered one.
   */
  check?: (target: T, context: AdminContext) => Promise<boolean>;
}

/** How an action reads its form: a schema for its fields, their names (default: the schema's keys), or a reader of its own. */
interface Parse<I> {
  schema?: z.ZodType<I>;
  /** the fields read as text and shown again after a refusal; default: the keys of an object schema */
  fields?: readonly string[];
  /** what the schema parses, when it is not the named fields as text (files, ticked boxes); its text values are the ones kept */
  read?: (form: FormData) => Record<string, unknown>;
}

interface Guarded<T> {
  /**
   * default 'owner': an action that forgets to say is closed to editors. A function of the target decides by the
   * record (a content collection's access); it is asked with no target when the form names none (the action then
   * never runs: the form goes to the target's `lost`).
   */
  access?: ActionAccess | ((target?: T) => ActionAccess);
  target?: ActionTarget<T>;
  /** where the login comes back to, for an action without a target */
  back?: string;
}

/** What a refused form was: what it said, every message per field, and the answer's version. */
export interface Refused<S> {
  values: Record<string, string>;
  fieldErrors: Record<string, string[]>;
  version: number;
  previous: S;
}

/** A form-state action's context: the previous state, the answer's version, and what was typed. */
interface StateContext<S> {
  form: FormData;
  previous: S;
  version: number;
  values: Record<string, string>;
}

type Empty = Record<never, never>;
const INVALID = 'Some answers need another look: see the messages beside the fields.';
const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

function fieldNames(schema: z.ZodType | undefined, fields: readonly string[] | undefined): readonly string[] {
  if (fields) return fields;
  if (!schema) return [];
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  throw new Error('admin action: name the fields a schema other than an object reads');
}

const textFields = (form: FormData, names: readonly string[]) => Object.fromEntries(names.map((name) => [name, text(form.get(name))]));

/** The form read and parsed: what it said (for the schema, and as text to show again) and the parse. */
function parse<I>(form: FormData, { schema, fields, read }: Parse<I>) {
  const raw = read ? read(form) : textFields(form, fieldNames(schema, fields));
  const values = Object.fromEntries(Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const parsed = schema ? schema.safeParse(raw) : ({ success: true, data: {} as I } as const);
  return { values, parsed };
}

/** The session and role check (its login coming back to the target's page), then the target, or the redirect away. */
async function start<T>(form: FormData, { access = 'owner', target, back = '/admin' }: Guarded<T>) {
  const found = target?.schema.safeParse(textFields(form, fieldNames(target.schema, undefined)));
  const role = typeof access === 'function' ? access(found?.success ? found.data : undefined) : access;
  const context = await adminContext(target ? (found?.success ? target.path(found.data) : target.list) : back, role);
  if (target && !found?.success) redirect(target.lost ?? `${target.list}?error=unknown`);
  if (target?.check && found?.success && !(await target.check(found.data, context))) redirect(target.lost ?? `${target.list}?error=unknown`);
  return { context, target: (found?.data ?? {}) as T };
}

/**
 * An admin form answered with a state (useActionState; works as a plain form post too). Refused fields come back
 * with every message and what was typed: as the FormState every such form uses, or as `invalid` builds it (give
 * its parameter its type, `Refused<PersonState>`: TypeScript reads the action's state from there).
 */
export function adminAction<S extends { version: number }, I extends object = Empty, T extends object = Empty>(
  spec: Guarded<T> & Parse<I> & { invalid?: (refused: Refused<S>) => NoInfer<S> },
  fn: (input: T & I, ctx: AdminContext & StateContext<S>) => Promise<S>,
): (previous: S, form: FormData) => Promise<S> {
  return async (previous, form) => {
    const { context, target } = await start(form, spec);
    return answer(spec, previous, form, (input, state) => fn({ ...target, ...input }, { ...context, ...state }));
  };
}

/** The same parse and answer, without a session: for the sign-in forms, which are for a visitor without one. */
export function validatedAction<S extends { version: number }, I extends object = Empty>(
  spec: Parse<I> & { invalid?: (refused: Refused<S>) => NoInfer<S> },
  fn: (input: I, ctx: StateContext<S>) => Promise<S>,
): (previous: S, form: FormData) => Promise<S> {
  return (previous, form) => answer(spec, previous, form, fn);
}

function answer<S extends { version: number }, I>(spec: Parse<I> & { invalid?: (refused: Refused<S>) => S }, previous: S, form: FormData, fn: (input: I, ctx: StateContext<S>) => Promise<S>): Promise<S> {
  const version = previous.version + 1;
  const { values, parsed } = parse(form, spec);
  if (!parsed.success) {
    const refused = { values, fieldErrors: errorsOf(parsed.error), version, previous };
    const formState: FormState = { status: 'invalid', message: INVALID, values, fieldErrors: refused.fieldErrors, version };
    return Promise.resolve(spec.invalid ? spec.invalid(refused) : (formState as unknown as S));
  }
  return fn(parsed.data, { form, previous, version, values });
}

/**
 * An admin button's plain form post (delete, publish, retry…), answered with a redirect. A form its schema refuses
 * is sent to `invalid` (the record's page with an error, usually).
 */
export function adminFormAction<I extends object = Empty, T extends object = Empty>(
  spec: Guarded<T> & Parse<I> & { invalid?: string | ((target: T) => string) },
  fn: (input: T & I, ctx: AdminContext & { form: FormData }) => Promise<void>,
): (form: FormData) => Promise<void> {
  return async (form) => {
    const { context, target } = await start(form, spec);
    const { parsed } = parse(form, spec);
    if (!parsed.success) {
      if (spec.invalid === undefined) throw new Error('admin action: say where a refused form goes (invalid)');
      redirect(typeof spec.invalid === 'function' ? spec.invalid(target) : spec.invalid);
    }
    return fn({ ...target, ...parsed.data }, { ...context, form });
  };
}
