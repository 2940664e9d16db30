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
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}
