// The site's forms, by the key that names each one in its paths and body limits (server/http/form-routes.mts), its
// rate count and its messages (server/forms/submission.ts, server/http/errors.ts). Only erasable TypeScript
// syntax: the request guard reaches it under Node's type stripping.

export type FormKey = 'contact' | 'quote' | 'apply';

/**
 * The quote form opened with answers filled in from its URL (`/get-quote?projecttype=…&case=…`, read by
 * lib/quote-prefill.ts): any of these parameters makes next.config.ts rewrite the request to `route`, rendered per
 * request, so the bare page stays prerendered and served from the page cache. The URL the visitor sees (and
 * posts the form to) stays `page`.
 */
export const QUOTE_PREFILL = {
  page: '/get-quote',
  route: '/get-quote/start',
  params: ['projecttype', 'projecttypeother', 'service', 'case', 'from'],
} as const;
