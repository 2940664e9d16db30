import { applicationCopy } from '@/content/careers';
import { notFoundPage } from '@/content/not-found';
import { expect, test } from '../support/fixtures';

// Without JavaScript a page that has nothing at its address is the site's 404 page all the same, inside its chrome,
// status 404 (lib/page-status.mts): Next answers notFound() in a page with a shell its scripts alone would draw.
// [address, its h1, its <title> before the brand]
const addresses = [
  ['/no-such-page', notFoundPage.title, notFoundPage.title],
  ['/no/such/page', notFoundPage.title, notFoundPage.title],
  ['/blog/no-such-post', notFoundPage.title, notFoundPage.title],
  ['/career-details?id=999999999', applicationCopy.notFound.title, 'Job not found'],
] as const;

test.use({ expectedFailures: addresses.map(([address]) => new URL(address, 'http://x').pathname) });

for (const [address, heading, title] of addresses) {
  test(`${address} answers 404 with the site's page, drawn by the server`, async ({ page }) => {
    const response = await page.goto(address);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['cache-control']).toContain('no-store');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(new RegExp(`^${title} - `));
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}
