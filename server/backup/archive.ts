import 'server-only';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, rmSync } from 'node:fs';
import { chmod, copyFile, mkdir, mkdtemp, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import type { Dialect } from '../db/schema';
import { BackupError, countDifferences, isBackupError, DATABASE_ENTRY, FILES_DIR, makeManifest, MANIFEST_ENTRY, parseManifest, type FileEntry, type Manifest } from './manifest';
import { backupKey, decryptStream, encryptStream, type BackupKey } from './encryption';
import { checkRestoreTool, clearPostgres, dumpPostgres, postgresObjects, restorePostgres } from './postgres';
import { checkSqlite, snapshotSqlite } from './sqlite';

/** The SQLite database and its companions in DATA_DIR: saved through SQLite's backup, never copied as files. */
const DATABASE_FILES = new Set(['navyug.db', 'navyug.db-wal', 'navyug.db-shm', 'navyug.db-journal']);
/** Our own work folders (a backup's or a restore's), beside the output file or inside DATA_DIR. */
const WORK_PREFIX = '.navyug-';
/** Left out of a target's emptiness: a file system's own folder. */
const IGNORED_IN_TARGET = new Set(['lost+found']);
/**
 * A backup is ours and may hold long runs of zeros (free database pages), which compress beyond tar's default
 * guard against decompression bombs (1000:1): the limit is raised, the archive being made by this command.
 */
const MAX_DECOMPRESSION_RATIO = 1_000_000;
/**
 * tar reads files (and the archive) 16 MB at a time by default: with gzip slower than the disk, several such
 * buffers wait at once. 1 MB keeps the command's memory flat (about 120 MB, most of it Node and tsx) at the same speed.
 */
const READ_SIZE = 1024 * 1024;

export interface Target {
  dataDir: string;
  /** set: PostgreSQL; unset: SQLite in DATA_DIR */
  databaseUrl?: string;
  /** BACKUP_KEY: the age key or passphrase the archive is encrypted with (server/backup/encryption.ts) */
  key: string | undefined;
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
  /** DATA_DIR entries that were not saved: not regular files or folders (sockets, links) */
  skipped: string[];
}

/**
 * One archive of everything the site keeps, made while it runs: a consistent snapshot of the database (SQLite's
 * online backup, or pg_dump in one snapshot) without sessions and salts, then the files of DATA_DIR, a manifest,
 * all in one gzipped tar encrypted with age, written under a temporary name beside FILE and renamed over it only
 * when complete and on disk, mode 0600.
 */
export async function createBackup({ file, dataDir, databaseUrl, key, app, log = () => undefined }: Target & { file: string; app: { name: string; version: string }; log?: (line: string) => void }): Promise<BackupResult> {
  const engine: Dialect = databaseUrl ? 'postgres' : 'sqlite';
  const level = gzipLevel(process.env.BACKUP_GZIP_LEVEL);
  const encryptTo = backupKey(key, 'backup');
  const out = path.resolve(file);
  const dir = path.dirname(out);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const staging = await mkdtemp(path.join(dir, `${WORK_PREFIX}backup-`));
  const partial = path.join(dir, `${WORK_PREFIX}${path.basename(out)}.${process.pid}.partial`);
  const release = removeOnSignal([staging, partial]);
  try {
    const createdAt = new Date();
    const dbEntry = DATABASE_ENTRY[engine];
    const dbFile = path.join(staging, dbEntry);
    await mkdir(path.dirname(dbFile), { recursive: true, mode: 0o700 });
    log(engine === 'sqlite' ? `Snapshot of ${path.join(dataDir, 'navyug.db')} (SQLite online backup)…` : 'Snapshot of the PostgreSQL database (pg_dump)…');
    const facts = engine === 'sqlite' ? { ...(await snapshotSqlite(path.join(dataDir, 'navyug.db'), dbFile)), tool: `SQLite ${sqliteVersion()} online backup (node:sqlite backup())` } : await dumpPostgres(databaseUrl!, dbFile);
    // The files are read after the snapshot: every mail the database says was sent is then in the archive.
    log(`Files of ${dataDir}…`);
    const { files, skipped } = await copyDataFiles(dataDir, path.join(staging, FILES_DIR), new Set([out, partial]));
    log(`Checksums…`);
    const manifest = makeManifest({
      engine,
      app,
      facts,
      createdAt,
      database: { path: dbEntry, bytes: (await stat(dbFile)).size, sha256: await sha256(dbFile), tool: facts.tool },
      files,
    });
    await writeFile(path.join(staging, MANIFEST_ENTRY), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });

    log(`Writing ${out} (encrypted with age, ${encryptTo.kind === 'passphrase' ? 'passphrase' : 'X25519 key'})…`);
    // 'wx': never someone else's file; flush: fsync before close, so the rename below publishes bytes on disk.
    const pack = tar.c({ cwd: staging, gzip: { level }, portable: true, maxReadSize: READ_SIZE }, [MANIFEST_ENTRY, path.dirname(dbEntry), FILES_DIR]);
    await pipeline(await encryptStream(pack, encryptTo), createWriteStream(partial, { flags: 'wx', mode: 0o600, flush: true }));
    await chmod(partial, 0o600);
    await rename(partial, out);
    await syncFolder(dir);
    return { file: out, bytes: (await stat(out)).size, manifest, skipped };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await removeWorkFolder(staging);
    release();
  }
}

export interface RestoreResult {
  manifest: Manifest;
  /** what the check found: SQLite's integrity_check, or pg_restore's exit status; then the row counts */
  checks: string[];
  /** entries of DATA_DIR, or tables of the database, that --force replaced */
  replaced: string[];
}

/**
 * Restores an archive into an empty DATA_DIR (SQLite) or an empty database and DATA_DIR (PostgreSQL); a target
 * with anything in it only with `force`. Everything is unpacked and checked first (key, manifest, engine, schema,
 * SHA-256 of every part; for SQLite the integrity check of the restored file), so a bad archive changes nothing.
 */
export async function restoreBackup({ file, dataDir, databaseUrl, key, force = false, knownMigrations, log = () => undefined }: Target & { file: string; force?: boolean; knownMigrations: string[]; log?: (line: string) => void }): Promise<RestoreResult> {
  const archive = path.resolve(file);
  await stat(archive).catch(() => {
    throw new BackupError(`There is no file ${archive}.`);
  });
  const decryptWith = backupKey(key, 'restore');
  const manifest = await readManifest(archive, decryptWith);
  const engine: Dialect = databaseUrl ? 'postgres' : 'sqlite';
  if (manifest.engine !== engine) {
    throw new BackupError(
      manifest.engine === 'sqlite'
        ? 'This archive is a SQLite backup, but DATABASE_URL is set (PostgreSQL): restoring from one engine into the other is not supported. Unset DATABASE_URL to restore it into DATA_DIR.'
        : 'This archive is a PostgreSQL backup, but DATABASE_URL is not set (the site would use SQLite in DATA_DIR): restoring from one engine into the other is not supported. Set DATABASE_URL to an empty PostgreSQL database.',
    );
  }
  const unknown = manifest.schema.migrations.filter((name) => !knownMigrations.includes(name));
  if (unknown.length) throw new BackupError(`The archive was made by a newer version of the site (app ${manifest.app.version}; migrations ${unknown.join(', ')} are unknown here): restore it with that version or a later one.`);

  const present = await targetEntries(dataDir);
  const tables = databaseUrl ? await postgresObjects(databaseUrl) : [];
  if ((present.length || tables.length) && !force) {
    const what = [present.length ? `DATA_DIR ${dataDir} holds ${list(present)}` : '', tables.length ? `the database holds ${tables.length} table${tables.length === 1 ? '' : 's'} (${list(tables)})` : ''].filter(Boolean).join(', and ');
    throw new BackupError(`Not restoring: ${what}. Restore into an empty ${databaseUrl ? 'database and DATA_DIR' : 'DATA_DIR'}, or run again with --force to replace what is there (stop the site first).`);
  }
  if (engine === 'postgres') await checkRestoreTool(manifest.database.tool);

  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await chmod(dataDir, 0o700);
  const staging = await mkdtemp(path.join(dataDir, `${WORK_PREFIX}restore-`));
  const release = removeOnSignal([staging]);
  try {
    log(`Unpacking ${archive}…`);
    await extract(archive, staging, decryptWith);
    log('Checksums…');
    await verify(staging, manifest);
    const checks: string[] = [];
    const dbFile = path.join(staging, manifest.database.path);
    if (engine === 'sqlite') {
      log('SQLite integrity check…');
      const { problems, facts } = checkSqlite(dbFile);
      if (problems.length) throw new BackupError(`The database in the archive fails SQLite's integrity check; nothing was restored:\n  ${problems.slice(0, 20).join('\n  ')}`);
      checks.push('SQLite integrity_check: ok; foreign_key_check: ok');
      checks.push(rowCheck(manifest.tables, facts.tables));
    }
    const replaced = force ? await clearTarget(dataDir, databaseUrl, present, tables) : [];
    if (engine === 'sqlite') {
      await rename(dbFile, path.join(dataDir, 'navyug.db'));
      await chmod(path.join(dataDir, 'navyug.db'), 0o600);
    } else {
      log('pg_restore…');
      const facts = await restorePostgres(databaseUrl!, dbFile, staging);
      checks.push('pg_restore: exit status 0 (one transaction)');
      checks.push(rowCheck(manifest.tables, facts.tables));
    }
    log(`Files into ${dataDir}…`);
    for (const name of await readdir(path.join(staging, FILES_DIR))) {
      await rename(path.join(staging, FILES_DIR, name), path.join(dataDir, name));
      await restrict(path.join(dataDir, name));
    }
    await syncFolder(dataDir);
    return { manifest, checks, replaced };
  } finally {
    await removeWorkFolder(staging);
    release();
  }
}

/** Row counts restored against the manifest's; a difference is a failed restore. */
function rowCheck(expected: Record<string, number>, actual: Record<string, number>): string {
  const differences = countDifferences(expected, actual);
  if (differences.length) throw new BackupError(`The restored database does not hold the rows the archive lists:\n  ${differences.join('\n  ')}`);
  return `row counts of all ${Object.keys(expected).length} tables match the manifest`;
}

/** The manifest, read from the start of the archive without unpacking the rest; a wrong key is refused here. */
export async function readManifest(file: string, key: BackupKey): Promise<Manifest> {
  const input = await decryptStream(createReadStream(file, { highWaterMark: READ_SIZE }), key, file);
  return new Promise((resolve, reject) => {
    let found = false;
    const fail = (error: Error) => reject(error instanceof BackupError ? error : new BackupError(`${file} is not a backup archive, or is damaged (${error.message}).`));
    const parser = new tar.Parser({
      strict: true,
      maxDecompressionRatio: MAX_DECOMPRESSION_RATIO,
      onReadEntry: (entry) => {
        if (found || entry.path !== MANIFEST_ENTRY) return entry.resume();
        found = true;
        const chunks: Buffer[] = [];
        entry.on('data', (chunk: Buffer) => chunks.push(chunk));
        entry.on('end', () => {
          input.destroy();
          try {
            resolve(parseManifest(Buffer.concat(chunks).toString('utf8')));
          } catch (error) {
            fail(error as Error);
          }
        });
      },
    });
    parser.on('error', fail);
    parser.on('end', () => found || fail(new BackupError(`${file} holds no manifest.json: it is not a backup made by \`npm run backup\`.`)));
    input.on('error', fail);
    input.pipe(parser);
  });
}

/** Unpacks the archive: regular files and folders under manifest.json, database/ and files/ only, nothing outside. */
async function extract(archive: string, into: string, key: BackupKey): Promise<void> {
  const unexpected: string[] = [];
  try {
    const plain = await decryptStream(createReadStream(archive, { highWaterMark: READ_SIZE }), key, archive);
    await pipeline(plain, tar.x({
      cwd: into,
      strict: true,
      maxDecompressionRatio: MAX_DECOMPRESSION_RATIO,
      maxReadSize: READ_SIZE,
      filter: (entryPath, entry) => {
        const type = 'type' in entry ? entry.type : 'File';
        const top = entryPath.replace(/^\.\//, '').split('/')[0];
        const ok = (type === 'File' || type === 'Directory') && [MANIFEST_ENTRY, path.dirname(DATABASE_ENTRY.sqlite), FILES_DIR].includes(top);
        if (!ok) unexpected.push(entryPath);
        return ok;
      },
    }));
  } catch (error) {
    if (isBackupError(error)) throw error;
    throw new BackupError(`The archive is incomplete or damaged (${(error as Error).message}); nothing was restored.`);
  }
  if (unexpected.length) throw new BackupError(`The archive holds entries a backup never has (${list(unexpected)}); nothing was restored.`);
  await mkdir(path.join(into, FILES_DIR), { recursive: true });
}

/** Every part unpacked is the one the manifest lists, byte for byte (SHA-256), and nothing else is there. */
async function verify(staging: string, manifest: Manifest): Promise<void> {
  const problems: string[] = [];
  const dbFile = path.join(staging, manifest.database.path);
  const database = sha256(dbFile).catch(() => null); // meanwhile, the files
  const listed = new Map(manifest.files.map((f) => [f.path, f]));
  const found = await walk(path.join(staging, FILES_DIR));
  await eachLimit(found.files, 8, async (rel) => {
    if (DATABASE_FILES.has(rel)) problems.push(`${FILES_DIR}/${rel}: would replace the database`);
    const entry = listed.get(`${FILES_DIR}/${rel}`);
    listed.delete(`${FILES_DIR}/${rel}`);
    if (!entry) problems.push(`${FILES_DIR}/${rel}: not in the manifest`);
    else if ((await sha256(path.join(staging, FILES_DIR, rel), entry.bytes)) !== entry.sha256) problems.push(`${entry.path}: not as saved`);
  });
  for (const missing of listed.keys()) problems.push(`${missing}: missing`);
  if ((await database) !== manifest.database.sha256) problems.unshift(`${manifest.database.path}: missing or not as saved`);
  if (problems.length) throw new BackupError(`The archive is damaged; nothing was restored:\n  ${problems.slice(0, 20).join('\n  ')}`);
}

/** --force: empties DATA_DIR (but for the restore's own folder) and the database; what was there. */
async function clearTarget(dataDir: string, databaseUrl: string | undefined, present: string[], tables: string[]): Promise<string[]> {
  for (const name of present) await rm(path.join(dataDir, name), { recursive: true, force: true });
  if (databaseUrl && tables.length) await clearPostgres(databaseUrl);
  return [...present.map((name) => path.join(dataDir, name)), ...tables];
}

/** What DATA_DIR holds that a restore would overwrite (a missing folder holds nothing). */
async function targetEntries(dataDir: string): Promise<string[]> {
  const names = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return names.filter((name) => !IGNORED_IN_TARGET.has(name) && !name.startsWith(WORK_PREFIX)).sort();
}

/**
 * Copies DATA_DIR's files (not the SQLite database, nor temporary .tmp files, nor our own work folders, nor `skip`)
 * into `into`, with their SHA-256. A file that vanishes meanwhile is simply not saved.
 */
async function copyDataFiles(dataDir: string, into: string, skip: Set<string>): Promise<{ files: FileEntry[]; skipped: string[] }> {
  await mkdir(into, { recursive: true, mode: 0o700 });
  const { files: found, skipped } = await walk(dataDir, (rel, abs) => !(DATABASE_FILES.has(rel) || rel.endsWith('.tmp') || path.basename(rel).startsWith(WORK_PREFIX) || skip.has(abs)));
  const files: FileEntry[] = [];
  await eachLimit(found, 8, async (rel) => {
    const target = path.join(into, rel);
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    try {
      files.push({ path: `${FILES_DIR}/${rel}`, ...(await copyWithHash(path.join(dataDir, rel), target)) });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  });
  files.sort((a, b) => a.path.localeCompare(b.path));
  return { files, skipped };
}

/** Regular files under `root` (relative, with '/'), folders followed; anything else is listed as skipped. */
async function walk(root: string, keep: (rel: string, abs: string) => boolean = () => true): Promise<{ files: string[]; skipped: string[] }> {
  const files: string[] = [];
  const skipped: string[] = [];
  const visit = async (rel: string) => {
    const entries = await readdir(path.join(root, rel), { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (!keep(child, path.join(root, child))) continue;
      if (entry.isDirectory()) await visit(child);
      else if (entry.isFile()) files.push(child);
      else skipped.push(child);
    }
  };
  await visit('');
  return { files: files.sort(), skipped };
}

/** Restored files readable by the server's user only, as the server makes them (server/db/client.ts). */
async function restrict(target: string): Promise<void> {
  const info = await stat(target);
  if (!info.isDirectory()) return chmod(target, 0o600);
  await chmod(target, 0o700);
  for (const name of await readdir(target)) await restrict(path.join(target, name));
}

/**
 * Removes a work folder; retried, because tar may still be writing an entry into it when it reports a damaged
 * archive, and never failing over the error that brought us here.
 */
async function removeWorkFolder(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 }).catch((error: Error) => console.warn(`Could not remove ${dir}: ${error.message}`));
}

/** Files up to this size are read whole: most of DATA_DIR's are mails of a few KB, and a stream costs more calls. */
const SMALL_FILE = 1024 * 1024;

/** SHA-256 of a file; `bytes`, when known, lets a small one be read in one call. */
async function sha256(file: string, bytes = Infinity): Promise<string> {
  if (bytes <= SMALL_FILE) return createHash('sha256').update(await readFile(file)).digest('hex');
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Copies a file into the work folder and hashes the copy (what the archive will hold). */
async function copyWithHash(from: string, to: string): Promise<{ bytes: number; sha256: string }> {
  const { size } = await stat(from);
  if (size <= SMALL_FILE) {
    const data = await readFile(from);
    await writeFile(to, data, { mode: 0o600 });
    return { bytes: data.byteLength, sha256: createHash('sha256').update(data).digest('hex') };
  }
  await copyFile(from, to);
  return { bytes: (await stat(to)).size, sha256: await sha256(to) };
}

async function syncFolder(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function eachLimit<T>(items: T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await run(items[next++]);
  }));
}

/** Ctrl-C or a stop while working: the partial archive and the work folder go, as after any failure. */
function removeOnSignal(paths: string[]): () => void {
  const handler = (signal: NodeJS.Signals) => {
    for (const target of paths) rmSync(target, { recursive: true, force: true });
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', handler);
  process.once('SIGTERM', handler);
  return () => {
    process.off('SIGINT', handler);
    process.off('SIGTERM', handler);
  };
}

/**
 * gzip level of the archive: BACKUP_GZIP_LEVEL, else zlib's default, 6. Most of the time of a large backup is gzip
 * going over uploads that are compressed already (PDFs, images, Office files), at any level: 0 stores them as they
 * are, for 40% less CPU in all and an archive about 30% larger at 10,000 submissions (docs/operations.md, Backups).
 */
function gzipLevel(setting: string | undefined): number {
  if (setting === undefined || setting === '') return 6;
  const level = Number(setting);
  if (!Number.isInteger(level) || level < 0 || level > 9) throw new BackupError(`BACKUP_GZIP_LEVEL must be a whole number from 0 to 9, not "${setting}".`);
  return level;
}

function list(names: string[]): string {
  return names.length <= 5 ? names.join(', ') : `${names.slice(0, 5).join(', ')} and ${names.length - 5} more`;
}

function sqliteVersion(): string {
  return process.versions.sqlite ?? 'unknown';
}
