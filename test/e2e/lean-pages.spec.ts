// Issue 31 (lean pages): the page-view beacon is nothing a visitor waits for. Its script is not in the page: it is
// added once the page is hydrated, after the load event, from an idle callback; and the time zone it sends is read
// in a worker, off the page's thread. No timing is asserted, only the order of events.
import { expect, test } from '../support/fixtures';

test.use({ timezoneId: 'Asia/Kolkata' });

interface Marks {
  hydrated?: number;
  added?: number;
  addedInIdle?: boolean;
  worker?: boolean;
}

test('the beacon starts after load, once the page is hydrated, from an idle callback, and its time zone comes from a worker', async ({ page }) => {
  await page.addInitScript(() => {
    const marks: { hydrated?: number; added?: number; addedInIdle?: boolean; worker?: boolean } = {};
    Object.assign(window, { __leanMarks: marks });
    new MutationObserver(() => {
      if (document.documentElement.dataset.hydrated && marks.hydrated === undefined) marks.hydrated = performance.now();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] }); // <html> is not there yet
    let inIdle = false;
    const idle = window.requestIdleCallback.bind(window);
    window.requestIdleCallback = (callback, options) =>
      idle((deadline) => {
        inIdle = true;
        try {
          callback(deadline);
        } finally {
          inIdle = false;
        }
      }, options);
    const append = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
      if (node instanceof HTMLScriptElement && node.getAttribute('src') === '/hit.js') {
        marks.added = performance.now();
        marks.addedInIdle = inIdle;
      }
      return append.call(this, node) as T;
    };
    const NativeWorker = window.Worker;
    window.Worker = class extends NativeWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        marks.worker = String(url) === '/hit-tz.js';
      }
    };
  });
  const beacon = page.waitForRequest((request) => request.url().endsWith('/api/hit') && request.method() === 'POST');
  const response = await page.goto('/about-us', { waitUntil: 'commit' });
  expect(await response!.text()).not.toContain('/hit.js');
  const sent = JSON.parse((await beacon).postData()!);
  expect(sent).toMatchObject({ u: expect.stringMatching(/\/about-us$/), tz: expect.stringMatching(/^Asia\/(Kolkata|Calcutta)$/) }); // ICU's name or its alias

  const order = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const script = performance.getEntriesByName(`${location.origin}/hit.js`)[0];
    return { load: navigation.loadEventEnd, fetched: script?.startTime, ...(window as unknown as { __leanMarks: Marks }).__leanMarks };
  });
  expect(order.addedInIdle).toBe(true);
  expect(order.worker).toBe(true);
  expect(order.load).toBeGreaterThan(0);
  expect(order.added).toBeGreaterThan(order.load);
  expect(order.added).toBeGreaterThanOrEqual(order.hydrated!);
  expect(order.fetched).toBeGreaterThanOrEqual(order.added!);
});

// Issue 31: below the first screen, sections and the footer are rendered only as they near the viewport. Whether
// the browser skipped one is read from checkVisibility({ contentVisibilityAuto: true }) on its first child: false
// while the section's rendering waits, true once it is drawn.
test('sections after the first and the footer are rendered only as they near the viewport, then stay rendered', async ({ page }) => {
  await page.goto('/');
  const drawn = (selector: string) => page.locator(selector).evaluate((el) => el.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
  const last = 'main > section:last-of-type';
  await expect(page.locator('main > section')).toHaveCount(10);
  expect(await drawn('main > section:first-of-type')).toBe(true);
  expect(await drawn(last)).toBe(false);
  expect(await drawn('footer')).toBe(false);
  // Still in the page for search in page and assistive technology while it waits.
  await expect(page.locator(last).getByRole('heading', { level: 2 })).toHaveText(/\S/);

  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect.poll(() => drawn('footer')).toBe(true);
  await expect.poll(() => drawn(last)).toBe(true);
  const heightOf = () => page.locator(last).evaluate((el) => el.getBoundingClientRect().height);
  const rendered = await heightOf();
  expect(rendered).not.toBe(1000); // its own height, not the estimate

  // Scrolled away, it is skipped again but keeps the height it had (contain-intrinsic-size's `auto`): nothing moves.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect.poll(() => drawn(last)).toBe(false);
  expect(await drawn('main > section:first-of-type')).toBe(true);
  expect(await heightOf()).toBe(rendered);
});
