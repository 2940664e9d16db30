import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { TEST_EVENT, type WebhookEventType } from '@/lib/validation/webhook';
import type { Database, OwnerKind } from '../db/schema';
import { DeliveryError, startQueueWorker } from '../queue/worker';
import { findEndpoint, insertDeliveries, subscribedEndpoints } from '../repositories/webhooks';
import { testData } from './payloads';
import { sendWebhook, type SendOptions } from './send';

type Owner = { kind: OwnerKind; id: string };

/**
 * Queues one event for every enabled endpoint subscribed to `type`, inside the caller's transaction: the
 * deliveries exist if and only if the submission (or status change) was committed. Answers how many.
 */
export async function enqueueWebhookEvent(trx: Transaction<Database>, type: WebhookEventType, data: object, owner?: Owner, now = new Date()): Promise<number> {
  const endpoints = await subscribedEndpoints(trx, type);
  await queueDeliveries(trx, endpoints, type, data, owner, now);
  return endpoints.length;
}

/** The admin's "Send test event": to this one endpoint, whatever it subscribes to. */
export async function enqueueTestEvent(db: Kysely<Database>, endpointId: string, now = new Date()): Promise<void> {
  await queueDeliveries(db, [endpointId], TEST_EVENT, testData(endpointId), undefined, now);
}

/**
 * One row per endpoint, each with its own Standard Webhooks message id. The body is fixed here, as
 * `{ type, timestamp, data }`: every attempt sends (and signs) exactly these bytes.
 */
async function queueDeliveries(db: Kysely<Database>, endpoints: string[], type: string, data: object, owner: Owner | undefined, now: Date) {
  if (endpoints.length === 0) return;
  const payload = JSON.stringify({ type, timestamp: now.toISOString(), data });
  await insertDeliveries(
    db,
    endpoints.map((endpointId) => ({
      id: `msg_${randomUUID().replaceAll('-', '')}`,
      endpoint_id: endpointId,
      event_type: type,
      payload,
      status: 'pending' as const,
      attempts: 0,
      next_attempt_at: now.toISOString(),
      locked_until: null,
      last_status_code: null,
      last_error: null,
      created_at: now.toISOString(),
      delivered_at: null,
      owner_kind: owner?.kind ?? null,
      owner_id: owner?.id ?? null,
    })),
  );
}

interface WorkerOptions extends SendOptions {
  db: Kysely<Database>;
  pollMs: number;
  retryBaseMs: number;
}

/** Sends due deliveries through the shared queue worker (server/queue/worker.ts): claimed once, retried with backoff. */
export function startWebhookWorker({ db, pollMs, retryBaseMs, ...send }: WorkerOptions) {
  return startQueueWorker({
    name: 'webhooks',
    db,
    table: 'webhook_deliveries',
    pollMs,
    retryBaseMs,
    deliver: async (row) => {
      const endpoint = await findEndpoint(db, row.endpoint_id);
      if (!endpoint) throw new DeliveryError('The endpoint was deleted', { final: true });
      // A disabled endpoint gets nothing new queued; what was waiting stops here. Test events still go, to try it before enabling.
      if (!endpoint.enabled && row.event_type !== TEST_EVENT) throw new DeliveryError('The endpoint is disabled: enable it, then send again', { final: true });
      const status = await sendWebhook({ id: row.id, url: endpoint.url, secret: endpoint.secret, body: row.payload }, send);
      return { last_status_code: status };
    },
    delivered: (at) => ({ status: 'delivered', delivered_at: at }),
  });
}
