/**
 * Where on this site a lead came from: the path of the page the visitor was on before the form (`/bubble-bakes`),
 * sent in a hidden field and stored with the lead. Only ever a path of our own site, never a full or third-party
 * URL, and nothing that identifies the visitor. Small and dependency-free: the forms' client code uses it too.
 */

/** The hidden fields: the page path, and what the form was opened about (`case-study:bubble-bakes`). */
export const SOURCE_PAGE_FIELD = 'source_page';
export const SOURCE_CONTEXT_FIELD = 'source_context';
export const SOURCE_PAGE_MAX = 200;

// Segments separated by single slashes, each of URL-safe characters (our routes are ASCII slugs): no '//'
// (a protocol-relative URL), no scheme, query, fragment, backslash or percent escape. One way to match any
// input, so no backtracking blow-up on a long value.
const SAFE_PATH = /^\/(?:[\w.~-]+(?:\/[\w.~-]+)*\/?)?$/;
const SAFE_CONTEXT = /^(?:case-study|service):[a-z0-9-]{1,80}$/;

/** The value when it is a safe on-site path (`/`, `/work`, `/blog/some-post`), else null. */
export function safeSourcePage(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > SOURCE_PAGE_MAX || !SAFE_PATH.test(value)) return null;
  return value.split('/').some((segment) => segment === '.' || segment === '..') ? null : value;
}

/** The value when it is a well-formed context key (`service:ui-ux-design`), else null; its slug is checked on the server. */
export const safeSourceContext = (value: unknown): string | null => (typeof value === 'string' && SAFE_CONTEXT.test(value) ? value : null);

/** The path of `url` when it is on `origin` (and safe), else null: a referrer from elsewhere is dropped whole. */
export function sameOriginPath(url: string | undefined | null, origin: string): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? safeSourcePage(parsed.pathname) : null;
  } catch {
    return null;
  }
}

/**
 * The page the visitor came from, in the browser: the route this document showed before (a client-side
 * navigation, which `document.referrer` does not see), else the referrer. Null when neither is an on-site page other than this one.
 */
export function pickSourcePage(at: { origin: string; path: string; previous?: string | null; referrer?: string | null }): string | null {
  for (const candidate of [at.previous, at.referrer]) {
    const path = sameOriginPath(candidate, at.origin);
    if (path && path !== at.path) return path;
  }
  return null;
}

// The routes this document has shown, as the site's client-side navigation moves between them (site-effects.tsx
// notes each). `document.referrer` does not change on those, and the Navigation API's history entries cannot tell
// an earlier document's entries from this one's in Chromium, so the previous route is kept here, in memory only.
let shownPath: string | null = null;
let previousPath: string | null = null;

/** Notes a route the page now shows (on every change of pathname). */
export function notePath(path: string): void {
  if (shownPath !== null && shownPath !== path) previousPath = shownPath;
  shownPath = path;
}

/** pickSourcePage for the current page, reading `window` (errors mean no answer). */
export function visitorSourcePage(): string | null {
  try {
    const previous = previousPath && `${location.origin}${previousPath}`;
    return pickSourcePage({ origin: location.origin, path: location.pathname, previous, referrer: document.referrer });
  } catch {
    return null;
  }
}
