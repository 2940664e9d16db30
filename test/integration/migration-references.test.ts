import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, type Db } from '@/server/db/client';
import { migrations } from '@/server/db/migrations';
import type { Database } from '@/server/db/schema';
import { nodeSqlite } from '@/server/db/sqlite';
import { seedDemoJobs } from '@/server/repositories/jobs';
import { createPostgres, type TestPostgres } from '../support/database';

// Migration 0007 gives the submissions stored before it a reference each, unique, and the index then holds it.
describe.each([{ engine: 'SQLite' }, { engine: 'PostgreSQL' }])('migration 0007 on $engine', ({ engine }) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'navyug-migration-'));
  let pgdb: TestPostgres | null = null;
  afterAll(async () => {
    await pgdb?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives every existing lead and application a reference of its kind', async (ctx) => {
    let db: Db;
    if (engine === 'PostgreSQL') {
      pgdb = await createPostgres();
      if (!pgdb) return ctx.skip();
      db = { kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: pgdb.url }) }) }), dialect: 'postgres' };
    } else {
      db = { kysely: new Kysely<Database>({ dialect: new SqliteDialect({ database: nodeSqlite(path.join(dir, 'm.db')) }) }), dialect: 'sqlite' };
    }
    try {
      const migrator = new Migrator({ db: db.kysely, provider: { getMigrations: async () => migrations(db.dialect) } });
      expect((await migrator.migrateTo('0006-inbox-search')).error).toBeUndefined();
      await seedDemoJobs(db.kysely);
      const job = await db.kysely.selectFrom('jobs').select('id').executeTakeFirstOrThrow();
      const raw = db.kysely as unknown as Kysely<Record<string, Record<string, unknown>>>; // the tables as they were before 0007
      for (let i = 0; i < 40; i++) {
        await raw.insertInto('leads').values({ id: randomUUID(), kind: i % 2 ? 'quote' : 'contact', status: 'new', spam_reason: null, fullname: `Old ${i}`, email: `old${i}@example.com`, phone: '+1', consent: 0, created_at: new Date(2025, 0, 1 + i).toISOString(), submission_key: randomUUID() }).execute();
      }
      await raw.insertInto('applications').values({ id: randomUUID(), job_id: job.id, first_name: 'Old', last_name: 'Applicant', email: 'old@example.com', mobile: '+1', submission_key: randomUUID(), created_at: new Date(2025, 0, 1).toISOString(), status: 'new', spam_reason: null }).execute();

      await migrate(db);
      const leads = await db.kysely.selectFrom('leads').select(['kind', 'reference']).execute();
      expect(leads).toHaveLength(40);
      for (const lead of leads) expect(lead.reference).toMatch(lead.kind === 'quote' ? /^NV-Q-[2-9A-Z]{5}$/ : /^NV-C-[2-9A-Z]{5}$/);
      expect(new Set(leads.map((lead) => lead.reference)).size).toBe(40);
      const [application] = await db.kysely.selectFrom('applications').select('reference').execute();
      expect(application.reference).toMatch(/^NV-A-/);
      // the unique index: a second row with a taken reference is refused
      await expect(db.kysely.updateTable('leads').set({ reference: leads[0].reference }).where('reference', '=', leads[1].reference).execute()).rejects.toThrow();
    } finally {
      await db.kysely.destroy();
    }
  });
});
