import 'server-only';
import type { Kysely } from 'kysely';
import type { ReferenceKind } from '@/lib/reference';
import { newReference } from '@/lib/new-reference';

// A human reference number on every submission (NV-Q-7K3P9, unique per table), given to the ones already stored
// too, and the consent ledger: which version of which legal page each submission agreed to, in which words.
export function up() {
  return async (db: Kysely<any>) => {
    for (const table of ['leads', 'applications'] as const) {
      await db.schema.alterTable(table).addColumn('reference', 'text').execute();
      const rows: { id: string; kind?: ReferenceKind }[] = await db.selectFrom(table).select(table === 'leads' ? ['id', 'kind'] : ['id']).execute();
      const taken = new Set<string>();
      for (const row of rows) {
        let reference: string;
        do reference = newReference(row.kind ?? 'application');
        while (taken.has(reference));
        taken.add(reference);
        await db.updateTable(table).set({ reference }).where('id', '=', row.id).execute();
      }
      await db.schema.createIndex(`${table}_reference`).on(table).column('reference').unique().execute();
    }

    await db.schema
      .createTable('consent_records')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner_kind', 'text', (c) => c.notNull())
      .addColumn('owner_id', 'text', (c) => c.notNull())
      .addColumn('document', 'text', (c) => c.notNull()) // 'privacy-policy', 'terms-of-use', 'cookie-policy'
      .addColumn('document_version', 'text', (c) => c.notNull())
      .addColumn('document_date', 'text')
      .addColumn('choice', 'text', (c) => c.notNull()) // 'agreed' (a form's wording), 'accepted' or 'declined' (cookies)
      .addColumn('wording', 'text', (c) => c.notNull()) // the exact words shown
      .addColumn('given', 'text', (c) => c.notNull()) // 'checkbox' ticked, 'notice' beside the send button, cookie 'banner'
      .addColumn('given_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('consent_records_owner').on('consent_records').columns(['owner_id', 'owner_kind']).execute();
  };
}
