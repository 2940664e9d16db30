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
import { createPostgres, type TestPostgres } from '../support/database';

// Migration 0010 adds where a lead came from, unknown (null) for the leads stored before it. Needs no build.
describe.each([{ engine: 'SQLite' }, { engine: 'PostgreSQL' }])('migration 0010 on $engine', ({ engine }) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'navyug-migration-'));
  let pgdb: TestPostgres | null = null;
  afterAll(async () => {
    await pgdb?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('adds source_page and source_context, null for older leads, and stores them for new ones', async (ctx) => {
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
      expect((await migrator.migrateTo('0007-references-and-consent')).error).toBeUndefined();
      const raw = db.kysely as unknown as Kysely<Record<string, Record<string, unknown>>>; // the table as it was before 0010
      const old = randomUUID();
      await raw.insertInto('leads').values({ id: old, kind: 'contact', status: 'new', spam_reason: null, fullname: 'Old', email: 'old@example.com', phone: '+1', consent: 0, created_at: new Date(2025, 0, 1).toISOString(), submission_key: randomUUID(), reference: 'NV-C-OLD01' }).execute();
      await migrate(db);
      expect(await db.kysely.selectFrom('leads').select(['source_page', 'source_context']).where('id', '=', old).executeTakeFirst()).toEqual({ source_page: null, source_context: null });
      const id = randomUUID();
      await db.kysely.insertInto('leads').values({
        id, kind: 'quote', status: 'new', spam_reason: null, fullname: 'New', email: 'new@example.com', phone: '+1', company: 'Co', project_type: 'branding', project_type_other: null,
        budget: '5000', timeline: 'asap', talent: 'designer', talent_other: null, hear: 'referral', hear_other: null, message: null, consent: 1, ip: null, user_agent: null,
        created_at: new Date().toISOString(), submission_key: randomUUID(), reference: 'NV-Q-NEW01', source_page: '/bubble-bakes', source_context: 'Case study: Bubble Bakes',
      }).execute();
      expect(await db.kysely.selectFrom('leads').select(['source_page', 'source_context']).where('id', '=', id).executeTakeFirst()).toEqual({ source_page: '/bubble-bakes', source_context: 'Case study: Bubble Bakes' });
    } finally {
      await db.kysely.destroy();
    }
  });
});
