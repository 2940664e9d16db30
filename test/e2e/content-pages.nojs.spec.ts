// The site's own pages in the studio without JavaScript: plain form posts change the home page's headline and a
// counter (three counters refused, naming the field), preview, publish onto /, then the previous revision is
// restored and published: / is as before. The about page's story the same way. The server is shared by every spec:
// whatever this changes it puts back, also when a step fails.
import type { Page } from '@playwright/test';
import { runAdminCli } from '../support/admin-cli';
import { expect, test } from '../support/fixtures';
import { openItem, putBack, signInTo, STAFF_PASSWORD } from '../support/studio';

const EMAIL = 'pages.nojs@navyug.example';
const HEADLINE = ['Plain forms,', 'every word', 'on the site'];
const STORY = 'The name came to us without a single line of JavaScript.';

test.use({ actionTimeout: 15_000 }); // a step that fails leaves time to put the page back

test.beforeAll(() => {
  runAdminCli(['create-user', EMAIL, '--role', 'editor'], `${STAFF_PASSWORD}\n`, { DATA_DIR: process.env.NAVYUG_E2E_DATA_DIR }); // may exist from an earlier run
});

const html = async (page: Page, path: string) => (await page.request.get(path)).text();

const signIn = (page: Page) => signInTo(page, EMAIL, '/admin/content/pages', 'Pages');

test('without JavaScript an editor changes the home headline and a counter, previews, publishes and restores', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const { url, revision } = await openItem(page, 'Home');
  try {
    await page.getByLabel('Remove row 4').first().check();
    await page.getByRole('textbox', { name: 'Headline', exact: true }).fill(HEADLINE.join('\n'));
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('alert')).toContainText('Nothing was saved');
    await expect(page.getByText('Counters: the home page shows exactly four')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Headline', exact: true })).toHaveValue(HEADLINE.join('\n')); // what was typed stays

    await page.getByLabel('Remove row 4').first().uncheck();
    await page.getByRole('group', { name: 'Counters, row 2', exact: true }).getByRole('textbox', { name: /^Value/ }).fill('15+');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Draft saved \(revision \d+\)/ })).toBeVisible();
    expect(await html(page, '/')).not.toContain('Plain forms,');

    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.locator('#hero-title')).toContainText('Plain forms,');
    await expect(page.locator('section[aria-labelledby="about-title"] dd').nth(1)).toHaveText('15+');
    await page.getByRole('link', { name: 'Back to the editor' }).click();

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published: this revision is on the site now.' })).toBeVisible();
    await expect.poll(async () => html(page, '/')).toContain('Plain forms,');
    await page.goto('/');
    for (const line of HEADLINE) await expect(page.locator('#hero-title')).toContainText(line);
    await expect(page.locator('section[aria-labelledby="about-title"] dd').nth(1)).toHaveText('15+');
  } finally {
    await putBack(page, url, revision);
  }
  await expect.poll(async () => html(page, '/')).not.toContain('Plain forms,');
  await page.goto('/');
  await expect(page.locator('section[aria-labelledby="about-title"] dd').nth(1)).toHaveText('10+');
});

test('without JavaScript an editor changes the about page\'s story and puts it back', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  const { url, revision } = await openItem(page, 'About');
  try {
    const story = page.getByRole('textbox', { name: 'Name text', exact: true });
    await story.fill(`${STORY}\n\n${await story.inputValue()}`);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published: this revision is on the site now.' })).toBeVisible();
    await expect.poll(async () => html(page, '/about-us')).toContain(STORY);
  } finally {
    await putBack(page, url, revision);
  }
  await expect.poll(async () => html(page, '/about-us')).not.toContain(STORY);
});
