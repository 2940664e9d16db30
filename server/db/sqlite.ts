import 'server-only';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * How hard a commit waits for the disk. FULL: in WAL mode SQLite syncs the log (fdatasync) before a commit
 * returns, so a submission the visitor has been thanked for survives a power cut or an OS crash. NORMAL syncs
 * only at checkpoints: safe against the process dying, not the machine; the benchmark alone uses it, to show
 * what FULL costs (BENCH_SQLITE_SYNCHRONOUS).
 */
export type SqliteSynchronous = 'FULL' | 'NORMAL';

/**
 * Kysely's SqliteDialect over Node's built-in `node:sqlite` (no native addon to compile against one Node
 * version). Hand-rolled because the published adapter pins an older Kysely; the surface is four methods.
 * Every SQLite connection of the app (server, admin command line, migrations, tests) is opened here.
 */
export function nodeSqlite(file: string, { synchronous = 'FULL' }: { synchronous?: SqliteSynchronous } = {}): SqliteDatabase {
  const db = new DatabaseSync(file);
  db.exec(`PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA synchronous = ${synchronous === 'NORMAL' ? 'NORMAL' : 'FULL'};`);
  return {
    close: () => db.close(),
    prepare(sql: string): SqliteStatement {
      const statement = db.prepare(sql);
      const bind = (parameters: ReadonlyArray<unknown>) => parameters.map(toSqlite);
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...bind(parameters)),
        run: (parameters) => {
          const { changes, lastInsertRowid } = statement.run(...bind(parameters));
          return { changes, lastInsertRowid };
        },
        iterate: (parameters) => statement.iterate(...bind(parameters)) as IterableIterator<unknown>,
      };
    },
  };
}

function toSqlite(value: unknown): SQLInputValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value as SQLInputValue;
}
