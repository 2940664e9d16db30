import type { Metadata } from 'next';
import Link from 'next/link';
import { requireOwner } from '@/server/auth/session';
import { currentDb } from '@/server/db/current';
import { AUDIT_PAGE_SIZE, listAudit } from '@/server/repositories/audit';
import styles from '../../admin.module.css';
import { AdminTable } from '@/components/admin/shared/admin-table';

export const metadata: Metadata = { title: 'Audit log' };

type Props = { searchParams: Promise<{ page?: string }> };

function targetLink(target: string | null) {
  const [kind, id] = (target ?? '').split(':');
  if (kind === 'lead' || kind === 'contact' || kind === 'quote') return <Link href={`/admin/leads/${id}`}>{target}</Link>;
  if (kind === 'application') return <Link href={`/admin/applications/${id}`}>{target}</Link>;
  if (kind === 'job') return <Link href={`/admin/jobs/${id}`}>{target}</Link>;
  if (kind === 'webhook') return <Link href={`/admin/webhooks/${id}`}>{target}</Link>;
  return target ?? '—';
}

/** Who signed in, and who changed, deleted, exported or edited what, newest first. */
export default async function AuditPage({ searchParams }: Props) {
  await requireOwner('/admin/audit');
  const page = Math.max(1, Math.min(10_000, Number((await searchParams).page) || 1));
  const rows = await listAudit((await currentDb()).kysely, page);
  return (
    <>
      <h1>Audit log</h1>
      <AdminTable caption="Actions, newest first" columns={['When (UTC)', 'Who', 'Did', 'To', 'Detail', 'From']}>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{row.at.slice(0, 19).replace('T', ' ')}</td>
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
