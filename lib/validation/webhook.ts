import { z } from './zod';
import type { FormState } from './form-state';
import type { Option } from './options';

/** The admin's webhook endpoint form and the events an endpoint can subscribe to (server/webhooks/). */

export const WEBHOOK_EVENTS = [
  { value: 'lead.created', label: 'lead.created: a contact message or quote request arrived' },
  { value: 'application.created', label: 'application.created: someone applied for a job' },
  { value: 'lead.status_changed', label: 'lead.status_changed: an admin changed a lead’s status' },
] as const satisfies readonly Option[];

export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number]['value'];

/** Sent only by the admin's "Send test event", to that one endpoint, whatever it subscribes to. */
export const TEST_EVENT = 'webhook.test';

export const WEBHOOK_LIMITS = { url: 2000, description: 200 } as const;

/** What the endpoint form shows and posts: events as the ticked boxes' values, comma-separated. */
export interface WebhookFormValues {
  url: string;
  description: string;
  events: string;
}

/** A new endpoint's form: every event ticked. */
export const EMPTY_WEBHOOK: WebhookFormValues = { url: '', description: '', events: WEBHOOK_EVENTS.map((e) => e.value).join(',') };

const EVENT_TYPES = WEBHOOK_EVENTS.map((e) => e.value) as [WebhookEventType, ...WebhookEventType[]];
const NO_LINE_BREAKS = /^[^\r\n\u0000-\u001f\u007f]*$/;

/**
 * The endpoint form as FormData carries it: events is the ticked boxes, joined with commas. Whether the URL
 * may be used (https, public address) depends on the server's mode and is checked there (server/webhooks/address.ts).
 */
export const webhookEndpointSchema = z.object({
  url: z
    .string({ error: 'Enter the URL that receives the webhooks.' })
    .trim()
    .min(1, 'Enter the URL that receives the webhooks.')
    .max(WEBHOOK_LIMITS.url, `Keep the URL to ${WEBHOOK_LIMITS.url} characters or fewer.`)
    .refine((value) => URL.canParse(value), 'Enter a full URL, like https://crm.example.com/hooks/navyug.'),
  description: z
    .string()
    .trim()
    .max(WEBHOOK_LIMITS.description, `Keep the description to ${WEBHOOK_LIMITS.description} characters or fewer.`)
    .regex(NO_LINE_BREAKS, 'Write the description on one line.')
    .transform((value) => value || null),
  events: z
    .string()
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(z.array(z.enum(EVENT_TYPES, { error: 'Choose events from the list.' })).min(1, 'Choose at least one event.')),
});

export type WebhookEndpointInput = z.output<typeof webhookEndpointSchema>;

/** The endpoint form's answer: once, right after an endpoint is added or its secret replaced, the new secret. */
export interface WebhookFormState extends FormState {
  secret?: string;
  endpointId?: string;
}
