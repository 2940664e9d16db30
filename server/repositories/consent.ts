import 'server-only';
import type { Transaction } from 'kysely';
import type { ConsentRecordTable, Database } from '../db/schema';

/**
 * Stores the consent ledger's rows (server/forms/consent.ts makes them) in the submission's transaction: a
 * submission and its consent exist together or not at all.
 */
export async function insertConsents(trx: Transaction<Database>, rows: ConsentRecordTable[]): Promise<void> {
  if (rows.length) await trx.insertInto('consent_records').values(rows).execute();
}
