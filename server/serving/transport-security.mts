// Strict-Transport-Security, decided by the SITE_URL the server runs with. Headers in next.config.ts are fixed
// when the site is built, so a build made with an http SITE_URL and started with an https one would pin
// nothing (and the reverse would pin browsers to https on a site served over http). This layer, outermost in
// scripts/server.mjs, adds the header to every answer, cached pages and the guard's refusals included.
// Only erasable TypeScript syntax: this file runs under Node's type stripping (scripts/server.mjs).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Handler } from './hold.mts';

/** Two years, and every subdomain: what an https-only site sends (and what HSTS preload lists ask for). */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

/** The header's value for a site served at `siteUrl`, or null: only an https origin may pin browsers to https. */
export function strictTransportSecurity(siteUrl: string): string | null {
  return /^https:\/\//i.test(siteUrl) ? HSTS_VALUE : null;
}

/** `handler` with HSTS on every response when the site is https; `handler` itself otherwise. */
export function withTransportSecurity(handler: Handler, siteUrl: string): Handler {
  const value = strictTransportSecurity(siteUrl);
  if (!value) return handler;
  return (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Strict-Transport-Security', value);
    handler(req, res);
  };
}
