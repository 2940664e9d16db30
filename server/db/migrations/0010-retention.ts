import 'server-only';
import { sql, type Kysely } from 'kysely';

// Retention as the privacy policy promises (lib/retention.ts): a lead is kept a fixed time from the last contact,
// unless the agency marks it kept (it became an engagement); an application a fixed time after its role closed,
// which is the job's closing date or, without one, when it was taken off the site.
// - leads.last_contact_at: moved on by a status change and a note (set to created_at for new leads); backfilled
//   from the newest note of each lead, else its creation.
// - leads.kept_at / kept_by: the keep mark, who set it and when (null: the lead follows the rule).
// - jobs.unpublished_at: when a published job last left the site; null while it is published or never was.
//   A job already off the site has no record of when it left: it counts from this migration (kept longer, not shorter).
export function up() {
  return async (db: Kysely<unknown>) => {
    await db.schema.alterTable('leads').addColumn('last_contact_at', 'text').execute();
    await db.schema.alterTable('leads').addColumn('kept_at', 'text').execute();
    await db.schema.alterTable('leads').addColumn('kept_by', 'text').execute();
    await sql`UPDATE leads SET last_contact_at = COALESCE(
      (SELECT MAX(n.created_at) FROM submission_notes n WHERE n.owner_kind = 'lead' AND n.owner_id = leads.id AND n.created_at > leads.created_at),
      leads.created_at)`.execute(db);
    await db.schema.createIndex('leads_last_contact_at').on('leads').column('last_contact_at').execute();
    await db.schema.alterTable('jobs').addColumn('unpublished_at', 'text').execute();
    await sql`UPDATE jobs SET unpublished_at = ${new Date().toISOString()} WHERE status <> 'published'`.execute(db);
  };
}
