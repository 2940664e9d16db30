import type { Metadata } from 'next';
import { AuditTable } from '@/components/admin/audit/audit-table';
import { requireOwner } from '@/server/auth/session';
import { currentDb } from '@/server/db/current';
import { listAudit } from '@/server/repositories/audit';

export const metadata: Metadata = { title: 'Audit log' };

type Props = { searchParams: Promise<{ page?: string }> };

/** Who signed in, and who changed, deleted, exported or edited what, newest first. */
export default async function AuditPage({ searchParams }: Props) {
  await requireOwner('/admin/audit');
  const page = Math.max(1, Math.min(10_000, Number((await searchParams).page) || 1));
  const rows = await listAudit((await currentDb()).kysely, page);
  return (
    <>
      <h1>Audit log</h1>
      <AuditTable rows={rows} page={page} />
    </>
  );
}
