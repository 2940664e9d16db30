import 'server-only';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * How hard a commit waits for the disk. FULL: in WAL mode SQLite syncs the log (fdatasync) before a commit
 * returns, so a submission the visitor has been thanked for survives a power cut or an OS crash. NORMAL syncs
 * only at checkpoints: safe against the process dying, not the machine; the benchmark alone uses it, to show
 * what FULL costs (BENCH_SQLITE_SYNCHRONOUS).
 */
export type SqliteSynchronous = 'FULL' | 'NORMAL';

/**
 * Deleted rows are overwritten with zeros, not left in free pages where the file (and every backup of it) would
 * still hold them: what an erasure or the retention sweep deletes is gone from the database file, and from the
 * write-ahead log once flushErased() (client.ts) has emptied it. What it costs a submission: scripts/bench-secure-delete.mts.
 */
const SECURE_DELETE = 'PRAGMA secure_delete = ON;';

/**
 * Kysely's SqliteDialect over Node's built-in `node:sqlite` (no native addon to compile against one Node
 * version). Hand-rolled because the published adapter pins an older Kysely; the surface is four methods.
 * Every SQLite connection of the app (server, admin command line, migrations, tests) is opened here.
 */
export function nodeSqlite(file: string, { synchronous = 'FULL', backgroundCheckpoints = false }: { synchronous?: SqliteSynchronous; backgroundCheckpoints?: boolean } = {}): SqliteDatabase {
  const db = new DatabaseSync(file);
  db.exec(`PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA synchronous = ${synchronous === 'NORMAL' ? 'NORMAL' : 'FULL'}; ${SECURE_DELETE}`);
  const checkpointer = backgroundCheckpoints ? startCheckpointer(db, file) : undefined;
  return {
    close: () => {
      checkpointer?.stop();
      db.close();
    },
    prepare(sql: string): SqliteStatement {
      // Kysely opens every transaction with a plain (deferred) BEGIN. One that reads, then writes, fails at once with
      // SQLITE_BUSY (no busy_timeout wait) when another process (the admin command line, a backup's bookkeeping, a
      // test) wrote in between: a visitor's form answered 500. IMMEDIATE takes the write lock at BEGIN, so such a
      // transaction waits its turn instead. Within this process Kysely already runs one transaction at a time.
      const statement = db.prepare(/^begin$/i.test(sql.trim()) ? 'begin immediate' : sql);
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

/** How often the background thread moves the write-ahead log into the database file. */
export const CHECKPOINT_INTERVAL_MS = 1_000;

/**
 * WAL checkpoints on a thread of their own. By default the commit that takes the log past 1,000 pages copies them
 * into the database file and syncs it, on the thread that serves every request: with page views written four times
 * a second that is a 4-8 ms stall every two seconds, felt by whatever pages were being served. Here the server's
 * own connection never checkpoints (wal_autocheckpoint = 0); a worker with a second connection runs a PASSIVE
 * checkpoint each second, which never blocks a reader or a writer. Should the worker stop, the connection goes back
 * to checkpointing itself, so the log never grows without end.
 */
function startCheckpointer(db: DatabaseSync, file: string): { stop: () => void } {
  db.exec('PRAGMA wal_autocheckpoint = 0');
  const source = `
    const { DatabaseSync } = require('node:sqlite');
    const { workerData } = require('node:worker_threads');
    const db = new DatabaseSync(workerData.file);
    db.exec(workerData.pragmas);
    setInterval(() => db.exec('PRAGMA wal_checkpoint(PASSIVE)'), workerData.every);
  `;
  // node:sqlite still warns that it is experimental; the server starts with that warning off, the worker too.
  const worker = new Worker(source, { eval: true, workerData: { file, every: CHECKPOINT_INTERVAL_MS, pragmas: SECURE_DELETE }, execArgv: ['--disable-warning=ExperimentalWarning'] });
  worker.unref();
  let stopping = false;
  worker.on('error', (error) => console.error(`database: the checkpoint thread stopped (${error.message}); the server's connection checkpoints again`));
  worker.on('exit', () => {
    if (!stopping && db.isOpen) db.exec('PRAGMA wal_autocheckpoint = 1000');
  });
  return {
    stop: () => {
      stopping = true;
      void worker.terminate();
    },
  };
}
