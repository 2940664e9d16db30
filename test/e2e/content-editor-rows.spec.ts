// The content studio's repeating fields with JavaScript (issue 52): a refused save says each row's problem at the
// row's own input, numbered as the form labels it whatever rows before it were removed, marks the input invalid and
// focuses the first one, with every other problem of the save shown at the same time; a message about the whole list
// stays at the list, which is marked. Nothing is saved by these refusals.
import type { Page } from '@playwright/test';
import { runAdminCli } from '../support/admin-cli';
import { axe } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { expectEachAtItsField, iconOf, refuseRowSeven } from '../support/rows-refusal';
import { openItem, signInTo, STAFF_PASSWORD } from '../support/studio';

const EDITOR = 'editor.rows@navyug.example';

test.beforeAll(() => {
  runAdminCli(['create-user', EDITOR, '--role', 'editor'], `${STAFF_PASSWORD}\n`, { DATA_DIR: process.env.NAVYUG_E2E_DATA_DIR }); // may exist from a first try (CI retries once)
});

const signIn = (page: Page) => signInTo(page, EDITOR, '/admin/content', 'Content');

test("a bad icon in row 7, row 3 ticked Remove: 'Row 7' at row 7's icon, marked and focused, with the other problem at once", async ({ page }) => {
  await signIn(page);
  const { revision } = await openItem(page, 'Website Development', '/admin/content/services');
  await refuseRowSeven(page);
  await expectEachAtItsField(page);
  await expect(iconOf(page, 7)).toBeFocused();
  await expect(page.getByRole('table', { name: 'Revisions, newest first' }).getByRole('row').nth(1).getByRole('cell').first()).toHaveText(new RegExp(`^${revision}\\b`)); // nothing saved
  await axe(page);
  // The summary's link to the second problem takes the user there.
  await page.getByRole('list', { name: 'The 2 fields to look at' }).getByRole('link').nth(1).click();
  await expect(page).toHaveURL(/#redirectTo$/);
});

test("the home page's counters, one short: the message stays at the list, which is marked, and its first input takes focus", async ({ page }) => {
  await signIn(page);
  await openItem(page, 'Home');
  await page.getByRole('group', { name: 'Counters, row 2', exact: true }).getByRole('checkbox', { name: 'Remove row 2', exact: true }).check();
  await page.getByRole('button', { name: 'Save draft' }).click();
  const counters = page.getByRole('group', { name: 'Counters', exact: true });
  await expect(counters).toHaveAccessibleDescription('Counters: the home page shows exactly four; give four, each with a value and a label.');
  await expect(counters).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('group', { name: 'Counters, row 1', exact: true }).getByRole('textbox', { name: /^Value/ })).toBeFocused();
});
