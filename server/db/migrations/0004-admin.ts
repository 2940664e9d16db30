import 'server-only';
import type { Kysely } from 'kysely';

// What the admin console reads and writes: which submission each outbox message belongs to, internal notes,
// an audit log, and indexes for the inbox (newest first, by status).
export function up() {
  return async (db: Kysely<unknown>) => {
    await db.schema.alterTable('outbox').addColumn('owner_kind', 'text').execute();
    await db.schema.alterTable('outbox').addColumn('owner_id', 'text').execute();
    await db.schema.createIndex('outbox_owner').on('outbox').columns(['owner_id', 'owner_kind']).execute();
    await db.schema.createIndex('outbox_status').on('outbox').columns(['status', 'created_at']).execute();
    await db.schema.createIndex('stored_files_owner_id').on('stored_files').column('owner_id').execute();
    await db.schema.createIndex('leads_status_created').on('leads').columns(['status', 'created_at']).execute();
    await db.schema.createIndex('applications_created').on('applications').column('created_at').execute();
    await db.schema.createIndex('applications_status_created').on('applications').columns(['status', 'created_at']).execute();

    await db.schema
      .createTable('submission_notes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner_kind', 'text', (c) => c.notNull())
      .addColumn('owner_id', 'text', (c) => c.notNull())
      .addColumn('author', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('submission_notes_owner').on('submission_notes').columns(['owner_id', 'created_at']).execute();

    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('actor', 'text', (c) => c.notNull()) // the signed-in user's e-mail, or 'cli'
      .addColumn('action', 'text', (c) => c.notNull()) // 'sign-in', 'status', 'delete', 'export', 'job.update', …
      .addColumn('target', 'text') // 'lead:<id>', 'application:<id>', 'job:<id>', 'user:<email>'
      .addColumn('detail', 'text')
      .addColumn('ip', 'text')
      .execute();
    await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
  };
}
