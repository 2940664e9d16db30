import Link from 'next/link';
import styles from '@/app/admin/admin.module.css';
import { resendDelivery } from '@/server/actions/admin-webhooks';
import type { listDeliveries } from '@/server/repositories/webhooks';
import { AdminTable } from '@/components/admin/shared/admin-table';
import { LocalTime } from '@/components/admin/shared/local-time';
import { QueueState } from '@/components/admin/shared/queue-state';

type Delivery = Awaited<ReturnType<typeof listDeliveries>>[number];

/** An endpoint's latest deliveries, newest first: how each went, and "Send again". */
export function WebhookDeliveries({ endpointId, deliveries }: { endpointId: string; deliveries: Delivery[] }) {
  return (
    <AdminTable labelledBy="deliveries" columns={['Event', 'State', 'HTTP status', 'Attempts', 'Last error', 'Action']} empty={deliveries.length === 0 && 'Nothing sent to this endpoint yet.'}>
      {deliveries.map((row) => (
        <tr key={row.id}>
          <td>
            {row.owner_id ? <Link href={`/admin/${row.owner_kind === 'application' ? 'applications' : 'leads'}/${row.owner_id}`}>{row.event_type}</Link> : row.event_type}
            <div className={styles.muted}>
              {row.id} · queued <LocalTime iso={row.created_at} seconds />
            </div>
          </td>
          <td>
            <QueueState status={row.status} nextAttemptAt={row.next_attempt_at} seconds />
            {row.delivered_at && (
              <div className={styles.muted}>
                <LocalTime iso={row.delivered_at} seconds />
              </div>
            )}
          </td>
          <td>{row.last_status_code ?? '—'}</td>
          <td>{Number(row.attempts)}</td>
          <td>{row.last_error ?? '—'}</td>
          <td>
            {row.status !== 'sending' && (
              <form action={resendDelivery}>
                <input type="hidden" name="id" value={endpointId} />
                <input type="hidden" name="delivery" value={row.id} />
                <button type="submit" className={styles.linkButton} aria-label={`Send again: ${row.event_type} ${row.id}`}>
                  Send again
                </button>
              </form>
            )}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
