import 'server-only';
import { staticRoutes } from '@/content/routes';
import { hiddenServicePaths, publishedCaseStudies, publishedPosts } from '../content/public';

/**
 * Routes a page view may name: the sitemap's (the content studio's posts and case studies as published now, the
 * services but those staff hid), `/career-details` and `/search`. Anything else is counted under "Not found", so no one can write arbitrary paths
 * into the top pages. Query strings are dropped before (`/career-details?id=3` is `/career-details`).
 */
export async function knownRoutes(): Promise<Set<string>> {
  const [posts, studies, hidden] = await Promise.all([publishedPosts(), publishedCaseStudies(), hiddenServicePaths()]);
  return new Set([...staticRoutes.filter((path) => !hidden.has(path)), '/career-details', '/search', ...posts.map((post) => `/blog/${post.slug}`), ...studies.map((study) => `/${study.slug}`)]);
}

/** Never counted: the admin, the API, draft previews and share links. */
export const UNCOUNTED = /^\/(?:admin|api|_next|preview|share|draft)(?:\/|$)/;
/** A query that marks a preview or a share link. */
export const UNCOUNTED_QUERY = /(?:^|[?&])(?:preview|share|draft|token)=/i;
