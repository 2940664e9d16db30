import 'server-only';
import type { Kysely } from 'kysely';

// The legal texts' versions as they were shown (issue 52): a consent record names a version (a fingerprint of the
// text with the company's facts filled in), and this table keeps that text word for word, so it can be read back
// after the facts or the text changed. A row is written when a version goes live (a legal text or the company's facts
// published, server/content/legal-versions.ts) and, at the latest, in the transaction of the first submission that
// names it; its text never changes after (only last_live_at moves, when a publish makes it the live text again).
// `source` says which studio text (title, date and Markdown with its tokens) showed it: the revisions of the legal
// item with that text were live under this version.
export function up() {
  return async (db: Kysely<unknown>) => {
    await db.schema
      .createTable('legal_versions')
      .addColumn('slug', 'text', (c) => c.notNull()) // 'privacy-policy', 'terms-of-use', …
      .addColumn('version', 'text', (c) => c.notNull()) // 12 hex digits, as consent_records.document_version
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('effective', 'text') // YYYY-MM-DD, the date the text carries
      .addColumn('body', 'text', (c) => c.notNull()) // Markdown, the facts filled in: what the page showed
      // when it went live (its publish); null when the site showed it before it was recorded (it was then first
      // recorded by a publish of something else, or by a submission naming it)
      .addColumn('first_live_at', 'text')
      .addColumn('last_live_at', 'text') // when a publish last made it the live text again (null: only ever first)
      .addColumn('recorded_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('legal_versions_pk', ['slug', 'version', 'source'])
      .execute();
  };
}
