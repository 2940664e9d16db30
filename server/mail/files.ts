import 'server-only';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { existingMailIds } from '../repositories/outbox';

// Mail written without SMTP (server/mail/transport.ts) is one file per outbox row in DATA_DIR/mail, named
// `<when written>-<row id>.eml`: the name carries the row's id, so whatever deletes rows (an erasure, the retention
// sweep, an admin's delete) deletes exactly their files after the commit. A file whose row is gone all the same (a
// crash between the two, or a message the worker was writing while its row was erased) is taken by the next sweep
// of the folder (removeOrphanMailFiles), which the retention sweeper runs in every instance.

export const mailFolder = (dataDir: string) => path.join(dataDir, 'mail');

export const mailFileName = (id: string, at = new Date()) => `${at.toISOString().replace(/[:.]/g, '-')}-${id}.eml`;

const NAME = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-(.+)\.eml(\.tmp)?$/;

/** A .tmp file (a message being written) older than this was left by a crash: its row is sent again. */
const STALE_TMP_MS = 3_600_000;

async function mailFiles(dataDir: string): Promise<{ name: string; id: string; tmp: boolean }[]> {
  let names: string[];
  try {
    names = await readdir(mailFolder(dataDir));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []; // SMTP is set, or nothing was written yet
    throw error;
  }
  return names.flatMap((name) => {
    const match = NAME.exec(name);
    return match ? [{ name, id: match[1], tmp: Boolean(match[2]) }] : [];
  });
}

/** Deletes the files of these outbox rows (rows already deleted); how many there were. */
export async function removeMailFiles(dataDir: string, ids: Iterable<string>): Promise<number> {
  const wanted = new Set(ids);
  if (wanted.size === 0) return 0;
  const files = (await mailFiles(dataDir)).filter((file) => wanted.has(file.id));
  await Promise.all(files.map((file) => rm(path.join(mailFolder(dataDir), file.name), { force: true })));
  return files.length;
}

/** Deletes every mail file whose outbox row is gone, and .tmp files a crash left; how many. */
export async function removeOrphanMailFiles(db: Kysely<Database>, dataDir: string, now = new Date()): Promise<number> {
  const files = await mailFiles(dataDir);
  if (files.length === 0) return 0;
  const kept = await existingMailIds(db, [...new Set(files.map((file) => file.id))]);
  let removed = 0;
  for (const file of files) {
    const full = path.join(mailFolder(dataDir), file.name);
    const orphan = !kept.has(file.id) || (file.tmp && now.getTime() - (await stat(full).catch(() => ({ mtimeMs: now.getTime() }))).mtimeMs > STALE_TMP_MS);
    if (!orphan) continue;
    await rm(full, { force: true });
    removed++;
  }
  return removed;
}
