// The content studio's editor (issue 52): what staff type or choose before the page's script has loaded survives
// hydration, and a save sends it. Before, React put a textarea (a service's Summary) and a select back to the stored
// value as it took the form over. The page's script is held back with route interception, the fields changed in the
// server-drawn form, then the script let through.
import type { Page, Route } from '@playwright/test';
import { runAdminCli } from '../support/admin-cli';
import { expect, test } from '../support/fixtures';
import { openItem, putBack, signInTo, STAFF_PASSWORD } from '../support/studio';

const EDITOR = 'editor.hydration@navyug.example';

test.beforeAll(() => {
  runAdminCli(['create-user', EDITOR, '--role', 'editor'], `${STAFF_PASSWORD}\n`, { DATA_DIR: process.env.NAVYUG_E2E_DATA_DIR }); // may exist from a first try (CI retries once)
});

/** Holds every script of the page's bundle from now on; the function returned lets them through. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/_next\/static\/.+\.js(\?|$)/, (route) => (holding ? void held.push(route) : route.continue()));
  return async () => {
    holding = false;
    await Promise.all(held.map((route) => route.continue()));
  };
}

test("a service's Summary typed and its project type chosen before the script loads are kept after hydration and saved", async ({ page }) => {
  await signInTo(page, EDITOR, '/admin/content', 'Content');
  const { url, revision } = await openItem(page, 'UI/UX Design', '/admin/content/services');
  const TYPED = 'Interfaces people understand at first sight, typed before the script arrived.';
  const release = await holdScripts(page);
  await page.goto(url, { waitUntil: 'commit' }); // not waiting for hydration (test/support/fixtures.ts)
  const summary = page.getByRole('textbox', { name: 'Summary', exact: true });
  await summary.waitFor();
  const type = page.getByRole('combobox', { name: 'Project type', exact: true });
  const stored = await type.inputValue();
  const other = await type.locator('option:not([disabled])').evaluateAll((options, current) => (options as HTMLOptionElement[]).map((option) => option.value).find((value) => value && value !== current && !value.startsWith('other'))!, stored);
  await summary.fill(TYPED);
  await type.selectOption(other);
  await expect(page.locator('form[data-hydrated]')).toHaveCount(0); // still the server's form
  await release();
  await page.locator('form[data-hydrated]').waitFor();
  await expect(summary).toHaveValue(TYPED);
  await expect(type).toHaveValue(other);
  // and a save sends them
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Draft saved \(revision \d+\)/ })).toBeVisible();
  await page.reload();
  await page.locator('form[data-hydrated]').waitFor();
  await expect(summary).toHaveValue(TYPED);
  await expect(type).toHaveValue(other);
  await putBack(page, url, revision);
});
