import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every browser test also checks, without being asked, that the page logged no console error (nor a CSP
 * violation), that no request failed, and that no request went anywhere but the local server.
 */
export const test = base.extend<{ guard: void; expectedFailures: string[] }>({
  /**
   * page.goto also waits for React to hydrate an HTML page it opened (where JavaScript runs): the page's
   * scripts start only after its load event and first paint, and a test drives the page as a user would once
   * it is interactive. A test that looks at the page before that uses `waitUntil: 'commit'`.
   */
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const html = response?.ok() && response.headers()['content-type']?.startsWith('text/html');
      if (javaScriptEnabled && html && options?.waitUntil !== 'commit') await hydrated(page);
      return response;
    };
    await use(page);
  },
  /** paths a test means to fail (a 404 page, say): their failed loads are not console errors */
  expectedFailures: [[], { option: true }],
  guard: [
    async ({ page, baseURL, expectedFailures }, use) => {
      const errors: string[] = [];
      const outside: string[] = [];
      const origin = new URL(baseURL!).origin;
      // A Content-Security-Policy violation counts as a console error too.
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`)),
      );
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const failedUrl = message.text().startsWith('Failed to load resource') ? message.location().url : '';
        if (failedUrl && expectedFailures.includes(new URL(failedUrl).pathname)) return;
        errors.push(`${message.text()} ${message.location().url}`);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('request', (request) => {
        const url = request.url();
        if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) outside.push(url);
      });
      await use();
      expect(errors, 'console errors').toEqual([]);
      expect(outside, 'requests that left the local server').toEqual([]);
    },
    { auto: true },
  ],
});

/** Waits until React has hydrated the page (SiteEffects marks <html>). */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

export { expect };
export type { Page };
