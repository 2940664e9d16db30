// The dark theme: every page in it passes axe, the stored choice is on the very first paint (before any of
// Next's scripts has run), and the header's switch changes and remembers it. Without JavaScript:
// dark.nojs.spec.ts.
import type { Route } from '@playwright/test';
import sharp from 'sharp';
import { E2E_PORT } from '../support/browser';
import { expect, hydrated, test, type Page } from '../support/fixtures';
import { axeViolations } from '../support/axe';

const DARK_BG = 'rgb(21, 20, 27)'; // --bg, dark (app/globals.css)
const LIGHT_BG = 'rgb(246, 244, 239)'; // --paper
const toggle = (page: Page) => page.getByRole('button', { name: 'Dark theme' });

/** Relative luminance (WCAG 2) of an `rgb(r, g, b)` string or of [r, g, b]. */
function luminance(colour: string | number[]) {
  const [r, g, b] = (typeof colour === 'string' ? colour.match(/\d+(\.\d+)?/g)!.map(Number) : colour).map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

/** The colours of a screenshot at points of the left gutter, where only the page's background shows. */
async function gutterPixels(png: Buffer): Promise<number[][]> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return [200, 420, 640].map((y) => {
    const at = (y * info.width + 6) * info.channels;
    return [data[at], data[at + 1], data[at + 2]];
  });
}

test.describe('dark system setting', () => {
  test.use({ colorScheme: 'dark' });

  test('every sitemap route, the results and job pages are dark and pass axe', async ({ page, request }) => {
    test.setTimeout(360_000);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname + new URL(m[1]).search);
    expect(paths.length).toBeGreaterThan(20);
    await page.goto('/career');
    const job = await page.getByRole('link', { name: /^Apply Now/ }).first().getAttribute('href');
    const problems: string[] = [];
    for (const path of [...paths, '/search?q=mobile+app', job!]) {
      await page.goto(path);
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      if (background !== DARK_BG) problems.push(`${path}: background ${background}`);
      problems.push(...(await axeViolations(page, path)));
    }
    expect(problems).toEqual([]);
  });

  test('the contact form with its errors, then sent, passes axe', async ({ page }) => {
    await page.goto('/contact-us');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Some answers need another look' })).toBeVisible();
    await expect(page.locator('#fullname-error')).toHaveText('Enter your full name.');
    await expect(page.locator('#fullname-error')).toHaveCSS('color', 'rgb(255, 138, 128)'); // --danger, dark
    expect(await axeViolations(page, 'contact, invalid')).toEqual([]);

    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('E-mail').fill('ada@example.com');
    await page.getByLabel('Phone number').fill('+44 20 7946 0958');
    await page.getByLabel('How can we help?').fill('A new website soon.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();
    expect(await axeViolations(page, 'contact, sent')).toEqual([]);
  });

  test('the quote form with its errors passes axe', async ({ page }) => {
    await page.goto('/get-quote');
    await page.getByRole('button', { name: "Let's Roll" }).click();
    await expect(page.locator('#privacy-error')).toHaveText('Agree to the privacy policy so we can reply to you.');
    expect(await axeViolations(page, 'quote, invalid')).toEqual([]);
  });

  test('the header search with a suggestion chosen, and the admin sign-in page, pass axe', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('combobox', { name: 'Search the site' }).fill('branding');
    await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    expect(await axeViolations(page, 'search panel')).toEqual([]);

    await page.goto('/admin/login');
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('main')!.parentElement!).backgroundColor)).toBe(DARK_BG);
    expect(await axeViolations(page, '/admin/login')).toEqual([]);
  });

  test('focus rings stand out at 3:1 or more from the dark page, a card and a dark band', async ({ page }) => {
    await page.goto('/services');
    const ring = async (selector: string) => {
      const target = page.locator(selector).first();
      await target.focus();
      return target.evaluate((el) => {
        let surface = el.parentElement;
        while (surface && getComputedStyle(surface).backgroundColor === 'rgba(0, 0, 0, 0)') surface = surface.parentElement;
        return { visible: el.matches(':focus-visible'), outline: getComputedStyle(el).outlineColor, behind: getComputedStyle(surface ?? document.body).backgroundColor };
      });
    };
    await page.keyboard.press('Tab'); // the skip link: focus-visible from here on
    for (const selector of ['header a[href="/about-us"]', 'main a[href="/website-development"]', 'footer a[href="/faqs"]']) {
      const { visible, outline, behind } = await ring(selector);
      expect(visible, selector).toBe(true);
      expect(contrast(outline, behind), `${selector}: ${outline} on ${behind}`).toBeGreaterThanOrEqual(3);
    }
  });
});

// The first paint: a stored choice against the system's setting, and each setting alone. Next's scripts are
// held back (and they start only after the page has loaded and painted anyway, server/serving/html-rewrite.mts),
// so what the screenshot shows is the work of the CSS and the inline script in <head> alone.
for (const { system, stored, expected } of [
  { system: 'light', stored: 'dark', expected: 'dark' },
  { system: 'dark', stored: 'light', expected: 'light' },
  { system: 'dark', stored: null, expected: 'dark' },
  { system: 'light', stored: null, expected: 'light' },
] as const) {
  test.describe(`a ${system} system${stored ? ` with '${stored}' stored` : ''}`, () => {
    test.use({
      colorScheme: system,
      storageState: { cookies: [], origins: stored ? [{ origin: `http://127.0.0.1:${E2E_PORT}`, localStorage: [{ name: 'theme', value: stored }] }] : [] },
    });

    test(`paints the page ${expected} from the first frame, before any of Next's scripts has run`, async ({ page }) => {
      let holding = true;
      const held: Route[] = [];
      await page.route(/\/_next\/static\/.+\.js$/, (route) => (holding ? void held.push(route) : route.continue()));
      await page.goto('/', { waitUntil: 'commit' });
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      const first = await gutterPixels(await page.screenshot());
      expect(await page.locator('html[data-hydrated]').count()).toBe(0);
      for (const pixel of first) {
        if (expected === 'dark') expect(luminance(pixel), String(pixel)).toBeLessThan(0.02);
        else expect(luminance(pixel), String(pixel)).toBeGreaterThan(0.85);
      }
      await expect(page.locator('body')).toHaveCSS('background-color', expected === 'dark' ? DARK_BG : LIGHT_BG);

      // Let the scripts in: the page hydrates and keeps its theme.
      holding = false;
      for (const route of held) await route.continue();
      await hydrated(page);
      await expect(toggle(page)).toHaveAttribute('aria-pressed', String(expected === 'dark'));
      expect(await gutterPixels(await page.screenshot())).toEqual(first);
    });
  });
}

test.describe('the theme switch', () => {
  test.use({ colorScheme: 'light' });

  test('turns the dark theme on and off, remembers it across pages and reloads, and follows the system otherwise', async ({ page }) => {
    await page.goto('/faqs');
    const body = page.locator('body');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(body).toHaveCSS('background-color', LIGHT_BG);

    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(body).toHaveCSS('background-color', DARK_BG);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await hydrated(page);
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(body).toHaveCSS('background-color', DARK_BG);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(body).toHaveCSS('background-color', DARK_BG);

    // Back to light, the system's setting: nothing is kept, and the page follows the system again.
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(body).toHaveCSS('background-color', LIGHT_BG);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(body).toHaveCSS('background-color', DARK_BG);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

    test('the mobile menu has the switch; the choice is remembered', async ({ page }) => {
      await page.goto('/');
      await expect(toggle(page)).toBeHidden(); // in the closed menu
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      const inMenu = menu.getByRole('button', { name: 'Dark theme' });
      await expect(inMenu).toBeVisible();
      await expect(inMenu).toBeInViewport();
      await inMenu.click();
      await expect(inMenu).toHaveAttribute('aria-pressed', 'true');
      await expect(menu).toBeVisible(); // the menu stays open
      await expect(page.locator('body')).toHaveCSS('background-color', DARK_BG);
      expect(await axeViolations(page, 'mobile menu, dark')).toEqual([]);

      await page.reload();
      await hydrated(page);
      await expect(page.locator('body')).toHaveCSS('background-color', DARK_BG);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
    });
  });
});
