/**
 * The page of this site the visitor was on before a form (lib/source-page.ts says why and what the server accepts),
 * as the browser knows it. Every page's script carries this (site-effects.tsx notes each route), so it is only what
 * the browser must do: a same-origin path or nothing. The server checks the path's shape (safeSourcePage).
 */

/** The hidden fields: the page path, and what the form was opened about (`case-study:bubble-bakes`). */
export const SOURCE_PAGE_FIELD = 'source_page';
export const SOURCE_CONTEXT_FIELD = 'source_context';

/** The path of `url` when it is on `origin`, else null: a referrer from elsewhere is dropped whole. */
export function sameOriginPath(url: string | undefined | null, origin: string): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? parsed.pathname : null;
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
