import 'server-only';
import type { Kysely } from 'kysely';
import type { Dialect } from '../schema';

// Job postings (numeric ids, as the provider API has them) and applications to them.
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>) => {
    await db.schema
      .createTable('jobs')
      .addColumn('id', 'integer', (c) => (dialect === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
      .addColumn('job_title', 'text', (c) => c.notNull())
      .addColumn('job_role', 'text', (c) => c.notNull())
      .addColumn('job_location', 'text', (c) => c.notNull())
      .addColumn('experience_from', 'integer')
      .addColumn('experience_to', 'integer')
      .addColumn('currency', 'text')
      .addColumn('salary_from', 'integer')
      .addColumn('salary_to', 'integer')
      .addColumn('give_task', 'text', (c) => c.notNull().defaultTo('No'))
      .addColumn('employment_type', 'text', (c) => c.notNull().defaultTo('FULL_TIME'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
      .addColumn('description', 'text') // JSON: { about, responsibilities[], requirements[] }
      .addColumn('valid_through', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('jobs_status_created').on('jobs').columns(['status', 'created_at']).execute();

    await db.schema
      .createTable('applications')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id'))
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('mobile', 'text', (c) => c.notNull())
      .addColumn('submission_key', 'text', (c) => c.notNull().unique()) // one application per form shown
      .addColumn('ip', 'text')
      .addColumn('user_agent', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('applications_job').on('applications').column('job_id').execute();
  };
}
