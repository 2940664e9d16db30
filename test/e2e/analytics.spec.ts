// The proof (issue 27): four visitors, then the dashboard shows the first two (pages, referrer, campaign, a
// conversion) and neither of the last two, and the lead's page shows its campaign.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { runAdminCli } from '../support/admin-cli';
import { expect, hydrated, test } from '../support/fixtures';

const PASSWORD = 'a long enough passphrase';
const tag = Date.now().toString(36);
const CAMPAIGN = { js: `proof-js-${tag}`, nojs: `proof-nojs-${tag}`, gpc: `proof-gpc-${tag}`, bot: `proof-bot-${tag}` };
const NAME = `Proof Visitor ${tag}`;

async function visitor(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext(options);
  return { context, page: await context.newPage() };
}

test('the dashboard shows the first two visitors and neither of the last two, and the lead shows its campaign', async ({ browser, page, baseURL }) => {
  test.setTimeout(120_000);
  const open = (options: BrowserContextOptions) => visitor(browser, { baseURL, ...options });

  // 1. With JavaScript, from a newsletter's campaign link: three pages, Accept, a contact message.
  const first = await open({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36' });
  await first.page.goto(`/work?utm_source=newsletter&utm_medium=email&utm_campaign=${CAMPAIGN.js}`, { referer: 'https://news.example/issue-9' });
  await hydrated(first.page);
  const header = first.page.getByRole('banner');
  await header.getByRole('link', { name: 'About', exact: true }).click();
  await expect(first.page).toHaveURL(/\/about-us$/);
  await header.getByRole('link', { name: 'Services', exact: true }).click();
  await expect(first.page).toHaveURL(/\/services$/);
  await first.page.getByRole('button', { name: 'Accept' }).click();
  await header.getByRole('link', { name: "Let's Talk" }).click();
  await expect(first.page).toHaveURL(/\/contact-us$/);
  await first.page.getByLabel('Full name').fill(NAME);
  await first.page.getByLabel('E-mail').fill('proof@example.com');
  await first.page.getByLabel('Phone number').fill('+44 20 7946 0958');
  await first.page.getByLabel('How can we help?').fill('We read your case studies.');
  await first.page.getByRole('button', { name: 'Submit' }).click();
  await expect(first.page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();

  // 2. Without JavaScript, from another campaign link: the <noscript> image counts it.
  const second = await open({ javaScriptEnabled: false, userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:145.0) Gecko/20100101 Firefox/145.0' });
  const counted = second.page.waitForResponse((r) => r.url().endsWith('/api/hit') && r.status() === 200);
  await second.page.goto(`/faqs?utm_source=forum&utm_campaign=${CAMPAIGN.nojs}`);
  await counted;

  // 3. Global Privacy Control; 4. a crawler. Both reach the endpoint; neither is counted.
  const third = await open({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15', extraHTTPHeaders: { 'Sec-GPC': '1' } });
  const fourth = await open({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
  for (const [{ page: p }, campaign] of [[third, CAMPAIGN.gpc], [fourth, CAMPAIGN.bot]] as const) {
    const sent = p.waitForResponse((r) => r.url().endsWith('/api/hit'));
    await p.goto(`/industries?utm_campaign=${campaign}`);
    expect((await sent).status()).toBe(204);
  }
  // Nothing of it stayed in any visitor's browser but the cookie pop-up's own answer.
  expect(await first.page.evaluate(() => Object.keys(localStorage))).toEqual(['cookie-consent']);
  expect(await first.page.evaluate(() => sessionStorage.length)).toBe(0);
  expect(await first.context.cookies()).toEqual([]);
  for (const v of [first, second, third, fourth]) await v.context.close();

  // The dashboard, as the agency sees it: within 10 seconds.
  const email = `analyst-${tag}@navyug.example`;
  expect(runAdminCli(['create-user', email], `${PASSWORD}\n`, { DATA_DIR: process.env.NAVYUG_E2E_DATA_DIR }).code).toBe(0);
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Analytics' }).click();
  await page.getByRole('link', { name: 'Today', exact: true }).click();
  const campaigns = page.getByRole('table', { name: 'Campaigns' });
  await expect(async () => {
    await page.reload();
    await expect(campaigns.getByRole('link', { name: CAMPAIGN.nojs })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await expect(campaigns.getByRole('link', { name: CAMPAIGN.js })).toBeVisible();
  await expect(campaigns).not.toContainText(CAMPAIGN.gpc);
  await expect(campaigns).not.toContainText(CAMPAIGN.bot);

  // The first visitor's campaign filters the whole dashboard: their pages, their referrer, their conversion.
  await campaigns.getByRole('link', { name: CAMPAIGN.js }).click();
  await expect(page.getByText(`Filtered by campaigns: ${CAMPAIGN.js}`)).toBeVisible();
  const pages = page.getByRole('table', { name: 'Top pages' });
  for (const path of ['/work', '/about-us', '/services', '/contact-us']) await expect(pages.getByRole('link', { name: path, exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Referrers' }).getByRole('link', { name: 'news.example' })).toBeVisible();
  const entry = page.getByRole('table', { name: 'Entry pages' }).getByRole('row', { name: /\/work/ });
  await expect(entry.getByRole('cell')).toHaveText(['1', '4', '1', '100%']); // visitors, page views, conversions, rate
  await expect(page.locator('dt:text-is("Conversions") + dd')).toContainText(/^1/);

  // axe finds nothing on the dashboard, every rule included (filtered, with the chart and every list)
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // The second visitor's campaign: one visitor, no conversion.
  await page.getByRole('link', { name: 'Clear filter' }).click();
  await expect(campaigns.getByRole('row', { name: new RegExp(CAMPAIGN.nojs) }).getByRole('cell')).toHaveText(['1', '1', '0', '0%']);

  // The lead says how it arrived.
  await page.goto(`/admin?q=${encodeURIComponent(NAME)}`);
  await page.getByRole('link', { name: NAME }).first().click();
  await expect(page.getByText(`${CAMPAIGN.js} · source newsletter · medium email`)).toBeVisible();
  await expect(page.getByText('news.example')).toBeVisible();
});
