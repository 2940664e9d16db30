import 'server-only';
import type { Transaction } from 'kysely';
import { legalVersion, type LegalVersion } from '@/lib/legal-version';
import type { LegalDocument } from '@/content/types';
import type { ConsentRecordTable, Database } from '../db/schema';
import { recordLegalVersion } from './legal-versions';

/**
 * Stores the consent ledger's rows (server/forms/consent.ts makes them) in the submission's transaction: a
 * submission and its consent exist together or not at all. Each version the rows name is stored with its text
 * unless it is already (`versions`: the live texts the rows were made from; the code's document where none is given),
 * so every recorded consent can be read back word for word.
 */
export async function insertConsents(trx: Transaction<Database>, rows: ConsentRecordTable[], versions: Partial<Record<LegalDocument['slug'], LegalVersion>> = {}): Promise<void> {
  if (!rows.length) return;
  await trx.insertInto('consent_records').values(rows).execute();
  const at = rows.map((row) => row.given_at).sort().at(-1)!;
  const named = new Map(rows.map((row) => [`${row.document}\n${row.document_version}`, row.document]));
  for (const document of named.values()) {
    const version = versions[document] ?? legalVersion(document);
    if (named.has(`${document}\n${version.version}`)) await recordLegalVersion(trx, version, null, at);
  }
}
