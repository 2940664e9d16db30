import 'server-only';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { MediaItem } from '@/lib/media';
import type { Database, MediaTable } from '../db/schema';

export type { MediaItem } from '@/lib/media';

/** A Kysely instance or the caller's transaction: usage is declared inside the content studio's own. */
type Executor = Kysely<Database> | Transaction<Database>;

export type MediaProblem = { id: string; problem: 'missing' | 'no-alt' };

const toItem = (row: Selectable<MediaTable>): MediaItem => ({
  id: row.id,
  hash: row.hash,
  width: Number(row.width),
  height: Number(row.height),
  alt: row.alt,
  decorative: Number(row.decorative) === 1,
  focalX: Number(row.focal_x),
  focalY: Number(row.focal_y),
  createdAt: row.created_at,
  filename: row.filename,
});

export async function findMedia(db: Executor, id: string): Promise<MediaItem | null> {
  const row = await db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toItem(row) : null;
}

/** The image an upload of the same file already made, if any (the hash is of the file's bytes). */
export async function findMediaByHash(db: Executor, hash: string): Promise<MediaItem | null> {
  const row = await db.selectFrom('media').selectAll().where('hash', '=', hash).executeTakeFirst();
  return row ? toItem(row) : null;
}

/** Newest first; `query` matches the file name or the alt text, case-insensitively on both engines. */
export async function listMedia(db: Executor, { query, limit = 50, offset = 0 }: { query?: string; limit?: number; offset?: number } = {}): Promise<MediaItem[]> {
  let select = db.selectFrom('media').selectAll();
  const words = (query ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  for (const word of words) {
    const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    select = select.where((eb) => eb.or([eb(sql`lower(filename)`, 'like', sql`${like} escape '\\'`), eb(sql`lower(alt)`, 'like', sql`${like} escape '\\'`)]));
  }
  const rows = await select
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(Math.min(Math.max(1, limit), 500))
    .offset(Math.max(0, offset))
    .execute();
  return rows.map(toItem);
}

export async function countMedia(db: Executor): Promise<number> {
  const row = await db.selectFrom('media').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * What keeps content using these images from being published: an id with no image, or an image with neither
 * alt text nor the decorative mark. An empty list means none.
 */
export async function mediaProblems(db: Executor, ids: string[]): Promise<MediaProblem[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const rows = await db.selectFrom('media').select(['id', 'alt', 'decorative']).where('id', 'in', wanted).execute();
  const found = new Map(rows.map((row) => [row.id, row]));
  const problems: MediaProblem[] = [];
  for (const id of wanted) {
    const row = found.get(id);
    if (!row) problems.push({ id, problem: 'missing' });
    else if (Number(row.decorative) !== 1 && row.alt.trim() === '') problems.push({ id, problem: 'no-alt' });
  }
  return problems;
}

/**
 * Declares that the content item `itemKey` uses exactly these images, replacing what it declared before. Call it
 * in the transaction that saves the item. Ids of images that do not exist are left out (mediaProblems reports
 * them); an image deleted at the same moment makes this fail on the foreign key rather than be forgotten.
 */
export async function setMediaUsage(db: Executor, itemKey: string, mediaIds: string[]): Promise<void> {
  await db.deleteFrom('media_usage').where('item_key', '=', itemKey).execute();
  const wanted = [...new Set(mediaIds)];
  if (wanted.length === 0) return;
  const existing = await db.selectFrom('media').select('id').where('id', 'in', wanted).execute();
  if (existing.length === 0) return;
  await db
    .insertInto('media_usage')
    .values(existing.map((row) => ({ media_id: row.id, item_key: itemKey })))
    .execute();
}

/** The content items using an image, for the admin to name them. */
export async function mediaUsage(db: Executor, id: string): Promise<string[]> {
  const rows = await db.selectFrom('media_usage').select('item_key').where('media_id', '=', id).orderBy('item_key').execute();
  return rows.map((row) => row.item_key);
}

/** An image as the library shows it (MediaItem), with what only the row keeps: its size, who added it and when. */
export type NewMedia = Omit<MediaItem, 'createdAt'> & { bytes: number; createdBy: string; at: string };

export async function insertMedia(db: Executor, media: NewMedia): Promise<void> {
  await db
    .insertInto('media')
    .values({
      id: media.id,
      hash: media.hash,
      filename: media.filename,
      width: media.width,
      height: media.height,
      bytes: media.bytes,
      alt: media.decorative ? '' : media.alt,
      decorative: media.decorative ? 1 : 0,
      focal_x: media.focalX,
      focal_y: media.focalY,
      created_at: media.at,
      created_by: media.createdBy,
      updated_at: media.at,
    })
    .execute();
}

export interface MediaDetails {
  alt: string;
  decorative: boolean;
  focalX: number;
  focalY: number;
}

/** Saves alt text, the decorative mark and the focal point; false when the image is gone. */
export async function updateMedia(db: Executor, id: string, details: MediaDetails, at = new Date().toISOString()): Promise<boolean> {
  const result = await db
    .updateTable('media')
    .set({ alt: details.decorative ? '' : details.alt, decorative: details.decorative ? 1 : 0, focal_x: details.focalX, focal_y: details.focalY, updated_at: at })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Deletes an image's row unless a content item uses it, in one statement (no usage can slip in between a check
 * and the delete; one written concurrently fails on its foreign key instead). Its files are the caller's to remove.
 */
export async function deleteMedia(db: Executor, id: string): Promise<{ deleted: true; hash: string } | { deleted: false; reason: 'missing' } | { deleted: false; reason: 'in-use'; usedBy: string[] }> {
  const row = await db.selectFrom('media').select('hash').where('id', '=', id).executeTakeFirst();
  if (!row) return { deleted: false, reason: 'missing' };
  const result = await db
    .deleteFrom('media')
    .where('id', '=', id)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('media_usage').select('media_id').where('media_id', '=', id))))
    .executeTakeFirst();
  if (Number(result.numDeletedRows) > 0) return { deleted: true, hash: row.hash };
  const usedBy = await mediaUsage(db, id);
  return usedBy.length ? { deleted: false, reason: 'in-use', usedBy } : { deleted: false, reason: 'missing' };
}

// Rendition bytes on PostgreSQL (server/media/store.ts picks the engine's place).

export async function insertMediaFiles(db: Executor, files: { hash: string; width: number; format: string; data: Uint8Array }[]): Promise<void> {
  if (files.length === 0) return;
  await db
    .insertInto('media_files')
    .values(files)
    .onConflict((oc) => oc.columns(['hash', 'width', 'format']).doNothing())
    .execute();
}

export async function readMediaFile(db: Executor, hash: string, width: number, format: string): Promise<Uint8Array | null> {
  const row = await db.selectFrom('media_files').select('data').where('hash', '=', hash).where('width', '=', width).where('format', '=', format).executeTakeFirst();
  return row ? row.data : null;
}

export async function deleteMediaFiles(db: Executor, hash: string): Promise<void> {
  await db.deleteFrom('media_files').where('hash', '=', hash).execute();
}
