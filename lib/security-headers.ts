/**
 * Headers every document and API answer carries. Scripts may come from this origin only; the production
 * server adds the hash of each inline script of the page it sends (server/serving/csp.mts). `next dev` has no
 * such step (and evaluates code for its error overlay), so there they are allowed inline.
 * Strict-Transport-Security is not here: it follows the SITE_URL the server runs with, not the one the site
 * was built with (server/serving/transport-security.mts).
 */
export function securityHeaders(development = process.env.NODE_ENV === 'development'): { key: string; value: string }[] {
  return [
    {
      key: 'Content-Security-Policy',
      value: [
        "default-src 'self'",
        development ? "script-src 'self' 'unsafe-inline' 'unsafe-eval'" : "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "media-src 'self'",
        "font-src 'self' data:",
        "connect-src 'self'",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ].join('; '),
    },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), interest-cohort=()' },
  ];
}

/**
 * The admin console's documents only (next.config.ts): a window of another site that opened one, or that one
 * opened, gets no handle on it, and Chromium gives it a browsing context group of its own.
 * The public pages go without it. A handle on one gives another site's window little: the same-origin policy
 * already keeps the page's document and storage (the forms' drafts) from it, and no one is signed in there;
 * what is left is navigating it elsewhere. And the header costs every first visit: Chromium learns only from
 * the response that the page needs a browsing context group of its own. It then sets up the page's window and
 * script context in the first task the page waits for (31-68 ms on this host, against 25-29 without it).
 * That was 80-150 ms more Total Blocking Time in Lighthouse's mobile profile on a short page
 * (docs/operations.md: Security headers; bench/results/coop.md).
 */
export const ADMIN_ISOLATION = { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' };
