import 'server-only';
import { existsSync } from 'node:fs';
import { backup, DatabaseSync } from 'node:sqlite';
import { BackupError, LEFT_OUT_TABLES, type DatabaseFacts } from './manifest';

/**
 * A consistent copy of the live SQLite database, made with SQLite's online backup while the server writes to it.
 * `rate: -1` copies every page in one step, inside one read transaction: in WAL mode the server's writers go on
 * meanwhile, and the copy is the database as of that transaction's start. (With steps of N pages, any write by
 * another connection between two steps restarts the backup, so under a steady stream of submissions it might
 * never finish.) The copy is then switched out of WAL mode, so the archive holds one self-contained file, and
 * the rows a backup leaves out (sessions, verification tokens, analytics salts) are deleted from it with
 * secure_delete on, which overwrites them with zeros: not even the copy's free pages keep them.
 */
export async function snapshotSqlite(source: string, target: string): Promise<DatabaseFacts> {
  if (!existsSync(source)) throw new BackupError(`There is no database at ${source}: check DATA_DIR (or set DATABASE_URL for PostgreSQL).`);
  const live = new DatabaseSync(source, { readOnly: true });
  try {
    live.exec('PRAGMA busy_timeout = 10000');
    await backup(live, target, { rate: -1 });
  } finally {
    live.close();
  }
  const copy = new DatabaseSync(target);
  try {
    copy.exec('PRAGMA journal_mode = DELETE');
    copy.exec('PRAGMA secure_delete = ON');
    const present = new Set(copy.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").all().map((row) => String(row.name)));
    for (const table of LEFT_OUT_TABLES) if (present.has(table)) copy.exec(`DELETE FROM "${table}"`);
    return sqliteFacts(copy);
  } finally {
    copy.close();
  }
}

/** Migrations applied and rows per table, read from one SQLite database. */
export function sqliteFacts(db: DatabaseSync): DatabaseFacts {
  const names = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all().map((row) => String(row.name));
  if (!names.includes('kysely_migration')) throw new BackupError('This database has no migrations table: it is not the site’s database, or the site has never started on it.');
  const tables: Record<string, number> = {};
  for (const name of names) tables[name] = Number(db.prepare(`SELECT COUNT(*) AS n FROM "${name.replaceAll('"', '""')}"`).get()!.n);
  const migrations = db.prepare('SELECT name FROM kysely_migration ORDER BY name').all().map((row) => String(row.name));
  const storedFileBytes = names.includes('stored_files') ? Number(db.prepare('SELECT COALESCE(SUM(size), 0) AS n FROM stored_files').get()!.n) : 0;
  return { migrations, tables, storedFileBytes };
}

/** SQLite's full integrity check and a foreign key check of a restored file; the problems found (none: []), and its facts. */
export function checkSqlite(file: string): { problems: string[]; facts: DatabaseFacts } {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const integrity = db.prepare('PRAGMA integrity_check').all().map((row) => String(row.integrity_check));
    const problems = integrity.length === 1 && integrity[0] === 'ok' ? [] : integrity;
    for (const row of db.prepare('PRAGMA foreign_key_check').all()) problems.push(`foreign key: a row of ${String(row.table)} points at a missing row of ${String(row.parent)}`);
    return { problems, facts: sqliteFacts(db) };
  } finally {
    db.close();
  }
}
