import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { ContentPreview } from '@/components/admin/content/content-preview';
import { ShareNotice } from '@/components/content/share-notice';
import { isCollection, SPECS, storedFields } from '@/lib/content/collections';
import { currentDb } from '@/server/db/current';
import { stateOf } from '@/server/repositories/content';
import { openShare } from '@/server/content/studio';

type Props = { params: Promise<{ token: string }> };

// A draft opened by a share link (a client approving a case study): no account needed, read-only, never
// indexed, and never stored by the page cache or nginx (next.config.ts sends private, no-store).
export const metadata: Metadata = { title: 'Draft preview', robots: { index: false, follow: false } };

export default async function SharedDraftPage({ params }: Props) {
  await connection();
  const item = await openShare((await currentDb()).kysely, decodeURIComponent((await params).token));
  if (!item || !isCollection(item.collection)) notFound();
  const state = stateOf({ ...item, scheduled_at: null, deleted_at: null });
  const path = SPECS[item.collection].path;
  return (
    <ShareNotice state={state === 'published' || state === 'changed' ? state : 'draft'} livePath={item.published !== null && item.published_slug && path ? path(item.published_slug) : null}>
      <ContentPreview collection={item.collection} slug={item.slug} fields={storedFields(item.collection, item.slug, item.draft)} />
    </ShareNotice>
  );
}
