import 'server-only';
import { headers } from 'next/headers';
import { requireEditor, requireOwner, requireUser } from '../auth/session';
import { currentDb } from '../db/current';
import { clientIp } from '../http/multipart';
import { audit } from '../repositories/audit';

/**
 * Who may run an admin action (server/auth/session.ts): 'owner' (leads, jobs, outbox, webhooks, privacy…),
 * 'editor' (content and media: both roles), or 'signed-in' (any user, for their own account).
 */
export type ActionAccess = 'owner' | 'editor' | 'signed-in';

const GUARDS = { owner: requireOwner, editor: requireEditor, 'signed-in': requireUser } satisfies Record<ActionAccess, unknown>;

/**
 * What every admin action starts with: the signed-in user (else a redirect to the login that comes back to
 * `back`; a role without `access`, a 403), the process's database, and a way to write what they did to the
 * audit log. Owner-only unless the action says otherwise, so an action that forgets to say is closed to editors.
 */
export async function adminContext(back: string, access: ActionAccess = 'owner') {
  const user = await GUARDS[access](back);
  const db = await currentDb();
  const ip = clientIp(await headers());
  const log = (action: string, target: string | null, detail?: string) => audit(db.kysely, { actor: user.email, action, target, detail, ip });
  return { db, user, ip, log };
}
