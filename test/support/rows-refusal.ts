import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// A service's tech stack refused for one tool's icon (test/e2e/content-editor-rows*.spec.ts), with and without
// JavaScript: the third tool ticked Remove, a bad icon typed in the seventh, and a second problem further down the
// form. Nothing is saved, so nothing needs putting back.

export const ICON_MESSAGE = 'Row 7: "siNoSuchIcon" is not an icon of the set the site draws: give a simple-icons name such as siReact, or leave the icon empty.';
export const REDIRECT_MESSAGE = 'Redirect to must be a path on this site: it starts with a single / (for example /services) and has no spaces.';

export const toolRow = (page: Page, row: number) => page.getByRole('group', { name: `Tech stack tools, row ${row}`, exact: true });
export const iconOf = (page: Page, row: number) => toolRow(page, row).getByRole('textbox', { name: /^Icon/ });
export const redirectTo = (page: Page) => page.getByRole('textbox', { name: /^Redirect to/ });

/** Fills the form as above and presses Save draft. */
export async function refuseRowSeven(page: Page) {
  await toolRow(page, 3).getByRole('checkbox', { name: 'Remove row 3', exact: true }).check();
  await iconOf(page, 7).fill('siNoSuchIcon');
  await redirectTo(page).fill('services');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing was saved' })).toBeVisible();
}

/**
 * Each message at its own field, marked invalid and read with it, the row numbered as labelled (before: "Row 6",
 * above the list, no field marked); the row ticked Remove still ticked; both fields named in the summary, each a link to
 * it.
 */
export async function expectEachAtItsField(page: Page) {
  const icon = iconOf(page, 7);
  await expect(icon).toHaveAttribute('aria-invalid', 'true');
  await expect(icon).toHaveAccessibleDescription(ICON_MESSAGE);
  await expect(icon).toHaveValue('siNoSuchIcon');
  await expect(redirectTo(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(redirectTo(page)).toHaveAccessibleDescription(new RegExp(`${REDIRECT_MESSAGE.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`));
  await expect(page.getByText(/Row 6:/)).toHaveCount(0);
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(2);
  await expect(toolRow(page, 3).getByRole('checkbox', { name: 'Remove row 3', exact: true })).toBeChecked();
  const summary = page.getByRole('list', { name: 'The 2 fields to look at' });
  await expect(summary.getByRole('link')).toHaveText(['Tech stack tools, row 7: Icon', 'Redirect to']);
  await expect(summary.getByRole('link').first()).toHaveAttribute('href', '#stack.6.icon');
}
