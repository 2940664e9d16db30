/**
 * Who may use which part of the admin console. An owner uses all of it. An editor writes the site's content: the
 * content studio, the media library, analytics and their own account, but never the leads, applications, jobs,
 * exports, outbox, webhooks, privacy tools, audit log or users. Pure data, safe on both sides: the navigation
 * reads it to show an editor only what they may use; the server enforces it itself in every page, action and
 * route (server/auth/session.ts, server/auth/request.ts).
 */
export const ROLES = ['owner', 'editor'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** Where an editor lands on /admin (the inbox, owner-only) and after signing in: the content studio. */
export const EDITOR_HOME = '/admin/content';

/** The sections of the console an editor may use, by path prefix. */
export const EDITOR_SECTIONS = ['/admin/content', '/admin/media', '/admin/analytics', '/admin/account'] as const;

/** Whether `role` may use the console page at `path` (for links; the pages check for themselves). */
export function mayUse(role: Role, path: string): boolean {
  return role === 'owner' || EDITOR_SECTIONS.some((section) => path === section || path.startsWith(`${section}/`) || path.startsWith(`${section}?`));
}
