// The admin console on a 375 px phone, by keyboard alone: sign in, open the inbox and a submission; the inbox
// before the weekly charts, and its filters each in their own space; the menu one short line, a wide table a
// focusable frame that scrolls sideways.
import { runAdminCli } from '../support/admin-cli';
import { expect, test, type Page } from '../support/fixtures';

test.use({ viewport: { width: 375, height: 740 } });

test('signs in and works the inbox at 375 px with the keyboard, nothing wider than the screen', async ({ page }) => {
  const email = 'phone.admin@navyug.example';
  const created = runAdminCli(['create-user', email], 'a long enough passphrase\n', { DATA_DIR: process.env.NAVYUG_E2E_DATA_DIR });
  expect(created.code, created.stderr).toBe(0);
  await page.goto('/admin/login');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('a long enough passphrase');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0); // the table scrolls inside its own box
  await page.goto('/admin/outbox');
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.goto('/admin/jobs/new');
  expect(await overflow()).toBeLessThanOrEqual(0);
  // The skip link is the first stop and lands on the content.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
});

async function signIn(page: Page, email: string) {
  const created = runAdminCli(['create-user', email], 'a long enough passphrase\n', { DATA_DIR: process.env.NAVYUG_E2E_DATA_DIR });
  expect(created.code, created.stderr).toBe(0);
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a long enough passphrase');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('at 375 px the inbox comes first: filters, then the list, then the weekly charts; Apply clear of the search box', async ({ page }) => {
  await signIn(page, 'phone.inbox@navyug.example');
  const filters = page.getByRole('search', { name: 'Filter the inbox' });
  const list = page.getByRole('table', { name: 'Submissions, newest first' });
  const weekly = page.getByRole('region', { name: 'The last 12 weeks' });
  await expect(weekly).toBeVisible();
  const [filtersBox, listBox, weeklyBox] = await Promise.all([filters, list, weekly].map((l) => l.boundingBox()));
  expect(filtersBox!.y + filtersBox!.height).toBeLessThanOrEqual(listBox!.y);
  expect(listBox!.y + listBox!.height).toBeLessThanOrEqual(weeklyBox!.y);
  // the first thing under the heading is the filter form
  const heading = (await page.getByRole('heading', { level: 1, name: 'Inbox' }).boundingBox())!;
  expect(filtersBox!.y - (heading.y + heading.height)).toBeLessThan(40);

  const searchBox = (await filters.getByRole('searchbox', { name: 'Search' }).boundingBox())!;
  const applyBox = (await filters.getByRole('button', { name: 'Apply' }).boundingBox())!;
  expect(overlap(searchBox, applyBox), 'Apply and the search box overlap').toBe(false);
  for (const control of await filters.locator('input, select, button').all()) {
    const box = (await control.boundingBox())!;
    expect(box.x + box.width, 'a filter sticks out of the form').toBeLessThanOrEqual(filtersBox!.x + filtersBox!.width + 0.5);
    expect(box.height, 'a filter is a small target').toBeGreaterThanOrEqual(44);
  }
});

test('at 375 px the menu is one short line above the page and a wide table scrolls in a focusable, named frame', async ({ page }) => {
  await signIn(page, 'phone.menu@navyug.example');
  for (const path of ['/admin', '/admin/audit', '/admin/content', '/admin/outbox']) {
    await page.goto(path);
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    const main = (await page.locator('main').boundingBox())!;
    // the page's heading starts within 120 px of the top: the menu no longer takes ~190 px before it
    expect(heading.y, `${path}: the heading starts ${heading.y} px down`).toBeLessThanOrEqual(120);
    expect(heading.y - main.y).toBeLessThanOrEqual(120);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  }
  // every section is still in the menu, in its one scrolling line; the current one is in view
  const menu = page.getByRole('navigation', { name: 'Admin' });
  await expect(menu.getByRole('link')).toHaveCount(10);
  await expect(menu.getByRole('link', { name: 'Outbox' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Outbox' })).toBeInViewport();

  await page.goto('/admin/audit');
  const frame = page.getByRole('group', { name: 'Actions, newest first' });
  await expect(frame).toHaveAttribute('tabindex', '0');
  await expect(page.getByText('Scroll the table sideways for every column')).toBeVisible();
  expect(await frame.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await frame.focus();
  await expect(frame).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => frame.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
});

test('at 375 px the fixed pages list without ordering controls, in compact rows', async ({ page }) => {
  await signIn(page, 'phone.pages@navyug.example');
  // The site places its own pages, legal texts and company facts: their order means nothing, so no move controls.
  for (const [path, name] of [['/admin/content/pages', 'Pages'], ['/admin/content/legal', 'Legal'], ['/admin/content/company', 'Company']]) {
    await page.goto(path);
    const table = page.getByRole('table', { name, exact: true });
    await expect(table.getByRole('link').first()).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Order' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Move/ })).toHaveCount(0);
    await expect(page.getByRole('spinbutton', { name: /^Place of/ })).toHaveCount(0);
  }
  // Each page's row is a few lines high, not a column of wrapped words (180 px before).
  await page.goto('/admin/content/pages');
  const rows = page.getByRole('table', { name: 'Pages', exact: true }).getByRole('row');
  expect(await rows.count()).toBeGreaterThan(5);
  const heights = await rows.evaluateAll((all) => all.slice(1).map((row) => Math.round(row.getBoundingClientRect().height)));
  for (const height of heights) expect(height, `a row of the pages list is ${height} px tall`).toBeLessThanOrEqual(80);
  // A list whose order the site shows keeps its controls, on one line: its rows stay compact too.
  await page.goto('/admin/content/faqs');
  await expect(page.getByRole('button', { name: /^Move .* down$/i }).first()).toBeAttached();
  const faqHeights = await page.getByRole('table').getByRole('row').evaluateAll((all) => all.slice(1).map((row) => Math.round(row.getBoundingClientRect().height)));
  for (const height of faqHeights) expect(height, `a row of the FAQs list is ${height} px tall`).toBeLessThanOrEqual(100);
});
