// The admin's Webhooks page end to end: add an endpoint pointing at a receiver on this machine (the e2e server
// runs with WEBHOOK_ALLOW_PRIVATE=1 for it), see its secret once, send a test event, and see it delivered
// with status 200 and a signature that verifies with that secret.
import { Webhook } from 'standardwebhooks';
import { runAdminCli } from '../support/admin-cli';
import { expect, test } from '../support/fixtures';
import { WebhookReceiver } from '../support/webhook-receiver';

const PASSWORD = 'a long enough passphrase';

test('an admin adds an endpoint, copies its secret once, sends a test event and sees it delivered', async ({ page }) => {
  const email = 'hooks.admin@navyug.example';
  expect(runAdminCli(['create-user', email], `${PASSWORD}\n`, { DATA_DIR: process.env.NAVYUG_E2E_DATA_DIR }).code).toBe(0);
  const receiver = await new WebhookReceiver().start();
  try {
    await page.goto('/admin/login?next=%2Fadmin%2Fwebhooks');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();

    await page.getByRole('link', { name: 'Add endpoint' }).click();
    await page.getByLabel('URL').fill('ftp://crm.example/hook');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(page.getByText('Webhook URLs must use https', { exact: false })).toBeVisible();
    await page.getByLabel('URL').fill(receiver.url());
    await page.getByLabel('Description').fill('Local receiver');
    await expect(page.getByLabel(/^lead\.created/)).toBeChecked();
    await page.getByRole('button', { name: 'Add endpoint' }).click();

    await expect(page.getByText('Copy it now: it will not be shown again.')).toBeVisible();
    const secret = (await page.locator('code').filter({ hasText: /^whsec_/ }).textContent())!;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    await page.getByRole('link', { name: 'Open the endpoint' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Local receiver' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(secret); // shown once, never again

    await page.getByRole('button', { name: 'Send test event' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Test event queued' })).toBeVisible();
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(1);
    const [request] = receiver.received;
    expect(new Webhook(secret).verify(request.body, request.headers as Record<string, string>)).toMatchObject({ type: 'webhook.test' });

    const row = page.getByRole('row').filter({ hasText: 'webhook.test' });
    await expect(async () => {
      await page.reload();
      await expect(row).toContainText('delivered');
    }).toPass({ timeout: 15_000 });
    await expect(row.getByRole('cell').nth(2)).toHaveText('200');
    await expect(row.getByRole('button', { name: /^Send again/ })).toBeVisible();
    await page.goto('/admin/audit');
    await expect(page.getByRole('cell', { name: 'webhook.test' }).first()).toBeVisible();
  } finally {
    await receiver.stop();
  }
});
