import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ContentEditor } from '@/components/admin/content/content-editor';
import { isCollection, SPECS } from '@/lib/content/collections';
import { requireCollection } from '@/server/admin/load-record';
import { currentDb } from '@/server/db/current';
import { listMedia } from '@/server/repositories/media';

type Props = { params: Promise<{ collection: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { collection } = await params;
  return { title: isCollection(collection) ? `New ${SPECS[collection].singular}` : 'Content' };
}

export default async function NewContentPage({ params }: Props) {
  const { collection } = await params;
  if (!isCollection(collection)) notFound();
  await requireCollection(collection, `/admin/content/${collection}/new`);
  const spec = SPECS[collection];
  if (spec.fixed) notFound(); // its items are the site's own pages: none is added
  return (
    <>
      <p>
        <Link href={`/admin/content/${collection}`}>← {spec.label}</Link>
      </p>
      <h1>New {spec.singular}</h1>
      <ContentEditor collection={collection} values={{}} published={false} media={await listMedia((await currentDb()).kysely, { limit: 200 })} />
    </>
  );
}
