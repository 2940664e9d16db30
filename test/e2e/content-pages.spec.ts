// The site's own pages in the studio, with JavaScript: an editor changes the home page's headline and a counter,
// previews the draft, publishes it, sees it on /, restores the previous revision and publishes that: / is as before.
// Then the about page's story, on /about-us, and back. The server is shared by every spec: whatever this changes it
// puts back, also when a step fails. And a list page (/faqs): its banner title and its SEO title, and back; and the
// blog's RSS feed title, previewed, then on /blog/rss.xml, and back; the search box's words, on another page's header
// search once published, and back. The search page's preview draws its form and what shows when nothing is found.
import type { Page } from '@playwright/test';
import { runAdminCli } from '../support/admin-cli';
import { axe } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { openItem, publishForm, putBack, signInTo, STAFF_PASSWORD } from '../support/studio';

const EMAIL = 'pages.editor@navyug.example';
const HEADLINE = ['Bold pages,', 'edited by', 'the team'];
const STORY = 'We picked the name on a train between Ahmedabad and Mumbai, and it stuck.';
const FAQS_TITLE = 'Questions our clients ask first';
const FAQS_SEO_TITLE = 'Questions and straight answers';
const FEED_TITLE = 'Navyug notes on ML & AI';

test.use({ actionTimeout: 15_000 }); // a step that fails leaves time to put the page back

test.beforeAll(() => {
  runAdminCli(['create-user', EMAIL, '--role', 'editor'], `${STAFF_PASSWORD}\n`, { DATA_DIR: process.env.NAVYUG_E2E_DATA_DIR }); // may exist from an earlier run
});

const html = async (page: Page, path: string) => (await page.request.get(path)).text();

const signIn = (page: Page) => signInTo(page, EMAIL, '/admin/content/pages', 'Pages');

test('an editor changes the home headline and a counter, previews, publishes, and restores the previous revision', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await axe(page);
  const before = await html(page, '/');
  expect(before).toContain('Bold ideas,');
  const { url, revision } = await openItem(page, 'Home');
  try {
    await axe(page);
    // Three counters: refused, naming the field, with what was typed kept.
    await page.getByLabel('Remove row 4').first().check();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Nothing was saved' })).toBeVisible();
    await expect(page.getByText('Counters: the home page shows exactly four')).toBeVisible();
    await page.getByLabel('Remove row 4').first().uncheck();

    await page.getByRole('textbox', { name: 'Headline', exact: true }).fill(HEADLINE.join('\n'));
    await page.getByRole('group', { name: 'Counters, row 1', exact: true }).getByRole('textbox', { name: /^Value/ }).fill('45+');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Draft saved \(revision \d+\)/ })).toBeVisible();
    expect(await html(page, '/')).not.toContain('Bold pages,'); // a draft never touches the live page

    // The preview draws the draft with the home page's own sections.
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.locator('#hero-title')).toContainText('Bold pages,');
    await expect(page.locator('section[aria-labelledby="about-title"] dd').first()).toHaveText('45+');
    await page.getByRole('link', { name: 'Back to the editor' }).click();
    await page.locator('form[data-hydrated]').waitFor();

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published: this revision is on the site now.' })).toBeVisible();
    await expect.poll(async () => html(page, '/')).toContain('Bold pages,');
    await page.goto('/');
    for (const line of HEADLINE) await expect(page.locator('#hero-title')).toContainText(line);
    await expect(page.locator('section[aria-labelledby="about-title"] dd').first()).toHaveText('45+');
  } finally {
    await putBack(page, url, revision);
  }
  await expect.poll(async () => html(page, '/')).toContain('Bold ideas,');
  await page.goto('/');
  await expect(page.locator('section[aria-labelledby="about-title"] dd').first()).toHaveText('30+');
  for (const line of ['Bold ideas,', 'built for a', 'new era']) await expect(page.locator('#hero-title')).toContainText(line);
});

test('an editor changes the about page\'s story, sees it on /about-us, and puts it back', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  const { url, revision } = await openItem(page, 'About');
  try {
    const story = page.getByRole('textbox', { name: 'Name text', exact: true });
    await story.fill(`${STORY}\n\n${await story.inputValue()}`);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published: this revision is on the site now.' })).toBeVisible();
    await expect.poll(async () => html(page, '/about-us')).toContain(STORY);
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 2, name: 'How we found the name?' })).toBeVisible();
    await expect(page.getByText(STORY)).toBeVisible();
  } finally {
    await putBack(page, url, revision);
  }
  await expect.poll(async () => html(page, '/about-us')).not.toContain(STORY);
});

test('an editor changes the FAQs page\'s banner title and SEO title, sees both on /faqs, and puts them back', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  const { url, revision } = await openItem(page, 'FAQs');
  try {
    await page.getByRole('textbox', { name: 'Hero title', exact: true }).fill(FAQS_TITLE);
    await page.getByRole('textbox', { name: 'SEO title', exact: true }).fill(FAQS_SEO_TITLE);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Draft saved \(revision \d+\)/ })).toBeVisible();
    // the preview draws the draft's banner as the page does, and says what search results will show
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('heading', { level: 1, name: FAQS_TITLE })).toBeVisible();
    await expect(page.getByText(FAQS_SEO_TITLE, { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the editor' }).click();
    await page.locator('form[data-hydrated]').waitFor();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published: this revision is on the site now.' })).toBeVisible();
    await expect.poll(async () => html(page, '/faqs')).toContain(FAQS_TITLE);
    await page.goto('/faqs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FAQS_TITLE);
    await expect(page).toHaveTitle(`${FAQS_SEO_TITLE} - Navyug`);
    await expect(page.locator('#main').getByRole('link', { name: "Let's Talk" })).toHaveAttribute('href', '/contact-us'); // the rest as it was
  } finally {
    await putBack(page, url, revision);
  }
  await expect.poll(async () => html(page, '/faqs')).not.toContain(FAQS_TITLE);
  await page.goto('/faqs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  await expect(page).toHaveTitle('FAQs - Navyug');
});

test('an editor changes the RSS feed\'s title, sees it on /blog/rss.xml once published, and puts it back', async ({ page }) => {
  test.setTimeout(90_000);
  const feedTitle = async () => (await html(page, '/blog/rss.xml')).match(/<channel>\s*<title>(.*?)<\/title>/)?.[1];
  expect(await feedTitle()).toBe('Navyug blog');
  await signIn(page);
  const { url, revision } = await openItem(page, 'Blog');
  try {
    await page.getByRole('textbox', { name: 'RSS feed title', exact: true }).fill(FEED_TITLE);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Draft saved \(revision \d+\)/ })).toBeVisible();
    expect(await feedTitle()).toBe('Navyug blog'); // a draft is not the feed
    // the preview says what the feed will be called
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByText(FEED_TITLE, { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the editor' }).click();
    await page.locator('form[data-hydrated]').waitFor();
    await publishForm(page);
    await expect.poll(feedTitle).toBe('Navyug notes on ML &amp; AI');
  } finally {
    await putBack(page, url, revision);
  }
  await expect.poll(feedTitle).toBe('Navyug blog');
});

test('an editor changes the search box\'s words: the header\'s search on another page follows once published, and /search\'s pages to browse', async ({ page }) => {
  test.setTimeout(90_000);
  const LABEL = 'Look for anything here';
  const BUTTON = 'Find it';
  const PLACEHOLDER = 'Try “branding”';
  await signIn(page);
  const { url, revision } = await openItem(page, 'Search');
  try {
    await page.getByRole('textbox', { name: 'Search box label', exact: true }).fill(LABEL);
    await page.getByRole('textbox', { name: 'Search box placeholder (optional)', exact: true }).fill(PLACEHOLDER);
    await page.getByRole('textbox', { name: 'Search button text', exact: true }).fill(BUTTON);
    // a page to browse that is not on this site: refused, naming the row, what was typed kept
    const row = page.getByRole('group', { name: 'Pages to browse, row 1', exact: true });
    await row.getByRole('textbox', { name: /^Address/ }).fill('https://example.com/');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(row.getByRole('textbox', { name: /^Address/ })).toHaveAccessibleDescription('Row 1: Address must be a path on this site: it starts with a single /, e.g. /services.');
    await expect(page.getByRole('textbox', { name: 'Search box label', exact: true })).toHaveValue(LABEL);
    await row.getByRole('textbox', { name: /^Label/ }).fill('Say hello');
    await row.getByRole('textbox', { name: /^Address/ }).fill('/contact-us');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Draft saved \(revision \d+\)/ })).toBeVisible();
    expect(await html(page, '/faqs')).not.toContain(`<span class="visually-hidden">${BUTTON}</span>`); // a draft is not the site
    await publishForm(page);

    // Another page's header: its search button's name, then the box it opens, are the search page's words.
    await expect.poll(async () => html(page, '/faqs')).toContain(`<span class="visually-hidden">${BUTTON}</span>`);
    await page.goto('/faqs');
    await page.getByRole('banner').getByRole('button', { name: BUTTON, exact: true }).click();
    const box = page.getByRole('combobox', { name: LABEL, exact: true });
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute('placeholder', PLACEHOLDER);
    // /search with nothing found: the studio's first page to browse
    await page.goto('/search?q=zzqxv');
    await expect(page.getByRole('main').getByRole('link', { name: 'Say hello', exact: true })).toHaveAttribute('href', '/contact-us');
  } finally {
    await putBack(page, url, revision);
  }
  await expect.poll(async () => html(page, '/faqs')).not.toContain(`<span class="visually-hidden">${BUTTON}</span>`);
  await page.goto('/faqs');
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Search the site', exact: true })).toBeFocused();
});

test('the search page\'s preview draws its form and suggested searches as /search does', async ({ page }) => {
  await signIn(page);
  const { url } = await openItem(page, 'Search');
  await page.goto(`${url}/preview`);
  await expect(page.getByRole('searchbox', { name: 'Search the site' })).toHaveAttribute('placeholder', 'Try “mobile app” or “machine learning”');
  await expect(page.getByRole('searchbox', { name: 'Search the site' })).not.toBeFocused(); // the preview is not the page's purpose
  await expect(page.getByRole('heading', { level: 2, name: 'Popular searches' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Machine learning', exact: true })).toHaveAttribute('href', '/search?q=Machine%20learning');
  // and what /search shows when nothing is found: the line and the pages to browse
  const none = page.getByRole('region', { name: 'When nothing is found' });
  await expect(none).toContainText('Check the spelling, try fewer or more general words');
  await expect(none.getByRole('link', { name: 'Open jobs', exact: true })).toHaveAttribute('href', '/career');
  await axe(page);
});
