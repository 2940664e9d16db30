/**
 * Where on this site a lead came from: the path of the page the visitor was on before the form (`/bubble-bakes`),
 * sent in a hidden field and stored with the lead. Only ever a path of our own site, never a full or third-party
 * URL, and nothing that identifies the visitor. These are the rules the server holds a sent value to; what the
 * browser sends, and how it knows the page, is lib/visitor-source-page.ts, which every page's script carries.
 */

export { SOURCE_CONTEXT_FIELD, SOURCE_PAGE_FIELD } from './visitor-source-page';
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
