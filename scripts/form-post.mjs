// Sending our pages' forms the way a browser without JavaScript does: read the form's hidden inputs (React's
// `$ACTION_*` fields and our form token) from its page, then post them with the visitor's answers. Shared by the
// integration tests (test/support/forms.ts) and the rolling-restart run (rolling-restart.mjs).

const decode = (text) => text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The hidden inputs of the form labelled `label` in `html`, as [name, value] pairs. */
export function hiddenFields(html, label) {
  const form = new RegExp(`<form[^>]*aria-label="${label}"[\\s\\S]*?</form>`).exec(html)?.[0];
  if (!form) throw new Error(`no form labelled ${label}`);
  return [...form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/?>/g)].map((m) => [decode(m[1]), decode(m[2] ?? '')]);
}

/** A page's HTML; throws when it is not 200-299. */
export async function page(base, path, cookie) {
  const response = await fetch(base + path, { headers: cookie ? { cookie } : {} });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return response.text();
}

/**
 * Fills the form on `path` and sends it as a browser without JavaScript does: a multipart post to the page
 * with the form's hidden fields, `Accept: text/html` and our Origin. Redirects are not followed.
 */
export async function postWithoutJs(base, path, label, fields, cookie) {
  const form = new FormData();
  for (const [name, value] of hiddenFields(await page(base, path, cookie), label)) form.append(name, value);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const headers = { accept: 'text/html,application/xhtml+xml', origin: base };
  if (cookie) headers.cookie = cookie;
  return fetch(base + path, { method: 'POST', body: form, headers, redirect: 'manual' });
}
