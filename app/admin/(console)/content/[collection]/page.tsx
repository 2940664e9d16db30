import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CollectionHeader, CollectionTable, moveControl, stateFilter } from '@/components/admin/content/collection-list';
import { isCollection, SPECS } from '@/lib/content/collections';
import { requireCollection } from '@/server/admin/load-record';
import { currentDb } from '@/server/db/current';
import { listItems } from '@/server/repositories/content';

type Props = { params: Promise<{ collection: string }>; searchParams: Promise<{ q?: string; state?: string; done?: string; error?: string; via?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { collection } = await params;
  return { title: isCollection(collection) ? SPECS[collection].label : 'Content' };
}

/** One collection's items with their state, a search and a state filter; ordered collections can be reordered (a move comes back with `via`). */
export default async function CollectionPage({ params, searchParams }: Props) {
  const { collection } = await params;
  if (!isCollection(collection)) notFound();
  await requireCollection(collection, `/admin/content/${collection}`);
  const { q = '', state = '', done, error, via } = await searchParams;
  const filter = stateFilter(state);
  const rows = await listItems((await currentDb()).kysely, collection, { query: q.trim().slice(0, 100) || undefined, state: filter });
  return (
    <>
      <CollectionHeader collection={collection} q={q} filter={filter} done={done} error={error} />
      <CollectionTable collection={collection} rows={rows} searched={Boolean(q)} filter={filter} movedBy={done === 'moved' ? moveControl(via) : undefined} />
    </>
  );
}
