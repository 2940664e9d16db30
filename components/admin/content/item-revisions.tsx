import Link from 'next/link';
import styles from '@/app/admin/admin.module.css';
import { ActionButton } from '@/components/admin/shared/action-button';
import { AdminTable } from '@/components/admin/shared/admin-table';
import type { CollectionName } from '@/lib/content/collections';
import type { Db } from '@/server/db/client';
import { restoreRevisionAction } from '@/server/actions/admin-content';
import { listRevisions, type ContentRow } from '@/server/repositories/content';
import { LocalTime } from '@/components/admin/shared/local-time';

/**
 * An item's revisions, newest first, with two of them to compare (the last two, to begin with), and each earlier one
 * to restore as a new draft revision (as the compare page does).
 */
export async function ItemRevisions({ db, collection, item }: { db: Db; collection: CollectionName; item: ContentRow }) {
  const revisions = await listRevisions(db.kysely, item.id);
  return (
    <section className={styles.panel} aria-labelledby="revisions-title">
      <h2 id="revisions-title" style={{ marginTop: 0 }}>
        Revisions
      </h2>
      <form method="get" action={`/admin/content/${collection}/${item.id}/compare`} className={styles.actions}>
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
      <AdminTable caption="Revisions, newest first" columns={item.deleted_at ? ['Revision', 'Saved', 'By', 'Note', 'Read'] : ['Revision', 'Saved', 'By', 'Note', 'Read', 'Restore']}>
        {revisions.map((r) => (
          <tr key={r.revision}>
            <td>
              {r.revision}
              {r.revision === item.published_revision && ' (live)'}
            </td>
            <td>
              <LocalTime iso={r.created_at} />
            </td>
            <td>{r.created_by ?? '—'}</td>
            <td>{r.note}</td>
            <td>
              {/* the whole revision as the site draws it (a legal page's earlier version, word for word) */}
              <Link href={`/admin/content/${collection}/${item.id}/preview?revision=${r.revision}`}>
                Read<span className="visually-hidden"> revision {r.revision}</span>
              </Link>
            </td>
            {!item.deleted_at && (
              <td>{r.revision === item.revision ? <span className={styles.muted}>the draft now</span> : <ActionButton action={restoreRevisionAction} values={{ collection, id: item.id, from: r.revision, revision: item.revision }} label={`Restore revision ${r.revision}`} />}</td>
            )}
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}
