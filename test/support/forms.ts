// Sending our pages' forms the way browsers do, for integration tests: a plain form post without JavaScript,
// and the Server Action call React makes with it.

// @ts-expect-error: plain ESM script without types, shared with scripts/rolling-restart.mjs
import * as formPost from '../../scripts/form-post.mjs';

/** The hidden inputs of the form labelled `label` in `html`: React's `$ACTION_*` fields and our form token. */
export const hiddenFields: (html: string, label: string) => [string, string][] = formPost.hiddenFields;

export const page: (base: string, path: string, cookie?: string) => Promise<string> = formPost.page;

/**
 * Fills the form on `path` and sends it as a browser without JavaScript does: a multipart post to the page
 * with the form's hidden fields, `Accept: text/html` and our Origin. Redirects are not followed.
 */
export const postWithoutJs: (base: string, path: string, label: string, fields: Record<string, string>, cookie?: string) => Promise<Response> = formPost.postWithoutJs;

/**
 * Sends the form on `path` as React does with JavaScript on (useActionState): a Server Action call whose
 * arguments are the form's previous state and the FormData, answered with React's own format.
 */
export async function callAction(base: string, path: string, label: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  const hidden = new Map(hiddenFields(await page(base, path), label));
  const { id } = JSON.parse(hidden.get('$ACTION_1:0') ?? '{}') as { id?: string };
  const [previous] = JSON.parse(hidden.get('$ACTION_1:1') ?? '[]') as unknown[];
  if (!id) throw new Error(`the form on ${path} has no bound action`);
  const form = new FormData();
  // React writes the FormData's entries (prefixed with its reference) before the arguments that point at it.
  for (const [name, value] of Object.entries({ formtoken: hidden.get('formtoken') ?? '', ...fields })) form.append(`_1_${name}`, value);
  form.append('0', JSON.stringify([previous, '$K1']));
  return fetch(base + path, { method: 'POST', body: form, headers: { 'next-action': id, accept: 'text/x-component', origin: base, ...headers } });
}

/** Signs in to the admin console through its sign-in form (no JavaScript); the session cookie to send. */
export async function signInAdmin(base: string, email: string, password: string): Promise<string> {
  const response = await postWithoutJs(base, '/admin/login', 'Sign in', { email, password });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (response.status !== 303 || cookies.length === 0) throw new Error(`sign-in failed: ${response.status} ${(await response.text()).slice(0, 200)}`);
  return cookies.join('; ');
}
