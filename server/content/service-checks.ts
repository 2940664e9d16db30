import 'server-only';
import type { Kysely } from 'kysely';
import { SITE_PATH } from '@/lib/content/collections';
import { caseStudies } from '@/content/case-studies';
import { staticRoutes } from '@/content/routes';
import { services } from '@/content/services';
import type { Database } from '../db/schema';
import { findPublishedRow } from '../repositories/content';

// What a service's schema cannot check alone (lib/content/collections.ts serviceSchema): the redirect of a hidden
// service leads to another page of the site, one that is there. (A tool's icon is checked for every collection:
// ./icon-checks.ts.)

/** The pages that are always there: the site's own, the legal pages and Life (services and case studies are the studio's, checked live). */
const studioPaths = new Set([...services, ...caseStudies].map((entry) => `/${entry.slug}`));
const FIXED_PATHS = new Set([...staticRoutes.filter((path) => !studioPaths.has(path)), '/search', '/career-details']);

/** The messages for a service's fields, keyed by field name; `slug` is the service's own (its page is `/slug`). */
export async function serviceFieldErrors(db: Kysely<Database>, slug: string, fields: Record<string, unknown>): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  const redirectTo = typeof fields.redirectTo === 'string' ? fields.redirectTo.trim() : '';
  const path = redirectTo.split(/[?#]/)[0].replace(/(.)\/+$/, '$1');
  if (redirectTo && !SITE_PATH.test(redirectTo)) errors.redirectTo = 'Redirect to must be a path on this site: it starts with a single / (for example /services) and has no spaces.';
  else if (redirectTo && path === `/${slug}`) errors.redirectTo = `Redirect to must lead to another page: /${slug} is this service's own address.`;
  else if (fields.visibility === 'hidden-redirect' && !redirectTo) errors.redirectTo = 'Redirect to is required when the service is hidden with a redirect: give a path on this site, for example /services.';
  else if (redirectTo && fields.visibility === 'hidden-redirect' && !(await isLivePath(db, path))) errors.redirectTo = `Redirect to: ${path} is not a page of the site (nothing is published there), so visitors would land on "Page not found". Give the path of a page that is live, for example /services.`;
  return errors;
}

/** Whether a page answers at `path` now: one of the site's own, a published post or case study, or a service not hidden with a 404. */
async function isLivePath(db: Kysely<Database>, path: string): Promise<boolean> {
  if (FIXED_PATHS.has(path)) return true;
  const post = /^\/blog\/([a-z0-9-]{1,80})$/.exec(path)?.[1];
  if (post) return (await findPublishedRow(db, 'posts', post)) !== undefined;
  const slug = /^\/([a-z0-9-]{1,80})$/.exec(path)?.[1];
  if (!slug) return false;
  if (await findPublishedRow(db, 'case-studies', slug)) return true;
  const service = await findPublishedRow(db, 'services', slug);
  return service !== undefined && (JSON.parse(service.published!) as { visibility?: string }).visibility !== 'hidden-404';
}
