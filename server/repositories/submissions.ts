import 'server-only';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { ReferenceKind } from '@/lib/reference';
import { newReference } from '@/lib/new-reference';
import type { ApplicationTable, Database, LeadTable } from '../db/schema';

/**
 * Inserts a lead unless one with its submission key exists (the same form posted twice); true when inserted.
 * In the caller's transaction, with its files and mails.
 */
export async function insertLead(trx: Transaction<Database>, lead: LeadTable): Promise<boolean> {
  const result = await trx.insertInto('leads').values(lead).onConflict((oc) => oc.column('submission_key').doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function insertApplication(trx: Transaction<Database>, application: Insertable<ApplicationTable>): Promise<boolean> {
  const result = await trx.insertInto('applications').values(application).onConflict((oc) => oc.column('submission_key').doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * A reference no stored submission has. A clash is rare (a few thousand submissions among ~20 million codes per
 * kind) and simply draws again; the unique index settles the one-in-billions case of two instances drawing the
 * same free code at the same moment (that submission fails cleanly and is sent again).
 */
export async function freeReference(trx: Transaction<Database>, table: 'leads' | 'applications', kind: ReferenceKind): Promise<string> {
  for (;;) {
    const reference = newReference(kind);
    if (!(await trx.selectFrom(table).select('id').where('reference', '=', reference).executeTakeFirst())) return reference;
  }
}

/** The submission first stored under this key (a replayed form answers with it). */
export async function findByKey(db: Kysely<Database>, table: 'leads' | 'applications', key: string): Promise<{ id: string; reference: string } | undefined> {
  return db.selectFrom(table).select(['id', 'reference']).where('submission_key', '=', key).executeTakeFirst();
}

/** Many new leads and applications at once, without the checks a visitor's submission gets: the benchmarks' inbox. */
export async function insertManyLeads(db: Kysely<Database>, leads: LeadTable[]): Promise<void> {
  if (leads.length) await db.insertInto('leads').values(leads).execute();
}

export async function insertManyApplications(db: Kysely<Database>, applications: Insertable<ApplicationTable>[]): Promise<void> {
  if (applications.length) await db.insertInto('applications').values(applications).execute();
}
