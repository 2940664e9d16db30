// Site search with JavaScript: the header's combobox (WAI-ARIA APG "Combobox With Listbox Popup"), the
// results page, and the promise that no page pays for search before the visitor opens it.
import { expect, test, type Page } from '../support/fixtures';
import { axe } from '../support/axe';

/** A string only MiniSearch's code holds: a script that has it is the search chunk (or MiniSearch itself). */
const MINISEARCH_CODE = 'loadJSON should be given the same options';

const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search the site' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' });

test.describe('header search', () => {
  test('the home page loads neither the search code nor its index until the search opens', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/search-index.json') indexRequests.push(request.url());
    });
    page.on('response', (response) => {
      if (/\.js(\?|$)/.test(new URL(response.url()).pathname)) scripts.push(response.text().catch(() => ''));
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const loaded = scripts.length;
    expect((await Promise.all(scripts)).filter((body) => body.includes(MINISEARCH_CODE))).toHaveLength(0);
    expect(indexRequests).toEqual([]);

    await searchButton(page).click();
    await expect(searchBox(page)).toBeFocused();
    await expect.poll(() => indexRequests.length).toBe(1);
    const later = await Promise.all(scripts.slice(loaded));
    expect(later.some((body) => body.includes(MINISEARCH_CODE))).toBe(true);

    // Closed and opened again: the index is fetched once per page.
    await page.keyboard.press('Escape');
    await searchButton(page).click();
    await searchBox(page).fill('branding');
    await expect(suggestions(page).getByRole('option').first()).toBeVisible();
    expect(indexRequests).toHaveLength(1);
  });

  test('opens from the header by keyboard; ArrowDown and Enter open the result', async ({ page }) => {
    await page.goto('/');
    await searchButton(page).focus();
    await page.keyboard.press('Enter');
    const box = searchBox(page);
    await expect(box).toBeFocused();
    await expect(searchButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.type('mobile app');
    const list = suggestions(page);
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
    const first = list.getByRole('option').first();
    await expect(first).toContainText('Mobile App Development');
    await expect(first.locator('mark')).toHaveText(['Mobile', 'App', 'apps']); // title, then the excerpt
    await expect(list.getByRole('option').last()).toContainText('See all results for “mobile app”');
    await expect(page.getByRole('status').filter({ hasText: /suggestions?\./ })).toBeAttached();

    await page.keyboard.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await expect(box).toBeFocused(); // focus stays in the box: the option is only the active descendant
    await page.keyboard.press('ArrowUp');
    await expect(list.getByRole('option').last()).toHaveAttribute('aria-selected', 'true'); // wraps
    await page.keyboard.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/mobile-app-development$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(searchBox(page)).toHaveCount(0); // the search closes on the way
  });

  test('Escape closes the list, then clears the box, then closes the search and returns focus', async ({ page }) => {
    await page.goto('/about-us');
    await searchButton(page).click();
    const box = searchBox(page);
    await box.fill('design');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(suggestions(page)).toBeHidden();
    await expect(box).toHaveValue('design');
    await page.keyboard.press('Escape');
    await expect(box).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(box).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();
    await expect(searchButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('Enter with no active option opens the results page, where open jobs are found too', async ({ page }) => {
    await page.goto('/');
    await searchButton(page).click();
    await searchBox(page).fill('DevOps Engineer');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=DevOps(%20|\+)Engineer$/);
    await expect(page.getByRole('heading', { level: 2, name: /^Jobs/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'DevOps Engineer', exact: true })).toHaveAttribute('href', /^\/career-details\?id=\d+$/);
  });

  test('a click outside or Tab past the panel closes it', async ({ page }) => {
    await page.goto('/');
    await searchButton(page).click();
    await expect(searchBox(page)).toBeFocused();
    await page.mouse.click(4, 880); // the page's bottom-left corner, outside the panel: nothing to activate there
    await expect(searchBox(page)).toHaveCount(0);
    await searchButton(page).click();
    await page.keyboard.press('Tab'); // to the close button
    await expect(page.getByRole('button', { name: 'Close search' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(searchBox(page)).toHaveCount(0);
  });
});

test.describe('results page', () => {
  test('groups results by kind, marks the matched words, counts them, and passes axe', async ({ page }) => {
    await page.goto('/search?q=design');
    await expect(page).toHaveTitle(/^“design”: \d+ results - Navyug$/);
    await expect(page.getByRole('status')).toHaveText(/^\d+ results for “design”\.$/);
    await expect(page.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('design');
    await expect(page.getByRole('heading', { level: 2, name: /^Services \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Case studies \(\d+\)$/ })).toBeVisible();
    const marks = page.locator('main li mark');
    expect(await marks.count()).toBeGreaterThan(3);
    for (const text of await marks.allTextContents()) expect(text.toLowerCase()).toMatch(/^design/);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    await axe(page);
  });

  test('an FAQ result opens its answer on the FAQs page', async ({ page }) => {
    await page.goto('/search?q=NDAs');
    await page.getByRole('link', { name: 'How do you keep my project confidential?' }).click();
    await expect(page).toHaveURL(/\/faqs#faq-how-do-you-keep-my-project-confidential$/);
    const question = page.getByRole('button', { name: 'How do you keep my project confidential?' });
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'How do you keep my project confidential?' })).toContainText('sign NDAs');
  });

  test('no results: says so and offers a way on, without axe violations', async ({ page }) => {
    await page.goto('/search?q=xylophonequartz');
    await expect(page.getByRole('status')).toHaveText('No results for “xylophonequartz”.');
    await expect(page.getByRole('link', { name: 'Open jobs' })).toHaveAttribute('href', '/career');
    await axe(page);
    await page.goto('/search');
    await expect(page.getByRole('searchbox', { name: 'Search the site' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Machine learning' })).toHaveAttribute('href', '/search?q=Machine%20learning');
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('the search fits, its targets are 44 px or more, and a tap on a suggestion opens it', async ({ page }) => {
    await page.goto('/');
    const button = searchButton(page);
    const size = (await button.boundingBox())!;
    expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(44);
    await button.tap();
    await searchBox(page).fill('bakery');
    const option = suggestions(page).getByRole('option').first();
    await expect(option).toContainText('Bubble Bakes');
    expect((await option.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect((await page.getByRole('button', { name: 'Close search' }).boundingBox())!.width).toBeGreaterThanOrEqual(44);
    const panel = (await page.locator('#site-search').boundingBox())!;
    expect(panel.x).toBeGreaterThanOrEqual(0);
    expect(panel.x + panel.width).toBeLessThanOrEqual(375);
    expect((await searchBox(page).boundingBox())!.width).toBeGreaterThan(200);
    await option.tap();
    await expect(page).toHaveURL(/\/bubble-bakes$/);
  });
});
