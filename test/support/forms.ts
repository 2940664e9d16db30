// Sending our pages' forms the way browsers do, for integration tests: a plain form post without JavaScript,
// and the Server Action call React makes with it.

const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The hidden inputs of the form labelled `label` in `html`: React's `$ACTION_*` fields and our form token. */
export function hiddenFields(html: string, label: string): [string, string][] {
  const form = new RegExp(`<form[^>]*aria-label="${label}"[\\s\\S]*?</form>`).exec(html)?.[0];
  if (!form) throw new Error(`no form labelled ${label}`);
  return [...form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/?>/g)].map((m) => [decode(m[1]), decode(m[2] ?? '')]);
}

async function page(base: string, path: string, cookie?: string) {
  const response = await fetch(base + path, { headers: cookie ? { cookie } : {} });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return response.text();
}

/**
 * Fills the form on `path` and sends it as a browser without JavaScript does: a multipart post to the page
 * with the form's hidden fields, `Accept: text/html` and our Origin. Redirects are not followed.
 */
export async function postWithoutJs(base: string, path: string, label: string, fields: Record<string, string>, cookie?: string): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of hiddenFields(await page(base, path, cookie), label)) form.append(name, value);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const headers: Record<string, string> = { accept: 'text/html,application/xhtml+xml', origin: base };
  if (cookie) headers.cookie = cookie;
  return fetch(base + path, { method: 'POST', body: form, headers, redirect: 'manual' });
}

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
