import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ContentEditor } from '@/components/admin/content/content-editor';
import { isCollection, SPECS } from '@/lib/content/collections';
import { requireEditor } from '@/server/auth/session';
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
  await requireEditor(`/admin/content/${collection}/new`);
  const spec = SPECS[collection];
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
