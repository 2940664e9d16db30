'use server';

import { redirect } from 'next/navigation';
import { z } from '@/lib/validation/zod';
import { webhookEndpointSchema, type WebhookFormState } from '@/lib/validation/webhook';
import { config } from '../config';
import { kick } from '../queue/kick';
import { deleteEndpoint, findEndpoint, insertEndpoint, requeueDelivery, setEndpointEnabled, setEndpointSecret, updateEndpoint } from '../repositories/webhooks';
import { urlRefusal } from '../webhooks/address';
import { enqueueTestEvent } from '../webhooks/outbox';
import { newWebhookSecret } from '../webhooks/send';
import { adminAction, adminFormAction, type ActionTarget } from './admin-action';

const endpointPath = (id: string) => `/admin/webhooks/${id}`;
const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

/** The endpoint a button is about (the login comes back to it); a tampered form goes back to the list. */
const endpoint = { schema: z.object({ id: z.uuid() }), path: ({ id }) => endpointPath(id), list: '/admin/webhooks' } satisfies ActionTarget<{ id: string }>;

/** The form's answers as text: events are the ticked boxes, comma-joined. */
const readEndpointForm = (form: FormData) => ({ url: text(form.get('url')), description: text(form.get('description')), events: form.getAll('events').map(text).join(',') });

/** The endpoint form, and whether this URL may be used at all: that depends on the server's mode (the sender checks again at send time). */
const endpointSchema = webhookEndpointSchema.extend({
  // piped: asked only of a URL the form's own rules accept
  url: webhookEndpointSchema.shape.url.pipe(
    z.string().superRefine((url, ctx) => {
      const refusal = urlRefusal(url, { publicOnly: config.webhookPublicOnly });
      if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
    }),
  ),
});

/**
 * Adds an endpoint (a form without an id) or saves one. A new endpoint's secret is in the answer, the only
 * time it is shown; a saved one opens its page again. Invalid answers come back beside their fields.
 */
export const saveEndpoint = adminAction(
  {
    target: { schema: z.object({ id: z.literal('').transform(() => null).or(z.uuid()) }), path: ({ id }) => (id ? endpointPath(id) : '/admin/webhooks/new'), list: '/admin/webhooks' },
    schema: endpointSchema,
    read: readEndpointForm,
  },
  async ({ id, ...input }, { db, log, values, version }): Promise<WebhookFormState> => {
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
  },
);

/** Replaces an endpoint's secret, once its box is ticked; the new one is in the answer, shown that once. */
export const rotateSecret = adminAction({ target: endpoint }, async ({ id }, { db, log, form, version }): Promise<WebhookFormState> => {
  if (form.get('confirm') !== 'yes') return { status: 'invalid', message: 'Tick the box to confirm: the old secret stops working at once.', values: {}, fieldErrors: {}, version };
  const secret = newWebhookSecret();
  if (!(await setEndpointSecret(db.kysely, id, secret))) redirect('/admin/webhooks?error=gone');
  await log('webhook.rotate-secret', `webhook:${id}`);
  return { status: 'sent', message: 'New secret made.', values: {}, fieldErrors: {}, version, secret, endpointId: id };
});

/** Enable or disable: a disabled endpoint gets no new events, and what was waiting for it is not sent. */
export const setEndpointEnabledAction = adminFormAction(
  { target: endpoint, schema: z.object({ op: z.enum(['enable', 'disable']) }), invalid: ({ id }) => `${endpointPath(id)}?error=op` },
  async ({ id, op }, { db, log }) => {
    if (!(await setEndpointEnabled(db.kysely, id, op === 'enable'))) redirect('/admin/webhooks?error=gone');
    await log(`webhook.${op}`, `webhook:${id}`);
    redirect(`${endpointPath(id)}?done=${op}d`);
  },
);

/** Queues a `webhook.test` event for this endpoint alone and wakes the worker. */
export const sendTestEvent = adminFormAction({ target: endpoint }, async ({ id }, { db, log }) => {
  if (!(await findEndpoint(db.kysely, id))) redirect('/admin/webhooks?error=gone');
  await enqueueTestEvent(db.kysely, id);
  kick('webhook_deliveries');
  await log('webhook.test', `webhook:${id}`);
  redirect(`${endpointPath(id)}?done=test#deliveries`);
});

/** "Send again": the delivery goes out once more, with the same id and body and a fresh set of attempts. */
export const resendDelivery = adminFormAction(
  { target: endpoint, schema: z.object({ delivery: z.string().regex(/^msg_[0-9a-f]{32}$/) }), invalid: ({ id }) => `${endpointPath(id)}?error=delivery#deliveries` },
  async ({ id, delivery }, { db, log }) => {
    if (!(await requeueDelivery(db.kysely, id, delivery))) redirect(`${endpointPath(id)}?error=delivery#deliveries`);
    kick('webhook_deliveries');
    await log('webhook.resend', `webhook:${id}`, delivery);
    redirect(`${endpointPath(id)}?done=resent#deliveries`);
  },
);

/** Deletes an endpoint and its deliveries for good, once its box is ticked. */
export const deleteEndpointAction = adminFormAction({ target: endpoint }, async ({ id }, { db, log, form }) => {
  if (form.get('confirm') !== 'yes') redirect(`${endpointPath(id)}?error=confirm#delete`);
  const found = await findEndpoint(db.kysely, id);
  if (!found || !(await deleteEndpoint(db.kysely, id))) redirect('/admin/webhooks?error=gone');
  await log('webhook.delete', `webhook:${id}`, found.url);
  redirect('/admin/webhooks?done=deleted');
});
