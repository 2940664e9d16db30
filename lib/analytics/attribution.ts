/**
 * How a visit arrived: the UTM values of its landing page's address and the host of the site that sent it. Pure and
 * dependency-free: the beacon's endpoint, the lead forms (server and browser) and the dashboard read it alike.
 */

export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;
export const ATTRIBUTION_FIELDS = [...UTM_FIELDS, 'referrer_host', 'landing_page'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];
export type Attribution = Record<(typeof ATTRIBUTION_FIELDS)[number], string | null>;

export const NO_ATTRIBUTION: Attribution = { utm_source: null, utm_medium: null, utm_campaign: null, referrer_host: null, landing_page: null };

const MAX = 100;

/** A UTM value as stored: trimmed, lower-cased, at most 100 characters, printable; else null. */
export function cleanUtm(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const clean = value.trim().toLowerCase().replace(/[^\p{L}\p{N} ._~+:/@-]/gu, '').slice(0, MAX);
  return clean || null;
}

/** A host name as stored: lower case, no `www.`, no port; null when it is not a plausible DNS name. */
export function cleanHost(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const host = value.trim().toLowerCase().replace(/:\d+$/, '').replace(/^www\./, '');
  return /^(?=.{1,253}$)[a-z0-9-]+(?:\.[a-z0-9-]+)*$/.test(host) ? host : null;
}

/** The referrer's host when it is another site than `ownHost` (an internal navigation has none). */
export function referrerHost(referrer: string | null | undefined, ownHost: string): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const host = cleanHost(url.host);
    return host && host !== cleanHost(ownHost) ? host : null;
  } catch {
    return null;
  }
}

/** The UTM values of a query string. */
export function utmFrom(search: URLSearchParams): Pick<Attribution, UtmField> {
  return { utm_source: cleanUtm(search.get('utm_source')), utm_medium: cleanUtm(search.get('utm_medium')), utm_campaign: cleanUtm(search.get('utm_campaign')) };
}

/** What a landing page's address and its referrer say about the visit. */
export function attributionOf(href: string, referrer: string | null | undefined): Attribution {
  try {
    const url = new URL(href);
    return { ...utmFrom(url.searchParams), referrer_host: referrerHost(referrer, url.host), landing_page: cleanPath(url.pathname) };
  } catch {
    return NO_ATTRIBUTION;
  }
}

/** A route as stored: the path alone, no trailing slash, at most 200 characters of URL-safe ASCII; else null. */
export function cleanPath(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return /^\/[\w.~/-]{0,199}$/.test(path) && !path.includes('//') && !/(^|\/)\.\.?(\/|$)/.test(path) ? path : null;
}

/**
 * What a form's `landing` field says (lib/analytics/fields.ts): the landing page's address on our own site, a space,
 * and its referrer's host. Only the UTM values, the path and another site's host are kept; anything else is dropped.
 */
export function attributionFromLanding(value: string | undefined, ownHost: string): Attribution {
  const [href = '', host = ''] = (value ?? '').slice(0, 2200).split(' ');
  try {
    const url = new URL(href);
    const own = cleanHost(ownHost);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || cleanHost(url.host) !== own) return NO_ATTRIBUTION;
    const referrer = cleanHost(host);
    return { ...utmFrom(url.searchParams), referrer_host: referrer && referrer !== own ? referrer : null, landing_page: cleanPath(url.pathname) };
  } catch {
    return NO_ATTRIBUTION;
  }
}
