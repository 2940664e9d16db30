import 'server-only';
import { allPosts } from '@/content/posts';
import { staticRoutes } from '@/content/routes';

/**
 * Routes a page view may name. Anything else is counted under "Not found", so no one can write arbitrary paths
 * into the top pages. Query strings are dropped before (`/career-details?id=3` is `/career-details`).
 */
export function knownRoutes(): Set<string> {
  return new Set([...staticRoutes, '/career-details', '/search', ...allPosts().map((post) => `/blog/${post.slug}`)]);
}

/** Never counted: the admin, the API, draft previews and share links. */
export const UNCOUNTED = /^\/(?:admin|api|_next|preview|share|draft)(?:\/|$)/;
/** A query that marks a preview or a share link. */
export const UNCOUNTED_QUERY = /(?:^|[?&])(?:preview|share|draft|token)=/i;
