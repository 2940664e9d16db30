import 'server-only';
import type { Kysely } from 'kysely';

// Where a lead came from on the site: the page path before the form, and what a 'Start a project like this' link
// opened the form about. Both may be unknown (older leads, a visitor who typed the address): nullable, no backfill.
export function up() {
  return async (db: Kysely<unknown>) => {
    await db.schema.alterTable('leads').addColumn('source_page', 'text').execute();
    await db.schema.alterTable('leads').addColumn('source_context', 'text').execute();
  };
}
