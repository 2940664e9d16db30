'use server';

import { redirect } from 'next/navigation';
import { z } from '@/lib/validation/zod';
import { fieldErrors } from '@/lib/validation/fields';
import { webhookEndpointSchema, type WebhookFormState } from '@/lib/validation/webhook';
import { config } from '../config';
import { kick } from '../queue/kick';
import { deleteEndpoint, findEndpoint, insertEndpoint, requeueDelivery, setEndpointEnabled, setEndpointSecret, updateEndpoint } from '../repositories/webhooks';
import { urlRefusal } from '../webhooks/address';
import { enqueueTestEvent } from '../webhooks/outbox';
import { newWebhookSecret } from '../webhooks/send';
import { adminContext as context } from './admin-context';

const endpointPath = (id: string) => `/admin/webhooks/${id}`;
const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');
const INVALID = 'Some answers need another look: see the messages beside the fields.';

/** The endpoint a button is about, after the sign-in check (which comes back to that endpoint). */
async function endpointContext(form: FormData) {
  const id = z.uuid().safeParse(form.get('id'));
  const shared = await context(id.success ? endpointPath(id.data) : '/admin/webhooks');
  if (!id.success) redirect('/admin/webhooks?error=unknown');
  return { id: id.data, ...shared };
}

/** The form's answers as text (events: the ticked boxes, comma-joined), its parse, and every message per field. */
function readEndpointForm(form: FormData) {
  const values = { url: text(form.get('url')), description: text(form.get('description')), events: form.getAll('events').map(text).join(',') };
  const parsed = webhookEndpointSchema.safeParse(values);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  // Whether this URL may be used at all depends on the server's mode; the sender checks again at send time.
  const refusal = errors.url ? null : urlRefusal(values.url.trim(), { publicOnly: config.webhookPublicOnly });
  if (refusal) errors.url = [refusal];
  return { values, input: parsed.success && !refusal ? parsed.data : null, errors };
}

/**
 * Adds an endpoint (a form without an id) or saves one. A new endpoint's secret is in the answer, the only
 * time it is shown; a saved one opens its page again. Invalid answers come back beside their fields.
 */
export async function saveEndpoint(previous: WebhookFormState, form: FormData): Promise<WebhookFormState> {
  const rawId = text(form.get('id'));
  const id = rawId === '' ? null : z.uuid().safeParse(rawId).data;
  const { db, log } = await context(id ? endpointPath(id) : '/admin/webhooks/new');
  if (id === undefined) redirect('/admin/webhooks?error=unknown');
  const version = previous.version + 1;
  const { values, input, errors } = readEndpointForm(form);
  if (!input) return { status: 'invalid', message: INVALID, values, fieldErrors: errors, version };
  const secret = id === null ? newWebhookSecret() : undefined;
  let saved: string | null;
  try {
    saved = id === null ? await insertEndpoint(db.kysely, input, secret!) : (await updateEndpoint(db.kysely, id, input)) ? id : null;
  } catch (error) {
    console.error('admin: could not save a webhook endpoint', error);
    return { status: 'error', message: 'The endpoint could not be saved: something went wrong on our side. Try again in a minute.', values, fieldErrors: {}, version };
  }
  if (saved === null) redirect('/admin/webhooks?error=gone');
  await log(id === null ? 'webhook.create' : 'webhook.update', `webhook:${saved}`, `${input.url} (${input.events.join(', ')})`);
  if (secret) return { status: 'sent', message: 'Endpoint added.', values: {}, fieldErrors: {}, version, secret, endpointId: saved };
  redirect(`${endpointPath(saved)}?done=saved`);
}

/** Replaces an endpoint's secret, once its box is ticked; the new one is in the answer, shown that once. */
export async function rotateSecret(previous: WebhookFormState, form: FormData): Promise<WebhookFormState> {
  const { id, db, log } = await endpointContext(form);
  const version = previous.version + 1;
  if (form.get('confirm') !== 'yes') return { status: 'invalid', message: 'Tick the box to confirm: the old secret stops working at once.', values: {}, fieldErrors: {}, version };
  const secret = newWebhookSecret();
  if (!(await setEndpointSecret(db.kysely, id, secret))) redirect('/admin/webhooks?error=gone');
  await log('webhook.rotate-secret', `webhook:${id}`);
  return { status: 'sent', message: 'New secret made.', values: {}, fieldErrors: {}, version, secret, endpointId: id };
}

/** Enable or disable: a disabled endpoint gets no new events, and what was waiting for it is not sent. */
export async function setEndpointEnabledAction(form: FormData): Promise<void> {
  const { id, db, log } = await endpointContext(form);
  const op = text(form.get('op'));
  if (op !== 'enable' && op !== 'disable') redirect(`${endpointPath(id)}?error=op`);
  if (!(await setEndpointEnabled(db.kysely, id, op === 'enable'))) redirect('/admin/webhooks?error=gone');
  await log(`webhook.${op}`, `webhook:${id}`);
  redirect(`${endpointPath(id)}?done=${op}d`);
}

/** Queues a `webhook.test` event for this endpoint alone and wakes the worker. */
export async function sendTestEvent(form: FormData): Promise<void> {
  const { id, db, log } = await endpointContext(form);
  if (!(await findEndpoint(db.kysely, id))) redirect('/admin/webhooks?error=gone');
  await enqueueTestEvent(db.kysely, id);
  kick('webhook_deliveries');
  await log('webhook.test', `webhook:${id}`);
  redirect(`${endpointPath(id)}?done=test#deliveries`);
}

/** "Send again": the delivery goes out once more, with the same id and body and a fresh set of attempts. */
export async function resendDelivery(form: FormData): Promise<void> {
  const { id, db, log } = await endpointContext(form);
  const delivery = z.string().regex(/^msg_[0-9a-f]{32}$/).safeParse(form.get('delivery'));
  if (!delivery.success || !(await requeueDelivery(db.kysely, id, delivery.data))) redirect(`${endpointPath(id)}?error=delivery#deliveries`);
  kick('webhook_deliveries');
  await log('webhook.resend', `webhook:${id}`, delivery.data);
  redirect(`${endpointPath(id)}?done=resent#deliveries`);
}

/** Deletes an endpoint and its deliveries for good, once its box is ticked. */
export async function deleteEndpointAction(form: FormData): Promise<void> {
  const { id, db, log } = await endpointContext(form);
  if (form.get('confirm') !== 'yes') redirect(`${endpointPath(id)}?error=confirm#delete`);
  const endpoint = await findEndpoint(db.kysely, id);
  if (!endpoint || !(await deleteEndpoint(db.kysely, id))) redirect('/admin/webhooks?error=gone');
  await log('webhook.delete', `webhook:${id}`, endpoint.url);
  redirect('/admin/webhooks?done=deleted');
}
