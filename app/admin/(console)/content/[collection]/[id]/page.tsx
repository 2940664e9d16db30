import { editableItem } from '@/server/actions/content-item';
import type { Metadata } from 'next';
import Link from 'next/link';
import { ActionButton } from '@/components/admin/shared/action-button';
import { AdminTable } from '@/components/admin/shared/admin-table';
import { ContentEditor } from '@/components/admin/content/content-editor';
import { CONTENT_STATE_LABELS, SPECS } from '@/lib/content/collections';
import { toFormValues } from '@/lib/content/form-values';
import { RETENTION } from '@/lib/retention';
import { absoluteUrl } from '@/lib/structured-data';
import { cancelScheduleContent, deleteContent, restoreContent, revokeShareAction, shareContent, unpublishContent } from '@/server/actions/admin-content';
import { listRevisions, listShares, stateOf } from '@/server/repositories/content';
import { listMedia } from '@/server/repositories/media';
import { shareToken } from '@/server/services/content';
import { Notices } from '@/components/admin/shared/notices';
import styles from '../../../../admin.module.css';

type Props = { params: Promise<{ collection: string; id: string }>; searchParams: Promise<{ done?: string; error?: string; from?: string }> };

export const metadata: Metadata = { title: 'Edit content' };

const DONE: Record<string, string> = {
  created: 'Saved as a draft: it is not on the site until you publish it.',
  published: 'Published: this revision is on the site now.',
  scheduled: 'Scheduled: this revision goes live at the time shown above, within a minute of it; a draft saved after it does not.',
  'schedule-kept': 'The schedule stands: the scheduled revision goes live at the time shown above; your saved draft stays a draft.',
  'schedule-cancelled': 'Schedule cancelled: nothing goes live at that time. Your draft is saved; publish or schedule it when it is ready.',
  unpublished: 'Unpublished: it is off the site; the draft and its revisions are kept.',
  unchanged: 'Nothing to change: it was not on the site.',
  restored: 'Restored.',
  'restored-revision': 'Restored as a new draft revision. The live page has not changed: publish to update it.',
  shared: 'Share link made: copy it from the list below.',
  revoked: 'Share link revoked: it no longer opens.',
};
const ERRORS: Record<string, string> = {
  confirm: 'Tick the box to confirm the deletion.',
  stale: 'Not restored: the item changed meanwhile. Look at the revisions again.',
  publish: 'Saved as a draft, but not published: open it to see why.',
  schedule: 'Saved as a draft, but not scheduled: give a time in the future.',
};

/** One item: its editor, where it stands, its share links, its revisions and deletion. */
export default async function ContentItemPage({ params, searchParams }: Props) {
  const { collection, id, item, db } = await editableItem(params);
  const spec = SPECS[collection];
  const state = stateOf(item);
  const [revisions, shares, media] = await Promise.all([listRevisions(db.kysely, id), listShares(db.kysely, id), listMedia(db.kysely, { limit: 200 })]);
  const now = new Date().toISOString();
  const liveShares = await Promise.all(shares.filter((share) => !share.revoked_at && share.expires_at > now).map(async (share) => ({ ...share, url: absoluteUrl(`/share/${await shareToken(db.kysely, share)}`) })));
  const { done, error, from } = await searchParams;
  const livePath = item.published && item.published_slug && spec.path ? spec.path(item.published_slug) : null;
  return (
    <>
      <p>
        <Link href={`/admin/content/${collection}`}>← {spec.label}</Link>
      </p>
      <h1>{item.title}</h1>
      <p>
        <span className={styles.badge}>{CONTENT_STATE_LABELS[state]}</span> · revision {item.revision}
        {item.published_revision !== null && ` · revision ${item.published_revision} is live`}
        {item.scheduled_at && ` · revision ${item.scheduled_revision} goes live at ${item.scheduled_at.slice(0, 16).replace('T', ' ')} UTC`}
        {livePath && (
          <>
            {' '}
            · <Link href={livePath}>View on the site</Link>
          </>
        )}
      </p>
      <Notices done={done} error={error} messages={DONE} errors={ERRORS} override={{ done: done === 'restored-revision' && from ? `Revision ${from.replace(/\D/g, '')} restored as a new draft revision. The live page has not changed: publish to update it.` : undefined }} />
      {item.deleted_at ? (
        <section className={styles.panel} aria-labelledby="deleted-title">
          <h2 id="deleted-title" style={{ marginTop: 0 }}>
            Deleted
          </h2>
          <p>Deleted on {item.deleted_at.slice(0, 10)}; it can be restored until {new Date(Date.parse(item.deleted_at) + RETENTION.contentRestoreDays * 86_400_000).toISOString().slice(0, 10)}.</p>
          <ActionButton action={restoreContent} values={{ collection, id }} label="Restore" className="button button-dark" />
        </section>
      ) : (
        <>
          <ContentEditor collection={collection} id={id} revision={item.revision} values={{ ...toFormValues(spec, JSON.parse(item.draft)), slug: item.slug, scheduleAt: item.scheduled_at?.slice(0, 16) ?? '' }} published={item.published !== null} media={media} />
          <section className={styles.panel} aria-labelledby="site-title">
            <h2 id="site-title" style={{ marginTop: 0 }}>
              On the site
            </h2>
            <div className={styles.actions}>
              {item.published !== null && <ActionButton action={unpublishContent} values={{ collection, id }} label="Unpublish" />}
              {item.scheduled_at && <ActionButton action={cancelScheduleContent} values={{ collection, id }} label="Cancel the schedule" />}
              <Link href={`/admin/content/${collection}/${id}/preview`}>Preview the saved draft</Link>
            </div>
          </section>
          <section className={styles.panel} aria-labelledby="share">
            <h2 id="share" style={{ marginTop: 0 }}>
              Share links
            </h2>
            <p className={styles.muted}>Opens the saved draft for someone without an account (a client approving it), read-only, for {RETENTION.shareLinkDays} days or until revoked. Search engines are told not to index it.</p>
            {liveShares.length > 0 && (
              <ul>
                {liveShares.map((share) => (
                  <li key={share.id} className={styles.actions}>
                    <input readOnly value={share.url} aria-label={`Share link made ${share.created_at.slice(0, 10)}, expires ${share.expires_at.slice(0, 10)}`} size={60} />
                    <span className={styles.muted}>expires {share.expires_at.slice(0, 10)}</span>
                    <ActionButton action={revokeShareAction} values={{ collection, id, share: share.id }} label="Revoke" />
                  </li>
                ))}
              </ul>
            )}
            <ActionButton action={shareContent} values={{ collection, id }} label="Make a share link" />
          </section>
        </>
      )}
      <section className={styles.panel} aria-labelledby="revisions-title">
        <h2 id="revisions-title" style={{ marginTop: 0 }}>
          Revisions
        </h2>
        <form method="get" action={`/admin/content/${collection}/${id}/compare`} className={styles.actions}>
          {[
            { name: 'a', label: 'Compare revision', chosen: revisions[1]?.revision ?? revisions[0]?.revision },
            { name: 'b', label: 'with', chosen: revisions[0]?.revision },
          ].map((pick) => (
            <label key={pick.name}>
              {pick.label}{' '}
              <select name={pick.name} defaultValue={pick.chosen}>
                {revisions.map((r) => (
                  <option key={r.revision} value={r.revision}>
                    {r.revision}
                  </option>
                ))}
              </select>
            </label>
          ))}
          <button type="submit" className="button button-outline">
            Compare
          </button>
        </form>
        <AdminTable caption="Revisions, newest first" columns={['Revision', 'Saved', 'By', 'Note']}>
          {revisions.map((r) => (
            <tr key={r.revision}>
              <td>
                {r.revision}
                {r.revision === item.published_revision && ' (live)'}
              </td>
              <td>{r.created_at.slice(0, 16).replace('T', ' ')}</td>
              <td>{r.created_by ?? '—'}</td>
              <td>{r.note}</td>
            </tr>
          ))}
        </AdminTable>
      </section>
      {!item.deleted_at && (
        <section className={styles.panel} aria-labelledby="delete-title">
          <h2 id="delete-title" style={{ marginTop: 0 }}>
            Delete
          </h2>
          <form action={deleteContent}>
            <input type="hidden" name="collection" value={collection} />
            <input type="hidden" name="id" value={id} />
            <label>
              <input type="checkbox" name="confirm" value="yes" /> Take it off the site and delete it (restorable for {RETENTION.contentRestoreDays} days)
            </label>{' '}
            <button type="submit" className="button button-outline">
              Delete
            </button>
          </form>
        </section>
      )}
    </>
  );
}
