import type { Metadata } from 'next';
import { EndpointDeletePanel, EndpointHeader, SecretPanel } from '@/components/admin/webhooks/endpoint-detail';
import { WebhookDeliveries } from '@/components/admin/webhooks/webhook-deliveries';
import { WebhookForm } from '@/components/admin/webhooks/webhook-form';
import { loadRecord, RECORDS } from '@/server/admin/load-record';
import { listDeliveries } from '@/server/repositories/webhooks';

export const metadata: Metadata = { title: 'Webhook endpoint' };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ done?: string; error?: string }> };

/** One endpoint: its settings to edit, enable or disable, a test event, its deliveries, a new secret and deletion. */
export default async function WebhookPage({ params, searchParams }: Props) {
  const { key: id, record: endpoint, db } = await loadRecord(RECORDS.webhook, params);
  const deliveries = await listDeliveries(db.kysely, id);
  return (
    <>
      <EndpointHeader endpoint={endpoint} flash={await searchParams} />
      <h2 id="deliveries">Deliveries</h2>
      <WebhookDeliveries endpointId={id} deliveries={deliveries} />
      <h2>Edit</h2>
      <WebhookForm id={id} endpoint={{ url: endpoint.url, description: endpoint.description ?? '', events: endpoint.events }} />
      <SecretPanel id={id} />
      <EndpointDeletePanel id={id} />
    </>
  );
}
