import 'server-only';
import { notFound } from 'next/navigation';
import { isCollection, type CollectionName } from '@/lib/content/collections';
import { requireEditor } from '../auth/session';
import { currentDb } from '../db/current';
import { findItem } from '../repositories/content';

/**
 * The item an admin page of the content studio is about (/admin/content/{collection}/{id}/…), after the sign-in and
 * role check (which comes back to `page`): a 404 for an unknown collection or an item of another one.
 */
export async function editableItem(params: Promise<{ collection: string; id: string }>, page = '') {
  const { collection, id } = await params;
  if (!isCollection(collection)) notFound();
  await requireEditor(`/admin/content/${collection}/${id}${page}`);
  const db = await currentDb();
  const item = await findItem(db.kysely, id);
  if (!item || item.collection !== collection) notFound();
  return { collection: collection as CollectionName, id, item, db };
}
