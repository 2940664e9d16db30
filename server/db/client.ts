import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { config } from '../config';
import { migrations } from './migrations';
import type { Database, Dialect } from './schema';
import { nodeSqlite } from './sqlite';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
}

interface Options {
  databaseUrl?: string;
  dataDir: string;
}

/** Opens the database (PostgreSQL when a URL is given, else SQLite in the data folder) and migrates it. */
export async function openDatabase({ databaseUrl, dataDir }: Options): Promise<Db> {
  let db: Db;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    db = { kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  } else {
    mkdirSync(dataDir, { recursive: true });
    const file = path.join(dataDir, 'navyug.db');
    db = { kysely: new Kysely<Database>({ dialect: new SqliteDialect({ database: nodeSqlite(file) }) }), dialect: 'sqlite' };
  }
  await migrate(db);
  return db;
}

export async function migrate({ kysely, dialect }: Db): Promise<void> {
  const migrator = new Migrator({ db: kysely, provider: { getMigrations: async () => migrations(dialect) } });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === 'Error') console.error(`migration ${result.migrationName} failed`);
  }
  if (error) throw error;
}

// One database per server process, shared by every route, action and the outbox worker.
const holder = globalThis as unknown as { __navyugDb?: Promise<Db> };

export function database(): Promise<Db> {
  holder.__navyugDb ??= openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch((error) => {
    holder.__navyugDb = undefined; // let the next request try again
    throw error;
  });
  return holder.__navyugDb;
}
