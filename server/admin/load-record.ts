import 'server-only';
import { notFound } from 'next/navigation';
import { collectionAccess, isCollection, type CollectionName } from '@/lib/content/collections';
import { requireEditor, requireOwner, type AdminUser } from '../auth/session';
import { currentDb } from '../db/current';
import type { Db } from '../db/client';
import { findItem } from '../repositories/content';
import { getApplication, getLead } from '../repositories/inbox';
import { findJob } from '../repositories/jobs';
import { findMedia } from '../repositories/media';
import { findEndpoint } from '../repositories/webhooks';

// The record an admin page is about, for every page that shows one (a content item, a job, a lead, an application,
// a webhook endpoint, an image). It lives in server/ because it reads the session and the database, and in admin/
// rather than actions/ because it serves pages: an action is a POST endpoint with its own wrapper
// (server/actions/admin-*.ts), a page only reads. Each kind says who may open it, its page's path (where the sign-in
// comes back to), how its route params become a key (or nothing: a 404, without a query) and how the key finds it.

/** How one kind of record is found from its page's route params. */
export interface RecordKind<Params, Key, Row> {
  /** who may open its pages: the owner only, or anyone who edits content (server/auth/session.ts); or by its params */
  access: 'owner' | 'editor' | ((params: Params) => 'owner' | 'editor');
  /** its page's path, where the sign-in comes back to */
  path: (params: Params) => string;
  /** the params checked and typed, or undefined when they cannot name one (a 404) */
  key: (params: Params) => Key | undefined;
  find: (db: Db, key: Key) => Promise<Row | null | undefined>;
}

const kind = <Params, Key, Row>(spec: RecordKind<Params, Key, Row>) => spec;
type Id = { id: string };
const matching = (pattern: RegExp) => ({ id }: Id) => (pattern.test(id) ? id : undefined);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const RECORDS = {
  /** /admin/content/{collection}/{id}/…: an item of that collection (one of another collection is not found) */
  contentItem: kind({
    access: ({ collection }) => (isCollection(collection) ? collectionAccess(collection) : 'editor'),
    path: ({ collection, id }: { collection: string; id: string }) => `/admin/content/${collection}/${id}`,
    key: ({ collection, id }) => (isCollection(collection) ? { collection: collection as CollectionName, id } : undefined),
    find: async (db, { collection, id }) => {
      const item = await findItem(db.kysely, id);
      return item?.collection === collection ? item : undefined;
    },
  }),
  job: kind({ access: 'owner', path: ({ id }: Id) => `/admin/jobs/${id}`, key: ({ id }) => (/^[1-9]\d{0,8}$/.test(id) ? Number(id) : undefined), find: (db, id) => findJob(db.kysely, id) }),
  lead: kind({ access: 'owner', path: ({ id }: Id) => `/admin/leads/${id}`, key: matching(/^[\w-]{1,64}$/), find: (db, id) => getLead(db.kysely, id) }),
  application: kind({ access: 'owner', path: ({ id }: Id) => `/admin/applications/${id}`, key: matching(/^[\w-]{1,64}$/), find: (db, id) => getApplication(db.kysely, id) }),
  webhook: kind({ access: 'owner', path: ({ id }: Id) => `/admin/webhooks/${id}`, key: matching(UUID), find: (db, id) => findEndpoint(db.kysely, id) }),
  media: kind({ access: 'editor', path: ({ id }: Id) => `/admin/media/${id}`, key: matching(/^[0-9a-f-]{36}$/), find: (db, id) => findMedia(db.kysely, id) }),
};

/** A collection's pages (its list, a new item): the sign-in and its access, as loadRecord checks an item's. */
export async function requireCollection(collection: CollectionName, back: string): Promise<AdminUser> {
  return collectionAccess(collection) === 'owner' ? requireOwner(back) : requireEditor(back);
}

/**
 * The record a page is about, after the sign-in and the role check (a signed-out visitor is sent to the sign-in,
 * which comes back to the page's path plus `subpage`; another role gets the 403 page), or the 404 page when the
 * params name none. Gives the checked key, the record, the database (for the page's other queries) and the user.
 */
export async function loadRecord<Params, Key, Row>(of: RecordKind<Params, Key, Row>, params: Promise<Params>, subpage = ''): Promise<{ key: Key; record: Row; db: Db; user: AdminUser }> {
  const raw = await params;
  const back = of.path(raw) + subpage;
  const access = typeof of.access === 'function' ? of.access(raw) : of.access;
  const user = access === 'owner' ? await requireOwner(back) : await requireEditor(back);
  const key = of.key(raw);
  if (key === undefined) notFound();
  const db = await currentDb();
  const record = await of.find(db, key);
  if (record === null || record === undefined) notFound();
  return { key, record, db, user };
}
