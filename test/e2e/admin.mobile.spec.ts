// The admin console on a 375 px phone, by keyboard alone: sign in, open the inbox and a submission.
import { runAdminCli } from '../support/admin-cli';
import { expect, test } from '../support/fixtures';

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
