import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { openItem, signInTo } from './studio';

// A placeholder the page fills with a company fact, misspelt in the studio (test/e2e/placeholders*.spec.ts), with and
// without JavaScript: the careers page's Reach Out text with `typo` is refused on Publish beside its field, offering
// {email.hr}, with what was typed kept and the live page unchanged.

/** Signs `email` in, types a Reach Out text with `typo` and presses Publish; checks the refusal and that nothing went live. */
export async function expectMisspeltPlaceholderRefused(page: Page, email: string, typo: string) {
  const typed = `Send us your CV at ${typo}, whatever the role.`;
  await signInTo(page, email, '/admin/content/pages', 'Pages');
  const careers = await openItem(page, 'Careers');
  const field = page.getByRole('textbox', { name: 'Reach Out text', exact: true });
  await field.fill(typed);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing was saved' })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const escaped = (text: string) => text.replace(/[{}.?]/g, '\\$&');
  await expect(field).toHaveAccessibleDescription(new RegExp(escaped(`unknown placeholder ${typo}: did you mean {email.hr}?`)));
  await expect(field).toHaveValue(typed);
  // nothing saved: the newest revision is the one opened, and the careers page shows no braces
  await page.goto(careers.url);
  await expect(page.getByRole('table', { name: 'Revisions, newest first' }).getByRole('row').nth(1).getByRole('cell').first()).toHaveText(new RegExp(`^${careers.revision}\\b`));
  expect(await (await page.request.get('/career')).text()).not.toContain('{email.');
}
