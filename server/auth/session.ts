import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { auth } from './instance';

export interface AdminUser {
  id: string;
  email: string;
  name: string;
  twoFactorEnabled: boolean;
}

/** The signed-in admin of this request (a valid, unexpired session in the database), or null; once per request. */
export const currentUser = cache(async (): Promise<AdminUser | null> => {
  const session = await (await auth()).api.getSession({ headers: await headers() });
  return session ? { id: session.user.id, email: session.user.email, name: session.user.name, twoFactorEnabled: Boolean(session.user.twoFactorEnabled) } : null;
});

/**
 * The signed-in admin, or a redirect to the login page that comes back to `back` afterwards. Every admin page
 * and Server Action calls this itself: a layout alone does not run for every request.
 */
export async function requireUser(back = '/admin'): Promise<AdminUser> {
  const user = await currentUser();
  if (!user) redirect(`/admin/login?next=${encodeURIComponent(safeNext(back))}`);
  return user;
}

/** A path inside the admin to return to after signing in; anything else (another site, `//x`) is the inbox. */
export function safeNext(next: unknown): string {
  return typeof next === 'string' && /^\/admin([/?][\w\-./?=&%+]*)?$/.test(next) && !next.includes('//') && !next.startsWith('/admin/login') ? next : '/admin';
}
