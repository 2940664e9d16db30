import Link from 'next/link';
import styles from '@/app/admin/admin.module.css';
import { ContentDiffView } from '@/components/admin/content/content-diff';
import { ActionButton } from '@/components/admin/shared/action-button';
import { LocalTime } from '@/components/admin/shared/local-time';
import { SPECS, type CollectionName } from '@/lib/content/collections';
import { restoreRevisionAction } from '@/server/actions/admin-content';
import { diffFields } from '@/server/content/diff';
import type { ContentRow, RevisionRow } from '@/server/repositories/content';

/** When and by whom, the time in the staff member's zone with UTC beside it. */
const stamp = (r: RevisionRow) => (
  <>
    <LocalTime iso={r.created_at} />, {r.created_by ?? 'imported'}
  </>
);
const author = (r: RevisionRow) => r.created_by ?? 'the import';

/** Two revisions of an item side by side (what changed from the first to the second), and a way back to either. */
export function RevisionCompare({ collection, item, older, newer }: { collection: CollectionName; item: ContentRow; older: RevisionRow; newer: RevisionRow }) {
  const diffs = diffFields(SPECS[collection], { slug: older.slug, fields: JSON.parse(older.data) }, { slug: newer.slug, fields: JSON.parse(newer.data) });
  return (
    <>
      <p>
        <Link href={`/admin/content/${collection}/${item.id}`}>← {item.title}</Link>
      </p>
      <h1>
        Revision {older.revision} against revision {newer.revision}
      </h1>
      <p className={styles.muted}>
        Only the paragraphs that changed, with a few words around each change. Struck-through text is in revision {older.revision} ({stamp(older)}) only; underlined text is in revision {newer.revision} ({stamp(newer)}) only.
      </p>
      <section className={styles.panel} aria-label="Differences">
        <ContentDiffView diffs={diffs} added={`in revision ${newer.revision} by ${author(newer)}`} removed={`in revision ${older.revision} by ${author(older)}`} />
      </section>
      {!item.deleted_at && (
        <div className={styles.actions}>
          {[older, newer]
            .filter((r, index, all) => r.revision !== item.revision && all.findIndex((x) => x.revision === r.revision) === index)
            .map((r) => (
              <ActionButton key={r.revision} action={restoreRevisionAction} values={{ collection, id: item.id, from: r.revision, revision: item.revision }} label={`Restore revision ${r.revision}`} className="button button-dark" />
            ))}
        </div>
      )}
    </>
  );
}
