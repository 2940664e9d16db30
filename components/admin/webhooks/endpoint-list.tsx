import Link from 'next/link';
import styles from '@/app/admin/admin.module.css';
import { AdminTable } from '@/components/admin/shared/admin-table';
import { eventsOf, type listEndpoints } from '@/server/repositories/webhooks';

/** Every endpoint with its events, whether it is enabled and how its deliveries stand. */
export function EndpointTable({ endpoints }: { endpoints: Awaited<ReturnType<typeof listEndpoints>> }) {
  return (
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
  );
}
