import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RevisionCompare } from '@/components/admin/content/revision-compare';
import { loadRecord, RECORDS } from '@/server/admin/load-record';
import { findRevision } from '@/server/repositories/content';

type Props = { params: Promise<{ collection: string; id: string }>; searchParams: Promise<{ a?: string; b?: string }> };

export const metadata: Metadata = { title: 'Compare revisions' };

/** Two revisions of an item side by side (?a=older&b=newer), and a way back to either. */
export default async function ComparePage({ params, searchParams }: Props) {
  const { key, record: item, db } = await loadRecord(RECORDS.contentItem, params, '/compare');
  const { a = '', b = '' } = await searchParams;
  const [older, newer] = await Promise.all([findRevision(db.kysely, key.id, Number(a) || 0), findRevision(db.kysely, key.id, Number(b) || 0)]);
  if (!older || !newer) notFound();
  return <RevisionCompare collection={key.collection} item={item} older={older} newer={newer} />;
}
