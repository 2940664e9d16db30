import 'server-only';
import type { Kysely } from 'kysely';
import type { Database, OwnerKind } from '../db/schema';

// The queries behind retention (server/privacy/retention.ts): which leads and applications the policy no longer
// lets us keep, how much is stored with them, the keep mark, and the sweep's claim across instances.

export interface LeadForRetention {
  id: string;
  kind: 'contact' | 'quote';
  reference: string;
  fullname: string;
  last_contact_at: string;
}

/** Leads not marked kept whose last contact was before `before` (ISO), oldest first. */
export async function leadsLastContactedBefore(db: Kysely<Database>, before: string, limit = 10_000): Promise<LeadForRetention[]> {
  return db
    .selectFrom('leads')
    .select(['id', 'kind', 'reference', 'fullname', 'last_contact_at'])
    .where('kept_at', 'is', null)
    .where('last_contact_at', '<', before)
    .orderBy('last_contact_at')
    .limit(limit)
    .execute();
}

/** Jobs that may have closed: off the site, or with a closing date. Few (a job board's lifetime), so read whole. */
export async function jobsThatMayHaveClosed(db: Kysely<Database>) {
  return db
    .selectFrom('jobs')
    .select(['id', 'job_title', 'valid_through', 'unpublished_at'])
    .where((eb) => eb.or([eb('unpublished_at', 'is not', null), eb.and([eb('valid_through', 'is not', null), eb('valid_through', '<>', '')])]))
    .execute();
}

export interface ApplicationForRetention {
  id: string;
  job_id: number;
  reference: string;
  first_name: string;
  last_name: string;
}

export async function applicationsForJobs(db: Kysely<Database>, jobIds: readonly number[]): Promise<ApplicationForRetention[]> {
  if (jobIds.length === 0) return [];
  return db.selectFrom('applications').select(['id', 'job_id', 'reference', 'first_name', 'last_name']).where('job_id', 'in', [...jobIds]).orderBy('created_at').execute();
}

export interface StoredWith {
  files: number;
  notes: number;
  mails: number;
  webhookDeliveries: number;
  consentRecords: number;
}

/** How many rows are stored with these submissions: what deleting them removes besides the submissions. */
export async function storedWith(db: Kysely<Database>, ownerIds: readonly string[], ownerKind: OwnerKind): Promise<StoredWith> {
  const empty = { files: 0, notes: 0, mails: 0, webhookDeliveries: 0, consentRecords: 0 };
  if (ownerIds.length === 0) return empty;
  const ids = [...ownerIds];
  const count = async (table: 'stored_files' | 'submission_notes' | 'outbox' | 'webhook_deliveries' | 'consent_records') => {
    let total = 0;
    // In slices: a statement has a limit on its parameters (SQLite's 32,766).
    for (let at = 0; at < ids.length; at += 500) {
      const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('owner_id', 'in', ids.slice(at, at + 500)).where('owner_kind', '=', ownerKind).executeTakeFirst();
      total += Number(row?.n ?? 0);
    }
    return total;
  };
  return {
    files: await count('stored_files'),
    notes: await count('submission_notes'),
    mails: await count('outbox'),
    webhookDeliveries: await count('webhook_deliveries'),
    consentRecords: await count('consent_records'),
  };
}

/** Sets or clears a lead's keep mark; false when there is no such lead. */
export async function setKept(db: Kysely<Database>, id: string, by: string | null, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('leads')
    .set(by ? { kept_at: now.toISOString(), kept_by: by } : { kept_at: null, kept_by: null })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const LAST_SWEEP = 'retention.last_sweep_at';

/**
 * Claims the sweep that is due: true for exactly one caller across every instance once `everyMs` have passed
 * since the last one (a compare-and-set on the settings row), false for everyone else.
 */
export async function claimSweep(db: Kysely<Database>, now: Date, everyMs: number): Promise<boolean> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', LAST_SWEEP).executeTakeFirst();
  if (!row) {
    const inserted = await db.insertInto('settings').values({ key: LAST_SWEEP, value: now.toISOString() }).onConflict((oc) => oc.column('key').doNothing()).executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
  }
  if (now.getTime() - Date.parse(row.value) < everyMs) return false;
  const updated = await db.updateTable('settings').set({ value: now.toISOString() }).where('key', '=', LAST_SWEEP).where('value', '=', row.value).executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** The last sweeps, newest first, as their audit entries recorded them (counts only). */
export async function recentSweeps(db: Kysely<Database>, limit = 10) {
  return db.selectFrom('audit_log').select(['at', 'detail']).where('action', '=', 'retention.sweep').orderBy('at', 'desc').limit(limit).execute();
}
