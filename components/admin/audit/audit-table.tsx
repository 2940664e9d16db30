import Link from 'next/link';
import styles from '@/app/admin/admin.module.css';
import { AdminTable } from '@/components/admin/shared/admin-table';
import { AUDIT_PAGE_SIZE, type listAudit } from '@/server/repositories/audit';
import { LocalTime } from '@/components/admin/shared/local-time';

/** A page of the audit log, newest first, each target linked to its page, with the pager. */
export function AuditTable({ rows, page }: { rows: Awaited<ReturnType<typeof listAudit>>; page: number }) {
  return (
    <>
      <AdminTable caption="Actions, newest first" columns={['When', 'Who', 'Did', 'To', 'Detail', 'From']}>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>
              <LocalTime iso={row.at} seconds />
            </td>
            <td>{row.actor}</td>
            <td>{row.action}</td>
            <td>{targetLink(row.target)}</td>
            <td>{row.detail ?? '—'}</td>
            <td>{row.ip ?? '—'}</td>
          </tr>
        ))}
      </AdminTable>
      <nav className={styles.pager} aria-label="Pages">
        {page > 1 ? <Link href={`/admin/audit?page=${page - 1}`}>← Newer</Link> : <span />}
        {rows.length === AUDIT_PAGE_SIZE ? <Link href={`/admin/audit?page=${page + 1}`}>Older →</Link> : <span />}
      </nav>
    </>
  );
}

function targetLink(target: string | null) {
  const [kind, id] = (target ?? '').split(':');
  if (kind === 'lead' || kind === 'contact' || kind === 'quote') return <Link href={`/admin/leads/${id}`}>{target}</Link>;
  if (kind === 'application') return <Link href={`/admin/applications/${id}`}>{target}</Link>;
  if (kind === 'job') return <Link href={`/admin/jobs/${id}`}>{target}</Link>;
  if (kind === 'webhook') return <Link href={`/admin/webhooks/${id}`}>{target}</Link>;
  return target ?? '—';
}
