// Prints Better Auth's tables as SQL for both engines (its compileMigrations on an empty database), for
// server/db/migrations/0005-auth.ts. Run after upgrading better-auth: `npx tsx --conditions=react-server scripts/auth-schema.mts`.
// Needs a PostgreSQL at TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/test) for the second.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getMigrations } from 'better-auth/db/migration';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { createAuth } from '../server/auth/auth';
import type { Database } from '../server/db/schema';
import { nodeSqlite } from '../server/db/sqlite';

const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function compile(kysely: Kysely<Database>, dialect: 'sqlite' | 'postgres') {
  await kysely.schema.createTable('settings').ifNotExists().addColumn('key', 'text', (c) => c.primaryKey()).addColumn('value', 'text', (c) => c.notNull()).execute();
  const auth = await createAuth({ kysely, dialect });
  const { compileMigrations } = await getMigrations(auth.options);
  return compileMigrations();
}

const sqlite = new Kysely<Database>({ dialect: new SqliteDialect({ database: nodeSqlite(path.join(mkdtempSync(path.join(tmpdir(), 'auth-schema-')), 'a.db')) }) });
console.log('-- sqlite\n' + (await compile(sqlite, 'sqlite')));
await sqlite.destroy();

const name = `auth_schema_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const postgres = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url.toString() }) }) });
try {
  console.log('-- postgres\n' + (await compile(postgres, 'postgres')));
} finally {
  await postgres.destroy();
  await admin.query(`DROP DATABASE ${name}`);
  await admin.end();
}
