// The public origin (SITE_URL), read where it is used: at build time by the prerendered pages (canonical URLs,
// Open Graph, the sitemap), at run time by the server (mail links, cookies, HSTS). One module for both, so the
// default is written once; plain TypeScript that the production server also loads under Node's type stripping.

export const DEFAULT_DOMAIN = 'navyug.example';

/** SITE_URL without a trailing slash, or the brand's https origin when it is unset. */
export function siteUrlFrom(env: Record<string, string | undefined> = process.env): string {
  return (env.SITE_URL ?? `https://${DEFAULT_DOMAIN}`).replace(/\/$/, '');
}
