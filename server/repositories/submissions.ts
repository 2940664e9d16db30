import 'server-only';
import type { Insertable, Kysely, Transaction } from 'kysely';
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

/** The id of the submission first stored under this key (a replayed form answers with it). */
export async function findIdByKey(db: Kysely<Database>, table: 'leads' | 'applications', key: string): Promise<string | undefined> {
  const row = await db.selectFrom(table).select('id').where('submission_key', '=', key).executeTakeFirst();
  return row?.id;
}
