// A Server Action is taken only on a page that owns it (server/serving/action-pages.mts): posted anywhere else,
// Next would hand it on as a new request from this server, losing the visitor's address and the guard's checks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server';

describe('Server Actions on pages that do not own them', () => {
  let server: RunningServer;
  let actionId: string;
  /** The contact form's hidden action fields, as a browser without JavaScript sends them. */
  let actionFields: [string, string][];

  beforeAll(async () => {
    server = await startServer({ FORM_MIN_FILL_MS: '0' });
    const html = await (await fetch(`${server.url}/contact-us`)).text();
    const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
    actionFields = [...html.matchAll(/<input type="hidden" name="(\$ACTION_[^"]+)"(?: value="([^"]*)")?\/>/g)].map((m) => [m[1], unescape(m[2] ?? '')]);
    actionId = JSON.parse(actionFields.find(([name]) => name === '$ACTION_1:0')![1]).id;
  }, 120_000);
  afterAll(async () => server?.stop());

  const post = (path: string, headers: Record<string, string> = {}) => {
    const form = new FormData();
    for (const [name, value] of actionFields) form.set(name, value);
    form.set('fullname', 'Ada Lovelace');
    return fetch(server.url + path, { method: 'POST', body: form, headers: { origin: server.url, accept: 'text/html', ...headers }, redirect: 'manual' });
  };

  it('refuses the contact form posted to the quote page or the home page, with or without JavaScript', async () => {
    for (const path of ['/get-quote', '/', '/career-details?id=1']) {
      const response = await post(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toMatch(/out of date/);
    }
    const script = await fetch(`${server.url}/get-quote`, {
      method: 'POST',
      headers: { origin: server.url, 'next-action': actionId, 'content-type': 'text/plain;charset=UTF-8', accept: 'text/x-component' },
      body: '[]',
    });
    expect(script.status).toBe(404);
    expect(script.headers.get('x-nextjs-action-not-found')).toBe('1');
    expect(server.output()).toMatch(/guard: 404 POST \/get-quote from 127\.0\.0\.0\/24:/);
  });

  it('lets its own page take it (the answer lists what is missing: the server read the form)', async () => {
    const response = await post('/contact-us');
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/Enter your e-mail|email/i);
  });
});
