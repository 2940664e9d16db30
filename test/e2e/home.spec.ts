import { expect, hydrated, test } from '../support/fixtures';
import { axe } from '../support/axe';

test.describe('home page', () => {
  test('has its title, description, keywords, canonical and sharing tags', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Home - Navyug');
    const meta = (selector: string) => page.locator(selector).first().getAttribute('content');
    expect(await meta('meta[name="description"]')).toMatch(/creative and technology agency/);
    expect(await meta('meta[name="keywords"]')).toContain('website development');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('https://navyug.example');
    expect(await meta('meta[property="og:title"]')).toBe('Home - Navyug');
    expect(await meta('meta[property="og:image"]')).toMatch(/\/media\/og\/home\.png$/);
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    const orgJson = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(orgJson.some((json) => JSON.parse(json)['@type'] === 'Organization')).toBe(true);
    expect(orgJson.some((json) => JSON.parse(json)['@type'] === 'FAQPage')).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });

  test('header takes its fixed style from 50 px of scroll and highlights Home', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header').first();
    await expect(header).not.toHaveAttribute('data-fixed');
    await page.evaluate(() => window.scrollTo({ top: 49, behavior: 'instant' }));
    await page.waitForTimeout(150);
    await expect(header).not.toHaveAttribute('data-fixed');
    await page.evaluate(() => window.scrollTo({ top: 60, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-fixed', 'true');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(header).not.toHaveAttribute('data-fixed');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
    await expect(page.getByRole('link', { name: "Let's Talk" }).first()).toHaveAttribute('href', '/contact-us');
  });

  test('hero links Book Your Service to the quote page', async ({ page }) => {
    await page.goto('/');
    const cta = page.getByRole('link', { name: 'Book Your Service' });
    expect(new URL(await cta.evaluate((a: HTMLAnchorElement) => a.href)).pathname).toBe('/get-quote');
  });

  test('FAQ accordion keeps exactly one item open, the first to begin with', async ({ page }) => {
    await page.goto('/');
    const faq = page.locator('section[aria-labelledby="faq-title"]');
    const triggers = faq.getByRole('button');
    await expect(triggers).toHaveCount(9);
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByRole('region')).toHaveCount(1);
    await triggers.nth(2).click();
    await expect(triggers.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(1);
    await expect(triggers.nth(2)).toHaveAttribute('aria-disabled', 'true');
    await triggers.nth(2).click({ force: true }); // the open item stays open
    await expect(triggers.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByRole('link', { name: 'Explore More' })).toHaveAttribute('href', '/faqs');
  });

  test('technology tabs follow the keyboard: arrows, Home and End', async ({ page }) => {
    await page.goto('/');
    const tablist = page.getByRole('tablist', { name: 'Technology areas' });
    const tab = (name: string) => tablist.getByRole('tab', { name });
    await expect(tab('Front-end')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Front-end' })).toContainText('React');
    await tab('Front-end').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Back-end')).toBeFocused();
    await expect(tab('Back-end')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Back-end' })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Front-end' })).toBeHidden();
    await page.keyboard.press('End');
    await expect(tab('Cloud')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight'); // wraps round
    await expect(tab('Front-end')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(tab('Cloud')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tab('Front-end')).toBeFocused();
    // Only the selected tab is in the Tab sequence.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: 'Front-end' })).toBeFocused();
  });

  test('process tabs start on Project Delivery and switch to Talent Integration', async ({ page }) => {
    await page.goto('/');
    const tablist = page.getByRole('tablist', { name: 'Ways of working' });
    await expect(tablist.getByRole('tab', { name: 'Project Delivery' })).toHaveAttribute('aria-selected', 'true');
    await tablist.getByRole('tab', { name: 'Talent Integration' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Talent Integration' });
    await expect(panel.getByRole('listitem')).toHaveCount(6);
    await expect(panel).toContainText('Onboarding');
  });

  test('core services expand on hover on desktop', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('section[aria-labelledby="core-services-title"]');
    const items = section.getByRole('button');
    await expect(items).toHaveCount(8);
    await expect(items.nth(0)).toContainText('01');
    await expect(items.nth(7)).toContainText('Talent Integration');
    // Hydration folds the list at once: no transition until the visitor uses it, so a visitor scrolling to it
    // (it is rendered only then: content-visibility) never sees it shrink.
    await expect(items.nth(0)).toHaveAttribute('aria-expanded', 'false');
    const panelTransition = () => section.locator('[id^="core-service-"]').first().evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(await panelTransition()).toMatch(/^0s(, 0s)*$/);
    await items.nth(1).hover();
    await expect(items.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await items.nth(3).hover();
    await expect(items.nth(3)).toHaveAttribute('aria-expanded', 'true');
    await expect(items.nth(1)).toHaveAttribute('aria-expanded', 'false');
    expect(await panelTransition()).not.toMatch(/^0s(, 0s)*$/); // opening and closing are animated from then on
    await expect(section.getByRole('link', { name: 'All Services' })).toHaveAttribute('href', '/services');
  });

  test('industries slider: nine slides, dots move it, rotation can be stopped', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Industries', exact: true });
    await expect(carousel.getByRole('group')).toHaveCount(9);
    const dots = carousel.getByRole('button', { name: /Show slide/ });
    await expect(dots).toHaveCount(9);
    await carousel.scrollIntoViewIfNeeded();
    await dots.nth(4).click();
    await expect(dots.nth(4)).toHaveAttribute('aria-current', 'true');
    await page.mouse.move(0, 0); // leave the carousel so rotation may resume
    await carousel.getByRole('button', { name: 'Stop Industries rotation' }).click();
    await expect(carousel.getByRole('button', { name: 'Start Industries rotation' })).toBeVisible();
  });

  test('marquees have six testimonials and eleven people, each with a pause button', async ({ page }) => {
    await page.goto('/');
    const testimonials = page.getByRole('region', { name: 'Client testimonials' });
    await expect(testimonials.locator('ul:not([aria-hidden]) > li')).toHaveCount(6);
    const talent = page.getByRole('region', { name: 'Talent carousel' });
    await expect(talent.locator('ul:not([aria-hidden]) > li')).toHaveCount(11);
    await talent.getByRole('button', { name: 'Pause Talent carousel' }).click();
    await expect(talent).toHaveAttribute('data-paused', '');
    await expect(talent.getByRole('button', { name: 'Play Talent carousel' })).toBeVisible();
  });

  test('the video is not fetched until it comes near the viewport', async ({ page }) => {
    const videoRequests: string[] = [];
    page.on('request', (request) => /studio-loop\.(webm|mp4)/.test(request.url()) && videoRequests.push(request.url()));
    await page.goto('/');
    await hydrated(page);
    await page.waitForTimeout(500); // the observers have run: still nothing may have been fetched
    expect(videoRequests).toEqual([]);
    const video = page.locator('video');
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveAttribute('playsinline', '');
    // The poster is a lazy image under the video, so it is not fetched with the page either.
    await expect(page.locator('.loop-video img')).toHaveAttribute('loading', 'lazy');
    await expect(page.locator('.loop-video img')).toHaveAttribute('src', /studio-loop-poster/);
    await video.scrollIntoViewIfNeeded();
    await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
    await expect(video).toHaveAttribute('poster', /studio-loop-poster/);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    await page.getByRole('button', { name: 'Pause video' }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test('footer invites, lists every link and dates the copyright this year', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer).toContainText("Pssst... We're waiting for you!");
    const talk = footer.getByRole('link', { name: "Let's Talk" });
    await expect(talk).toHaveCSS('opacity', '0');
    await talk.focus();
    await expect(talk).toHaveCSS('opacity', '1');
    for (const name of ['Our Stuff', 'Good Stuff', 'Site Information']) {
      await expect(footer.getByRole('navigation', { name })).toBeVisible();
    }
    await expect(footer.getByRole('link')).toHaveCount(1 + 2 + 15 + 2); // invite, phone and e-mail, columns (spec's 14 and the blog), social
    await expect(footer.getByRole('link', { name: '+1 (555) 010-0199' })).toHaveAttribute('href', 'tel:+15550100199');
    await expect(footer.locator('li', { hasText: 'Career' })).toContainText('Hiring');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Navyug`);
    await expect(footer.getByRole('img', { name: 'Flag of USA' })).toBeVisible();
    await expect(footer.getByRole('img', { name: 'Flag of India' })).toBeVisible();
    await expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', /instagram/);
    await expect(footer.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('href', /linkedin/);
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto('/');
    await axe(page);
  });
});
