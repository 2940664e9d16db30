// The dark theme without JavaScript: the system's setting alone gives it (globals.css), and the theme switch,
// which would need a script, is not there. With JavaScript: dark.spec.ts.
import { expect, test } from '../support/fixtures';

test.describe('a dark system setting without JavaScript', () => {
  test.use({ colorScheme: 'dark' });

  test('pages are dark, forms and the admin sign-in too, and there is no theme switch', async ({ page }) => {
    for (const path of ['/', '/contact-us', '/privacy-policy', '/admin/login']) {
      await page.goto(path);
      await expect(page.locator('body'), path).toHaveCSS('background-color', 'rgb(21, 20, 27)');
      await expect(page.locator('h1'), path).toHaveCSS('color', 'rgb(238, 236, 243)');
    }
    await page.goto('/contact-us');
    await expect(page.getByLabel('Full name')).toHaveCSS('background-color', 'rgb(31, 30, 40)'); // --surface, dark
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveCount(0);
    await expect(page.locator('header button[aria-pressed]')).toHaveCSS('display', 'none'); // (scripting: none)
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

    test('the menu opens on the dark band, without a theme switch', async ({ page }) => {
      await page.goto('/faqs');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.locator('#site-menu')).toHaveCSS('background-color', 'rgb(12, 12, 16)'); // --band, dark
      await expect(page.locator('#site-menu button[aria-pressed]')).toBeHidden();
    });
  });
});

test.describe('a light system setting without JavaScript', () => {
  test.use({ colorScheme: 'light' });

  test('pages are light', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(246, 244, 239)');
  });
});
