import Link from 'next/link';
import styles from '@/app/admin/admin.module.css';
import { ActionButton } from '@/components/admin/shared/action-button';
import { AdminTable } from '@/components/admin/shared/admin-table';
import { Notices } from '@/components/admin/shared/notices';
import { CONTENT_STATE_LABELS, SPECS, type CollectionName, type ContentState } from '@/lib/content/collections';
import { RETENTION } from '@/lib/retention';
import { moveContent, moveContentTo, restoreContent } from '@/server/actions/admin-content';
import { stateOf, type ContentRow } from '@/server/repositories/content';
import { LocalTime } from '@/components/admin/shared/local-time';

const BADGE: Record<ContentState, string> = { draft: 'draft', scheduled: 'pending', published: 'published', changed: 'new', deleted: 'closed' };
const DONE: Record<string, string> = { deleted: `Deleted: it is off the site, and can be restored from “Deleted” for ${RETENTION.contentRestoreDays} days.`, moved: 'Order saved: the site shows the new order.' };
const ERRORS: Record<string, string> = { missing: 'That item no longer exists.' };

/** The state filter's value when it names a state, else none. */
export const stateFilter = (state: string) => (Object.hasOwn(CONTENT_STATE_LABELS, state) ? (state as ContentState) : undefined);

/** A collection's heading, what an action that came back to it says, a new item, and its search and state filter. */
export function CollectionHeader({ collection, q, filter, done, error }: { collection: CollectionName; q: string; filter?: ContentState; done?: string; error?: string }) {
  const spec = SPECS[collection];
  return (
    <>
      <p>
        <Link href="/admin/content">← Content</Link>
      </p>
      <h1>{spec.label}</h1>
      <Notices done={done} error={error} messages={DONE} errors={ERRORS} />
      {spec.fixed ? (
        <p className={styles.muted}>One item for each of the site’s own pages: change their words here; the pages themselves stay.</p>
      ) : (
        <div className={styles.actions} style={{ marginBottom: 16 }}>
          <Link href={`/admin/content/${collection}/new`} className="button button-dark">
            New {spec.singular}
          </Link>
        </div>
      )}
      <form method="get" className={styles.actions} role="search" aria-label={`Search ${spec.label.toLowerCase()}`} style={{ marginBottom: 16 }}>
        <label>
          Search <input type="search" name="q" defaultValue={q} maxLength={100} />
        </label>
        <label>
          State{' '}
          <select name="state" defaultValue={filter ?? ''}>
            <option value="">Any (not deleted)</option>
            {Object.entries(CONTENT_STATE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button-outline">
          Filter
        </button>
      </form>
    </>
  );
}

/** The items with their state; unfiltered, an ordered collection's can be moved up and down; deleted ones restored. */
export function CollectionTable({ collection, rows, searched, filter }: { collection: CollectionName; rows: ContentRow[]; searched: boolean; filter?: ContentState }) {
  const spec = SPECS[collection];
  const reorderable = spec.ordered && !searched && !filter;
  return (
    <AdminTable caption={`${spec.label}${spec.ordered ? ', in the order the site shows them' : ''}`} columns={['Title', 'Slug', 'State', 'Updated', ...(reorderable ? ['Order'] : []), ...(filter === 'deleted' ? [''] : [])]} empty={rows.length === 0 && 'Nothing here.'}>
      {rows.map((row, index) => {
        const rowState = stateOf(row);
        return (
          <tr key={row.id} id={`item-${row.id}`}>
            <td>
              <Link href={`/admin/content/${collection}/${row.id}`}>{row.title}</Link>
            </td>
            <td>{row.slug}</td>
            <td>
              <span className={styles.badge} data-status={BADGE[rowState]}>
                {CONTENT_STATE_LABELS[rowState]}
              </span>
              {row.scheduled_at && (
                <div className={styles.muted}>
                  <LocalTime iso={row.scheduled_at} />
                </div>
              )}
            </td>
            <td>
              <LocalTime iso={row.updated_at} />
              {row.updated_by && <div className={styles.muted}>{row.updated_by}</div>}
            </td>
            {reorderable && (
              <td>
                <div className={styles.actions}>
                  {index > 0 && <ActionButton action={moveContent} values={{ collection, id: row.id, direction: 'up' }} label={`Move “${row.title}” up`} />}
                  {index < rows.length - 1 && <ActionButton action={moveContent} values={{ collection, id: row.id, direction: 'down' }} label={`Move “${row.title}” down`} />}
                </div>
                <MoveTo action={moveContentTo} collection={collection} id={row.id} title={row.title} position={index + 1} count={rows.length} />
              </td>
            )}
            {filter === 'deleted' && (
              <td>
                <ActionButton action={restoreContent} values={{ collection, id: row.id }} label={`Restore “${row.title}”`} />
              </td>
            )}
          </tr>
        );
      })}
    </AdminTable>
  );
}

/** A place in the order, typed: one step to anywhere (a plain form, so it works without JavaScript). */
function MoveTo({ action, collection, id, title, position, count }: { action: (form: FormData) => Promise<void>; collection: string; id: string; title: string; position: number; count: number }) {
  const field = `position-${id}`;
  return (
    <form action={action} className={styles.moveTo}>
      <input type="hidden" name="collection" value={collection} />
      <input type="hidden" name="id" value={id} />
      <label htmlFor={field}>
        Place <span className="visually-hidden">of “{title}”</span>
      </label>
      <input id={field} name="position" type="number" inputMode="numeric" min={1} max={count} defaultValue={position} required />
      <button type="submit" className="button button-outline">
        Move <span className="visually-hidden">“{title}” to this place</span>
      </button>
    </form>
  );
}
