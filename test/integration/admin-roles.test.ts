// Roles on the production server, on SQLite and on PostgreSQL, found by a crawl of the build rather than a list:
// every admin page and route handler in Next's app-paths-manifest, and every Server Action those pages own in its
// server-reference-manifest (as server/serving/action-pages.mts reads it), refuses an editor's session unless it is a
// part the issue gives editors (sign-in, their account, content, media, analytics); the same crawl lets an owner in,
// and an editor into those parts.
// A role changed on the command line holds from the next request, and is audited.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_HOME } from '@/lib/admin/roles';
import { runAdminCli } from '../support/admin-cli';
import { createPostgres, postgresQuery, sqliteQuery, type Engine, type Query, type TestPostgres } from '../support/database';
import { hiddenFields, page, signInAdmin } from '../support/forms';
import { startServer, type RunningServer } from '../support/server';

const root = path.resolve(__dirname, '../..');
const PASSWORD = 'twelve chars or more';
const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
/** What the issue gives an editor; everything else under /admin is the owner's. Stated here, not imported from the code under test. */
const EDITOR_MAY = /^\/admin\/(login|account|content|media|analytics)(\/|$)/;
/**
 * The refusal page's title (app/admin/(console)/forbidden.tsx). Next renders a page that throws forbidden() before
 * its first byte (as one that throws notFound()) into an empty shell that React fills in the browser, but the head,
 * title included, is rendered on the server: so it tells which page was chosen. (Its heading is in every console
 * page's React payload, as the boundary's fallback, so it would tell nothing.)
 */
const REFUSED_PAGE = '<title>No access - Admin</title>';

/** An app-router entry (`/admin/(console)/leads/[id]/page`, `app/admin/export/route`) as a URL to request. */
const urlOf = (entry: string) =>
  entry
    .replace(/^app(?=\/)/, '')
    .replace(/\/\([^)]+\)/g, '')
    .replace(/\/(page|route)$/, '')
    .replace(/\[[^\]]+\]/g, SAMPLE_ID) || '/';

const readManifest = (name: string) => JSON.parse(readFileSync(path.join(root, '.next/server', name), 'utf8'));

const isAdmin = (url: string) => url === '/admin' || url.startsWith('/admin/');

/** Every page and route handler of the build under /admin, as the owner's or one an editor may use too. */
function adminEntries() {
  const entries = Object.keys(readManifest('app-paths-manifest.json') as Record<string, string>)
    .map((entry) => ({ kind: entry.endsWith('/route') ? 'route' : 'page', url: urlOf(entry) }))
    .filter(({ url }) => isAdmin(url));
  return entries.sort((a, b) => a.url.localeCompare(b.url));
}
const ownerEntries = () => adminEntries().filter(({ url }) => !EDITOR_MAY.test(url));
/** What an editor may use, but the sign-in pages: those are for a visitor without a session. */
const editorEntries = () => adminEntries().filter(({ url }) => EDITOR_MAY.test(url) && !url.startsWith('/admin/login'));

/**
 * Every Server Action of the build that admin pages own, with one page to post it to: the owner's when no page an
 * editor may use owns it, else an editor's too (the sign-out, say, which every console page owns through its layout).
 */
function adminActions() {
  const manifest = readManifest('server-reference-manifest.json') as { node: Record<string, { workers: Record<string, unknown>; exportedName?: string }> };
  return Object.entries(manifest.node).flatMap(([id, entry]) => {
    const pages = Object.keys(entry.workers).filter((worker) => worker.endsWith('/page')).map(urlOf);
    const owners = pages.filter(isAdmin);
    if (owners.length === 0) return [];
    const forEditors = owners.filter((url) => EDITOR_MAY.test(url));
    return [{ id, name: entry.exportedName ?? id, page: forEditors[0] ?? owners[0], editors: forEditors.length > 0 }];
  });
}
const ownerActions = () => adminActions().filter((action) => !action.editors);
const editorActions = () => adminActions().filter((action) => action.editors);

describe.each<{ engine: Engine }>([{ engine: 'SQLite' }, { engine: 'PostgreSQL' }])('admin roles on $engine', ({ engine }) => {
  let server: RunningServer;
  let pgdb: TestPostgres | null = null;
  let query: Query;
  let skip = false;
  const cookies = { owner: '', editor: '' };
  const owner = 'owner@agency.example';
  const editor = 'editor@agency.example';

  const admin = (args: string[], input = '') => runAdminCli(args, input, pgdb ? { DATABASE_URL: pgdb.url } : { DATA_DIR: server.dataDir });

  beforeAll(async () => {
    if (engine === 'PostgreSQL') {
      pgdb = await createPostgres();
      if (!pgdb) {
        skip = true; // no PostgreSQL here (never in CI: createPostgres throws there)
        return;
      }
    }
    server = await startServer({ SEED_DEMO: '0', ...(pgdb ? { DATABASE_URL: pgdb.url } : {}) });
    query = pgdb ? postgresQuery(pgdb.url) : sqliteQuery(server.dataDir, { write: true });
    expect(admin(['create-user', owner], `${PASSWORD}\n`)).toMatchObject({ code: 0, stdout: expect.stringContaining('(owner)') });
    expect(admin(['create-user', '--role', 'editor', editor], `${PASSWORD}\n`)).toMatchObject({ code: 0, stdout: expect.stringContaining('(editor)') });
    cookies.owner = await signInAdmin(server.url, owner, PASSWORD);
    cookies.editor = await signInAdmin(server.url, editor, PASSWORD);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await pgdb?.drop();
  });

  const get = (url: string, cookie: string) => fetch(server.url + url, { headers: { cookie }, redirect: 'manual' });
  /** A route handler as it is meant to be called: GET, else (405) a form post from the console (an e-mail address, as the privacy export's). */
  async function callRoute(url: string, cookie: string) {
    const response = await get(url, cookie);
    if (response.status !== 405) return response;
    return fetch(server.url + url, { method: 'POST', body: new URLSearchParams({ email: 'someone@example.com' }), headers: { cookie, origin: server.url }, redirect: 'manual' });
  }
  /**
   * A Server Action called as React calls it, on a page that owns it, with two empty forms as its arguments (an
   * action takes a form, or a previous state and a form): whatever it checks first, nothing in the form is valid.
   */
  function callAction(action: { id: string; page: string }, cookie: string) {
    const body = new FormData();
    body.append('0', JSON.stringify(['$K1', '$K1']));
    return fetch(server.url + action.page, { method: 'POST', body, headers: { cookie, origin: server.url, 'next-action': action.id, accept: 'text/x-component' }, redirect: 'manual' });
  }

  /**
   * A studio button's form posted as a browser without JavaScript posts it, with `fields`: the button's action by its
   * id; the editor's save (an action with a state) with the hidden fields of the editor's form on `editorPage`.
   */
  async function callStudio(name: string, fields: Record<string, string>, cookie: string, editorPage = '') {
    const action = adminActions().find((each) => each.name === name);
    if (!action) throw new Error(`no Server Action ${name} in the build`);
    const body = new FormData();
    if (name === 'saveContent') for (const [key, value] of hiddenFields(await page(server.url, editorPage, cookie), 'Edit blog post')) body.append(key, value);
    else body.append(`$ACTION_ID_${action.id}`, '');
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    return fetch(server.url + (editorPage || action.page), { method: 'POST', body, headers: { cookie, origin: server.url, accept: 'text/html' }, redirect: 'manual' });
  }

  it('the crawl finds the inbox, submissions, jobs, outbox, webhooks, privacy, audit log, exports and files, and their actions', (ctx) => {
    if (skip) return ctx.skip();
    const urls = ownerEntries().map((entry) => entry.url);
    // A guard on the crawl itself (a renamed manifest would make every test below pass on nothing), not the list it checks.
    expect(urls).toEqual(expect.arrayContaining(['/admin', '/admin/audit', '/admin/export', `/admin/files/${SAMPLE_ID}`, `/admin/leads/${SAMPLE_ID}`, '/admin/outbox', '/admin/privacy', '/admin/privacy/export', '/admin/webhooks']));
    expect(urls.filter((url) => url.includes('account') || url.includes('login'))).toEqual([]);
    expect(ownerActions().map((action) => action.name)).toEqual(expect.arrayContaining(['changeStatus', 'personAction', 'saveEndpoint', 'saveJob', 'retryAllAction']));
    expect(ownerActions().map((action) => action.name)).not.toContain('signOut'); // on every console page, the account page included
  });

  it("an editor's session is refused on every owner page (403 with a page saying so) and route handler (403); /admin sends them to their start page", async (ctx) => {
    if (skip) return ctx.skip();
    for (const { kind, url } of ownerEntries()) {
      const response = await callRoute(url, cookies.editor);
      const body = await response.text();
      if (url === '/admin') {
        expect(response.status, url).toBe(307);
        expect(response.headers.get('location'), url).toBe(EDITOR_HOME);
        expect(body, url).not.toMatch(/Submissions, newest first|Export these as CSV/);
      } else if (kind === 'page') {
        expect(response.status, url).toBe(403);
        expect(body, url).toContain(REFUSED_PAGE);
        expect(body, url).toContain(editor); // signed in (the console's frame), not sent to the login
      } else {
        expect(response.status, url).toBe(403);
        expect(JSON.parse(body), url).toEqual({ message: expect.stringMatching(/role does not give access/) });
      }
      expect(response.headers.get('cache-control'), url).toMatch(/no-store/);
    }
  });

  it("an editor's calls to every owner-only Server Action are refused with 403, and nothing is done", async (ctx) => {
    if (skip) return ctx.skip();
    for (const action of ownerActions()) {
      const response = await callAction(action, cookies.editor);
      await response.arrayBuffer();
      expect(response.status, `${action.name} on ${action.page}`).toBe(403);
    }
    // Nothing of theirs reached the audit log but their sign-in: no action ran past its check.
    expect((await query('SELECT action FROM audit_log WHERE actor = $1', [editor])).map((row) => row.action)).toEqual(['sign-in']);
  });

  it('the same crawl lets an owner in: every page renders (a made-up id is not found), every route and action answers', async (ctx) => {
    if (skip) return ctx.skip();
    for (const { kind, url } of ownerEntries()) {
      const response = await callRoute(url, cookies.owner);
      const body = await response.text();
      if (kind === 'page') expect(response.status, url).toBe(url.includes(SAMPLE_ID) ? 404 : 200);
      else expect([200, 404], url).toContain(response.status); // the CSV; a file, or anything about that address, not found
      expect(body, url).not.toContain(REFUSED_PAGE);
    }
    for (const action of ownerActions()) {
      const response = await callAction(action, cookies.owner);
      await response.arrayBuffer();
      // Let in: the action ran and answered its empty form (a result, or a redirect back with a message).
      expect([200, 303], `${action.name} on ${action.page}`).toContain(response.status);
    }
  });

  it('an editor is let in on every page, route and action of the parts an editor may use (their account, content, media, analytics)', async (ctx) => {
    if (skip) return ctx.skip();
    expect(editorEntries().map((entry) => entry.url)).toContain('/admin/account');
    expect(editorActions().map((action) => action.name)).toEqual(expect.arrayContaining(['startTwoFactor', 'signOut']));
    for (const { kind, url } of editorEntries()) {
      const response = await callRoute(url, cookies.editor);
      const body = await response.text();
      if (kind === 'page') expect(response.status, url).toBe(url.includes(SAMPLE_ID) ? 404 : 200);
      else expect([401, 403], url).not.toContain(response.status);
      expect(body, url).not.toContain(REFUSED_PAGE);
    }
    for (const action of editorActions()) {
      // A session of its own for each: one of them is the sign-out.
      const response = await callAction(action, await signInAdmin(server.url, editor, PASSWORD));
      await response.arrayBuffer();
      expect([200, 303], `${action.name} on ${action.page}`).toContain(response.status);
    }
  });

  it('a role set on the command line holds from the next request, with the same session, and each change is audited', async (ctx) => {
    if (skip) return ctx.skip();
    const email = 'promoted@agency.example';
    expect(admin(['create-user', email, '--role=editor'], `${PASSWORD}\n`).code).toBe(0);
    const cookie = await signInAdmin(server.url, email, PASSWORD);
    expect((await get('/admin/outbox', cookie)).status).toBe(403);
    expect(admin(['set-role', email, 'owner'])).toMatchObject({ code: 0, stdout: `${email} is now an owner (was an editor), from their next request.\n` });
    expect((await get('/admin/outbox', cookie)).status).toBe(200);
    expect(admin(['set-role', email, 'owner'])).toMatchObject({ code: 0, stdout: `${email} is an owner already: nothing changed.\n` });
    expect(admin(['set-role', email, 'editor']).code).toBe(0);
    expect((await get('/admin/outbox', cookie)).status).toBe(403);
    expect((await get('/admin/account', cookie)).status).toBe(200); // their own account page stays theirs
    expect(await query("SELECT actor, target, detail FROM audit_log WHERE action IN ('user.create', 'user.set-role') AND target = $1 ORDER BY at", [`user:${email}`])).toEqual([
      { actor: 'cli', target: `user:${email}`, detail: 'role: editor' },
      { actor: 'cli', target: `user:${email}`, detail: 'editor → owner' },
      { actor: 'cli', target: `user:${email}`, detail: 'owner → editor' },
    ]);
    // Better Auth, which reads the role with every session, found its column as migration 0014 made it.
    expect(server.output()).not.toMatch(/lacks what this better-auth version needs|different type in the database|stays nullable/);
  });

  it("every studio button judges an editor by the stored item: a legal text's id posted as a post is refused, whatever the button", async (ctx) => {
    if (skip) return ctx.skip();
    const [legal] = await query("SELECT id, revision, draft FROM content_items WHERE collection = 'legal' AND slug = 'privacy-policy'");
    const [post] = await query("SELECT id FROM content_items WHERE collection = 'posts' ORDER BY position LIMIT 1");
    expect(legal?.id && post?.id).toBeTruthy();
    // The owner's pending change and share link, which the editor must not be able to touch.
    await query("UPDATE content_items SET scheduled_at = '2099-01-01T00:00:00.000Z', scheduled_revision = revision WHERE id = $1", [legal.id]);
    await query("INSERT INTO content_shares (id, item_id, expires_at, revoked_at, created_at, created_by) VALUES ('owner-share', $1, '2099-01-01T00:00:00.000Z', NULL, '2026-01-01T00:00:00.000Z', $2)", [legal.id, owner]);
    const forged = { collection: 'posts', id: String(legal.id) };
    const buttons: [string, Record<string, string>][] = [
      ['saveContent', { ...forged, intent: 'save', revision: String(legal.revision), slug: 'privacy-policy', scheduleAt: '', scheduleZone: 'UTC', title: 'Taken over', description: 'Taken over.', effective: '2026-12-01', body: 'Nothing.' }],
      ['cancelScheduleContent', forged],
      ['restoreRevisionAction', { ...forged, from: '1', revision: String(legal.revision) }],
      ['shareContent', forged],
      ['revokeShareAction', { ...forged, share: 'owner-share' }],
      ['moveContent', { ...forged, direction: 'up' }],
      ['moveContentTo', { ...forged, position: '1' }],
      ['unpublishContent', forged],
      ['deleteContent', { ...forged, confirm: 'yes' }],
      ['keepSchedule', forged],
    ];
    for (const [name, fields] of buttons) {
      const response = await callStudio(name, fields, cookies.editor, name === 'saveContent' ? `/admin/content/posts/${post.id}` : '');
      expect(response.status, name).toBeLessThan(400);
      await response.arrayBuffer();
    }
    const [after] = await query('SELECT revision, draft, scheduled_at, deleted_at FROM content_items WHERE id = $1', [legal.id]);
    expect(after).toMatchObject({ revision: legal.revision, draft: legal.draft, scheduled_at: '2099-01-01T00:00:00.000Z', deleted_at: null });
    expect(await query('SELECT id, revoked_at FROM content_shares WHERE item_id = $1', [legal.id])).toEqual([{ id: 'owner-share', revoked_at: null }]);
    expect((await query("SELECT action FROM audit_log WHERE actor = $1 AND action LIKE 'content.%'", [editor])).map((row) => row.action)).toEqual([]);

    // The same calls reach their actions: the editor's share of a post, and the owner's cancel of the legal schedule.
    await (await callStudio('shareContent', { collection: 'posts', id: String(post.id) }, cookies.editor)).arrayBuffer();
    expect(await query('SELECT created_by FROM content_shares WHERE item_id = $1', [post.id])).toEqual([{ created_by: editor }]);
    await (await callStudio('cancelScheduleContent', { collection: 'legal', id: String(legal.id) }, cookies.owner)).arrayBuffer();
    expect((await query('SELECT scheduled_at FROM content_items WHERE id = $1', [legal.id]))[0]).toEqual({ scheduled_at: null });
  });
});
