import 'server-only';
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { BackupError, LEFT_OUT_TABLES, type DatabaseFacts } from './manifest';

/**
 * PostgreSQL through its own tools: pg_dump's custom format, restored by pg_restore. pg_dump must be of the
 * server's major version or newer (it refuses a newer server), and pg_restore at least as new as the pg_dump that
 * made the archive. PG_BIN_DIR names the folder holding them (e.g. /usr/lib/postgresql/16/bin); unset, the PATH's.
 */
function tool(name: 'pg_dump' | 'pg_restore'): string {
  return process.env.PG_BIN_DIR ? path.join(process.env.PG_BIN_DIR, name) : name;
}

/** libpq takes the URL as it is, but a password in it would show in `ps`: it goes in PGPASSWORD instead. */
function libpq(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, PGCONNECT_TIMEOUT: process.env.PGCONNECT_TIMEOUT ?? '10', ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new BackupError(`${path.basename(command)} was not found${process.env.PG_BIN_DIR ? ` in PG_BIN_DIR (${process.env.PG_BIN_DIR})` : ' on the PATH'}: install PostgreSQL's client tools (Debian: postgresql-client), or set PG_BIN_DIR.`) : error),
    );
    child.once('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** The major version a PostgreSQL tool reports, e.g. 15 for "pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)". */
async function toolVersion(name: 'pg_dump' | 'pg_restore'): Promise<{ major: number; text: string }> {
  const { stdout } = await run(tool(name), ['--version'], process.env);
  const match = /\(PostgreSQL\)\s+(\d+)(?:\.(\d+))?/.exec(stdout);
  if (!match) throw new BackupError(`Could not read the version of ${name} from: ${stdout.trim()}`);
  return { major: Number(match[1]), text: stdout.trim() };
}

/** A connection to DATABASE_URL; a plain message when there is none to be had. */
async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw new BackupError(`Could not connect to the database of DATABASE_URL (${new URL(url).host}${new URL(url).pathname}): ${(error as Error).message}`);
  }
  return client;
}

const SYSTEM_SCHEMAS = "n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp\\_%'";

/** Migrations applied and rows per table, read in the client's current transaction (the dump's snapshot). */
async function postgresFacts(client: pg.Client): Promise<DatabaseFacts> {
  const { rows } = await client.query<{ name: string; quoted: string }>(
    `SELECT CASE WHEN n.nspname = 'public' THEN c.relname ELSE n.nspname || '.' || c.relname END AS name, format('%I.%I', n.nspname, c.relname) AS quoted
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition AND ${SYSTEM_SCHEMAS}
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
      ORDER BY 1`,
  );
  if (!rows.some((row) => row.name === 'kysely_migration')) throw new BackupError('This database has no migrations table: it is not the site’s database, or the site has never started on it.');
  const tables: Record<string, number> = {};
  for (const { name, quoted } of rows) tables[name] = Number((await client.query(`SELECT COUNT(*) AS n FROM ${quoted}`)).rows[0].n);
  const migrations = (await client.query<{ name: string }>('SELECT name FROM kysely_migration ORDER BY name')).rows.map((row) => row.name);
  const storedFileBytes = 'stored_files' in tables ? Number((await client.query('SELECT COALESCE(SUM(size), 0) AS n FROM stored_files')).rows[0].n) : 0;
  return { migrations, tables, storedFileBytes };
}

/**
 * pg_dump of the whole database into `target` (custom format, uncompressed: the archive is gzipped as a whole).
 * The row counts for the manifest are read in a repeatable-read transaction whose snapshot pg_dump then uses
 * (`--snapshot`), so they describe exactly the rows the dump holds, however many submissions arrive meanwhile.
 * The tables a backup leaves the rows of (sessions, verification tokens, analytics salts) are dumped empty
 * (`--exclude-table-data`): their rows never leave the server.
 */
export async function dumpPostgres(url: string, target: string): Promise<DatabaseFacts & { tool: string }> {
  const dump = await toolVersion('pg_dump');
  const client = await connect(url);
  try {
    const server = Math.floor(Number((await client.query('SHOW server_version_num')).rows[0].server_version_num) / 10_000);
    if (dump.major < server) throw new BackupError(`pg_dump ${dump.major} cannot dump a PostgreSQL ${server} server: install pg_dump ${server} or newer (Debian: postgresql-client-${server}) and set PG_BIN_DIR to its folder (e.g. /usr/lib/postgresql/${server}/bin).`);
    await client.query('SET idle_in_transaction_session_timeout = 0');
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const snapshot = (await client.query('SELECT pg_export_snapshot() AS id')).rows[0].id as string;
    const facts = await postgresFacts(client);
    for (const table of LEFT_OUT_TABLES) if (table in facts.tables) facts.tables[table] = 0;
    const { dbname, env } = libpq(url);
    // The exporting transaction stays open until pg_dump is done with the snapshot.
    const result = await run(tool('pg_dump'), ['--format=custom', '--compress=0', `--snapshot=${snapshot}`, ...LEFT_OUT_TABLES.map((table) => `--exclude-table-data=public.${table}`), `--file=${target}`, `--dbname=${dbname}`], env);
    if (result.code !== 0) throw new BackupError(`pg_dump failed (exit ${result.code}): ${result.stderr.trim()}`);
    await client.query('COMMIT');
    return { ...facts, tool: `${dump.text}, custom format` };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The tables, views and sequences in the database (not those of extensions): empty means a fresh database. */
export async function postgresObjects(url: string): Promise<string[]> {
  const client = await connect(url);
  try {
    const { rows } = await client.query<{ name: string }>(
      `SELECT format('%I.%I', n.nspname, c.relname) AS name
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f') AND ${SYSTEM_SCHEMAS}
          AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('e', 'i', 'a'))
        ORDER BY 1`,
    );
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

/** --force: drops every table, view and sequence of the database (extensions stay), in one transaction. */
export async function clearPostgres(url: string): Promise<void> {
  const client = await connect(url);
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{ kind: string; name: string }>(
      `SELECT c.relkind AS kind, format('%I.%I', n.nspname, c.relname) AS name
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f') AND ${SYSTEM_SCHEMAS}
          AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('e', 'i', 'a'))`,
    );
    const verb: Record<string, string> = { r: 'TABLE', p: 'TABLE', v: 'VIEW', m: 'MATERIALIZED VIEW', S: 'SEQUENCE', f: 'FOREIGN TABLE' };
    for (const { kind, name } of rows) await client.query(`DROP ${verb[kind]} IF EXISTS ${name} CASCADE`);
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}

/** Checks that this pg_restore reads archives of the pg_dump that made the backup, before anything is changed. */
export async function checkRestoreTool(dumpTool: string): Promise<void> {
  const restore = await toolVersion('pg_restore');
  const made = /\(PostgreSQL\)\s+(\d+)/.exec(dumpTool);
  if (made && restore.major < Number(made[1])) {
    throw new BackupError(`The archive was dumped by pg_dump ${made[1]}; pg_restore ${restore.major} cannot read it: install pg_restore ${made[1]} or newer (Debian: postgresql-client-${made[1]}) and set PG_BIN_DIR to its folder.`);
  }
}

/**
 * pg_restore of the dump into the (empty) database, in one transaction that stops at the first error, so a failed
 * restore leaves nothing half done. Objects are owned by DATABASE_URL's user (--no-owner) and carry no grants of
 * the old server (--no-acl: its roles may not exist here). The extension's comment is left out: only the
 * extension's owner may set it, and the site's user usually is not.
 */
export async function restorePostgres(url: string, dumpFile: string, workDir: string): Promise<DatabaseFacts> {
  const { dbname, env } = libpq(url);
  const listed = await run(tool('pg_restore'), ['--list', dumpFile], env);
  if (listed.code !== 0) throw new BackupError(`pg_restore could not read the dump (exit ${listed.code}): ${listed.stderr.trim()}`);
  const list = path.join(workDir, 'restore.list');
  await writeFile(list, listed.stdout.split('\n').filter((line) => !/ COMMENT - EXTENSION /.test(line)).join('\n'), { mode: 0o600 });
  const result = await run(tool('pg_restore'), ['--no-owner', '--no-acl', '--single-transaction', '--exit-on-error', `--use-list=${list}`, `--dbname=${dbname}`, dumpFile], env);
  if (result.code !== 0) throw new BackupError(`pg_restore failed (exit ${result.code}); nothing was restored: ${result.stderr.trim()}`);
  const client = await connect(url);
  try {
    return await postgresFacts(client);
  } finally {
    await client.end();
  }
}

