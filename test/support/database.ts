import { mkdtempSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrate, type Db } from '@/server/db/client';
import type { Database } from '@/server/db/schema';
import { nodeSqlite } from '@/server/db/sqlite';
import { createPostgres } from './postgres';

export { createPostgres, type TestPostgres } from './postgres';

export type Engine = 'SQLite' | 'PostgreSQL';

/**
 * A migrated database of the engine, for a test file's beforeAll: null (its tests then skip) only where PostgreSQL is
 * not reachable outside CI; in CI that is an error.
 */
export async function migratedDatabase(engine: Engine): Promise<{ db: Db; close(): Promise<void> } | null> {
  const opened = await engineDatabase(engine);
  if (!opened) {
    if (process.env.CI) throw new Error('PostgreSQL is required in CI');
    return null;
  }
  await migrate(opened.db);
  return opened;
}

/**
 * An empty, unmigrated database of the engine a test runs on, with our table types: a file in a folder of its
 * own for SQLite, a fresh database for PostgreSQL (`pgOptions` for its sessions, e.g. a time zone), or null where
 * PostgreSQL is not reachable (as createPostgres: never in CI). `close` ends the connection and removes it all.
 */
export async function engineDatabase(engine: Engine, { pgOptions }: { pgOptions?: string } = {}): Promise<{ db: Db; close(): Promise<void> } | null> {
  if (engine === 'PostgreSQL') {
    const pgdb = await createPostgres();
    if (!pgdb) return null;
    const pool = new pg.Pool({ connectionString: pgdb.url, options: pgOptions });
    // pool.end() resolves before its clients' sockets have closed, and the forced DROP then ends those backends: an
    // 'error' event on a client nobody listens to any more, which would fail the run (server/db/client.ts does the same).
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db: Db = { kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
    return { db, close: async () => (await db.kysely.destroy(), await pgdb.drop()) };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'navyug-db-'));
  const db: Db = { kysely: new Kysely<Database>({ dialect: new SqliteDialect({ database: nodeSqlite(path.join(dir, 'test.db')) }) }), dialect: 'sqlite' };
  return { db, close: async () => (await db.kysely.destroy(), rmSync(dir, { recursive: true, force: true })) };
}

/** Reads rows the server wrote, from whichever engine it used. */
export type Query = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/** Reads the server's SQLite file (`write`: changes it too, waiting its turn behind the server's own writes). */
export function sqliteQuery(dataDir: string, { write = false } = {}): Query {
  return async (sql, params = []) => {
    const db = new DatabaseSync(path.join(dataDir, 'navyug.db'), { readOnly: !write });
    try {
      if (write) db.exec('PRAGMA busy_timeout = 5000');
      return db.prepare(sql.replace(/\$\d+/g, '?')).all(...(params as never[])) as Record<string, unknown>[];
    } finally {
      db.close();
    }
  };
}

export function postgresQuery(url: string): Query {
  return async (sql, params = []) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows;
    } finally {
      await client.end();
    }
  };
}
