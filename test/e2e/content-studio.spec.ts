// The content studio end to end, on SQLite and on PostgreSQL, each on a server of its own: an editor writes a
// post, previews it, opens its share link signed out, schedules it and sees it go live, meets an edit conflict,
// restores a revision, changes the slug (the old address answers 308) and unpublishes it. On the way: a
// published image's alt text is required, axe checks every content screen, and the site's pages follow.
import { test as base, expect, type Browser, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { runAdminCli } from '../support/admin-cli';
import { createPostgres, type TestPostgres } from '../support/postgres';
import { startServer, type RunningServer } from '../support/server';
import { axe } from '../support/axe';

const PASSWORD = 'a long enough passphrase';
const EDITOR = 'content-editor@navyug.example';
const OWNER = 'content-owner@navyug.example';

interface Site {
  server: RunningServer;
  env: Record<string, string>;
}

const engines = [
  { engine: 'SQLite', database: async (): Promise<{ env: Record<string, string>; drop?: () => Promise<void> } | null> => ({ env: {} }) },
  {
    engine: 'PostgreSQL',
    database: async () => {
      const pg: TestPostgres | null = await createPostgres();
      return pg && { env: { DATABASE_URL: pg.url }, drop: pg.drop };
    },
  },
];

for (const { engine, database } of engines) {
  const test = base.extend<object, { site: Site }>({
    site: [
      async ({}, use) => {
        const db = await database();
        if (!db) {
          if (process.env.CI) throw new Error('PostgreSQL is required in CI');
          base.skip(true, 'PostgreSQL is not reachable here');
          return;
        }
        // Schedules are checked every 250 ms (the default), so the test sees one go live quickly.
        const server = await startServer({ ...db.env, SITE_URL: 'https://navyug.example' });
        const env = { ...db.env, DATA_DIR: server.dataDir };
        expect(runAdminCli(['create-user', EDITOR, '--role', 'editor'], `${PASSWORD}\n`, env).code).toBe(0);
        expect(runAdminCli(['create-user', OWNER], `${PASSWORD}\n`, env).code).toBe(0);
        await use({ server, env });
        await server.stop();
        await db.drop?.();
      },
      { scope: 'worker' },
    ],
  });

  if (engine === 'SQLite')
    test('with the keyboard alone an editor reaches Content, writes a FAQ, saves and publishes it', async ({ page, site }) => {
      const base = site.server.url;
      await signIn(page, base, EDITOR);
      await tabTo(page, page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Content' }));
      await page.keyboard.press('Enter');
      await tabTo(page, page.getByRole('link', { name: 'FAQs' }));
      await page.keyboard.press('Enter');
      await tabTo(page, page.getByRole('link', { name: 'New FAQ' }));
      await page.keyboard.press('Enter');
      await tabTo(page, page.getByLabel('Question'));
      await page.keyboard.type('Can we pay in two instalments?');
      await tabTo(page, page.getByLabel('Answer'));
      await page.keyboard.type('Yes: half at the start and half at launch.');
      await tabTo(page, page.getByRole('button', { name: 'Save draft' }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: 'Saved as a draft' })).toBeVisible();
      await tabTo(page, page.getByRole('button', { name: 'Publish', exact: true }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: 'Published: this revision is on the site now.' })).toBeVisible();
      await expect.poll(async () => (await (await page.request.get(`${base}/faqs`)).text()).includes('Can we pay in two instalments?')).toBe(true);
    });

  if (engine === 'SQLite')
    test('after a move in a list the focus is back on the moved row: the same button, else its other one', async ({ page, site }) => {
      const base = site.server.url;
      await signIn(page, base, EDITOR);
      await page.goto(`${base}/admin/content/faqs`);
      const table = page.getByRole('table', { name: 'FAQs, in the order the site shows them' });
      const first = (await table.getByRole('row').nth(1).getByRole('link').textContent())!;
      const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: first, exact: true }) });
      /** The focus is inside the moved row (on `control`), not on the page's body. */
      const focusedIn = async (control: string) => {
        await expect(page.getByRole('button', { name: control })).toBeFocused();
        expect(await row.evaluate((tr) => tr.contains(document.activeElement))).toBe(true);
      };

      // Down from the top, by keyboard: the focus stays on "Move down", which the row still has in its new place.
      await page.getByRole('button', { name: `Move “${first}” down` }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status')).toContainText('Order saved');
      await expect(table.getByRole('row').nth(2)).toContainText(first);
      await focusedIn(`Move “${first}” down`);
      // Up again: back at the top the row has no "Move up", so its "Move down" takes the focus.
      await page.getByRole('button', { name: `Move “${first}” up` }).focus();
      await page.keyboard.press('Enter');
      await expect(table.getByRole('row').nth(1)).toContainText(first);
      await focusedIn(`Move “${first}” down`);
      // To a typed place and back: the row's Move button.
      await page.getByRole('spinbutton', { name: `Place of “${first}”` }).fill('3');
      await page.keyboard.press('Enter');
      await expect(table.getByRole('row').nth(3)).toContainText(first);
      await focusedIn(`Move “${first}” to this place`);
      await expect(page.getByRole('spinbutton', { name: `Place of “${first}”` })).toHaveValue('3');
      await page.getByRole('spinbutton', { name: `Place of “${first}”` }).fill('1');
      await page.keyboard.press('Enter');
      await expect(table.getByRole('row').nth(1)).toContainText(first);
      await focusedIn(`Move “${first}” to this place`);
    });

  test(`an editor writes, previews, shares, schedules, publishes, renames and unpublishes a post (${engine})`, async ({ page, browser, site }) => {
    test.setTimeout(180_000);
    const base = site.server.url;
    await signIn(page, base, EDITOR);

    // The collections, then a new post: a title and a body are enough.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Content' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
    await axe(page);
    await page.getByRole('link', { name: 'Blog posts' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'choosing-your-first-ai-use-case' })).toContainText('Published');
    await axe(page);
    await page.getByRole('link', { name: 'New blog post' }).click();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Nothing was saved' })).toBeVisible();
    // the first field with a message takes focus, the message read with it
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveAccessibleDescription(/Title is required\./);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Designing for slow networks');
    await plainBody(page).fill('Most of the world is on a slow phone.\n\n## Budgets\n\nSet one per page.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved as a draft' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Designing for slow networks' })).toBeVisible();
    const editor = page.url().split('?')[0];
    await axe(page);
    expect((await page.request.get(`${base}/blog/designing-for-slow-networks`)).status()).toBe(404); // a draft is not on the site

    // An image from the media library: refused there until it has alt text, then chosen as the cover.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Media' }).click();
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#0b6e4f' } }).jpeg().toBuffer();
    await page.getByLabel(/^Image\b/).setInputFiles({ name: 'slow-phone.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('button', { name: 'Upload image' }).click();
    await expect(page.locator('#alt-error')).toContainText('Describe the image');
    await page.getByLabel(/^Alt text/).fill('A phone loading a page on a green field');
    await page.getByLabel(/^Image\b/).setInputFiles({ name: 'slow-phone.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('button', { name: 'Upload image' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/slow-phone|A phone loading/);
    await page.goto(editor);
    await page.locator('form[data-hydrated]').waitFor(); // React resets a textarea typed into before it hydrates
    await page.getByRole('group', { name: 'Cover image' }).getByRole('radio', { name: 'A phone loading a page on a green field' }).check();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Draft saved (revision 2)' })).toBeVisible();

    // Preview: the draft through the public template.
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Designing for slow networks' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Budgets' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'A phone loading a page on a green field' })).toBeVisible();
    await axe(page);
    await page.getByRole('link', { name: 'Back to the editor' }).click();

    // A share link, opened by someone signed out: the draft, marked noindex and never stored by a cache.
    await page.getByRole('button', { name: 'Make a share link' }).click();
    const link = await page.getByRole('textbox', { name: /^Share link made/ }).inputValue();
    expect(link).toMatch(/^https:\/\/navyug\.example\/share\/[\w-]+\.[\w-]+$/);
    const sharePath = new URL(link).pathname;
    const stranger = await freshPage(browser);
    const shared = await stranger.goto(`${base}${sharePath}`);
    expect(shared?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(shared?.headers()['cache-control']).toContain('no-store');
    await expect(stranger.getByRole('heading', { level: 1, name: 'Designing for slow networks' })).toBeVisible();
    expect((await stranger.request.get(`${base}${sharePath.slice(0, -3)}AAA`)).status()).toBe(404); // a forged signature
    // On a phone the notice is below the fixed header, not under it: what is at its middle is the notice itself
    await stranger.setViewportSize({ width: 375, height: 740 });
    const notice = stranger.getByRole('status').filter({ hasText: 'Draft preview: not published yet.' });
    await expect(notice).toBeVisible();
    expect(await notice.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)) && el.contains(document.elementFromPoint(box.left + 4, box.top + 4));
    })).toBe(true);
    await stranger.close();

    // Scheduled a few seconds ahead: it goes live by itself, on the post's page and in the blog's list.
    await page.goto(editor);
    await page.locator('form[data-hydrated]').waitFor(); // React resets a textarea typed into before it hydrates
    const at = new Date(Date.now() + 6_000).toISOString().slice(0, 19);
    await page.getByLabel('Publish at (UTC)').fill(at);
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Scheduled: this revision goes live' })).toBeVisible();
    await expect.poll(async () => (await page.request.get(`${base}/blog/designing-for-slow-networks`)).status(), { timeout: 30_000, intervals: [1000] }).toBe(200);
    await page.goto(`${base}/blog/designing-for-slow-networks`);
    await expect(page.getByRole('img', { name: 'A phone loading a page on a green field' })).toBeVisible();
    expect(await page.getByRole('img', { name: 'A phone loading a page on a green field' }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.goto(`${base}/blog`);
    await expect(page.getByRole('link', { name: 'Designing for slow networks' })).toBeVisible();
    expect(await (await page.request.get(`${base}/blog/rss.xml`)).text()).toContain('Designing for slow networks');
    // the share link now says the page is live, and where
    const client = await freshPage(browser);
    await client.goto(`${base}${sharePath}`);
    await expect(client.getByRole('status').filter({ hasText: 'Published: this is on the site now' })).toBeVisible();
    await expect(client.getByRole('link', { name: 'the live page' })).toHaveAttribute('href', '/blog/designing-for-slow-networks');
    await client.close();

    // Two pages on one post, opened at the same revision. A changes the title, B the body: B's save keeps A's title
    // and says so; nothing is refused.
    await page.goto(editor);
    await page.locator('form[data-hydrated]').waitFor(); // React resets a textarea typed into before it hydrates
    const other = await page.context().newPage();
    await other.goto(editor);
    await other.locator('form[data-hydrated]').waitFor();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Designing for slow connections');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Draft saved (revision 3)' })).toBeVisible();
    // the status line is the item as it is now, not as the page was first drawn ("Published · revision 2")
    await expect(page.getByText('Changed since published · revision 3 · revision 2 is live')).toBeVisible();
    await plainBody(other).fill('Most of the world is on a slow phone.\n\n## Budgets\n\nSet one per page, and keep to it.');
    await other.getByRole('button', { name: 'Save draft' }).click();
    await expect(other.getByRole('status').filter({ hasText: `Saved. Kept ${EDITOR}'s change to Title.` })).toBeVisible();
    await expect(other.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Designing for slow connections');
    await expect(other.getByText('Changed since published · revision 4 · revision 2 is live')).toBeVisible();

    // Then both change the body: B's save is refused, and B sees only the Body, theirs and yours side by side.
    await page.goto(editor);
    await page.locator('form[data-hydrated]').waitFor();
    await plainBody(page).fill('Most of the world is on a slow phone.\n\n## Budgets\n\nSet one per page, and measure it on a real phone.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Draft saved (revision 5)' })).toBeVisible();
    await plainBody(other).fill('Most of the world is on a slow phone.\n\n## Budgets\n\nSet one per page, and keep to it, always.');
    await other.getByRole('button', { name: 'Save draft' }).click();
    await expect(other.getByRole('alert').filter({ hasText: 'Not saved:' })).toContainText('you both changed Body.');
    await expect(other.getByText('Changed since published · revision 5 · revision 2 is live')).toBeVisible();
    const conflict = other.getByRole('region', { name: 'Changed by both of you: choose which version to keep' });
    await expect(conflict.getByRole('group')).toHaveCount(1); // the Body alone: the title and the rest are settled
    const body = conflict.getByRole('group', { name: 'Body' });
    await expect(body.getByRole('heading', { name: `Theirs: ${EDITOR} (revision 5)` })).toBeVisible();
    await expect(body.getByRole('heading', { name: 'Yours' })).toBeVisible();
    // only the changed paragraph, each side's added words as insertions, nothing of theirs struck through
    await expect(body.getByRole('insertion').filter({ hasText: 'measure' }).first()).toBeVisible();
    await expect(body.getByRole('insertion').filter({ hasText: 'always' }).first()).toBeVisible();
    await expect(body).not.toContainText('Most of the world');
    await expect(body.getByRole('deletion').filter({ hasText: 'measure' })).toHaveCount(0);
    await expect(other.locator('textarea[name="body"]')).toHaveValue(/keep to it, always\./); // the typed text is kept
    await axe(other);
    await body.getByRole('radio', { name: /^Keep theirs/ }).check();
    await other.getByRole('button', { name: 'Save draft' }).click();
    await expect(other.getByRole('status').filter({ hasText: 'Draft saved (revision 5)' })).toBeVisible();
    await expect(other.locator('textarea[name="body"]')).toHaveValue(/measure it on a real phone\./);
    await expect(other.getByRole('region', { name: /Changed by both of you/ })).toHaveCount(0);
    await other.close();

    // Restore from the revisions table: the same action as the compare page's.
    await page.goto(editor);
    await page.getByRole('table', { name: 'Revisions, newest first' }).getByRole('button', { name: 'Restore revision 3' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Revision 3 restored as a new draft revision' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Designing for slow connections');
    await expect(page.getByText('Changed since published · revision 6 · revision 2 is live')).toBeVisible();

    // Revisions: compare the first with the latest, restore the first as a new draft revision.
    await page.goto(editor);
    await page.locator('form[data-hydrated]').waitFor(); // React resets a textarea typed into before it hydrates
    await page.getByRole('button', { name: 'Compare' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Revision \d+ against revision \d+/ })).toBeVisible();
    await axe(page);
    await page.goto(`${editor}/compare?a=1&b=2`);
    await page.getByRole('button', { name: 'Restore revision 1' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Revision 1 restored as a new draft revision' })).toBeVisible();
    await expect(page.locator('textarea[name="body"]')).toHaveValue('Most of the world is on a slow phone.\n\n## Budgets\n\nSet one per page.');

    // A new slug, published: the old address answers 308 to the new one.
    await page.getByLabel('Slug').fill('slow-networks');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published: this revision is on the site now.' })).toBeVisible();
    const old = await page.request.get(`${base}/blog/designing-for-slow-networks`, { maxRedirects: 0 });
    expect(old.status()).toBe(308);
    expect(old.headers().location).toMatch(/\/blog\/slow-networks$/);
    const renamed = await (await page.request.get(`${base}/blog/slow-networks`)).text();
    expect(renamed).toContain('"headline":"Designing for slow networks"'); // its JSON-LD follows
    const sitemap = await (await page.request.get(`${base}/sitemap.xml`)).text();
    expect(sitemap).toContain('https://navyug.example/blog/slow-networks</loc>');
    expect(sitemap).not.toContain('/blog/designing-for-slow-networks</loc>');

    // Unpublished: off the site, kept in the admin.
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Unpublished' })).toBeVisible();
    await expect.poll(async () => (await page.request.get(`${base}/blog/slow-networks`)).status()).toBe(404);

    // An image without alt text cannot be published: a seeded post's cover, its alt text emptied.
    await page.goto(`${base}/admin/content/posts?q=choosing`);
    await page.getByRole('link', { name: /How to choose your first AI use case/i }).click();
    await expect(page.locator('label[for="image.alt"]')).toHaveText('Cover image: alt text (required to publish)'); // not "optional"
    await page.getByLabel('Cover image: alt text').fill('');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Cover image: the image needs alt text' })).toBeVisible();
    await expect(page.getByLabel('Cover image: alt text')).toHaveAttribute('aria-invalid', 'true'); // the field is marked
    await expect(page.getByText('Changed since published · revision 2 · revision 1 is live')).toBeVisible(); // saved, not published
    await page.getByLabel('Cover image: alt text').fill('A shortlist of AI ideas on sticky notes');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published: this revision is on the site now.' })).toBeVisible();

    // Every step is in the audit log, which an owner reads.
    await page.context().clearCookies();
    await signIn(page, base, OWNER);
    await page.goto(`${base}/admin/audit`);
    for (const action of ['content.share', 'content.schedule', 'content.publish-scheduled', 'content.restore-revision', 'content.publish', 'content.unpublish']) {
      await expect(page.getByRole('cell', { name: action, exact: true }).first()).toBeVisible();
    }
  });

  if (engine === 'SQLite')
    test('a post of 100,000 characters saves; one past the editor\'s limit is refused at the form with the text kept', async ({ page, site }) => {
      test.setTimeout(120_000);
      const base = site.server.url;
      await signIn(page, base, EDITOR);
      await page.goto(`${base}/admin/content/posts/new`);
      await page.locator('form[data-hydrated]').waitFor();
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill('A very long read');
      const longest = '中'.repeat(100_000); // three bytes each in UTF-8: 300 KB of body
      await plainBody(page).fill(longest);
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved as a draft' })).toBeVisible({ timeout: 20_000 });
      await page.locator('form[data-hydrated]').waitFor();
      expect(await page.locator('textarea[name="body"]').evaluate((area: HTMLTextAreaElement) => area.value.length)).toBe(100_000);

      // Far past the limit: the request guard refuses it; the form says so in place and keeps every character.
      const tooLong = '中'.repeat(250_000);
      await plainBody(page).fill(tooLong);
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill('A very long read, longer');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Too long to send' })).toBeVisible({ timeout: 20_000 });
      expect(await page.locator('textarea[name="body"]').evaluate((area: HTMLTextAreaElement) => area.value === '中'.repeat(250_000))).toBe(true);
      await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('A very long read, longer');
    });

  if (engine === 'SQLite')
    test('without JavaScript, two editors on one FAQ: a change to another field is kept; a change to the same one is chosen by radio button', async ({ browser, site }) => {
      const base = site.server.url;
      const [a, b] = await Promise.all([0, 1].map(async () => (await browser.newContext({ javaScriptEnabled: false })).newPage()));
      await signIn(a, base, EDITOR);
      await signIn(b, base, OWNER);
      await a.goto(`${base}/admin/content/faqs/new`);
      await a.getByRole('textbox', { name: 'Question' }).fill('Do you work with startups?');
      await a.getByRole('textbox', { name: 'Answer' }).fill('Yes.');
      await a.getByRole('button', { name: 'Save draft' }).click();
      await expect(a.getByRole('status').filter({ hasText: 'Saved as a draft' })).toBeVisible();
      const item = a.url().split('?')[0];
      await b.goto(item);

      // A changes the question, B the answer: B's save keeps A's question
      await a.getByRole('textbox', { name: 'Question' }).fill('Do you work with early-stage startups?');
      await a.getByRole('button', { name: 'Save draft' }).click();
      await expect(a.getByRole('status').filter({ hasText: 'Draft saved (revision 2)' })).toBeVisible();
      await b.getByRole('textbox', { name: 'Answer' }).fill('Yes, often.');
      await b.getByRole('button', { name: 'Save draft' }).click();
      await expect(b.getByRole('status').filter({ hasText: `Saved. Kept ${EDITOR}'s change to Question.` })).toBeVisible();
      await expect(b.getByRole('textbox', { name: 'Question' })).toHaveValue('Do you work with early-stage startups?');
      await expect(b.getByText('Draft · revision 3')).toBeVisible();

      // both change the answer: B chooses, with a plain form post
      await a.goto(item);
      await a.getByRole('textbox', { name: 'Answer' }).fill('Yes, and with large companies.');
      await a.getByRole('button', { name: 'Save draft' }).click();
      await expect(a.getByRole('status').filter({ hasText: 'Draft saved (revision 4)' })).toBeVisible();
      await b.getByRole('textbox', { name: 'Answer' }).fill('Yes, often, from the first sketch.');
      await b.getByRole('button', { name: 'Save draft' }).click();
      await expect(b.getByRole('alert').filter({ hasText: 'Not saved:' })).toContainText('you both changed Answer.');
      await expect(b.getByText('Draft · revision 4')).toBeVisible();
      const answer = b.getByRole('region', { name: /Changed by both of you/ }).getByRole('group', { name: 'Answer' });
      await expect(answer.getByRole('heading', { name: `Theirs: ${EDITOR} (revision 4)` })).toBeVisible();
      await expect(answer.getByRole('insertion').filter({ hasText: 'large companies' }).first()).toBeVisible();
      await expect(b.getByRole('textbox', { name: 'Answer' })).toHaveValue('Yes, often, from the first sketch.');
      await expect(answer.getByRole('radio', { name: /^Keep yours/ })).toBeChecked();
      await b.getByRole('button', { name: 'Save draft' }).click();
      await expect(b.getByRole('status').filter({ hasText: 'Draft saved (revision 5)' })).toBeVisible();
      await expect(b.getByRole('textbox', { name: 'Answer' })).toHaveValue('Yes, often, from the first sketch.');
      await expect(b.getByRole('textbox', { name: 'Question' })).toHaveValue('Do you work with early-stage startups?');

      // A changes the question again; B publishes from the page B has: A's change is kept, and said so
      await a.goto(item);
      await a.getByRole('textbox', { name: 'Question' }).fill('Do you work with startups from day one?');
      await a.getByRole('button', { name: 'Save draft' }).click();
      await expect(a.getByRole('status').filter({ hasText: 'Draft saved (revision 6)' })).toBeVisible();
      await b.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(b.getByRole('status').filter({ hasText: `Published: this revision is on the site now. Kept ${EDITOR}'s change to Question.` })).toBeVisible();
      await expect(b.getByText('Published · revision 6 · revision 6 is live')).toBeVisible();
      await expect(b.getByRole('textbox', { name: 'Question' })).toHaveValue('Do you work with startups from day one?');
      await Promise.all([a.context().close(), b.context().close()]);
    });

  if (engine === 'SQLite')
    test('a draft saved while a schedule waits asks whether to keep the schedule or cancel it', async ({ page, site }) => {
      const base = site.server.url;
      await signIn(page, base, EDITOR);
      await page.goto(`${base}/admin/content/faqs/new`);
      await page.locator('form[data-hydrated]').waitFor();
      await page.getByLabel('Question').fill('Do you answer on Sundays?');
      await page.getByLabel('Answer').fill('On Mondays.');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved as a draft' })).toBeVisible();
      await page.locator('form[data-hydrated]').waitFor();
      await page.getByLabel('Publish at (UTC)').fill('2099-01-01T09:00:00');
      await page.getByRole('button', { name: 'Schedule', exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Scheduled: this revision goes live' })).toBeVisible();
      await expect(page.getByText('revision 1 goes live at 1 Jan 2099, 09:00 UTC')).toBeVisible(); // the browser's zone: UTC here
      await page.locator('form[data-hydrated]').waitFor();
      await page.getByLabel('Answer').fill('On Mondays, first thing.');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'revision 1 goes live at 1 Jan 2099, 09:00 UTC, not this save. Keep the schedule, or cancel it?' })).toBeVisible();
      await axe(page);
      // Kept: the notice names the revision that stays scheduled, its time, and the draft that is not part of it.
      await page.getByRole('button', { name: 'Keep the schedule' }).first().click();
      await expect(page.getByRole('status').filter({ hasText: 'Revision 1 stays scheduled for 1 Jan 2099, 09:00 UTC; revision 2, the draft you saved, is not part of it' })).toBeVisible();
      await expect(page.getByText('revision 1 goes live at 1 Jan 2099, 09:00 UTC')).toBeVisible(); // the header says the same
      await page.locator('form[data-hydrated]').waitFor();
      await page.getByLabel('Answer').fill('On Mondays, first thing, by e-mail.');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Keep the schedule, or cancel it?' })).toBeVisible();
      await page.getByRole('button', { name: 'Cancel the schedule' }).first().click();
      await expect(page.getByRole('status').filter({ hasText: 'Schedule cancelled' })).toBeVisible();
      await expect(page.getByText('goes live at 2099')).toHaveCount(0);
      await expect(page.getByLabel('Answer')).toHaveValue('On Mondays, first thing, by e-mail.');
    });
}

/** Presses Tab until `target` has the focus, as someone on a keyboard would: fails if it is never reached. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`never reached by Tab: ${target}`);
}

async function signIn(page: Page, base: string, email: string) {
  await page.goto(`${base}/admin/login?next=%2Fadmin`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
}

/**
 * The Body as plain Markdown: the rich editor (test/e2e/markdown-editor.spec.ts) stands in for the textarea once
 * it has loaded, and the textarea, which the form sends, comes back with its toggle.
 */
function plainBody(page: Page) {
  return {
    async fill(text: string) {
      await page.getByRole('button', { name: 'Edit as plain Markdown' }).click();
      await page.getByRole('textbox', { name: 'Body' }).fill(text);
    },
  };
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}
