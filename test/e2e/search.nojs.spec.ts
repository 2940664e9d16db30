// Site search without JavaScript: the header's link and the /search page's plain GET form.
import { expect, test } from '../support/fixtures';

test.describe('search without JavaScript', () => {
  test('the header link leads to /search, whose form lists results with the matched words marked', async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('banner').getByRole('link', { name: 'Search', exact: true });
    await expect(link).toHaveAttribute('href', '/search');
    await link.click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page).toHaveTitle('Search - Navyug');

    await page.getByRole('searchbox', { name: 'Search the site' }).fill('mobile app');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=mobile\+app$/);
    await expect(page).toHaveTitle(/^“mobile app”: \d+ results? - Navyug$/);
    await expect(page.getByRole('status')).toHaveText(/^\d+ results? for “mobile app”\.$/);
    const first = page.getByRole('main').getByRole('listitem').first();
    await expect(first.getByRole('link')).toHaveAttribute('href', '/mobile-app-development');
    await expect(first.getByRole('heading').locator('mark')).toHaveText(['Mobile', 'App']);
    // axe needs scripts in the page: the results page is checked with it in search.spec.ts
  });

  test('/search?q=… finds an open job by the words of its description, and a blog post by its body', async ({ page }) => {
    await page.goto('/search?q=Terraform+modules');
    await expect(page.getByRole('heading', { level: 2, name: /^Jobs \(1\)$/ })).toBeVisible();
    const job = page.getByRole('link', { name: 'DevOps Engineer', exact: true });
    await expect(job).toHaveAttribute('href', /^\/career-details\?id=\d+$/);
    await expect(page.locator('main li', { has: job }).locator('mark')).toHaveText(['Terraform', 'modules']);

    await page.goto('/search?q=embeddings');
    await expect(page.getByRole('heading', { level: 2, name: /^Blog posts/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Retrieval-Augmented Generation/ })).toHaveAttribute('href', '/blog/retrieval-augmented-generation-explained');
    await expect(page.locator('main li mark').first()).toHaveText(/^embeddings?$/i);
  });

  test('a query that finds nothing says so and offers pages to start from', async ({ page }) => {
    await page.goto('/search?q=xylophonequartz');
    await expect(page.getByRole('status')).toHaveText('No results for “xylophonequartz”.');
    await expect(page.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('xylophonequartz');
    await expect(page.getByRole('main').getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
  });
});
