// Two-factor backup codes without JavaScript: the account page's set-up, the sign-in's backup code step and the
// account page's new codes are plain form posts to Server Actions, answered with a page (a refusal beside the form,
// a success by a redirect). (axe needs scripts in the page: admin.spec.ts checks these screens with it.)
import type { Page } from '@playwright/test';
import { runAdminCli } from '../support/admin-cli';
import { expect, test } from '../support/fixtures';
import { turnOnTwoFactor } from '../support/totp';

const PASSWORD = 'a long enough passphrase';
const EMAIL = 'backup.nojs@navyug.example';

async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('without JavaScript a backup code signs in once, is refused the second time, and new codes replace the old', async ({ page }) => {
  expect(runAdminCli(['create-user', EMAIL], `${PASSWORD}\n`, { DATA_DIR: process.env.NAVYUG_E2E_DATA_DIR }).code).toBe(0);
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await page.goto('/admin/account');
  const { codes } = await turnOnTwoFactor(page, PASSWORD);
  expect(codes).toHaveLength(10);
  await expect(page.getByTestId('backup-codes-left')).toHaveText(/^10 backup codes left\./);

  const withBackupCode = async (code: string) => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await signIn(page);
    await expect(page).toHaveURL(/\/admin\/login\/two-factor/);
    await page.getByRole('link', { name: 'Use a backup code' }).click();
    await page.getByRole('textbox', { name: 'Backup code', exact: true }).fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
  };
  await withBackupCode(codes[0]);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await page.goto('/admin/account');
  await expect(page.getByTestId('backup-codes-left')).toHaveText(/^9 backup codes left\./);

  await withBackupCode(codes[0]);
  await expect(page.getByRole('alert')).toHaveText('That backup code is wrong or has already been used: each code works once. Try another of your codes.');
  await expect(page).toHaveURL(/\/admin\/login\/two-factor\/backup/);
  // Not a backup code's shape (the app's six digits, say): the field says what one looks like, what was typed kept.
  await page.getByRole('textbox', { name: 'Backup code', exact: true }).fill('123456');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.locator('#code-error')).toHaveText('Enter one of your backup codes: ten letters and digits, like Ab3dE-fG7hK.');
  await expect(page.getByRole('textbox', { name: 'Backup code', exact: true })).toHaveValue('123456');
  await expect(page.getByRole('textbox', { name: 'Backup code', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('textbox', { name: 'Backup code', exact: true }).fill(codes[1]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();

  // New codes: shown once on the answer's page; an old one no longer signs in, a new one does.
  await page.goto('/admin/account');
  await expect(page.getByTestId('backup-codes-left')).toHaveText(/^8 backup codes left\./);
  await page.getByLabel('Password, to make new codes').fill(PASSWORD);
  await page.getByRole('button', { name: 'Make new backup codes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'New backup codes made: your old ones no longer work.' })).toBeVisible();
  const fresh = (await page.getByRole('list', { name: 'Your new backup codes' }).locator('code').allTextContents()).map((code) => code.trim());
  expect(fresh).toHaveLength(10);
  await withBackupCode(codes[2]);
  await expect(page.getByRole('alert')).toContainText('That backup code is wrong or has already been used');
  await page.getByRole('textbox', { name: 'Backup code', exact: true }).fill(fresh[0]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
});
