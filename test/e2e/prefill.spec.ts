// 'Start a project like this': from a case study or service page to the quote form filled in for it, and the lead
// in the admin saying where it came from; and the page a contact message came from, read in the browser.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { runAdminCli } from '../support/admin-cli';
import { fillQuote } from '../support/quote';

const PASSWORD = 'a long enough passphrase';
const projectType = (page: Page) => page.getByRole('combobox', { name: /^Project type/ });

const fillTheRest = (page: Page, email: string) =>
  fillQuote(page, { fullname: 'Priya Prefill', email, company: 'Prefill & Co', projecttype: null, budget: '10000-20000', timeline: '1-3months' });

test.describe.configure({ mode: 'serial' });

test('a case study\'s "Start a project like this" opens the quote form filled in, and the admin shows where the lead came from', async ({ page, browser }) => {
  await page.goto('/bubble-bakes');
  const start = page.getByRole('link', { name: 'Start a project like this' });
  await expect(start).toHaveAttribute('href', '/get-quote?projecttype=branding&case=bubble-bakes');
  await start.click();
  await expect(page).toHaveURL(/\/get-quote\?projecttype=branding&case=bubble-bakes$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tell us about your project');
  await expect(projectType(page)).toHaveValue('branding');
  await expect(page.getByText('About: Bubble Bakes (case study)')).toBeVisible();
  // everything stays editable
  await projectType(page).selectOption('webdevelopment');
  await projectType(page).selectOption('branding');

  await fillTheRest(page, 'priya.prefill@example.com');
  await page.getByRole('button', { name: "Let's Roll" }).click();
  const thanks = page.getByRole('status').filter({ hasText: 'Your quote request is with us' });
  await expect(thanks).toBeVisible();
  const reference = /Your reference is (NV-Q-[2-9A-Z]{5})/.exec(await thanks.innerText())![1];

  const email = 'prefill.ops@navyug.example';
  const created = runAdminCli(['create-user', email], `${PASSWORD}\n`, { DATA_DIR: process.env.NAVYUG_E2E_DATA_DIR });
  expect(created.code, created.out).toBe(0);
  const admin = await browser.newPage();
  await admin.goto(`/admin?q=${reference}`);
  await admin.getByLabel('Email').fill(email);
  await admin.getByLabel('Password').fill(PASSWORD);
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await admin.getByRole('row').filter({ hasText: reference }).getByRole('link').click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Priya Prefill');
  await expect(admin.locator('dt:text-is("Came from") + dd')).toHaveText('/bubble-bakes');
  await expect(admin.locator('dt:text-is("About") + dd')).toHaveText('Case study: Bubble Bakes');
  await expect(admin.locator('dt:text-is("Project type") + dd')).toHaveText('Branding');
  await admin.close();
  expect(runAdminCli(['delete-user', email], '', { DATA_DIR: process.env.NAVYUG_E2E_DATA_DIR }).code).toBe(0);
});

test('a service page opens the form with Other and its text, and the context can be removed without losing answers', async ({ page }) => {
  await page.goto('/mobile-app-development');
  await page.getByRole('link', { name: 'Start a project like this' }).click();
  await expect(page).toHaveURL(/\/get-quote\?projecttype=other-projecttype&projecttypeother=Mobile\+app&service=mobile-app-development$/);
  await expect(projectType(page)).toHaveValue('other-projecttype');
  await expect(page.getByLabel('Your project type')).toHaveValue('Mobile app');
  await expect(page.getByText('About: Mobile App Development (service)')).toBeVisible();
  await expect(page.locator('input[name="source_context"]')).toHaveValue('service:mobile-app-development');
  await expect(page.locator('input[name="source_page"]')).toHaveValue('/mobile-app-development');

  await page.getByLabel('Full name').fill('Kept Across Remove');
  await page.getByRole('link', { name: /^Remove/ }).click();
  await expect(page.getByText('About: Mobile App Development')).toHaveCount(0);
  await expect(page).toHaveURL(/\/get-quote$/);
  await expect(page.locator('input[name="source_context"]')).toHaveValue('');
  await expect(page.getByLabel('Full name')).toHaveValue('Kept Across Remove');
  await expect(projectType(page)).toHaveValue('other-projecttype');
  await expect(projectType(page)).toBeFocused();
});

test('unknown prefill values are ignored and the page is the plain form', async ({ page }) => {
  await page.goto('/get-quote?projecttype=rocket-science&case=no-such-case&from=https://evil.example/');
  await expect(projectType(page)).toHaveValue('');
  await expect(page.getByText(/^About:/)).toHaveCount(0);
  await expect(page.locator('input[name="source_page"]')).toHaveValue('');
});

test('a contact message carries the on-site page the visitor came from, not a third-party address', async ({ page }) => {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') bodies.push(request.postData() ?? '');
  });
  await page.goto('/faqs');
  // a client-side navigation: document.referrer does not change, the tab's history does
  await page.getByRole('banner').getByRole('link', { name: "Let's Talk" }).first().click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await page.getByLabel('Full name').fill('Sam Source');
  await page.getByLabel('E-mail').fill('sam.source@example.com');
  await page.getByLabel('Phone number').fill('+44 20 7946 0958');
  await page.getByLabel('How can we help?').fill('Where did I come from?');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();
  const sent = bodies.find((body) => body.includes('Sam Source'))!;
  // React names a Server Action's fields after its argument (`1_source_page`)
  expect(sent).toMatch(/name="[^"]*source_page"\r\n\r\n\/faqs\r\n/);

  // Arriving from another site, nothing is sent: the referrer is not ours.
  bodies.length = 0;
  await page.goto('/contact-us', { referer: 'https://search.example/?q=navyug' });
  await page.getByLabel('Full name').fill('Outside Olga');
  await page.getByLabel('E-mail').fill('olga.outside@example.com');
  await page.getByLabel('Phone number').fill('+44 20 7946 0958');
  await page.getByLabel('How can we help?').fill('Hello from elsewhere');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();
  const outside = bodies.find((body) => body.includes('Outside Olga'))!;
  expect(outside).toMatch(/name="[^"]*source_page"\r\n\r\n\r\n/);
  // how the lead arrived (docs/staff.md: Analytics) names the other site by its host only, never its address
  expect(outside).toMatch(/name="[^"]*landing"\r\n\r\nhttp:\/\/[^/]+\/contact-us search\.example\r\n/);
  expect(outside).not.toContain('q=navyug');
});
