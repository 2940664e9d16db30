// Every one-segment address the build answers itself: the site's pages, the pages of the [slug] route that are
// built with the site (services, legal pages, Life at Navyug) and the app's other files. Any other one-segment
// address may be a case study, which the content studio publishes at run time: proxy.ts sends it to the
// case-study route (app/(site)/work/[slug]). Kept as a list here so the proxy need not load the content
// modules; test/unit/content/top-level-routes.test.ts checks it against the app folder and the content.

export const BUILT_PAGES = ['about-us', 'services', 'industries', 'work', 'contact-us', 'get-quote', 'career', 'career-details', 'blog', 'faqs', 'search', 'share'] as const;

export const BUILT_DETAIL_SLUGS = [
  'website-development',
  'mobile-app-development',
  'product-branding',
  'ui-ux-design',
  'al-ml-services',
  'devops-cloud',
  'data-engineering',
  'talent-solutions',
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

/** A header the proxy sets on the rewritten request, so the case-study route knows it was reached at /{slug}. */
export const CASE_STUDY_REWRITE_HEADER = 'x-navyug-case-study';
