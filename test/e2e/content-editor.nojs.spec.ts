// The content studio's editor without JavaScript (issue 52): a new industry published without its image says why
// beside the image on the new item's page, at the first try. Put back: the draft is deleted.
import { runAdminCli } from '../support/admin-cli';
import { expect, test } from '../support/fixtures';
import { signInTo, STAFF_PASSWORD } from '../support/studio';

const EDITOR = 'editor.nojs@navyug.example';

test.beforeAll(() => {
  runAdminCli(['create-user', EDITOR, '--role', 'editor'], `${STAFF_PASSWORD}\n`, { DATA_DIR: process.env.NAVYUG_E2E_DATA_DIR }); // may exist from a first try (CI retries once)
});

test("without JavaScript a new industry published without its image says why beside the image, on the new item's page", async ({ page }) => {
  await signInTo(page, EDITOR, '/admin/content', 'Content');
  await page.goto('/admin/content/industries/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Pet Care Clinics');
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill('Booking, reminders and shop apps for vets and groomers.');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pet Care Clinics' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/content\/industries\/[\w-]+\?error=publish$/);
  await expect(page.getByRole('form', { name: 'Edit industry' }).getByRole('alert')).toHaveText('Saved as a draft, not published: Image: an industry needs one before it can be published (its card shows it).');
  await expect(page.getByText('open it to see why')).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Image' })).toHaveAccessibleDescription(/Image: an industry needs one before it can be published/);
  await page.getByLabel(/Take it off the site and delete it/).check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deleted' })).toBeVisible();
});
