// A person's data on request, end to end: a visitor sends a quote request with a file; an admin finds it on the
// Privacy page by e-mail, downloads everything as one ZIP (opened here: the message and the file's bytes), marks
// the lead kept and back, searches the inbox by address and name, then erases it all: gone from the mail folder,
// the audit log, the inbox, the CSV export and the files route.
import { strFromU8, unzipSync } from 'fflate';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { runAdminCli } from '../support/admin-cli';
import { fixtures } from '../support/files';
import { fillQuote } from '../support/quote';
import { axe } from '../support/axe';

const PASSWORD = 'a long enough passphrase';
const ADMIN = 'privacy-officer@navyug.example';
const VISITOR = 'ana.privacy-test@example.com';

test('an admin finds, hands over and erases everything stored about one address', async ({ page, browser }) => {
  expect(runAdminCli(['create-user', ADMIN], `${PASSWORD}\n`, { DATA_DIR: process.env.NAVYUG_E2E_DATA_DIR }).code).toBe(0);

  const pdf = Buffer.from(fixtures.pdf(3000));
  const visitor = await browser.newPage();
  await visitor.goto('/get-quote');
  await fillQuote(visitor, { fullname: 'Ana Privacy', email: VISITOR });
  await visitor.getByLabel('Files').setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: pdf });
  await visitor.getByRole('button', { name: "Let's Roll" }).click();
  const thanks = visitor.getByRole('status').filter({ hasText: 'Your quote request is with us' });
  await expect(thanks).toBeVisible();
  const reference = /Your reference is (NV-Q-[2-9A-Z]{5})/.exec(await thanks.innerText())![1];
  await visitor.close();

  await page.goto('/admin/login?next=%2Fadmin%2Fprivacy');
  await page.getByLabel('Email').fill(ADMIN);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Privacy', exact: true })).toHaveAttribute('aria-current', 'page');
  await axe(page);

  // Found by the address, typed in another case.
  await page.getByLabel('E-mail').fill(VISITOR.toUpperCase());
  await page.getByRole('button', { name: 'Find' }).click();
  const found = page.getByRole('table', { name: `Stored about ${VISITOR}` });
  await expect(found.getByRole('row').filter({ hasText: reference })).toContainText('Quote request');
  await expect(page.getByText('With them: 1 files (plan.pdf)')).toBeVisible();
  await axe(page);

  // Download everything: one ZIP with the records and the file as it was sent.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download everything' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = unzipSync(readFileSync(await download.path()));
  expect(Buffer.from(zip[`files/${reference}/plan.pdf`]).equals(pdf)).toBe(true);
  const records = JSON.parse(strFromU8(zip['records.json']));
  expect(records.contact_messages_and_quote_requests[0]).toMatchObject({ reference, fullname: 'Ana Privacy', email: VISITOR });
  expect(records.emails.map((mail: { to: string }) => mail.to)).toContain(VISITOR); // the confirmation, body and all
  expect(records.consent_records.length).toBeGreaterThan(0);

  // The lead's page says when retention deletes it; the keep mark is set and taken off again, both audited.
  await page.getByRole('link', { name: reference }).click();
  const retention = page.getByRole('region', { name: 'Retention' });
  await expect(retention).toContainText(/Deleted automatically on \d{4}-\d{2}-\d{2} \(24 months after the last contact/);
  await retention.getByRole('button', { name: 'Keep: it became an engagement' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Marked kept' })).toBeVisible();
  await expect(retention).toContainText(`Kept: it became an engagement (marked by ${ADMIN}`);
  await retention.getByRole('button', { name: 'Remove the keep mark' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Keep mark removed' })).toBeVisible();
  const fileHref = (await page.getByRole('link', { name: 'plan.pdf' }).getAttribute('href'))!;
  expect((await page.request.get(fileHref)).status()).toBe(200);
  await page.goto('/admin/audit');
  await expect(page.getByRole('cell', { name: 'retention.keep', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'retention.unkeep', exact: true })).toBeVisible();

  // The inbox searched and exported by the address and by the name, as an operator would: both are in the audit
  // log. Without SMTP each mail is a file in DATA_DIR/mail: the confirmation and the agency's copy name the visitor.
  for (const q of [VISITOR, 'Ana Privacy']) expect((await page.request.get(`/admin/export?q=${encodeURIComponent(q)}`)).status()).toBe(200);
  await page.goto('/admin/audit');
  await expect(page.getByRole('cell', { name: `{"q":"${VISITOR}"}`, exact: true })).toBeVisible();
  const mailDir = path.join(process.env.NAVYUG_E2E_DATA_DIR!, 'mail');
  const mailsNaming = () => (existsSync(mailDir) ? readdirSync(mailDir).filter((name) => readFileSync(path.join(mailDir, name), 'utf8').includes(VISITOR)) : []);
  await expect.poll(() => mailsNaming().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);

  // Erase everything: refused until the box is ticked, then done.
  await page.goto('/admin/privacy');
  await page.getByLabel('E-mail').fill(VISITOR);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('checkbox', { name: `Yes, erase everything stored about ${VISITOR}.` }).check();
  await page.getByRole('button', { name: 'Erase everything' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Erased 1 submissions with 1 files/ })).toContainText('taken out of 2 audit log entries');

  // Gone: from the mail folder, the audit log (which keeps that it happened, not to whom), the inbox, the CSV export
  // and the files route.
  expect(mailsNaming()).toEqual([]);
  await page.goto('/admin/audit');
  await expect(page.getByRole('cell', { name: 'privacy.erase', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: '{"q":"[erased]"}', exact: true })).toHaveCount(2);
  for (const trace of [VISITOR, 'Ana Privacy', encodeURIComponent(VISITOR)]) expect(await page.locator('main').innerText()).not.toContain(trace);
  await page.goto(`/admin?q=${encodeURIComponent(VISITOR)}`);
  await expect(page.getByRole('row').filter({ hasText: VISITOR })).toHaveCount(0);
  const csv = await (await page.request.get(`/admin/export?q=${encodeURIComponent(VISITOR)}`)).text();
  expect(csv).not.toContain(VISITOR);
  expect(csv).not.toContain(reference);
  expect((await page.request.get(fileHref)).status()).toBe(404);
});
