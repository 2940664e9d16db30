// The admin console end to end on the production server: users from the command line, sign-in, the inbox,
// a submission's detail and attachment, status, notes, CSV export, outbox, audit log, sign-out; and what a
// visitor without a session gets from every admin route.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { expect, test } from '../support/fixtures';
import { runAdminCli } from '../support/admin-cli';
import { fixtures } from '../support/files';
import { fillQuote } from '../support/quote';
import { totp, turnOnTwoFactor } from '../support/totp';
import { axe } from '../support/axe';

const root = path.resolve(__dirname, '../..');
const PASSWORD = 'a long enough passphrase';

/** `npm run admin -- …` against the e2e server's database; the password on stdin. */
function admin(args: string[], input = '') {
  const { code, out } = runAdminCli(args, input, { DATA_DIR: process.env.NAVYUG_E2E_DATA_DIR });
  return { code, out };
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Every admin route the build has (from Next's own route list), with a made-up id for dynamic segments. */
function adminRoutes(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(root, '.next/server/app-paths-manifest.json'), 'utf8')) as Record<string, string>;
  const routes = Object.keys(manifest)
    .map((entry) => entry.replace(/\/\([^)]+\)/g, '').replace(/\/(page|route)$/, '') || '/')
    .filter((route) => route === '/admin' || route.startsWith('/admin/'))
    .map((route) => route.replace(/\[[^\]]+\]/g, '00000000-0000-4000-8000-000000000000'));
  return [...new Set(routes)].sort();
}

test.describe.configure({ mode: 'serial' });

test('without a session every admin route refuses: pages redirect to the login, files and exports answer 401', async ({ request, baseURL }) => {
  const routes = adminRoutes();
  expect(routes).toEqual(expect.arrayContaining(['/admin', '/admin/export', '/admin/files/00000000-0000-4000-8000-000000000000', '/admin/leads/00000000-0000-4000-8000-000000000000', '/admin/outbox']));
  for (const route of routes) {
    if (route.startsWith('/admin/login')) continue;
    const response = await request.get(route, { maxRedirects: 0 });
    const body = (await response.text()).slice(0, 20_000);
    if (response.status() === 307) {
      expect(response.headers().location, route).toMatch(/^(http:\/\/[^/]+)?\/admin\/login\?next=/);
      expect(body, route).not.toMatch(/@example\.com|@navyug\.example|Sign out/); // no data, no console
    } else expect(response.status(), route).toBe(401);
    expect(response.headers()['x-robots-tag'], route).toMatch(/noindex/);
  }
  // A state-changing post without a session, or from another site, never reaches an action.
  const noSession = await request.post('/admin', { headers: { origin: new URL(baseURL!).origin, 'content-type': 'multipart/form-data; boundary=x' }, data: '--x--\r\n' });
  expect(noSession.status()).toBe(401);
  const foreign = await request.post('/admin/login', { headers: { origin: 'https://evil.example', 'content-type': 'multipart/form-data; boundary=x' }, data: '--x--\r\n' });
  expect(foreign.status()).toBe(403);
  const noOrigin = await request.post('/admin/login', { headers: { 'content-type': 'multipart/form-data; boundary=x' }, data: '--x--\r\n' });
  expect(noOrigin.status()).toBe(403);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Disallow: \/admin/);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin');
});

test('the command line manages users: create, duplicate, short password, reset, unknown, list, delete', () => {
  expect(admin(['create-user', 'cli.check@navyug.example'], `${PASSWORD}\n`)).toMatchObject({ code: 0 });
  expect(admin(['create-user', 'CLI.check@navyug.example'], `${PASSWORD}\n`).out).toMatch(/exists already/);
  expect(admin(['reset-password', 'cli.check@navyug.example'], 'short\n')).toMatchObject({ code: 1, out: expect.stringMatching(/at least 12 characters/) });
  expect(admin(['reset-password', 'nobody@navyug.example'], `${PASSWORD}\n`)).toMatchObject({ code: 1, out: expect.stringMatching(/no user/) });
  expect(admin(['list-users']).out).toContain('cli.check@navyug.example');
  expect(admin(['delete-user', 'cli.check@navyug.example'])).toMatchObject({ code: 0 });
  expect(admin(['list-users']).out).not.toContain('cli.check@navyug.example');
});

test('an admin finds a contact message with its attachment, works it, exports it and signs out', async ({ page, browser }) => {
  const email = 'ops@navyug.example';
  expect(admin(['create-user', email], `${PASSWORD}\n`).code).toBe(0);

  // A visitor asks for a quote with a PDF, and a name and comment an attacker would send.
  const pdf = Buffer.from(fixtures.pdf(6000));
  const visitor = await browser.newPage();
  // This visitor declined cookies on an earlier visit: the choice goes into the consent record with the request.
  await visitor.addInitScript(() => localStorage.setItem('cookie-consent', JSON.stringify({ choice: 'declined', at: '2026-11-20T09:30:00.000Z' })));
  await visitor.goto('/get-quote');
  await fillQuote(visitor, { fullname: '<script>alert(1)</script> Eve', email: 'eve.admin-test@example.com', company: '=HYPERLINK("http://evil.example","open")' });
  await visitor.getByLabel('Files').setInputFiles({ name: 'brief.pdf', mimeType: 'application/pdf', buffer: pdf });
  await visitor.getByRole('button', { name: "Let's Roll" }).click();
  const thanks = visitor.getByRole('status').filter({ hasText: 'Your quote request is with us' });
  await expect(thanks).toBeVisible();
  const reference = /Your reference is (NV-Q-[2-9A-Z]{5})/.exec(await thanks.innerText())![1];
  await visitor.close();

  // Signed out, the mail's link to the lead goes through the login and comes back.
  await page.goto('/admin/outbox');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Foutbox/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name.endsWith('navyug.session_token'))!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true }); // SITE_URL is https in these tests
  const inbox = await page.request.get('/admin');
  expect(inbox.headers()['cache-control']).toMatch(/private/);
  expect(inbox.headers()['cache-control']).toMatch(/no-store/); // so no shared cache (ours included) keeps it
  expect(inbox.headers()['x-robots-tag']).toMatch(/noindex/);
  await axe(page);

  await page.getByRole('link', { name: 'Inbox' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('eve.admin-test');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/q=eve.admin-test/);
  await axe(page);
  const row = page.getByRole('row').filter({ hasText: 'eve.admin-test@example.com' });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(1)).toHaveText(reference);
  await expect(row.getByRole('cell').nth(7)).toHaveText('1'); // one attachment
  // The reference, as a caller would read it out, finds the same request.
  await page.goto(`/admin?q=${encodeURIComponent(reference.toLowerCase().replaceAll('-', ' '))}`);
  await expect(page.getByRole('row').filter({ hasText: reference })).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: '1 submission;' })).toBeVisible();
  await page.getByRole('row').filter({ hasText: reference }).getByRole('link').click();

  // The payloads are shown as text, never run.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('<script>alert(1)</script> Eve');
  await expect(page.getByText('=HYPERLINK("http://evil.example","open")')).toBeVisible();
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  // The consent record: both legal pages the checkbox names, at their versions, and the cookie choice.
  const consent = page.getByRole('list').filter({ hasText: 'Agreed: Privacy Policy' });
  await expect(consent.getByRole('listitem')).toHaveCount(3);
  await expect(consent.getByRole('listitem').filter({ hasText: 'Agreed: Terms of Use' })).toContainText('The visitor ticked the box on');
  await expect(consent.getByRole('listitem').filter({ hasText: 'Declined: Cookie Policy' })).toContainText('answered the cookie pop-up on 20 Nov 2026, 09:30:00 UTC'); // the browser's zone: UTC here
  await expect(consent).toContainText('I agree to the privacy policy and the terms of use, and to being contacted about my request.');
  await axe(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'brief.pdf' }).click()]);
  expect(download.suggestedFilename()).toBe('brief.pdf');
  expect(readFileSync(await download.path()).equals(pdf)).toBe(true);
  const file = await page.request.get(await page.getByRole('link', { name: 'brief.pdf' }).getAttribute('href') as string);
  expect(file.headers()).toMatchObject({ 'content-disposition': expect.stringMatching(/^attachment;/), 'x-content-type-options': 'nosniff', 'content-type': 'application/octet-stream' });
  expect(file.headers()['content-security-policy']).toBe("default-src 'none'; sandbox"); // its own, not the site's

  await page.getByRole('combobox', { name: 'Status' }).selectOption('in_progress');
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Status saved.' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('in_progress');
  await page.getByLabel('New note').fill('Called back; sending a proposal on Monday.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Called back; sending a proposal on Monday.')).toBeVisible();

  // Export the view as CSV and read it back.
  await page.goto('/admin?status=in_progress&q=eve.admin-test');
  const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export these as CSV' }).click()]);
  const csvText = readFileSync(await csvDownload.path(), 'utf8');
  expect(csvText.charCodeAt(0)).toBe(0xfeff); // BOM, so Excel reads UTF-8
  const records = parse(csvText, { bom: true, columns: true }) as Record<string, string>[];
  expect(records).toHaveLength(1);
  expect(records[0]).toMatchObject({ Kind: 'Quote request', Status: 'In progress', Name: '<script>alert(1)</script> Eve', 'E-mail': 'eve.admin-test@example.com', Files: '1' });
  expect(records[0]['Company or job']).toBe(`'=HYPERLINK("http://evil.example","open")`); // neutralised

  await page.goto('/admin/audit');
  for (const action of ['sign-in', 'status', 'note', 'export']) await expect(page.getByRole('cell', { name: action, exact: true }).first()).toBeVisible();
  await axe(page);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  const after = await page.request.get('/admin', { maxRedirects: 0 });
  expect(after.status()).toBe(307);
});

test('wrong passwords: one message for all, then locked for the window, then the right one works again', async ({ page }) => {
  test.setTimeout(75_000); // ten tries, then up to 1.5 windows of 15 s for the lock to decay
  const email = 'lock.test@navyug.example';
  expect(admin(['create-user', email], `${PASSWORD}\n`).code).toBe(0);
  await signIn(page, 'nobody.here@navyug.example', 'wrong password 1');
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText('The email or password is wrong.');
  await expect(page.getByLabel('Email')).toHaveValue('nobody.here@navyug.example'); // kept
  await axe(page);
  for (let i = 2; i <= 10; i++) {
    await page.getByLabel('Password').fill(`wrong password ${i}`);
    // The same message may come back: wait for this answer (the form empties its password field) before the next try.
    await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByRole('button', { name: 'Sign in' }).click()]);
    await expect(page.getByLabel('Password')).toHaveValue('');
    if (i < 5) await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText('The email or password is wrong.');
    else await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toContainText(/wrong|Too many attempts/);
  }
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toContainText('Too many attempts');
  // Locked: even the right password of a real account is refused from this address.
  await signIn(page, email);
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toContainText(/Too many attempts\. Try again in 1 minute/);
  // The lock decays over the window (LOGIN_WINDOW_MS is 15 s in playwright.config.ts): within about 1.5 windows
  // the right password works again. Attempts made while locked are not counted.
  await expect(async () => {
    await signIn(page, email);
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible({ timeout: 1500 });
  }).toPass({ intervals: [1000], timeout: 30_000 });
});

test('jobs: a form with errors keeps what was typed; a published job is on /career and in the API at once; unpublished it is gone', async ({ page, request }) => {
  const email = 'jobs.editor@navyug.example';
  expect(admin(['create-user', email], `${PASSWORD}\n`).code).toBe(0);
  await signIn(page, email);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  await axe(page);
  await page.getByRole('link', { name: 'New job' }).click();
  await page.getByLabel('Job title').fill('Staff Accessibility Engineer');
  await page.getByLabel('Experience from (years)').fill('8');
  await page.getByLabel('Experience to (years)').fill('3');
  await page.getByLabel('Salary from (a year)').fill('90000');
  await page.getByRole('button', { name: 'Create job' }).click();
  await expect(page.getByLabel('Experience to (years)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Job title')).toHaveValue('Staff Accessibility Engineer'); // kept
  await expect(page.getByRole('textbox', { name: 'Role', exact: true })).toHaveAccessibleDescription(/./);
  await axe(page);

  await page.getByRole('textbox', { name: 'Role', exact: true }).fill('Accessibility Engineer');
  await page.getByLabel('Location').fill('Remote, India');
  await page.getByLabel('Experience to (years)').fill('12');
  await page.getByLabel('Currency').fill('USD');
  await page.getByLabel('Salary to (a year)').fill('120000');
  await page.getByLabel('Responsibilities (one per line)').fill('Audit our products against WCAG 2.2\nTeach the team');
  await page.getByRole('combobox', { name: 'Status' }).selectOption('draft');
  await page.getByRole('button', { name: 'Create job' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Job saved.' })).toBeVisible();
  const id = Number(/\/admin\/jobs\/(\d+)/.exec(page.url())![1]);
  const listed = async () => ((await (await request.get('/api/front/get-career-jobs?type=front')).json()).data as { id: number }[]).some((job) => job.id === id);
  expect(await listed()).toBe(false); // a draft is not on the site

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();
  expect(await listed()).toBe(true);
  const career = await (await request.get('/career')).text();
  expect(career).toContain('Staff Accessibility Engineer');
  const details = await request.get(`/career-details?id=${id}`);
  expect(details.status()).toBe(200);
  expect(await details.text()).toContain('Audit our products against WCAG 2.2');

  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Unpublished' })).toBeVisible();
  expect(await listed()).toBe(false);
  expect(await (await request.get('/career')).text()).not.toContain('Staff Accessibility Engineer');
  expect((await request.get(`/career-details?id=${id}`)).status()).toBe(404);
  expect((await request.get(`/api/front/get-single-career-job?id=${id}`)).status()).toBe(404);

  await page.getByLabel('Yes, delete this job.').check();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/admin\/jobs\?done=deleted/);
  expect((await page.request.get(`/admin/jobs/${id}`)).status()).toBe(404);
  await page.goto('/admin/audit');
  for (const action of ['job.create', 'job.status', 'job.delete']) await expect(page.getByRole('cell', { name: action, exact: true }).first()).toBeVisible();
});

test('two-factor: turned on with a scanned key and a first code, then signing in asks for the code', async ({ page }) => {
  const email = 'totp.user@navyug.example';
  expect(admin(['create-user', email], `${PASSWORD}\n`).code).toBe(0);
  await signIn(page, email);
  await page.getByRole('link', { name: 'Account' }).click();
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set up two-factor' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await axe(page);
  const key = (await page.getByTestId('totp-key').textContent())!.trim();
  await page.getByLabel('Code from the app').fill('000000' === totp(key) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Turn two-factor on' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'That code is wrong' })).toBeVisible();
  await page.getByLabel('Code from the app').fill(totp(key));
  await page.getByRole('button', { name: 'Turn two-factor on' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Two-factor is on' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/admin\/login\/two-factor/);
  expect((await page.request.get('/admin', { maxRedirects: 0 })).status()).toBe(307); // not signed in yet
  await page.getByLabel('Code from your authenticator app').fill(totp(key));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await page.goto('/admin/audit');
  // This user's entry (other tests turn two-factor on for their own users in the same database).
  await expect(page.getByRole('row').filter({ hasText: email }).getByRole('cell', { name: 'two-factor.on', exact: true })).toBeVisible();
});

test('two-factor backup codes: one signs in once without the phone, used again it is refused, the account page counts what is left and makes new ones', async ({ page }) => {
  const email = 'backup.codes@navyug.example';
  expect(admin(['create-user', email], `${PASSWORD}\n`).code).toBe(0);
  await signIn(page, email);
  await page.getByRole('link', { name: 'Account' }).click();
  const { codes } = await turnOnTwoFactor(page, PASSWORD);
  expect(codes).toHaveLength(10);
  await expect(page.getByTestId('backup-codes-left')).toHaveText(/^10 backup codes left\./);

  /** Signs out, then in with the password, and on to the backup code's page. */
  const toBackupCode = async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await signIn(page, email);
    await expect(page).toHaveURL(/\/admin\/login\/two-factor/);
    await page.getByRole('link', { name: 'Use a backup code' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Backup code' })).toBeVisible();
  };
  await toBackupCode();
  await axe(page);
  await page.getByRole('textbox', { name: 'Backup code', exact: true }).fill(codes[0]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page.getByTestId('backup-codes-left')).toHaveText(/^9 backup codes left\./);

  // The same code again: refused, saying why, the message focused; another of the codes then signs in.
  await toBackupCode();
  await page.getByRole('textbox', { name: 'Backup code', exact: true }).fill(codes[0]);
  await page.getByRole('button', { name: 'Verify' }).click();
  const refused = page.getByRole('alert').filter({ hasText: 'That backup code is wrong or has already been used: each code works once.' });
  await expect(refused).toBeVisible();
  await expect(refused).toBeFocused();
  await axe(page);
  await page.getByRole('textbox', { name: 'Backup code', exact: true }).fill(codes[1]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();

  // New codes, with the password: shown once, and the count is full again.
  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page.getByTestId('backup-codes-left')).toHaveText(/^8 backup codes left\./);
  await page.getByLabel('Password, to make new codes').fill(PASSWORD);
  await page.getByRole('button', { name: 'Make new backup codes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'New backup codes made: your old ones no longer work.' })).toBeVisible();
  const fresh = await page.getByRole('list', { name: 'Your new backup codes' }).locator('code').allTextContents();
  expect(fresh).toHaveLength(10);
  expect(fresh.filter((code) => codes.includes(code.trim()))).toEqual([]);
  await expect(page.getByTestId('backup-codes-left')).toHaveText(/^10 backup codes left\./);
  await axe(page);
  await page.goto('/admin/audit');
  await expect(page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'with a backup code; 8 left' })).toBeVisible();
});

test('the inbox home shows the last 12 weeks as charts, each with its numbers in a table; a filtered view does not', async ({ page, browser }) => {
  const email = 'weekly.viewer@navyug.example';
  expect(admin(['create-user', email], `${PASSWORD}\n`).code).toBe(0);
  // A contact message this week, so there is something to draw.
  const visitor = await browser.newPage();
  await visitor.goto('/contact-us');
  await visitor.getByLabel('Full name').fill('Wendy Weekly');
  await visitor.getByLabel('E-mail').fill('wendy.weekly@example.com');
  await visitor.getByLabel('Phone number').fill('+44 20 7946 0958');
  await visitor.getByLabel('How can we help?').fill('A chart of our leads, please.');
  await visitor.getByRole('button', { name: 'Submit' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();
  await visitor.close();

  await signIn(page, email);
  const weekly = page.getByRole('region', { name: 'The last 12 weeks' });
  await expect(weekly.getByRole('img', { name: 'Submissions by kind, per week: stacked bar chart' })).toBeVisible();
  await expect(weekly.getByRole('img')).toHaveCount(3);
  await weekly.getByText('Show as table for submissions by kind').click();
  const table = weekly.getByRole('table', { name: 'Submissions by kind per week, spam not counted' });
  await expect(table.getByRole('columnheader')).toHaveText(['Week of', 'Contact messages', 'Quote requests', 'Job applications', 'Total']);
  await expect(table.getByRole('row')).toHaveCount(14); // the header, 12 weeks, all 12 weeks
  await axe(page);

  await page.goto('/admin?kind=contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'The last 12 weeks' })).toHaveCount(0);
});

test('the inbox at 1440 px: the weekly charts above the filters, and Apply beside the search box, not on it', async ({ page }) => {
  const email = 'wide.inbox@navyug.example';
  expect(admin(['create-user', email], `${PASSWORD}\n`).code).toBe(0);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, email);
  const weekly = page.getByRole('region', { name: 'The last 12 weeks' });
  const filters = page.getByRole('search', { name: 'Filter the inbox' });
  const search = filters.getByRole('searchbox', { name: 'Search' });
  const apply = filters.getByRole('button', { name: 'Apply' });
  await expect(weekly).toBeVisible();
  const [chartsBox, filtersBox, searchBox, applyBox] = await Promise.all([weekly, filters, search, apply].map((l) => l.boundingBox()));
  expect(chartsBox!.y + chartsBox!.height).toBeLessThanOrEqual(filtersBox!.y); // the charts fit in one row here: they stay first
  expect(overlap(searchBox!, applyBox!), 'Apply and the search box overlap').toBe(false);
  for (const control of await filters.locator('input, select, button').all()) {
    const box = (await control.boundingBox())!;
    expect(box.x + box.width, 'a filter sticks out of the form').toBeLessThanOrEqual(filtersBox!.x + filtersBox!.width + 0.5);
  }
});

type Box = { x: number; y: number; width: number; height: number };
/** Whether two boxes share any area (touching edges do not count). */
function overlap(a: Box, b: Box) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
