import 'server-only';
import { randomUUID } from 'node:crypto';
import type { MediaDetailsInput } from '@/lib/validation/media';
import type { Db } from '../db/client';
import { processImage } from './process';
import { mediaStore } from './store';
import { withKeysLocked } from '../db/keyed-lock';
import { deleteMedia, findMedia, findMediaByHash, insertMedia, type MediaItem } from '../repositories/media';
import { pagesChanged } from '../content/page-cache-version';

export type UploadResult = { ok: true; item: MediaItem; existed: boolean } | { ok: false; error: string };

/**
 * The lock an image's writes take (server/db/keyed-lock.ts), by content hash: an upload and a delete of the same
 * file at once would otherwise interleave (the delete removing the files the upload had just put back, under the
 * row it then wrote).
 */
const hashLock = (hash: string) => `media:${hash}`;

/**
 * Adds an uploaded image to the library: checked and re-encoded (server/media/process.ts) and its files staged
 * outside the lock; then, holding the hash's lock, its files put in place and its row written after, so no instance
 * (or backup) ever sees a row whose files are missing. The same file uploaded again is the image already there,
 * its details unchanged.
 */
export async function uploadMedia(db: Db, dataDir: string, upload: { bytes: Uint8Array; name: string; details: MediaDetailsInput; actor: string }): Promise<UploadResult> {
  const processed = await processImage(upload.bytes, upload.name);
  if (!processed.ok) return processed;
  const { image } = processed;
  const known = await findMediaByHash(db.kysely, image.hash);
  if (known) return { ok: true, item: known, existed: true }; // no need to write its files again
  const staged = await mediaStore(db, dataDir).stage(image.hash, image.renditions);
  try {
    return await withKeysLocked(db, [hashLock(image.hash)], async (trx): Promise<UploadResult> => {
      const existing = await findMediaByHash(trx, image.hash);
      if (existing) return { ok: true, item: existing, existed: true };
      await staged.commit(trx);
      const at = new Date().toISOString();
      await insertMedia(trx, {
        id: randomUUID(),
        hash: image.hash,
        filename: image.filename,
        width: image.width,
        height: image.height,
        bytes: image.renditions.reduce((sum, r) => sum + r.data.byteLength, 0),
        ...upload.details,
        createdBy: upload.actor,
        at,
      });
      return { ok: true, item: (await findMediaByHash(trx, image.hash))!, existed: false };
    });
  } finally {
    await staged.discard(); // whatever was not put in place
  }
}

export type DeleteResult = { deleted: true } | { deleted: false; reason: 'missing' } | { deleted: false; reason: 'in-use'; usedBy: string[] };

/**
 * Deletes an image nothing uses, with its files, holding its hash's lock: on PostgreSQL in the row's own
 * transaction; on SQLite the row first, then (holding the lock again) the files unless an upload of the same file
 * has made the image again meanwhile: a crash in between leaves unreferenced files, never a row without files.
 * Every instance's page cache, which keeps the files' immutable answers, is emptied too (nginx's and browsers'
 * copies live out their time).
 */
export async function deleteMediaItem(db: Db, dataDir: string, id: string): Promise<DeleteResult> {
  const found = await findMedia(db.kysely, id);
  if (!found) return { deleted: false, reason: 'missing' };
  const store = mediaStore(db, dataDir);
  const result = await withKeysLocked(db, [hashLock(found.hash)], async (trx) => {
    const deleted = await deleteMedia(trx, id);
    if (deleted.deleted && db.dialect === 'postgres') await store.remove(deleted.hash, trx);
    return deleted;
  });
  if (!result.deleted) return result;
  if (db.dialect !== 'postgres') {
    await withKeysLocked(db, [hashLock(result.hash)], async (trx) => {
      if (!(await findMediaByHash(trx, result.hash))) await store.remove(result.hash);
    });
  }
  await pagesChanged(db.kysely);
  return { deleted: true };
}
