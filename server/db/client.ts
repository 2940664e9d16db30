import 'server-only';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, sql, SqliteDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { config } from '../config';
import { observeQuery, type PoolCounts } from '../observability/metrics.mts';
import { processOnce } from '../serving/contract.mts';
import { migrations } from './migrations';
import type { Database, Dialect } from './schema';
import { nodeSqlite, type SqliteSynchronous } from './sqlite';
import { databaseUnavailable } from './unavailable';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL only: the pool's counts, for the metrics (server/runtime.ts) */
  pool?: PoolCounts;
}

interface Options {
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL only: how long to wait for a new connection, and for the answer to a query. */
  connectTimeoutMs?: number;
  queryTimeoutMs?: number;
  /** SQLite only: FULL (the default) unless the benchmark measures what it costs (server/db/sqlite.ts). */
  sqliteSynchronous?: SqliteSynchronous;
}

/** Opens the database (PostgreSQL when a URL is given, else SQLite in the data folder) and migrates it. */
export async function openDatabase({ databaseUrl, dataDir, connectTimeoutMs = 5_000, queryTimeoutMs = 30_000, sqliteSynchronous = 'FULL' }: Options): Promise<Db> {
  let db: Db;
  // Every query's duration goes to the metrics (`log` sees each one as it ends; only its level is kept, never its SQL).
  if (databaseUrl) {
    const pool = postgresPool(databaseUrl, connectTimeoutMs, queryTimeoutMs);
    db = { kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: observeQuery }), dialect: 'postgres', pool: pool.counts };
  } else {
    const file = path.join(dataDir, 'navyug.db');
    privateStore(dataDir, file);
    db = { kysely: new Kysely<Database>({ dialect: new SqliteDialect({ database: nodeSqlite(file, { synchronous: sqliteSynchronous, backgroundCheckpoints: true }) }), log: observeQuery }), dialect: 'sqlite' };
  }
  await migrate(db);
  await checkDurability(db);
  return db;
}

/**
 * A visitor is thanked only after the commit (STYLE.md 6); the commit must then be on disk, not in the
 * operating system's cache, or a power cut loses what we acknowledged. Reads back what the connection
 * really does: SQLite's `synchronous` (2 = FULL), PostgreSQL's `synchronous_commit` (set on for every
 * connection in postgresPool) and `fsync`, which only the server's configuration can change, hence a warning.
 */
async function checkDurability({ kysely, dialect }: Db): Promise<void> {
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(kysely);
    if (rows[0]?.synchronous !== 2) console.warn(`database: SQLite synchronous = ${rows[0]?.synchronous} (not FULL): a power cut can lose submissions already acknowledged`);
    return;
  }
  const setting = async (name: 'synchronous_commit' | 'fsync') => (await sql<Record<string, string>>`SELECT current_setting(${name}) AS value`.execute(kysely)).rows[0]?.value;
  const commit = await setting('synchronous_commit');
  if (commit !== 'on') throw new Error(`database: synchronous_commit is ${commit} on a new connection, expected on`);
  if ((await setting('fsync')) !== 'on') console.warn('database: PostgreSQL runs with fsync = off: a power cut or an OS crash can lose submissions already acknowledged');
}

/**
 * pg's pool, made to survive PostgreSQL going away. Without a timeout, a request waits as long as the
 * operating system keeps trying to connect (minutes) or for an answer on a connection that went silent
 * (forever); with one it fails in seconds and the form answers 503 (server/db/unavailable.ts). And a
 * connection that fails with no one listening (idle in the pool, or held between two queries of a
 * transaction) is an 'error' event that would end the process; here it is logged, and the pool drops it.
 */
function postgresPool(connectionString: string, connectTimeoutMs: number, queryTimeoutMs: number): PostgresPool & { counts: PoolCounts } {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: connectTimeoutMs,
    query_timeout: queryTimeoutMs,
    // TCP keep-alive notices a connection whose peer vanished without a word (a host or network gone).
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  pool.on('error', (error) => console.error(`database: an idle connection failed (${error.message}); the next query opens a new one`));
  pool.on('connect', (client) => {
    // The query that was using a failing connection gets the error itself; this only keeps the event from being unhandled.
    client.on('error', () => undefined);
    // A commit returns once its WAL record is flushed to disk, whatever postgresql.conf, ALTER DATABASE or
    // ALTER ROLE, PGOPTIONS or the URL's options say (synchronous_commit = off would thank a visitor for a
    // submission a crash of the database's machine could still lose). Sent before the client is lent out, so
    // it runs before the client's first query; if it fails, that query fails on the same broken connection.
    client.query('SET synchronous_commit = on').catch(() => undefined);
  });
  return {
    async connect() {
      const client = await pool.connect();
      let broken: Error | undefined;
      const query = (sql: string, parameters: unknown[]) =>
        client.query(sql, parameters).catch((error: unknown) => {
          if (databaseUnavailable(error)) broken = error as Error;
          throw error;
        });
      // Kysely releases a client without saying its query failed, and pg would lend a client whose query timed
      // out (still waiting on a silent connection) to the next request. Passing the error makes pg close it.
      // Kysely calls only query(sql, parameters) here (no cursor is configured), hence the cast.
      return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release(broken) };
    },
    end: () => pool.end(),
    counts: pool, // its totalCount, idleCount and waitingCount, read when the metrics are scraped
  };
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
    if (result.status === 'Error') console.error(`database: migration ${result.migrationName} failed`);
    else if (result.status === 'Success') console.log(`database: migration ${result.migrationName} applied`);
  }
  if (error) throw error;
}

/** The migrations this build knows that the database has not applied (empty when it is at the build's or ahead). */
export async function missingMigrations({ kysely, dialect }: Db): Promise<string[]> {
  const migrator = new Migrator({ db: kysely, provider: { getMigrations: async () => migrations(dialect) } });
  return (await migrator.getMigrations()).filter((migration) => !migration.executedAt).map((migration) => migration.name);
}

// One database per server process, shared by every route, action and the outbox worker.
// When it cannot be opened, the next request tries again.
export function database(): Promise<Db> {
  const { databaseUrl, dataDir, databaseConnectTimeoutMs: connectTimeoutMs, databaseQueryTimeoutMs: queryTimeoutMs, sqliteSynchronous } = config;
  return processOnce('db', () => openDatabase({ databaseUrl, dataDir, connectTimeoutMs, queryTimeoutMs, sqliteSynchronous }));
}

/**
 * After an erasure or a sweep, on SQLite: the write-ahead log still holds the erased rows' pages as they were
 * before (the log only grows until a checkpoint starts it over), so it is checkpointed into the database file and
 * truncated to nothing. Waits for readers and writers (busy_timeout), a few times over; says so if it could not.
 */
export async function flushErased({ kysely, dialect }: Db): Promise<boolean> {
  if (dialect !== 'sqlite') return true; // PostgreSQL: see docs/operations.md, Database (vacuum)
  for (let attempt = 0; attempt < 10; attempt++) {
    const { rows } = await sql<{ busy: number }>`PRAGMA wal_checkpoint(TRUNCATE)`.execute(kysely);
    if (rows[0]?.busy === 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.warn('database: the write-ahead log could not be emptied after an erasure (busy); the next checkpoint will');
  return false;
}
