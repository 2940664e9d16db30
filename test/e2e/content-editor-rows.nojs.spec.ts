// The content studio's repeating fields without JavaScript (issue 52): a refused save says each row's problem at the
// row's own input, numbered as the form labels it whatever rows before it were removed, and marks it invalid; every
// problem of the save shows at once, and the summary at the top links to each field. Nothing is saved.
import { runAdminCli } from '../support/admin-cli';
import { expect, test } from '../support/fixtures';
import { expectEachAtItsField, iconOf, refuseRowSeven } from '../support/rows-refusal';
import { openItem, signInTo, STAFF_PASSWORD } from '../support/studio';

const EDITOR = 'editor.rows.nojs@navyug.example';

test.beforeAll(() => {
  runAdminCli(['create-user', EDITOR, '--role', 'editor'], `${STAFF_PASSWORD}\n`, { DATA_DIR: process.env.NAVYUG_E2E_DATA_DIR }); // may exist from a first try (CI retries once)
});

test("without JavaScript a bad icon in row 7, row 3 ticked Remove: 'Row 7' at row 7's icon, marked, the summary links to it", async ({ page }) => {
  await signInTo(page, EDITOR, '/admin/content', 'Content');
  await openItem(page, 'Website Development', '/admin/content/services');
  await refuseRowSeven(page);
  await expectEachAtItsField(page);
  await page.getByRole('list', { name: 'The 2 fields to look at' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/#stack\.6\.icon$/);
  await expect(iconOf(page, 7)).toBeInViewport();
});
