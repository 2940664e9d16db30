import type { Metadata } from 'next';
import Link from 'next/link';
import { ActionNotice } from '@/components/admin/shared/action-notice';
import { requireOwner } from '@/server/auth/session';
import { currentDb } from '@/server/db/current';
import { eventsOf, listEndpoints } from '@/server/repositories/webhooks';
import styles from '../../admin.module.css';
import { AdminTable } from '@/components/admin/shared/admin-table';

export const metadata: Metadata = { title: 'Webhooks' };

type Props = { searchParams: Promise<{ done?: string; error?: string }> };

const MESSAGES = {
  done: { deleted: 'Endpoint deleted, with its deliveries.' },
  error: { gone: 'That endpoint no longer exists.', unknown: 'That endpoint could not be found.' },
};

/** Every webhook endpoint with its events and how its deliveries stand: where endpoints are added and opened. */
export default async function WebhooksPage({ searchParams }: Props) {
  await requireOwner('/admin/webhooks');
  const db = await currentDb();
  const endpoints = await listEndpoints(db.kysely);
  const { done, error } = await searchParams;
  return (
    <>
      <h1>Webhooks</h1>
      <ActionNotice done={done} error={error} messages={MESSAGES} />
      <p>Each new lead, application or lead status change is sent, signed, to the endpoints that subscribe to it, and retried until it is taken.</p>
      <div className={styles.actions} style={{ marginBottom: 16 }}>
        <Link href="/admin/webhooks/new" className="button button-dark">
          Add endpoint
        </Link>
      </div>
      <AdminTable caption="Webhook endpoints" columns={['URL', 'Events', 'State', 'Deliveries']} empty={endpoints.length === 0 && 'No endpoints yet.'}>
        {endpoints.map((endpoint) => (
          <tr key={endpoint.id}>
            <td>
              <Link href={`/admin/webhooks/${endpoint.id}`}>{endpoint.url}</Link>
              {endpoint.description && <div className={styles.muted}>{endpoint.description}</div>}
            </td>
            <td>{eventsOf(endpoint).join(', ')}</td>
            <td>
              <span className={styles.badge} data-status={endpoint.enabled ? 'enabled' : 'disabled'}>
                {endpoint.enabled ? 'enabled' : 'disabled'}
              </span>
            </td>
            <td>
              {endpoint.deliveries.delivered ?? 0} delivered · {(endpoint.deliveries.pending ?? 0) + (endpoint.deliveries.sending ?? 0)} waiting · {endpoint.deliveries.failed ?? 0} failed
            </td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}
