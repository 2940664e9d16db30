import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ActionButton } from '@/components/admin/shared/action-button';
import { AdminTable } from '@/components/admin/shared/admin-table';
import { CONTENT_STATE_LABELS, isCollection, SPECS } from '@/lib/content/collections';
import { moveContent, restoreContent } from '@/server/actions/admin-content';
import { requireEditor } from '@/server/auth/session';
import type { ContentState } from '@/lib/content/collections';
import { listItems, stateOf } from '@/server/repositories/content';
import { currentDb } from '@/server/db/current';
import { RETENTION } from '@/lib/retention';
import { Notices } from '@/components/admin/shared/notices';
import styles from '../../../admin.module.css';

type Props = { params: Promise<{ collection: string }>; searchParams: Promise<{ q?: string; state?: string; done?: string; error?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { collection } = await params;
  return { title: isCollection(collection) ? SPECS[collection].label : 'Content' };
}

const STATE_LABELS = CONTENT_STATE_LABELS;
const BADGE: Record<ContentState, string> = { draft: 'draft', scheduled: 'pending', published: 'published', changed: 'new', deleted: 'closed' };
const DONE: Record<string, string> = { deleted: `Deleted: it is off the site, and can be restored from “Deleted” for ${RETENTION.contentRestoreDays} days.`, moved: 'Order saved: the site shows the new order.' };
const ERRORS: Record<string, string> = { missing: 'That item no longer exists.' };

/** One collection's items with their state, a search and a state filter; ordered collections can be reordered. */
export default async function CollectionPage({ params, searchParams }: Props) {
  const { collection } = await params;
  if (!isCollection(collection)) notFound();
  await requireEditor(`/admin/content/${collection}`);
  const spec = SPECS[collection];
  const { q = '', state = '', done, error } = await searchParams;
  const filter = Object.hasOwn(STATE_LABELS, state) ? (state as ContentState) : undefined;
  const rows = await listItems((await currentDb()).kysely, collection, { query: q.trim().slice(0, 100) || undefined, state: filter });
  const reorderable = spec.ordered && !q && !filter;
  return (
    <>
      <p>
        <Link href="/admin/content">← Content</Link>
      </p>
      <h1>{spec.label}</h1>
      <Notices done={done} error={error} messages={DONE} errors={ERRORS} />
      <div className={styles.actions} style={{ marginBottom: 16 }}>
        <Link href={`/admin/content/${collection}/new`} className="button button-dark">
          New {spec.singular}
        </Link>
      </div>
      <form method="get" className={styles.actions} role="search" aria-label={`Search ${spec.label.toLowerCase()}`} style={{ marginBottom: 16 }}>
        <label>
          Search <input type="search" name="q" defaultValue={q} maxLength={100} />
        </label>
        <label>
          State{' '}
          <select name="state" defaultValue={filter ?? ''}>
            <option value="">Any (not deleted)</option>
            {Object.entries(STATE_LABELS).map(([value, label]) => (
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
                  {STATE_LABELS[rowState]}
                </span>
                {row.scheduled_at && <div className={styles.muted}>{row.scheduled_at.slice(0, 16).replace('T', ' ')} UTC</div>}
              </td>
              <td>
                {row.updated_at.slice(0, 16).replace('T', ' ')}
                {row.updated_by && <div className={styles.muted}>{row.updated_by}</div>}
              </td>
              {reorderable && (
                <td>
                  <div className={styles.actions}>
                    {index > 0 && <ActionButton action={moveContent} values={{ collection, id: row.id, direction: 'up' }} label={`Move “${row.title}” up`} />}
                    {index < rows.length - 1 && <ActionButton action={moveContent} values={{ collection, id: row.id, direction: 'down' }} label={`Move “${row.title}” down`} />}
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
      </AdminTable>
    </>
  );
}
