import 'server-only';
import type { Kysely } from 'kysely';
import type { LegalVersion } from '@/lib/legal-version';
import type { Database, LegalVersionTable } from '../db/schema';

type Db = Kysely<Database>;

/**
 * Stores a legal text's version unless it is stored already (a version's text never changes once recorded): when it
 * goes live (`live`: that moment; stored already, it is marked live again from then), and in the transaction of a
 * submission whose consent record names it, or of a publish it was live before (`live` null: it was shown from a
 * moment not known).
 */
export async function recordLegalVersion(db: Db, version: LegalVersion, live: string | null, now: string): Promise<void> {
  await db
    .insertInto('legal_versions')
    .values({ slug: version.slug, version: version.version, source: version.source, title: version.title, effective: version.date, body: version.text, first_live_at: live, last_live_at: null, recorded_at: now })
    .onConflict((oc) => {
      const key = oc.columns(['slug', 'version', 'source']);
      return live ? key.doUpdateSet({ last_live_at: live }) : key.doNothing();
    })
    .execute();
}

/** When a recorded version last became the live text: a publish that made it live again, else its first. */
export const lastLive = (row: Pick<LegalVersionTable, 'first_live_at' | 'last_live_at'>): string | null => row.last_live_at ?? row.first_live_at;

/** A recorded version of a legal text (the first recorded, when several studio texts showed the same words). */
export function findLegalVersion(db: Db, slug: string, version: string): Promise<LegalVersionTable | undefined> {
  return db.selectFrom('legal_versions').selectAll().where('slug', '=', slug).where('version', '=', version).orderBy('recorded_at').limit(1).executeTakeFirst();
}

/** The versions a studio text of a legal item (one revision's title, date and Markdown) was live under, in the order recorded. */
export function versionsOfSource(db: Db, slug: string, source: string): Promise<LegalVersionTable[]> {
  return db.selectFrom('legal_versions').selectAll().where('slug', '=', slug).where('source', '=', source).orderBy('recorded_at').execute();
}

/** Every recorded version of a legal text, newest first. */
export function versionsOf(db: Db, slug: string): Promise<LegalVersionTable[]> {
  return db.selectFrom('legal_versions').selectAll().where('slug', '=', slug).orderBy('recorded_at', 'desc').execute();
}

/** The recorded versions these consent records name (each once), for a person's data export. */
export async function versionsNamed(db: Db, named: { document: string; document_version: string }[]): Promise<LegalVersionTable[]> {
  const found: LegalVersionTable[] = [];
  for (const key of new Set(named.map((each) => `${each.document}\n${each.document_version}`))) {
    const [slug, version] = key.split('\n');
    const row = await findLegalVersion(db, slug, version);
    if (row) found.push(row);
  }
  return found;
}
