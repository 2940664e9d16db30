import 'server-only';
import { randomUUID } from 'node:crypto';
import type { MediaDetailsInput } from '@/lib/validation/media';
import type { Db } from '../db/client';
import { processImage } from '../media/process';
import { mediaStore } from '../media/store';
import { deleteMedia, deleteMediaFiles, findMediaByHash, insertMedia, type MediaItem } from '../repositories/media';
import { contentChanged } from './content-version';

export type UploadResult = { ok: true; item: MediaItem; existed: boolean } | { ok: false; error: string };

/**
 * Adds an uploaded image to the library: checked and re-encoded (server/media/process.ts), its files stored
 * first and its row written after, so no instance (or backup) ever sees a row whose files are missing. The same
 * file uploaded again is the image already there, its details unchanged.
 */
export async function uploadMedia(db: Db, dataDir: string, upload: { bytes: Uint8Array; name: string; details: MediaDetailsInput; actor: string }): Promise<UploadResult> {
  const processed = await processImage(upload.bytes, upload.name);
  if (!processed.ok) return processed;
  const { image } = processed;
  const existing = await findMediaByHash(db.kysely, image.hash);
  if (existing) return { ok: true, item: existing, existed: true };
  await mediaStore(db, dataDir).save(image.hash, image.renditions);
  const at = new Date().toISOString();
  const id = randomUUID();
  try {
    await insertMedia(db.kysely, {
      id,
      hash: image.hash,
      filename: image.filename,
      width: image.width,
      height: image.height,
      bytes: image.renditions.reduce((sum, r) => sum + r.data.byteLength, 0),
      ...upload.details,
      createdBy: upload.actor,
      at,
    });
  } catch (error) {
    // The same file uploaded twice at once: the other upload's row won, with the same files.
    const winner = await findMediaByHash(db.kysely, image.hash);
    if (winner) return { ok: true, item: winner, existed: true };
    throw error;
  }
  return { ok: true, item: (await findMediaByHash(db.kysely, image.hash))!, existed: false };
}

export type DeleteResult = { deleted: true } | { deleted: false; reason: 'missing' } | { deleted: false; reason: 'in-use'; usedBy: string[] };

/**
 * Deletes an image nothing uses, with its files: on PostgreSQL in the row's own transaction, on SQLite once the
 * row is gone (a crash in between leaves unreferenced files, never a row without files). Every instance's page
 * cache, which keeps the files' immutable answers, is emptied too (nginx's and browsers' copies live out their time).
 */
export async function deleteMediaItem(db: Db, dataDir: string, id: string): Promise<DeleteResult> {
  let result: Awaited<ReturnType<typeof deleteMedia>>;
  if (db.dialect === 'postgres') {
    result = await db.kysely.transaction().execute(async (trx) => {
      const deleted = await deleteMedia(trx, id);
      if (deleted.deleted) await deleteMediaFiles(trx, deleted.hash);
      return deleted;
    });
  } else {
    result = await deleteMedia(db.kysely, id);
    if (result.deleted) await mediaStore(db, dataDir).remove(result.hash);
  }
  if (!result.deleted) return result;
  await contentChanged(db.kysely);
  return { deleted: true };
}
