import 'server-only';
import { SITE_PATH } from '@/lib/content/collections';

// What a service's schema cannot check alone (lib/content/collections.ts serviceSchema): the redirect of a hidden
// service leads to another page of the site. (A tool's icon is checked for every collection: ./icon-checks.ts.)

/** The messages for a service's fields, keyed by field name; `slug` is the service's own (its page is `/slug`). */
export function serviceFieldErrors(slug: string, fields: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  const redirectTo = typeof fields.redirectTo === 'string' ? fields.redirectTo.trim() : '';
  const path = redirectTo.split(/[?#]/)[0].replace(/(.)\/+$/, '$1');
  if (redirectTo && !SITE_PATH.test(redirectTo)) errors.redirectTo = 'Redirect to must be a path on this site: it starts with a single / (for example /services) and has no spaces.';
  else if (redirectTo && path === `/${slug}`) errors.redirectTo = `Redirect to must lead to another page: /${slug} is this service's own address.`;
  else if (fields.visibility === 'hidden-redirect' && !redirectTo) errors.redirectTo = 'Redirect to is required when the service is hidden with a redirect: give a path on this site, for example /services.';
  return errors;
}
