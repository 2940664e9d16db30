import Link from 'next/link';
import styles from '@/app/admin/admin.module.css';
import { ActionButton } from '@/components/admin/shared/action-button';
import { ContentEditor } from '@/components/admin/content/content-editor';
import { SPECS, storedFields, type CollectionName } from '@/lib/content/collections';
import { toFormValues } from '@/lib/content/form-values';
import { RETENTION } from '@/lib/retention';
import { utcToZonedInput } from '@/lib/time-zone.mts';
import { absoluteUrl } from '@/lib/structured-data';
import { cancelScheduleContent, deleteContent, restoreContent, revokeShareAction, shareContent, unpublishContent } from '@/server/actions/admin-content';
import type { Db } from '@/server/db/client';
import { listShares, type ContentRow } from '@/server/repositories/content';
import { listMedia } from '@/server/repositories/media';
import { liveProblems, shareToken } from '@/server/content/studio';
import { fieldErrorsOf } from '@/lib/content/form-state';

type ItemProps = { collection: CollectionName; item: ContentRow };

/** A deleted item: when it went, until when it can come back, and the way back. */
export function DeletedPanel({ collection, item }: ItemProps) {
  const until = new Date(Date.parse(item.deleted_at!) + RETENTION.contentRestoreDays * 86_400_000).toISOString().slice(0, 10);
  return (
    <section className={styles.panel} aria-labelledby="deleted-title">
      <h2 id="deleted-title" style={{ marginTop: 0 }}>
        Deleted
      </h2>
      <p>
        Deleted on {item.deleted_at!.slice(0, 10)}; it can be restored until {until}.
      </p>
      <ActionButton action={restoreContent} values={{ collection, id: item.id }} label="Restore" className="button button-dark" />
    </section>
  );
}

/**
 * The editor on the saved draft, with the media library to pick images from. `refusedPublish`: the page was opened
 * after a new item's publish was refused (its first save made it, and the editor came here): the editor says why, beside
 * each field, as it does for an existing item, checked again as Publish checks it (the library's images as they are now).
 */
export async function ItemEditor({ db, collection, item, refusedPublish }: ItemProps & { db: Db; refusedPublish?: boolean }) {
  const media = await listMedia(db.kysely, { limit: 200 });
  const values = { ...toFormValues(SPECS[collection], storedFields(collection, item.slug, item.draft)), slug: item.slug, scheduleAt: item.scheduled_at ? utcToZonedInput(item.scheduled_at, 'UTC') : '', scheduleZone: 'UTC' };
  const refusal = refusedPublish && item.published_revision !== item.revision ? await publishRefusal(db, collection, item) : undefined;
  return <ContentEditor collection={collection} id={item.id} revision={item.revision} values={values} published={item.published !== null} publishedRevision={item.published_revision} media={media} refusal={refusal} />;
}

/** Why the draft cannot be published now, as Publish answers it (null when nothing stands in its way any more). */
async function publishRefusal(db: Db, collection: CollectionName, item: ContentRow): Promise<{ message: string; fieldErrors: Record<string, string[]> } | undefined> {
  const { refusal } = await liveProblems(db.kysely, { collection, published: item.published }, JSON.parse(item.draft) as Record<string, unknown>, new Date());
  if (!refusal) return undefined;
  return { message: `Saved as a draft, not published: ${refusal.problems.join(' ')}`, fieldErrors: fieldErrorsOf(refusal.fields) };
}

/** Taking it off the site, cancelling its schedule, and its preview. */
export function SitePanel({ collection, item }: ItemProps) {
  const values = { collection, id: item.id };
  return (
    <section className={styles.panel} aria-labelledby="site-title">
      <h2 id="site-title" style={{ marginTop: 0 }}>
        On the site
      </h2>
      <div className={styles.actions}>
        {item.published !== null && !SPECS[collection].fixed && <ActionButton action={unpublishContent} values={values} label="Unpublish" />}
        {item.scheduled_at && <ActionButton action={cancelScheduleContent} values={values} label="Cancel the schedule" />}
        <Link href={`/admin/content/${collection}/${item.id}/preview`}>Preview the saved draft</Link>
      </div>
    </section>
  );
}

/** The item's unexpired, unrevoked share links to copy or revoke, and a way to make one. */
export async function ShareLinks({ db, collection, item }: ItemProps & { db: Db }) {
  const now = new Date().toISOString();
  const shares = (await listShares(db.kysely, item.id)).filter((share) => !share.revoked_at && share.expires_at > now);
  const live = await Promise.all(shares.map(async (share) => ({ ...share, url: absoluteUrl(`/share/${await shareToken(db.kysely, share)}`) })));
  return (
    <section className={styles.panel} aria-labelledby="share">
      <h2 id="share" style={{ marginTop: 0 }}>
        Share links
      </h2>
      <p className={styles.muted}>Opens the saved draft for someone without an account (a client approving it), read-only, for {RETENTION.shareLinkDays} days or until revoked. Search engines are told not to index it.</p>
      {live.length > 0 && (
        <ul>
          {live.map((share) => (
            <li key={share.id} className={styles.actions}>
              <input readOnly value={share.url} aria-label={`Share link made ${share.created_at.slice(0, 10)}, expires ${share.expires_at.slice(0, 10)}`} size={60} />
              <span className={styles.muted}>expires {share.expires_at.slice(0, 10)}</span>
              <ActionButton action={revokeShareAction} values={{ collection, id: item.id, share: share.id }} label="Revoke" />
            </li>
          ))}
        </ul>
      )}
      <ActionButton action={shareContent} values={{ collection, id: item.id }} label="Make a share link" />
    </section>
  );
}

/** Deleting the item: off the site at once, restorable for a while. */
export function DeletePanel({ collection, item }: ItemProps) {
  return (
    <section className={styles.panel} aria-labelledby="delete-title">
      <h2 id="delete-title" style={{ marginTop: 0 }}>
        Delete
      </h2>
      <form action={deleteContent}>
        <input type="hidden" name="collection" value={collection} />
        <input type="hidden" name="id" value={item.id} />
        <label>
          <input type="checkbox" name="confirm" value="yes" /> Take it off the site and delete it (restorable for {RETENTION.contentRestoreDays} days)
        </label>{' '}
        <button type="submit" className="button button-outline">
          Delete
        </button>
      </form>
    </section>
  );
}
