// A placeholder the page fills with a company fact, misspelt in the studio, with JavaScript: the careers page's Reach
// Out text with {email.hrr} is refused on Publish beside its field, offering {email.hr}, with what was typed kept and
// the live page unchanged. (Without JavaScript: placeholders.nojs.spec.ts; the rules: test/unit/content/placeholders.test.ts.)
import { runAdminCli } from '../support/admin-cli';
import { expect, test } from '../support/fixtures';
import { openItem, signInTo, STAFF_PASSWORD } from '../support/studio';

const EMAIL = 'placeholders@navyug.example';
const TYPED = 'Send us your CV at {email.hrr}, whatever the role.';

test.beforeAll(() => {
  runAdminCli(['create-user', EMAIL, '--role', 'editor'], `${STAFF_PASSWORD}\n`, { DATA_DIR: process.env.NAVYUG_E2E_DATA_DIR }); // may exist from an earlier run
});

test('a misspelt placeholder is refused beside its field, naming the one meant, and nothing goes live', async ({ page }) => {
  await signInTo(page, EMAIL, '/admin/content/pages', 'Pages');
  const careers = await openItem(page, 'Careers');
  const field = page.getByRole('textbox', { name: 'Reach Out text', exact: true });
  await field.fill(TYPED);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing was saved' })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/unknown placeholder \{email\.hrr\}: did you mean \{email\.hr\}\?/);
  await expect(field).toHaveValue(TYPED);
  // nothing saved: the newest revision is the one opened, and the careers page shows no braces
  await page.goto(careers.url);
  await expect(page.getByRole('table', { name: 'Revisions, newest first' }).getByRole('row').nth(1).getByRole('cell').first()).toHaveText(new RegExp(`^${careers.revision}\\b`));
  expect(await (await page.request.get('/career')).text()).not.toContain('{email.');
});
