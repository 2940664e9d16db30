import 'server-only';
import type { Kysely } from 'kysely';

// A lead remembers the form it came from (the signed form token's id), so a replayed post is stored once;
// an application can be kept as spam, like a lead, with the reason the filter gave.
export function up() {
  return async (db: Kysely<unknown>) => {
    await db.schema.alterTable('leads').addColumn('submission_key', 'text').execute();
    await db.schema.createIndex('leads_submission_key').unique().on('leads').column('submission_key').execute();
    await db.schema.alterTable('applications').addColumn('status', 'text', (c) => c.notNull().defaultTo('new')).execute();
    await db.schema.alterTable('applications').addColumn('spam_reason', 'text').execute();
  };
}
