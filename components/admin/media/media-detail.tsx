import Link from 'next/link';
import styles from '@/app/admin/admin.module.css';
import { ActionNotice } from '@/components/admin/shared/action-notice';
import { ConfirmDelete } from '@/components/admin/shared/confirm-delete';
import { MEDIA_FORMATS, mediaUrl, mediaWidths, type MediaItem } from '@/lib/media';
import { deleteMediaAction } from '@/server/actions/admin-media';

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

/** An image's way back to the library, its name and size, and what an action that came back to it says. */
export function MediaHeader({ media, flash: { done, error } }: { media: MediaItem; flash: { done?: string; error?: string } }) {
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
    </>
  );
}

/** Where the image is used, and its files in every width and format. */
export function MediaUsage({ media, usedBy }: { media: MediaItem; usedBy: string[] }) {
  return (
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
  );
}

/** Deletion while nothing uses the image; otherwise why not. */
export function MediaDeletePanel({ media, inUse }: { media: MediaItem; inUse: boolean }) {
  return (
    <section aria-labelledby="delete" className={`${styles.panel} ${styles.danger}`} style={{ marginTop: 32 }}>
      <h2 id="delete" style={{ marginTop: 0 }}>
        Delete for good
      </h2>
      {inUse ? (
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
  );
}
