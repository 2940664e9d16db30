import Link from 'next/link';
import styles from '@/app/admin/admin.module.css';
import { Notices } from '@/components/admin/shared/notices';
import { SPECS, type CollectionName } from '@/lib/content/collections';
import type { ContentRow } from '@/server/repositories/content';
import { LocalTime } from '@/components/admin/shared/local-time';
import { StateBadges } from './collection-list';

/** An item's way back to its collection, its title and where it stands: its state (hidden too), revisions and live page. */
export function ItemHeader({ collection, item }: { collection: CollectionName; item: ContentRow }) {
  const spec = SPECS[collection];
  const livePath = item.published && item.published_slug && spec.path ? spec.path(item.published_slug) : null;
  return (
    <>
      <p>
        <Link href={`/admin/content/${collection}`}>← {spec.label}</Link>
      </p>
      <h1>{item.title}</h1>
      <p>
        <StateBadges collection={collection} row={item} /> · revision {item.revision}
        {item.published_revision !== null && ` · revision ${item.published_revision} is live`}
        {item.scheduled_at && (
          <>
            {' '}
            · revision {item.scheduled_revision} goes live at <LocalTime iso={item.scheduled_at} />
          </>
        )}
        {livePath && (
          <>
            {' '}
            · <Link href={livePath}>View on the site</Link>
          </>
        )}
      </p>
    </>
  );
}

const DONE: Record<string, string> = {
  created: 'Saved as a draft: it is not on the site until you publish it.',
  published: 'Published: this revision is on the site now.',
  scheduled: 'Scheduled: this revision goes live at the time shown above, within a minute of it; a draft saved after it does not.',
  'schedule-kept': 'The schedule stands: the scheduled revision goes live at the time shown above; your saved draft stays a draft.',
  'schedule-gone': 'Nothing is scheduled now: the schedule went live or was cancelled meanwhile (see the revisions below). Your saved draft stays a draft.',
  'schedule-cancelled': 'Schedule cancelled: nothing goes live at that time. Your draft is saved; publish or schedule it when it is ready.',
  unpublished: 'Unpublished: it is off the site; the draft and its revisions are kept.',
  unchanged: 'Nothing to change: it was not on the site.',
  restored: 'Restored.',
  'restored-revision': 'Restored as a new draft revision. The live page has not changed: publish to update it.',
  'restored-live': 'Restored: the draft is the live page again, nothing to publish.',
  shared: 'Share link made: copy it from the list below.',
  revoked: 'Share link revoked: it no longer opens.',
};
const ERRORS: Record<string, string> = {
  confirm: 'Tick the box to confirm the deletion.',
  stale: 'Not restored: the item changed meanwhile. Look at the revisions again.',
  publish: 'Saved as a draft, but not published: open it to see why.',
  schedule: 'Saved as a draft, but not scheduled: give a time in the future.',
};

/** What the item page says after an action sent the editor back to it (`?done=`, `?error=`, `?from=`). */
export function ItemNotices({ flash: { done, error, from }, item }: { flash: { done?: string; error?: string; from?: string }; item?: Pick<ContentRow, 'revision' | 'scheduled_at' | 'scheduled_revision'> }) {
  const revision = from?.replace(/\D/g, '');
  const restored =
    done === 'restored-revision' && revision
      ? `Revision ${revision} restored as a new draft revision. The live page has not changed: publish to update it.`
      : done === 'restored-live' && revision
        ? `Revision ${revision} restored: the draft is the live page again, nothing to publish.`
        : undefined;
  const scheduledAt = item?.scheduled_at;
  // The schedule's time, in the staff member's zone and UTC (the page's own words, with the time the item has).
  const scheduled =
    done === 'scheduled' && scheduledAt ? (
      <>
        Scheduled: this revision goes live at <LocalTime iso={scheduledAt} />, within a minute of it; a draft saved after it does not.
      </>
    ) : undefined;
  // "Keep the schedule": which revision stays scheduled, when it goes live, and that the draft just saved is not it.
  const kept =
    done === 'schedule-kept' && item ? (
      scheduledAt && item.scheduled_revision ? (
        <>
          Revision {item.scheduled_revision} stays scheduled for <LocalTime iso={scheduledAt} />
          {item.revision !== item.scheduled_revision ? `; revision ${item.revision}, the draft you saved, is not part of it: publish or schedule it when it is ready.` : '.'}
        </>
      ) : (
        DONE['schedule-gone']
      )
    ) : undefined;
  return <Notices done={done} error={error} messages={DONE} errors={ERRORS} override={{ done: restored ?? scheduled ?? kept }} />;
}
