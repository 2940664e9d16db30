import { headerCta, headerLinks } from '@/content/navigation';
import { coreServices } from '@/content/core-services';
import { expect, test } from '../support/fixtures';

// Before the scripts arrive (they start after the page has painted) and with JavaScript off, a phone gets a
// working menu and the home page's core services: both are plain HTML first.
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test('the mobile menu opens and closes without JavaScript, and every link in it works', async ({ page }) => {
  await page.goto('/faqs');
  const menu = page.locator('#site-menu');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  for (const link of [...headerLinks, headerCta]) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const target = menu.getByRole('link', { name: link.label, exact: true });
    await expect(target).toBeVisible();
    await expect(target).toBeInViewport();
    await target.click();
    await expect(page).toHaveURL(new RegExp(`${link.href === '/' ? '/$' : link.href}$`));
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden(); // a new page, the menu closed
  }
});

test('the home page shows every core service and its link without JavaScript', async ({ page }) => {
  await page.goto('/');
  const section = page.locator('section[aria-labelledby="core-services-title"]');
  for (const service of coreServices) {
    await expect(section.getByText(service.content)).toBeVisible();
    await expect(section.getByRole('link', { name: `Explore ${service.title}` })).toBeVisible();
  }
});
