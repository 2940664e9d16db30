import 'server-only';
import { z } from '@/lib/validation/zod';
import type { Dialect } from '../db/schema';

/**
 * What a backup archive holds, written first in it as manifest.json: when and from what it was made, the schema
 * it has (the migrations applied), the rows of every table, and a SHA-256 of the database snapshot and of each
 * file, so a restore can prove it got back exactly what was saved.
 *
 *   manifest.json
 *   database/navyug.db        SQLite: a copy made by SQLite's online backup (node:sqlite backup())
 *   database/navyug.pgdump    PostgreSQL: pg_dump's custom format
 *   files/…                   everything else the app keeps in DATA_DIR (e.g. mail/*.eml), as it is laid out there
 *
 * The tar is gzipped and then encrypted as a whole (age, server/backup/encryption.ts): format 2. Format 1 was the
 * same tar in the clear, sessions and all; it is not restored.
 */
export const FORMAT = 'navyug-backup';
export const FORMAT_VERSION = 2;
export const MANIFEST_ENTRY = 'manifest.json';
export const DATABASE_ENTRY: Record<Dialect, string> = { sqlite: 'database/navyug.db', postgres: 'database/navyug.pgdump' };
export const FILES_DIR = 'files';

/**
 * Tables whose rows a backup leaves out: who is signed in (Better Auth's sessions, and its verification tokens,
 * e.g. a sign-in halfway through two-factor) and the analytics' daily salts. A restored site signs everyone out,
 * makes a new salt for the day, and no archive can forge a session or link visitor hashes across days.
 */
export const LEFT_OUT_TABLES = ['session', 'verification', 'analytics_salts'] as const;

/** The database as the snapshot saw it: applied migrations and row counts, read inside the snapshot itself. */
export interface DatabaseFacts {
  /** names of the applied migrations, in order (server/db/migrations/) */
  migrations: string[];
  /** rows per table, every table of the database (a schema other than public is written schema.table) */
  tables: Record<string, number>;
  /** bytes of the uploads stored in the database (stored_files.size) */
  storedFileBytes: number;
}

/** A file's place in the archive: under files/, each segment a plain name (no '..', '.', empty or absolute path). */
const filePath = z.string().refine((value) => {
  const segments = value.split('/');
  return segments[0] === FILES_DIR && segments.length > 1 && segments.every((s) => s !== '' && s !== '.' && s !== '..' && !s.includes('\\'));
}, 'must be a path under files/ without "..", "." or empty segments');
const fileEntry = z.object({ path: z.string(), bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) });
export type FileEntry = z.infer<typeof fileEntry>;

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.number().int(),
  createdAt: z.string(),
  engine: z.enum(['sqlite', 'postgres']),
  app: z.object({ name: z.string(), version: z.string(), node: z.string() }),
  schema: z.object({ migrations: z.array(z.string()), latest: z.string().nullable() }),
  counts: z.object({ leads: z.number(), applications: z.number(), files: z.number(), storedFileBytes: z.number(), dataFiles: z.number() }),
  tables: z.record(z.string(), z.number()),
  database: fileEntry.extend({ tool: z.string() }),
  files: z.array(fileEntry.extend({ path: filePath })),
  /** tables saved without their rows (LEFT_OUT_TABLES) */
  leftOut: z.array(z.string()),
});
export type Manifest = z.infer<typeof manifestSchema>;

export function makeManifest({ engine, app, facts, database, files, createdAt }: {
  engine: Dialect;
  app: { name: string; version: string };
  facts: DatabaseFacts;
  database: Manifest['database'];
  files: FileEntry[];
  createdAt: Date;
}): Manifest {
  return {
    format: FORMAT,
    formatVersion: FORMAT_VERSION,
    createdAt: createdAt.toISOString(),
    engine,
    app: { name: app.name, version: app.version, node: process.version },
    schema: { migrations: facts.migrations, latest: facts.migrations.at(-1) ?? null },
    counts: {
      leads: facts.tables.leads ?? 0,
      applications: facts.tables.applications ?? 0,
      files: facts.tables.stored_files ?? 0,
      storedFileBytes: facts.storedFileBytes,
      dataFiles: files.length,
    },
    tables: facts.tables,
    database,
    files,
    leftOut: [...LEFT_OUT_TABLES],
  };
}

/** The manifest of an archive, checked; a plain error for anything that is not one of ours or is too new. */
export function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError('The archive’s manifest.json is not JSON: this is not a backup made by `npm run backup`.');
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    if ((json as { format?: unknown })?.format !== FORMAT) throw new BackupError('This is not a backup made by `npm run backup` (its manifest names no navyug-backup format).');
    throw new BackupError(`The archive’s manifest is not valid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  if (parsed.data.formatVersion > FORMAT_VERSION) {
    throw new BackupError(`The archive is in backup format ${parsed.data.formatVersion}; this version of the site reads format ${FORMAT_VERSION} at most. Restore it with the version that made it (app ${parsed.data.app.version}) or newer.`);
  }
  // The one database entry of its engine, nothing else: the restore reads and moves the file the manifest names.
  const { engine, database } = parsed.data;
  if (database.path !== DATABASE_ENTRY[engine]) {
    throw new BackupError(`The archive’s manifest names the database entry "${database.path}"; a ${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'} backup's is always "${DATABASE_ENTRY[engine]}". Nothing was restored.`);
  }
  return parsed.data;
}

/** A failure to tell the operator in one sentence (no stack): the command prints it and exits 1. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/**
 * By name, not instanceof: tsx may load this module twice (once for the .mts command as ESM, once required from
 * the .ts modules as CommonJS), giving two BackupError classes.
 */
export const isBackupError = (error: unknown): error is BackupError => error instanceof Error && error.name === 'BackupError';

/** Rows that differ between what the manifest says and what the restored database holds. */
export function countDifferences(expected: Record<string, number>, actual: Record<string, number>): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...names].filter((name) => expected[name] !== actual[name]).map((name) => `${name}: ${expected[name] ?? 'absent'} in the archive, ${actual[name] ?? 'absent'} restored`);
}
