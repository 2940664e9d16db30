import 'server-only';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CollectionName, ContentState } from '@/lib/content/collections';
import type { ContentItemTable, ContentRevisionTable, ContentShareTable, Database } from '../db/schema';

// Every query of the content studio. Decisions (what a state means, who may publish, when a schedule is due)
// live in server/content/studio.ts; these only read and write rows.

type Db = Kysely<Database> | Transaction<Database>;
export type ContentRow = Selectable<ContentItemTable>;
export type RevisionRow = Selectable<ContentRevisionTable>;
export type ShareRow = Selectable<ContentShareTable>;

export type { ContentState };

/** What the list shows beside an item: deleted, scheduled, never published, live as saved, or edited since. */
export function stateOf(row: Pick<ContentRow, 'deleted_at' | 'scheduled_at' | 'published' | 'published_revision' | 'revision'>): ContentState {
  if (row.deleted_at) return 'deleted';
  if (row.scheduled_at) return 'scheduled';
  if (row.published === null) return 'draft';
  return row.published_revision === row.revision ? 'published' : 'changed';
}

export interface ListFilter {
  query?: string;
  state?: ContentState;
}

/** A collection's items for the admin list: its order (position, then newest), deleted ones only when asked for. */
export async function listItems(db: Db, collection: CollectionName, { query, state }: ListFilter = {}): Promise<ContentRow[]> {
  let select = db.selectFrom('content_items').selectAll().where('collection', '=', collection);
  select = state === 'deleted' ? select.where('deleted_at', 'is not', null) : select.where('deleted_at', 'is', null);
  if (query) {
    const like = `%${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    select = select.where((eb) => eb.or([eb(eb.fn('lower', ['title']), 'like', like), eb(eb.fn('lower', ['slug']), 'like', like)]));
  }
  const rows = await select.orderBy('position').orderBy('created_at', 'desc').execute();
  return state && state !== 'deleted' ? rows.filter((row) => stateOf(row) === state) : rows;
}

export async function countByCollection(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('content_items')
    .select(['collection', (eb) => eb.fn.countAll<number>().as('n')])
    .where('deleted_at', 'is', null)
    .groupBy('collection')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.collection, Number(row.n)]));
}

export async function findItem(db: Db, id: string): Promise<ContentRow | undefined> {
  return db.selectFrom('content_items').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findItemBySlug(db: Db, collection: CollectionName, slug: string): Promise<ContentRow | undefined> {
  return db.selectFrom('content_items').selectAll().where('collection', '=', collection).where('slug', '=', slug).executeTakeFirst();
}

/** The item holding `slug` in a collection: as its draft slug, its live address or its scheduled revision's slug. */
export async function findSlugHolder(db: Db, collection: CollectionName, slug: string): Promise<ContentRow | undefined> {
  return db
    .selectFrom('content_slugs as s')
    .innerJoin('content_items as i', 'i.id', 's.item_id')
    .selectAll('i')
    .where('s.collection', '=', collection)
    .where('s.slug', '=', slug)
    .executeTakeFirst();
}

/** Another item holds a slug this one wanted (its claim in content_slugs was there first). */
export class SlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(`the slug "${slug}" is held by another item`);
  }
}

/**
 * Makes `slugs` exactly the slugs an item holds in its collection. Throws SlugTakenError (inside the caller's
 * transaction, which then rolls back) when another item holds one of them: the table's primary key decides, so
 * two saves racing for one slug cannot both have it.
 */
export async function setSlugClaims(db: Db, collection: string, itemId: string, slugs: string[]): Promise<void> {
  const wanted = [...new Set(slugs)];
  let released = db.deleteFrom('content_slugs').where('item_id', '=', itemId);
  if (wanted.length) released = released.where('slug', 'not in', wanted);
  await released.execute();
  for (const slug of wanted) {
    await db.insertInto('content_slugs').values({ collection, slug, item_id: itemId }).onConflict((oc) => oc.columns(['collection', 'slug']).doNothing()).execute();
  }
  if (wanted.length === 0) return;
  const held = await db.selectFrom('content_slugs').select(['slug', 'item_id']).where('collection', '=', collection).where('slug', 'in', wanted).execute();
  const taken = held.find((row) => row.item_id !== itemId);
  if (taken) throw new SlugTakenError(taken.slug);
}

/** The live items of a collection, in the site's order. */
export async function publishedRows(db: Db, collection: CollectionName): Promise<ContentRow[]> {
  return db
    .selectFrom('content_items')
    .selectAll()
    .where('collection', '=', collection)
    .where('published', 'is not', null)
    .where('deleted_at', 'is', null)
    .orderBy('position')
    .orderBy('published_at', 'desc')
    .execute();
}

export async function findPublishedRow(db: Db, collection: CollectionName, slug: string): Promise<ContentRow | undefined> {
  return db
    .selectFrom('content_items')
    .selectAll()
    .where('collection', '=', collection)
    .where('published_slug', '=', slug)
    .where('published', 'is not', null)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Where an old published slug now leads: the item's current published slug, if it is still live. */
export async function redirectTarget(db: Db, collection: CollectionName, slug: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('content_redirects as r')
    .innerJoin('content_items as i', 'i.id', 'r.item_id')
    .select('i.published_slug')
    .where('r.collection', '=', collection)
    .where('r.slug', '=', slug)
    .where('i.published', 'is not', null)
    .where('i.deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.published_slug ?? undefined;
}

export async function addRedirect(db: Db, collection: CollectionName, slug: string, itemId: string, now: string): Promise<void> {
  await db
    .insertInto('content_redirects')
    .values({ collection, slug, item_id: itemId, created_at: now })
    .onConflict((oc) => oc.columns(['collection', 'slug']).doUpdateSet({ item_id: itemId, created_at: now }))
    .execute();
}

/** A slug an item takes is no longer an old address of another. */
export async function dropRedirect(db: Db, collection: CollectionName, slug: string): Promise<void> {
  await db.deleteFrom('content_redirects').where('collection', '=', collection).where('slug', '=', slug).execute();
}

export async function insertItem(db: Db, row: ContentRow): Promise<void> {
  await db.insertInto('content_items').values(row).execute();
}

/** Items of a collection in the seed, skipped where the slug is already taken: running it twice changes nothing. */
export async function insertItemsIfAbsent(db: Db, rows: ContentRow[]): Promise<number> {
  let inserted = 0;
  for (const row of rows) {
    const result = await db.insertInto('content_items').values(row).onConflict((oc) => oc.columns(['collection', 'slug']).doNothing()).executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return inserted;
}

/**
 * Writes `changes` only if the item is still at `revision`: the compare-and-set that refuses a second editor's
 * save made from an older copy. Returns whether it was written.
 */
export async function updateItemAt(db: Db, id: string, revision: number, changes: Partial<ContentRow>): Promise<boolean> {
  const result = await db.updateTable('content_items').set(changes).where('id', '=', id).where('revision', '=', revision).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function updateItem(db: Db, id: string, changes: Partial<ContentRow>): Promise<void> {
  await db.updateTable('content_items').set(changes).where('id', '=', id).execute();
}

export async function insertRevision(db: Db, row: RevisionRow): Promise<void> {
  await db.insertInto('content_revisions').values(row).execute();
}

export async function setRevisionNote(db: Db, itemId: string, revision: number, note: string): Promise<void> {
  await db.updateTable('content_revisions').set({ note }).where('item_id', '=', itemId).where('revision', '=', revision).execute();
}

export async function listRevisions(db: Db, itemId: string): Promise<RevisionRow[]> {
  return db.selectFrom('content_revisions').selectAll().where('item_id', '=', itemId).orderBy('revision', 'desc').execute();
}

export async function findRevision(db: Db, itemId: string, revision: number): Promise<RevisionRow | undefined> {
  return db.selectFrom('content_revisions').selectAll().where('item_id', '=', itemId).where('revision', '=', revision).executeTakeFirst();
}

/** Scheduled items whose time has come, oldest first. */
export async function dueItems(db: Db, now: string): Promise<ContentRow[]> {
  return db.selectFrom('content_items').selectAll().where('scheduled_at', 'is not', null).where('scheduled_at', '<=', now).where('deleted_at', 'is', null).orderBy('scheduled_at').execute();
}

/** Takes a due schedule for this instance: true for exactly one of several instances asking at once. */
export async function claimSchedule(db: Db, id: string, scheduledAt: string): Promise<boolean> {
  const result = await db.updateTable('content_items').set({ scheduled_at: null, scheduled_revision: null }).where('id', '=', id).where('scheduled_at', '=', scheduledAt).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deleted items past their restore window, for good (with their revisions, redirects and share links). */
export async function purgeDeleted(db: Kysely<Database>, before: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const ids = (await trx.selectFrom('content_items').select('id').where('deleted_at', 'is not', null).where('deleted_at', '<', before).execute()).map((row) => row.id);
    if (ids.length === 0) return 0;
    await trx.deleteFrom('content_revisions').where('item_id', 'in', ids).execute();
    await trx.deleteFrom('content_redirects').where('item_id', 'in', ids).execute();
    await trx.deleteFrom('content_shares').where('item_id', 'in', ids).execute();
    await trx.deleteFrom('content_slugs').where('item_id', 'in', ids).execute();
    await trx.deleteFrom('media_usage').where('item_key', 'in', ids.map((id) => `content:${id}`)).execute();
    await trx.deleteFrom('content_items').where('id', 'in', ids).execute();
    return ids.length;
  });
}

/** The highest position in a collection, so a new item goes last. */
export async function lastPosition(db: Db, collection: CollectionName): Promise<number> {
  const row = await db.selectFrom('content_items').select((eb) => eb.fn.max('position').as('max')).where('collection', '=', collection).executeTakeFirst();
  return Number(row?.max ?? 0);
}

export async function insertShare(db: Db, row: ShareRow): Promise<void> {
  await db.insertInto('content_shares').values(row).execute();
}

export async function findShare(db: Db, id: string): Promise<ShareRow | undefined> {
  return db.selectFrom('content_shares').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listShares(db: Db, itemId: string): Promise<ShareRow[]> {
  return db.selectFrom('content_shares').selectAll().where('item_id', '=', itemId).orderBy('created_at', 'desc').execute();
}

export async function revokeShare(db: Db, id: string, now: string): Promise<void> {
  await db.updateTable('content_shares').set({ revoked_at: now }).where('id', '=', id).where('revoked_at', 'is', null).execute();
}
