import type { Metadata } from 'next';
import { MediaGrid } from '@/components/admin/media/media-grid';
import { MediaSearch, UploadPanel } from '@/components/admin/media/media-library';
import { ActionNotice } from '@/components/admin/shared/action-notice';
import { requireEditor } from '@/server/auth/session';
import { currentDb } from '@/server/db/current';
import { countMedia, listMedia } from '@/server/repositories/media';

export const metadata: Metadata = { title: 'Media' };

type Props = { searchParams: Promise<{ q?: string; page?: string; done?: string; error?: string }> };

const PAGE_SIZE = 48;
const MESSAGES = {
  done: { deleted: 'Image deleted, with its files.' },
  error: { gone: 'That image no longer exists.', unknown: 'That image could not be found.' },
};

/** The media library: upload an image, find one by its name or alt text, open one to edit or delete it. */
export default async function MediaPage({ searchParams }: Props) {
  await requireEditor('/admin/media');
  const { q = '', page = '1', done, error } = await searchParams;
  const query = q.slice(0, 100);
  const current = Math.max(1, Math.min(1000, Number.parseInt(page, 10) || 1));
  const db = await currentDb();
  const [items, total] = await Promise.all([listMedia(db.kysely, { query, limit: PAGE_SIZE + 1, offset: (current - 1) * PAGE_SIZE }), countMedia(db.kysely)]);
  return (
    <>
      <h1>Media</h1>
      <ActionNotice done={done} error={error} messages={MESSAGES} />
      <UploadPanel />
      <h2>Library</h2>
      <MediaSearch query={query} />
      <MediaGrid items={items.slice(0, PAGE_SIZE)} total={total} query={query} page={current} more={items.length > PAGE_SIZE} />
    </>
  );
}
