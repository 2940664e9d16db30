import 'server-only';
import { headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { cache } from 'react';
import { isRole, type Role } from '@/lib/admin/roles';
import { auth } from './instance';

export interface AdminUser {
  id: string;
  email: string;
  name: string;
  twoFactorEnabled: boolean;
  /** what they may use (lib/admin/roles.ts): owner, everything; editor, content and media */
  role: Role;
}

/** The signed-in admin of this request (a valid, unexpired session in the database), or null; once per request. */
export const currentUser = cache(async (): Promise<AdminUser | null> => {
  const session = await (await auth()).api.getSession({ headers: await headers() });
  if (!session) return null;
  const { id, email, name, twoFactorEnabled, role } = session.user;
  // A role this code does not know (a row edited by hand) gives the lesser access, never more.
  return { id, email, name, twoFactorEnabled: Boolean(twoFactorEnabled), role: isRole(role) ? role : 'editor' };
});

/**
 * The signed-in admin, whatever their role, or a redirect to the login page that comes back to `back` afterwards.
 * For what every role may use: their own account page, the console's frame. Every admin page and Server Action
 * calls one of these itself (this, requireEditor or requireOwner): a layout alone does not run for every request.
 */
export async function requireUser(back = '/admin'): Promise<AdminUser> {
  const user = await currentUser();
  if (!user) redirect(`/admin/login?next=${encodeURIComponent(safeNext(back))}`);
  return user;
}

/**
 * For the owner's parts of the console: leads, applications, jobs, exports, attachments, outbox, webhooks, privacy
 * tools and the audit log. Signed out: the login, as requireUser. Signed in with another role: Next's forbidden(),
 * a 403 answered with app/admin/(console)/forbidden.tsx ("your role does not give access"), in a page and in a
 * Server Action alike. Route handlers use ownerOrRefusal (server/auth/request.ts) instead.
 */
export async function requireOwner(back = '/admin'): Promise<AdminUser> {
  const user = await requireUser(back);
  if (user.role !== 'owner') forbidden();
  return user;
}

/**
 * For the content studio and the media library: any signed-in user whose role may edit the site's content, which
 * today is both roles (owner and editor). Refused as requireOwner refuses. Use this rather than requireUser for
 * content pages and actions, so that a role added later without content access is kept out of them in one place.
 */
export async function requireEditor(back = '/admin'): Promise<AdminUser> {
  const user = await requireUser(back);
  if (user.role !== 'owner' && user.role !== 'editor') forbidden();
  return user;
}

/** A path inside the admin to return to after signing in; anything else (another site, `//x`) is the inbox. */
export function safeNext(next: unknown): string {
  return typeof next === 'string' && /^\/admin([/?][\w\-./?=&%+]*)?$/.test(next) && !next.includes('//') && !next.startsWith('/admin/login') ? next : '/admin';
}
