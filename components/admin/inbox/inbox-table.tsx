import Link from 'next/link';
import styles from '@/app/admin/admin.module.css';
import { AdminTable } from '@/components/admin/shared/admin-table';
import { inboxSearch, KIND_LABELS, STATUS_LABELS, type InboxQuery } from '@/lib/admin/inbox-filter';
import { formatPosted } from '@/lib/relative-time';
import { PAGE_SIZE, type InboxRow } from '@/server/repositories/inbox';
import { LocalTime } from '@/components/admin/shared/local-time';

/** One page of the submissions that match, newest first: how many, the CSV of them, the table and the pager. */
export function InboxTable({ query, rows, total, now }: { query: InboxQuery; rows: InboxRow[]; total: number; now: Date }) {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <>
      <div className={styles.actions}>
        <p className={styles.muted} role="status">
          {total === 0 ? 'Nothing matches.' : `${total} submission${total === 1 ? '' : 's'}; page ${query.page} of ${pages}.`}
        </p>
        <a href={`/admin/export${inboxSearch({ ...query, page: 1 })}`} download>
          Export these as CSV
        </a>
      </div>
      <AdminTable caption="Submissions, newest first" columns={['Name', 'Reference', 'Kind', 'E-mail', 'Company or job', 'Received', 'Status', 'Files']}>
        {rows.map((row) => (
          <tr key={`${row.kind}:${row.id}`}>
            <td>
              <Link href={`/admin/${row.kind === 'application' ? 'applications' : 'leads'}/${row.id}`}>{row.name}</Link>
            </td>
            <td className={styles.reference}>{row.reference}</td>
            <td>{KIND_LABELS[row.kind]}</td>
            <td>{row.email}</td>
            <td>{row.about ?? '—'}</td>
            <td>
              <time dateTime={row.created_at} title={row.created_at}>
                {formatPosted(row.created_at, now)}
              </time>
              <div className={styles.muted}>
                <LocalTime iso={row.created_at} />
              </div>
            </td>
            <td>
              <span className={styles.badge} data-status={row.status}>
                {STATUS_LABELS[row.status]}
              </span>
            </td>
            <td>{row.files}</td>
          </tr>
        ))}
      </AdminTable>
      <nav className={styles.pager} aria-label="Pages">
        {query.page > 1 ? <Link href={`/admin${inboxSearch({ ...query, page: query.page - 1 })}`}>← Newer</Link> : <span />}
        {query.page < pages ? <Link href={`/admin${inboxSearch({ ...query, page: query.page + 1 })}`}>Older →</Link> : <span />}
      </nav>
    </>
  );
}
