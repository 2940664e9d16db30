import type { Metadata } from 'next';
import { MediaDeletePanel, MediaHeader, MediaUsage } from '@/components/admin/media/media-detail';
import { MediaEditForm } from '@/components/admin/media/media-edit-form';
import { loadRecord, RECORDS } from '@/server/admin/load-record';
import { mediaUsage } from '@/server/repositories/media';

export const metadata: Metadata = { title: 'Image' };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ done?: string; error?: string }> };

/** One image: its details to edit, where it is used, its files, and deletion while nothing uses it. */
export default async function MediaItemPage({ params, searchParams }: Props) {
  const { record: media, db } = await loadRecord(RECORDS.media, params);
  const [usedBy, flash] = await Promise.all([mediaUsage(db.kysely, media.id), searchParams]);
  return (
    <>
      <MediaHeader media={media} flash={flash} />
      <MediaEditForm media={media} />
      <MediaUsage media={media} usedBy={usedBy} />
      <MediaDeletePanel media={media} inUse={usedBy.length > 0} />
    </>
  );
}
