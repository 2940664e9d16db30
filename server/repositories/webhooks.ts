import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { WebhookEndpointInput } from '@/lib/validation/webhook';
import type { Database, WebhookDeliveryTable, WebhookEndpointTable } from '../db/schema';
import { requeued } from './queue';

export type WebhookEndpoint = WebhookEndpointTable;
type DeliveryCounts = Partial<Record<'pending' | 'sending' | 'delivered' | 'failed', number>>;

/** The stored comma list as event types. */
export const eventsOf = (endpoint: Pick<WebhookEndpoint, 'events'>) => endpoint.events.split(',').filter(Boolean);

/** Every endpoint, oldest first, with how many of its deliveries are in each state. */
export async function listEndpoints(db: Kysely<Database>) {
  const [endpoints, counts] = await Promise.all([
    db.selectFrom('webhook_endpoints').select(['id', 'url', 'events', 'enabled', 'description', 'created_at']).orderBy('created_at').execute(),
    db.selectFrom('webhook_deliveries').select(['endpoint_id', 'status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy(['endpoint_id', 'status']).execute(),
  ]);
  const byEndpoint = new Map<string, DeliveryCounts>();
  for (const row of counts) byEndpoint.set(row.endpoint_id, { ...byEndpoint.get(row.endpoint_id), [row.status]: Number(row.n) });
  return endpoints.map((endpoint) => ({ ...endpoint, deliveries: byEndpoint.get(endpoint.id) ?? {} }));
}

export async function findEndpoint(db: Kysely<Database>, id: string) {
  return db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The enabled endpoints that subscribe to `type` (there are a handful: the list is filtered here, not in SQL). */
export async function subscribedEndpoints(db: Kysely<Database>, type: string) {
  const endpoints = await db.selectFrom('webhook_endpoints').select(['id', 'events']).where('enabled', '=', 1).execute();
  return endpoints.filter((endpoint) => eventsOf(endpoint).includes(type)).map((endpoint) => endpoint.id);
}

export async function insertEndpoint(db: Kysely<Database>, input: WebhookEndpointInput, secret: string): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto('webhook_endpoints')
    .values({ id, url: input.url, events: input.events.join(','), description: input.description, secret, enabled: 1, created_at: now, updated_at: now })
    .execute();
  return id;
}

/** Changes an endpoint's columns; false when it no longer exists. */
async function updateEndpointColumns(db: Kysely<Database>, id: string, columns: Partial<Omit<WebhookEndpoint, 'id' | 'created_at'>>): Promise<boolean> {
  const result = await db.updateTable('webhook_endpoints').set({ ...columns, updated_at: new Date().toISOString() }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const updateEndpoint = (db: Kysely<Database>, id: string, input: WebhookEndpointInput) =>
  updateEndpointColumns(db, id, { url: input.url, events: input.events.join(','), description: input.description });

export const setEndpointEnabled = (db: Kysely<Database>, id: string, enabled: boolean) => updateEndpointColumns(db, id, { enabled: enabled ? 1 : 0 });

export const setEndpointSecret = (db: Kysely<Database>, id: string, secret: string) => updateEndpointColumns(db, id, { secret });

/** Deletes an endpoint with its deliveries (their payloads hold visitors' personal data). */
export async function deleteEndpoint(db: Kysely<Database>, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('webhook_deliveries').where('endpoint_id', '=', id).execute();
    const result = await trx.deleteFrom('webhook_endpoints').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  });
}

/** An endpoint's latest deliveries, newest first (its endpoint_id, created_at index serves it). */
export async function listDeliveries(db: Kysely<Database>, endpointId: string, limit = 50) {
  return db
    .selectFrom('webhook_deliveries')
    .select(['id', 'event_type', 'status', 'attempts', 'next_attempt_at', 'last_status_code', 'last_error', 'created_at', 'delivered_at', 'owner_kind', 'owner_id'])
    .where('endpoint_id', '=', endpointId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Sends one of an endpoint's deliveries again now, with a fresh set of attempts: a failed one after the receiver
 * is fixed, or a delivered one the receiver lost. Not one being sent at this moment.
 */
export async function requeueDelivery(db: Kysely<Database>, endpointId: string, id: string): Promise<boolean> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set(requeued())
    .where('id', '=', id)
    .where('endpoint_id', '=', endpointId)
    .where('status', '<>', 'sending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Queues deliveries (server/webhooks/outbox.ts makes the rows), in the caller's transaction when it passes one. */
export async function insertDeliveries(db: Kysely<Database>, rows: Insertable<WebhookDeliveryTable>[]): Promise<void> {
  await db.insertInto('webhook_deliveries').values(rows).execute();
}
