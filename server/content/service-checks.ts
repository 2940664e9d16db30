import 'server-only';
import * as icons from 'simple-icons';
import { SITE_PATH } from '@/lib/content/collections';

// What a service's schema cannot check alone (lib/content/collections.ts serviceSchema): a tool's icon is one the
// site can draw (app/icons/[name] serves simple-icons' logos), and the redirect of a hidden service leads to another
// page of the site. Kept on the server: the icon set is too large to send to the editor's browser.

const lookup = icons as unknown as Record<string, { path?: string } | undefined>;

/** Whether `name` is a simple-icons export (`siReact`): what app/icons/[name] can serve and TechIcon draws. */
export const isIconName = (name: string) => /^si[A-Z0-9]\w*$/.test(name) && typeof lookup[name]?.path === 'string';

/** The messages for a service's fields, keyed by field name; `slug` is the service's own (its page is `/slug`). */
export function serviceFieldErrors(slug: string, fields: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  const stack = Array.isArray(fields.stack) ? (fields.stack as Record<string, unknown>[]) : [];
  stack.forEach((row, index) => {
    const icon = typeof row?.icon === 'string' ? row.icon.trim() : '';
    if (icon && !isIconName(icon)) errors.stack ??= `Row ${index + 1}: "${icon}" is not an icon of the set the site draws: give a simple-icons name such as siReact, or leave the icon empty.`;
  });
  const redirectTo = typeof fields.redirectTo === 'string' ? fields.redirectTo.trim() : '';
  const path = redirectTo.split(/[?#]/)[0].replace(/(.)\/+$/, '$1');
  if (redirectTo && !SITE_PATH.test(redirectTo)) errors.redirectTo = 'Redirect to must be a path on this site: it starts with a single / (for example /services) and has no spaces.';
  else if (redirectTo && path === `/${slug}`) errors.redirectTo = `Redirect to must lead to another page: /${slug} is this service's own address.`;
  else if (fields.visibility === 'hidden-redirect' && !redirectTo) errors.redirectTo = 'Redirect to is required when the service is hidden with a redirect: give a path on this site, for example /services.';
  return errors;
}
