import { axe } from '../support/axe';
import { expect, hydrated, test } from '../support/fixtures';

test.describe('home on a phone', () => {
  // On a phone the sections below the first screen wait to be rendered (issue 31); axe checks their contrast
  // before any is scrolled to, so each dark band's estimated height must hold all of it (app/globals.css).
  test('has no axe violations before anything is scrolled to', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await axe(page);
  });

  test('mobile menu: focus moves in and back, Escape closes it, a link closes it', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    await toggle.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  test('core services open on a tap and close on a second tap', async ({ page }) => {
    await page.goto('/');
    const items = page.locator('section[aria-labelledby="core-services-title"]').getByRole('button');
    await items.nth(0).scrollIntoViewIfNeeded();
    await items.nth(0).tap();
    await expect(items.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await items.nth(2).tap();
    await expect(items.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(items.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await items.nth(2).tap();
    await expect(items.nth(2)).toHaveAttribute('aria-expanded', 'false');
    const panel = page.locator('#core-service-03');
    await expect.poll(() => panel.evaluate((el) => el.getBoundingClientRect().height)).toBe(0);
    await items.nth(2).tap();
    await expect.poll(() => panel.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(40);
    expect(await panel.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThanOrEqual(200);
  });

  test('no custom cursor and no hero mask on a touch screen', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('.cursor-ring')).toHaveCount(0);
    await expect(page.locator('section[aria-labelledby="hero-title"] [aria-hidden="true"] p')).toBeHidden();
  });
});
