import { z } from '@/lib/validation/zod';

/** The inbox's filters as they live in the URL (so a view can be bookmarked and shared), checked. */
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));
const one = (value: unknown) => (Array.isArray(value) ? value[0] : value);

export const inboxQuerySchema = z.object({
  kind: z.preprocess(one, z.enum(['contact', 'quote', 'application']).optional().catch(undefined)),
  status: z.preprocess(one, z.enum(['new', 'in_progress', 'done', 'spam']).optional().catch(undefined)),
  from: z.preprocess(one, date.optional().catch(undefined)),
  to: z.preprocess(one, date.optional().catch(undefined)),
  q: z.preprocess(one, z.string().trim().max(200).optional().catch(undefined)),
  page: z.preprocess(one, z.coerce.number().int().min(1).max(100_000).catch(1)).default(1),
});

export type InboxQuery = z.infer<typeof inboxQuerySchema>;

export function parseInboxQuery(params: Record<string, string | string[] | undefined>): InboxQuery {
  return inboxQuerySchema.parse(params);
}

/** The query string for a view, without empty parts (page 1 is the default). */
export function inboxSearch(query: Partial<InboxQuery>): string {
  const params = new URLSearchParams();
  for (const key of ['kind', 'status', 'from', 'to', 'q'] as const) if (query[key]) params.set(key, String(query[key]));
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * A view's filters as the audit log records an export of it: decoded (`{"q":"ann@x.co"}`, never `q=ann%40x.co`),
 * so an erasure finds the address or name an admin searched for (server/privacy/audit-redact.ts).
 */
export function describeInboxQuery(query: Partial<InboxQuery>): string {
  const parts = Object.fromEntries((['q', 'kind', 'status', 'from', 'to'] as const).flatMap((key) => (query[key] ? [[key, query[key]]] : [])));
  return Object.keys(parts).length > 0 ? JSON.stringify(parts) : 'everything';
}

export const KIND_LABELS = { contact: 'Contact message', quote: 'Quote request', application: 'Job application' } as const;
export const STATUS_LABELS = { new: 'New', in_progress: 'In progress', done: 'Done', spam: 'Spam' } as const;
