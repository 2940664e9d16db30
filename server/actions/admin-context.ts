import 'server-only';
import { headers } from 'next/headers';
import { requireEditor, requireOwner } from '../auth/session';
import { clientIp } from '../http/multipart';
import { audit } from '../repositories/audit';
import { runtime } from '../runtime';

/**
 * What every admin action starts with: the signed-in user (else a redirect to the login that comes back to
 * `back`), the server's shared parts, and a way to write what they did to the audit log. `access` is who may run
 * it (server/auth/session.ts): the owner alone unless the action says 'editor' (content and media, both roles),
 * so an action that forgets to say is closed to editors rather than open.
 */
export async function adminContext(back: string, access: 'owner' | 'editor' = 'owner') {
  const user = await (access === 'editor' ? requireEditor : requireOwner)(back);
  const shared = await runtime();
  const ip = clientIp(await headers());
  const log = (action: string, target: string | null, detail?: string) => audit(shared.db.kysely, { actor: user.email, action, target, detail, ip });
  return { ...shared, user, log };
}
