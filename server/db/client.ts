import 'server-only';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
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
    const file = path.join(dataDir, 'navyug.db');
    privateStore(dataDir, file);
    db = { kysely: new Kysely<Database>({ dialect: new SqliteDialect({ database: nodeSqlite(file) }) }), dialect: 'sqlite' };
  }
  await migrate(db);
  return db;
}

/**
 * The database holds the form secret and visitors' personal data: only the server's user may read it. The file
 * is created here with 0600 (SQLite gives its -wal and -shm files the database file's mode), and a folder or
 * file left looser by an older version is tightened.
 */
function privateStore(dataDir: string, file: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  tighten(dataDir, 0o700);
  closeSync(openSync(file, 'a', 0o600));
  for (const each of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(/* turbopackIgnore: true */ each)) tighten(each, 0o600);
}

/** chmod only when looser than `mode`; a folder we do not own (a mounted volume) gets a warning, not a dead server. */
function tighten(target: string, mode: number): void {
  if ((statSync(target).mode & 0o777 & ~mode) === 0) return;
  try {
    chmodSync(target, mode);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
    console.warn(`database: could not restrict ${target} to mode ${mode.toString(8)}; other users may read it`);
  }
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
