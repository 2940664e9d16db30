import Link from 'next/link';
import styles from '@/app/admin/admin.module.css';
import { ActionButton } from '@/components/admin/shared/action-button';
import { AdminTable } from '@/components/admin/shared/admin-table';
import { Notices } from '@/components/admin/shared/notices';
import { CONTENT_STATE_LABELS, SERVICE_VISIBILITY, SPECS, type CollectionName, type ContentState } from '@/lib/content/collections';
import { RETENTION } from '@/lib/retention';
import { moveContent, moveContentTo, restoreContent } from '@/server/actions/admin-content';
import { stateOf, type ContentRow } from '@/server/repositories/content';
import { LocalTime } from '@/components/admin/shared/local-time';
import { FocusMoved } from './focus-moved';

const BADGE: Record<ContentState, string> = { draft: 'draft', scheduled: 'pending', published: 'published', changed: 'new', deleted: 'closed' };
const DONE: Record<string, string> = { deleted: `Deleted: it is off the site, and can be restored from “Deleted” for ${RETENTION.contentRestoreDays} days.`, moved: 'Order saved: the site shows the new order.' };
const ERRORS: Record<string, string> = { missing: 'That item no longer exists.' };

/** The state filter's value when it names a state, else none. */
export const stateFilter = (state: string) => (Object.hasOwn(CONTENT_STATE_LABELS, state) ? (state as ContentState) : undefined);

/** The move control an action came back from (`?via=`): the moved row's focus returns to it. */
export type MoveControl = 'up' | 'down' | 'to';
export const moveControl = (via: string | undefined): MoveControl | undefined => (via === 'up' || via === 'down' || via === 'to' ? via : undefined);

/**
 * How an item is hidden on the site although it is published (a service's visibility: 'Hidden (404)', 'Hidden
 * (redirect to /work)'), by the revision the site shows, else by the draft (an item never published); none when it
 * is shown, or its collection has no visibility.
 */
export function hiddenMark(collection: CollectionName, row: Pick<ContentRow, 'published' | 'draft'>): string | undefined {
  if (collection !== 'services') return undefined;
  let fields: { visibility?: unknown; redirectTo?: unknown };
  try {
    fields = JSON.parse(row.published ?? row.draft) ?? {};
  } catch {
    return undefined;
  }
  if (fields.visibility === 'hidden-redirect' && typeof fields.redirectTo === 'string' && fields.redirectTo) return `Hidden (redirect to ${fields.redirectTo})`;
  return SERVICE_VISIBILITY.find((option) => option.value !== 'shown' && option.value === fields.visibility)?.label;
}

/** An item's state as a badge, with how it is hidden beside it: "Published · Hidden (404)". */
export function StateBadges({ collection, row }: { collection: CollectionName; row: ContentRow }) {
  const state = stateOf(row);
  const hidden = hiddenMark(collection, row);
  return (
    <>
      <span className={styles.badge} data-status={BADGE[state]}>
        {CONTENT_STATE_LABELS[state]}
      </span>
      {hidden && (
        <>
          {' · '}
          <span className={styles.badge} data-status="closed">
            {hidden}
          </span>
        </>
      )}
    </>
  );
}

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

/**
 * The items with their state; unfiltered, a collection whose order the site shows can be reordered (not the fixed
 * pages, legal texts and company facts: the site places those itself); deleted ones restored.
 *
 * After a move (`movedBy`: the control used), the moved row's way back is its fragment: the action sends the browser
 * to `#item-<id>`, which names, in every row, the control to come back to (the one used when the row still has it,
 * else its other move button, else its link), so the browser's own fragment focus lands there without JavaScript;
 * with it, FocusMoved puts the focus there after the navigation. Otherwise the fragment names the row (focusable).
 */
export function CollectionTable({ collection, rows, searched, filter, movedBy }: { collection: CollectionName; rows: ContentRow[]; searched: boolean; filter?: ContentState; movedBy?: MoveControl }) {
  const spec = SPECS[collection];
  const reorderable = spec.ordered && !searched && !filter;
  return (
    <AdminTable caption={`${spec.label}${spec.ordered ? ', in the order the site shows them' : ''}`} columns={['Title', 'Slug', 'State', 'Updated', ...(reorderable ? ['Order'] : []), ...(filter === 'deleted' ? [''] : [])]} empty={rows.length === 0 && 'Nothing here.'}>
      {rows.map((row, index) => {
        const up = reorderable && index > 0;
        const down = reorderable && index < rows.length - 1;
        const target = !reorderable || !movedBy ? 'row' : movedBy === 'to' ? 'to' : movedBy === 'up' ? (up ? 'up' : down ? 'down' : 'link') : down ? 'down' : up ? 'up' : 'link';
        const anchor = (control: typeof target) => (control === target ? `item-${row.id}` : undefined);
        return (
          <tr key={row.id} id={anchor('row')} tabIndex={target === 'row' ? -1 : undefined} className={styles.contentRow}>
            <td>
              <Link href={`/admin/content/${collection}/${row.id}`} id={anchor('link')}>
                {row.title}
              </Link>
            </td>
            <td>{row.slug}</td>
            <td>
              <StateBadges collection={collection} row={row} />
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
                {/* "Up", "Down", then the typed place: one line on a phone (admin.module.css, .order) */}
                <div className={styles.order}>
                  <div className={styles.actions}>
                    {up && <ActionButton action={moveContent} values={{ collection, id: row.id, direction: 'up' }} label={<MoveLabel title={row.title} direction="Up" />} id={anchor('up')} />}
                    {down && <ActionButton action={moveContent} values={{ collection, id: row.id, direction: 'down' }} label={<MoveLabel title={row.title} direction="Down" />} id={anchor('down')} />}
                  </div>
                  <MoveTo action={moveContentTo} collection={collection} id={row.id} title={row.title} position={index + 1} count={rows.length} anchor={anchor('to')} />
                </div>
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
      {movedBy && reorderable && <FocusMoved />}
    </AdminTable>
  );
}

/** A move button's words: "Up" or "Down" shown, "Move “Title” up" heard (the shown word ends the name). */
function MoveLabel({ title, direction }: { title: string; direction: 'Up' | 'Down' }) {
  return (
    <>
      <span className="visually-hidden">Move “{title}” </span>
      {direction}
    </>
  );
}

/** A place in the order, typed: one step to anywhere (a plain form, so it works without JavaScript). */
function MoveTo({ action, collection, id, title, position, count, anchor }: { action: (form: FormData) => Promise<void>; collection: string; id: string; title: string; position: number; count: number; anchor?: string }) {
  const field = `position-${id}`;
  return (
    <form action={action} className={styles.moveTo}>
      <input type="hidden" name="collection" value={collection} />
      <input type="hidden" name="id" value={id} />
      <label htmlFor={field}>
        Place <span className="visually-hidden">of “{title}”</span>
      </label>
      {/* keyed by the place: after a move the field shows the row's new place, not what was typed */}
      <input key={position} id={field} name="position" type="number" inputMode="numeric" min={1} max={count} defaultValue={position} required />
      <button type="submit" className="button button-outline" id={anchor}>
        Move <span className="visually-hidden">“{title}” to this place</span>
      </button>
    </form>
  );
}
