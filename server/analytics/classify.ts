import 'server-only';
import Bowser from 'bowser';
import { getCountryForTimezone } from 'countries-and-timezones';
import { isbot } from 'isbot';

// What a page view keeps of the browser: its class of device and its family, never the user agent itself; and a
// country from the browser's time zone (a table in the countries-and-timezones package, never a lookup elsewhere).

/** Signs of an automated browser that isbot's list (crawlers by name) does not cover. */
const HEADLESS = /headless|phantomjs|slimerjs|electron\/|puppeteer|playwright|selenium|webdriver|lighthouse|chrome-lighthouse|pagespeed|ptst\/|gtmetrix|miniature\.io|\bYLT\b|turingos/i;

/** Referrer spam: sites that send fake visits to get their name into analytics reports. */
const SPAM_REFERRERS = ['semalt.com', 'buttons-for-website.com', 'darodar.com', 'best-seo-offer.com', 'ilovevitaly.com', 'priceg.com', 'hulfingtonpost.com', 'free-share-buttons.com', 'trafficmonetize.com', 'get-free-traffic-now.com', 'social-buttons.com', 'floating-share-buttons.com', 'event-tracking.com', 'simple-share-buttons.com', 'site-auditor.online', 'traffic2cash.xyz'];

export function isSpamReferrer(host: string | null): boolean {
  return !!host && SPAM_REFERRERS.some((spam) => host === spam || host.endsWith(`.${spam}`));
}

/** Whether a request comes from a bot: a known crawler (isbot), a headless browser, no user agent at all. */
export function isBotAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent || userAgent.length < 20) return true;
  return remembered(userAgent).bot;
}

export interface BrowserClass {
  device: 'desktop' | 'mobile' | 'tablet';
  browser: string;
}

const FAMILIES = ['Chrome', 'Safari', 'Firefox', 'Microsoft Edge', 'Opera', 'Samsung Internet for Android', 'Vivaldi', 'Brave'];

export function classifyAgent(userAgent: string): BrowserClass {
  const agent = remembered(userAgent);
  return (agent.browser ??= parseAgent(userAgent));
}

/**
 * What a user agent was found to be, kept for the next page view with it: a site's visitors share a few hundred
 * browsers, and the bot list and the browser parser cost about 12 µs a view that a lookup saves. Bounded: emptied
 * when full, and a user agent over 512 characters (none that a browser sends) is never kept.
 */
const known = new Map<string, { bot: boolean; browser?: BrowserClass }>();
const KNOWN_MAX = 2000;

/** A user agent's entry; its browser class is parsed only when a counted view asks for it (never for a bot). */
function remembered(userAgent: string) {
  const hit = known.get(userAgent);
  if (hit) return hit;
  const found: { bot: boolean; browser?: BrowserClass } = { bot: isbot(userAgent) || HEADLESS.test(userAgent) };
  if (userAgent.length <= 512) {
    if (known.size >= KNOWN_MAX) known.clear();
    known.set(userAgent, found);
  }
  return found;
}

function parseAgent(userAgent: string): BrowserClass {
  const parsed = Bowser.parse(userAgent);
  const type = parsed.platform.type;
  const name = parsed.browser.name ?? '';
  return { device: type === 'mobile' ? 'mobile' : type === 'tablet' ? 'tablet' : 'desktop', browser: FAMILIES.includes(name) ? name.replace(' for Android', '') : 'Other' };
}

/** The ISO country code of an IANA time zone (`Europe/Paris` → `FR`), or null. */
export function countryOfTimeZone(timeZone: unknown): string | null {
  if (typeof timeZone !== 'string' || timeZone.length > 64) return null;
  return getCountryForTimezone(timeZone)?.id ?? null;
}
