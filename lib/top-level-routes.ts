// Every one-segment address the build answers itself: the site's pages, the pages of the [slug] route that are
// built with the site (services, legal pages, Life at Navyug) and the app's other files. Any other one-segment
// address may be a case study, which the content studio publishes at run time: next.config.ts rewrites it to the
// case-study route (app/(site)/work/[slug]) with CASE_STUDY_SOURCE. Kept as a list here so next.config.ts need
// not load the content modules; test/unit/content/top-level-routes.test.ts checks it against the app folder and
// the content.

export const BUILT_PAGES = ['about-us', 'services', 'industries', 'work', 'contact-us', 'get-quote', 'career', 'career-details', 'blog', 'faqs', 'search', 'share'] as const;

/** The services' addresses: fixed (staff edit and hide services, not add them), rendered per request from the studio. */
export const SERVICE_SLUGS = ['website-development', 'mobile-app-development', 'product-branding', 'ui-ux-design', 'al-ml-services', 'devops-cloud', 'data-engineering', 'talent-solutions'] as const;

export const BUILT_DETAIL_SLUGS = [
  ...SERVICE_SLUGS,
  'terms-of-use',
  'privacy-policy',
  'disclaimer',
  'copyright',
  'cookie-policy',
  'life-navyug',
] as const;

/** Names outside the site's pages: the console, the API, files and Next's own. */
const OTHER = ['admin', 'api', 'icons', 'media', '_next'];

const BUILT = new Set<string>([...BUILT_PAGES, ...BUILT_DETAIL_SLUGS, ...OTHER]);

/** Whether `/{segment}` may be a case study: not built with the site, and shaped like a slug (no dot, no capital). */
export function mayBeCaseStudy(segment: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(segment) && !BUILT.has(segment);
}

/**
 * The one-segment addresses that may be case studies, as a Next.js route pattern: slug-shaped, and none of the
 * built ones (a negative lookahead). Matched by Next itself, so the rewrite happens in place (a rewrite made in
 * proxy.ts to an origin other than the one Next serves from is proxied over HTTP instead).
 */
export const CASE_STUDY_SOURCE = `/:slug((?!(?:${[...BUILT].join('|')})$)[a-z0-9]+(?:-[a-z0-9]+)*)`;
