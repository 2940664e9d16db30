// The content studio without JavaScript: drafts and publishing are plain form posts to Server Actions. A new FAQ is
// refused until it has its fields (what was typed stays), saved as a draft, edited, published onto /faqs,
// unpublished again; a reorder and a delete/restore work the same way. (axe needs scripts in the page:
// content-studio.spec.ts checks these screens with it.)
import { runAdminCli } from '../support/admin-cli';
import { expect, test } from '../support/fixtures';

const PASSWORD = 'a long enough passphrase';
const EMAIL = 'content.nojs@navyug.example';
const QUESTION = 'Do you work with agencies as a white-label partner?';

test('without JavaScript an editor drafts, edits, publishes, reorders, unpublishes, deletes and restores a FAQ', async ({ page, request }) => {
  expect(runAdminCli(['create-user', EMAIL, '--role', 'editor'], `${PASSWORD}\n`, { DATA_DIR: process.env.NAVYUG_E2E_DATA_DIR }).code).toBe(0);
  await page.goto('/admin/login?next=%2Fadmin%2Fcontent%2Ffaqs%2Fnew');
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New FAQ' })).toBeVisible();

  // The answer is missing: the page comes back with the message and the question as typed.
  await page.getByLabel('Question').fill(QUESTION);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('alert')).toContainText('Nothing was saved');
  await expect(page.getByText('Answer is required.')).toBeVisible();
  await expect(page.getByLabel('Question')).toHaveValue(QUESTION);

  await page.getByLabel('Answer').fill('Yes. We do it under your name.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved as a draft' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: QUESTION })).toBeVisible();
  expect(await (await request.get('/faqs')).text()).not.toContain(QUESTION);

  await page.getByLabel('Answer').fill('Yes. We work under your name and your process.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved (revision 2)' })).toBeVisible();
  await expect(page.getByLabel('Answer')).toHaveValue('Yes. We work under your name and your process.');

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published: this revision is on the site now.' })).toBeVisible();
  await expect.poll(async () => (await (await request.get('/faqs')).text()).includes('We work under your name and your process.')).toBe(true);

  // A schedule, then a save: the answer says which revision goes live and asks whether to keep the schedule.
  await page.getByLabel('Publish at (IST, Asia/Kolkata)').fill('2099-01-01T09:00'); // without JavaScript, in the agency's zone
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Scheduled: this revision goes live' })).toBeVisible();
  await page.getByLabel('Answer').fill('Yes. We work under your name, your process and your tools.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'goes live at 1 Jan 2099, 09:00 IST (03:30 UTC), not this save. Keep the schedule, or cancel it?' })).toBeVisible();
  await page.getByRole('button', { name: 'Keep the schedule' }).click();
  // the notice names the revision that stays scheduled, its time, and the draft that is not part of it
  await expect(page.getByRole('status').filter({ hasText: 'Revision 2 stays scheduled for 1 Jan 2099, 09:00 IST (03:30 UTC); revision 3, the draft you saved, is not part of it' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel the schedule' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Schedule cancelled' })).toBeVisible();

  // Reordered: last, then one up.
  await page.goto('/admin/content/faqs');
  const rows = page.getByRole('row');
  await expect(rows.last()).toContainText(QUESTION);
  await page.getByRole('button', { name: `Move “${QUESTION}” up` }).click();
  await expect(page.getByRole('status')).toContainText('Order saved');
  await expect(rows.nth(-2)).toContainText(QUESTION);
  // the browser's focus is back on the button pressed, in the row's new place (the address's fragment names it)
  await expect(page.getByRole('button', { name: `Move “${QUESTION}” up` })).toBeFocused();
  // to the top in one step: its place typed, without JavaScript
  await page.getByRole('spinbutton', { name: `Place of “${QUESTION}”` }).fill('1');
  await page.getByRole('button', { name: `Move “${QUESTION}” to this place` }).click();
  await expect(page.getByRole('status')).toContainText('Order saved');
  await expect(rows.nth(1)).toContainText(QUESTION); // the first row after the header
  await expect(page.getByRole('button', { name: `Move “${QUESTION}” to this place` })).toBeFocused();
  // down one: the row keeps "Move down" in its new place
  await page.getByRole('button', { name: `Move “${QUESTION}” down` }).click();
  await expect(rows.nth(2)).toContainText(QUESTION);
  await expect(page.getByRole('button', { name: `Move “${QUESTION}” down` })).toBeFocused();
  // up again to the top, where it has no "Move up": its "Move down" has the focus, inside the moved row
  await page.getByRole('button', { name: `Move “${QUESTION}” up` }).click();
  await expect(rows.nth(1)).toContainText(QUESTION);
  await expect(page.getByRole('button', { name: `Move “${QUESTION}” down` })).toBeFocused();
  expect(await rows.nth(1).evaluate((tr) => tr.contains(document.activeElement))).toBe(true);

  // Unpublished, then deleted and restored.
  await page.getByRole('link', { name: QUESTION }).click();
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Unpublished' })).toBeVisible();
  await expect.poll(async () => (await (await request.get('/faqs')).text()).includes(QUESTION)).toBe(false);
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert')).toContainText('Tick the box to confirm');
  await page.getByLabel(/Take it off the site and delete it/).check();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status')).toContainText('can be restored from “Deleted” for 30 days');
  await page.goto('/admin/content/faqs?state=deleted');
  await page.getByRole('button', { name: `Restore “${QUESTION}”` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Restored.' })).toBeVisible();
});
