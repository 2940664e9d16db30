import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ActionNotice } from '@/components/admin/shared/action-notice';
import { ConfirmDelete } from '@/components/admin/shared/confirm-delete';
import { MediaEditForm } from '@/components/admin/media/media-edit-form';
import { MEDIA_FORMATS, mediaUrl, mediaWidths } from '@/lib/media';
import { deleteMediaAction } from '@/server/actions/admin-media';
import { requireEditor } from '@/server/auth/session';
import { currentDb } from '@/server/db/current';
import { findMedia, mediaUsage } from '@/server/repositories/media';
import styles from '../../../admin.module.css';

export const metadata: Metadata = { title: 'Image' };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ done?: string; error?: string }> };

const MESSAGES = {
  done: {
    uploaded: 'Image uploaded. Set its focal point below if a crop should keep something in view.',
    exists: 'This image is in the library already (the same file was uploaded before): here it is, unchanged.',
    saved: 'Details saved.',
  },
  error: {
    confirm: 'Tick the box to confirm the deletion.',
    'in-use': 'This image is in use, so it cannot be deleted. Remove it from the content listed below first.',
  },
};

/** One image: its details to edit, where it is used, its files, and deletion while nothing uses it. */
export default async function MediaItemPage({ params, searchParams }: Props) {
  const { id } = await params;
  await requireEditor(`/admin/media/${id}`);
  const db = await currentDb();
  const media = /^[0-9a-f-]{36}$/.test(id) ? await findMedia(db.kysely, id) : null;
  if (!media) notFound();
  const [usedBy, { done, error }] = await Promise.all([mediaUsage(db.kysely, media.id), searchParams]);
  return (
    <>
      <p>
        <Link href="/admin/media">← Media</Link>
      </p>
      <h1>{media.filename}</h1>
      <p className={styles.muted}>
        {media.width} × {media.height} pixels · uploaded {media.createdAt.slice(0, 10)} · {media.decorative ? 'decorative' : media.alt ? 'has alt text' : 'no alt text yet'}
      </p>
      <ActionNotice done={done} error={error} messages={MESSAGES} />
      <MediaEditForm media={media} />
      <section aria-labelledby="usage" className={styles.panel} style={{ marginTop: 32 }}>
        <h2 id="usage" style={{ marginTop: 0 }}>
          Where it is used
        </h2>
        {usedBy.length ? (
          <ul>
            {usedBy.map((key) => (
              <li key={key}>{key}</li>
            ))}
          </ul>
        ) : (
          <p>No content uses this image yet.</p>
        )}
        <details>
          <summary>Its files</summary>
          <p>Every width in AVIF, WebP and JPEG, cached for a year (the address changes only if the file does):</p>
          <ul>
            {mediaWidths(media.width).map((width) => (
              <li key={width}>
                {width} px:{' '}
                {MEDIA_FORMATS.map((format, index) => (
                  <span key={format}>
                    {index > 0 && ', '}
                    <a href={mediaUrl(media.hash, width, format)}>{format.toUpperCase()}</a>
                  </span>
                ))}
              </li>
            ))}
          </ul>
        </details>
      </section>
      <section aria-labelledby="delete" className={`${styles.panel} ${styles.danger}`} style={{ marginTop: 32 }}>
        <h2 id="delete" style={{ marginTop: 0 }}>
          Delete for good
        </h2>
        {usedBy.length ? (
          <p>This image is in use, so it cannot be deleted. Remove it from the content above first.</p>
        ) : (
          <>
            <p>Nothing uses this image. Deleting it removes it and its files for good.</p>
            <ConfirmDelete action={deleteMediaAction} confirm="Yes, delete this image.">
              <input type="hidden" name="id" value={media.id} />
            </ConfirmDelete>
          </>
        )}
      </section>
    </>
  );
}
