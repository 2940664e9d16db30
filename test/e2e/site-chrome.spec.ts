import { expect, hydrated, test } from '../support/fixtures';

test.describe('cookie consent', () => {
  test('Accept is remembered across reloads and the pop-up never returns', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookies, briefly' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cookie-consent') ?? 'null'));
    expect(stored.choice).toBe('accepted');
    await page.reload();
    await hydrated(page);
    await expect(banner).toBeHidden();
  });

  test('Decline is remembered too', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('region', { name: 'Cookies, briefly' })).toBeHidden();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cookie-consent')!).choice)).toBe('declined');
  });
});

test.describe('custom cursor', () => {
  test('follows a fine pointer, shows tooltips and never blocks a click', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('.cursor-ring')).toHaveCount(0); // nothing until the mouse moves
    await page.mouse.move(300, 300);
    const ring = page.locator('.cursor-ring');
    await expect(ring).toHaveCount(1);
    await expect(ring).toHaveCSS('pointer-events', 'none');
    await expect(page.locator('.cursor-dot')).toHaveCSS('pointer-events', 'none');
    const cta = page.getByRole('link', { name: 'Book Your Service' });
    await cta.hover();
    await expect(ring).toHaveText("Let's go");
    await expect(page.locator('html')).toHaveCSS('cursor', 'auto'); // the system cursor is never hidden
    // The header's button fills from where the mouse is (a ripple), set by the same module as the cursor.
    const button = page.locator('#site-header .ripple');
    const box = (await button.boundingBox())!;
    await page.mouse.move(box.x + 10, box.y + box.height / 2);
    await expect.poll(() => button.evaluate((el) => parseFloat(el.style.getPropertyValue('--ripple-x')))).toBeCloseTo(10, 0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('reduced motion', () => {
  test.use({ colorScheme: 'light' });

  test('turns off smooth scrolling, the cursor and every autoplay', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await hydrated(page);
    await page.mouse.move(300, 300);
    await page.mouse.wheel(0, 200);
    await page.waitForTimeout(300);
    await expect(page.locator('html')).not.toHaveClass(/lenis/);
    await expect(page.locator('.cursor-ring')).toHaveCount(0);
    const track = page.getByRole('region', { name: 'Talent carousel' }).locator('[data-marquee-track]');
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    const video = page.locator('video');
    await video.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test('smooth scrolling starts with the first scroll gesture when motion is allowed', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('html')).not.toHaveClass(/lenis/);
    await page.mouse.move(400, 400);
    await page.mouse.wheel(0, 300);
    await expect(page.locator('html')).toHaveClass(/lenis/);
  });
});

test.describe('route changes', () => {
  test('a link returns the new page to the top, inside a page transition', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    const transitions = page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const original = document.startViewTransition?.bind(document);
          if (!original) return resolve(false);
          document.startViewTransition = ((arg: never) => {
            resolve(true);
            return original(arg);
          }) as typeof document.startViewTransition;
          setTimeout(() => resolve(false), 8000);
        }),
    );
    await page.locator('footer').getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(/\/faqs$/);
    expect(await transitions).toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
  });

  test('a link prefetches its page when pointed at and opens it in the same document; a modified click is the browser\'s', async ({ page, context }) => {
    await page.goto('/');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const link = page.locator('footer').getByRole('link', { name: 'FAQs' });
    const prefetch = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/faqs') && request.headers().rsc === '1');
    await link.hover();
    await prefetch;
    const opened = context.waitForEvent('page');
    await link.click({ modifiers: ['ControlOrMeta'] });
    await (await opened).close();
    await expect(page).toHaveURL(/\/$/);
    await link.click();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });
});
