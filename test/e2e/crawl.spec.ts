import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/fixtures';
import { staticRoutes } from '../../content/routes';

test('a crawl from / reaches every route: 200, titled, one h1, images described and sized, no axe violations', async ({ page }) => {
  test.setTimeout(300_000);
  const queue = ['/'];
  const seen = new Set(queue);
  const problems: string[] = [];

  while (queue.length) {
    const path = queue.shift()!;
    const response = await page.goto(path);
    if (response?.status() !== 200) {
      problems.push(`${path}: status ${response?.status()}`);
      continue;
    }
    const title = await page.title();
    if (!/^\S.* - Navyug$/.test(title)) problems.push(`${path}: title '${title}'`);
    const h1s = await page.locator('h1').count();
    if (h1s !== 1) problems.push(`${path}: ${h1s} h1 elements`);
    const badImages = await page.locator('img').evaluateAll((imgs) =>
      (imgs as HTMLImageElement[])
        .filter((img) => !img.hasAttribute('alt') || !img.getAttribute('width') || !img.getAttribute('height'))
        .map((img) => img.getAttribute('src')),
    );
    if (badImages.length) problems.push(`${path}: images without alt or size: ${badImages.join(', ')}`);
    // Every rule, best practices too (landmarks, headings, regions), and the nested-aside rule that axe 4.14 ships
    // turned off as deprecated.
    const axe = await new AxeBuilder({ page }).options({ rules: { 'landmark-complementary-is-top-level': { enabled: true } } }).analyze();
    for (const violation of axe.violations) {
      problems.push(`${path}: axe ${violation.id} (${violation.impact}) on ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
    const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    for (const href of hrefs) {
      const target = href.split('#')[0] || '/'; // the query stays: /career-details?id=N is a page of its own
      if (!seen.has(target) && !target.startsWith('/media/') && !target.endsWith('.xml')) {
        seen.add(target);
        queue.push(target);
      }
    }
  }

  expect(problems).toEqual([]);
  for (const route of staticRoutes) expect(seen.has(route), `${route} is linked from the site`).toBe(true);
});

test.describe('not found', () => {
  test.use({ expectedFailures: ['/no-such-page', '/no/such/page'] });

  for (const [address, which] of [['/no-such-page', 'an unknown address'], ['/no/such/page', 'an unknown address several segments deep']]) {
    test(`${which} answers 404 with a helpful page inside the site chrome`, async ({ page }) => {
      const response = await page.goto(address);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Our services' })).toHaveAttribute('href', '/services');
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }
});

test('sitemap.xml lists every route and post; robots.txt points to it; the RSS feed has six posts', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of staticRoutes) expect(sitemap).toContain(`<loc>https://navyug.example${route === '/' ? '' : route}</loc>`);
  expect(sitemap.match(/\/blog\/[a-z0-9-]+<\/loc>/g)).toHaveLength(6);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://navyug.example/sitemap.xml');
  const rss = await request.get('/blog/rss.xml');
  expect(rss.headers()['content-type']).toContain('application/rss+xml');
  expect((await rss.text()).match(/<item>/g)).toHaveLength(6);
});

test('the AI/ML spelling people type redirects to the specification route', async ({ page }) => {
  await page.goto('/ai-ml-services');
  await expect(page).toHaveURL(/\/al-ml-services$/);
});
