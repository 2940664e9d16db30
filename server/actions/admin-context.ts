import 'server-only';
import { headers } from 'next/headers';
import { requireUser } from '../auth/session';
import { currentDb } from '../db/current';
import { clientIp } from '../http/multipart';
import { audit } from '../repositories/audit';

/**
 * What every admin action starts with: the signed-in user (else a redirect to the login that comes back to
 * `back`), the process's database, and a way to write what they did to the audit log.
 */
export async function adminContext(back: string) {
  const user = await requireUser(back);
  const db = await currentDb();
  const ip = clientIp(await headers());
  const log = (action: string, target: string | null, detail?: string) => audit(db.kysely, { actor: user.email, action, target, detail, ip });
  return { db, user, log };
}
