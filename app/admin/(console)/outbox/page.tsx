import type { Metadata } from 'next';
import { OutboxSummary, SentTable, UndeliveredTable } from '@/components/admin/outbox/outbox-tables';
import { requireOwner } from '@/server/auth/session';
import { currentDb } from '@/server/db/current';
import { listRecentlySent, listUndelivered, outboxCounts } from '@/server/repositories/outbox';

export const metadata: Metadata = { title: 'Outbox' };

type Props = { searchParams: Promise<{ done?: string }> };

/**
 * Mail not yet delivered: waiting, being sent, or given up on after its attempts, with the last error; then
 * the latest delivered, with the attempts it took, so a recovery after an outage shows too.
 */
export default async function OutboxPage({ searchParams }: Props) {
  await requireOwner('/admin/outbox');
  const db = await currentDb();
  const [rows, sent, counts] = await Promise.all([listUndelivered(db.kysely), listRecentlySent(db.kysely), outboxCounts(db.kysely)]);
  return (
    <>
      <h1>Outbox</h1>
      <OutboxSummary counts={counts} done={(await searchParams).done} />
      <UndeliveredTable rows={rows} />
      <SentTable rows={sent} />
    </>
  );
}
