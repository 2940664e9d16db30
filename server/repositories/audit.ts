import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface AuditEntry {
  actor: string;
  action: string;
  target?: string | null;
  detail?: string | null;
  ip?: string | null;
  /** when it happened; now unless given (the retention sweep's clock) */
  at?: Date;
}

/** Records who did what to which record, and when: sign-ins, status changes, deletions, exports, job edits. */
export async function audit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({ id: randomUUID(), at: (entry.at ?? new Date()).toISOString(), actor: entry.actor, action: entry.action, target: entry.target ?? null, detail: entry.detail?.slice(0, 500) ?? null, ip: entry.ip ?? null })
    .execute();
}

export const AUDIT_PAGE_SIZE = 50;

export async function listAudit(db: Kysely<Database>, page = 1) {
  return db.selectFrom('audit_log').selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(AUDIT_PAGE_SIZE).offset((Math.max(1, page) - 1) * AUDIT_PAGE_SIZE).execute();
}
