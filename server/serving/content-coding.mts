// Content codings (RFC 9110 8.4, 12.5.3): which one a response goes out in, for the page cache (front-cache.mts),
// the form-token fill (token-fill.mts) and the HTML rewrite (html-rewrite.mts).
// Only erasable TypeScript syntax: this file runs under Node's type stripping (scripts/server.mjs).
import type { OutgoingHttpHeaders } from 'node:http';

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts among those available (RFC 9110 12.5.3). */
export function negotiate(acceptEncoding: string | string[] | undefined, available: Partial<Record<Encoding, unknown>>): Encoding {
  const weights = new Map<string, number>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (!coding) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(coding, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  const candidates = (['br', 'gzip'] as const).filter((coding) => available[coding] && weight(coding) > 0);
  return candidates.sort((a, b) => weight(b) - weight(a))[0] ?? 'identity';
}

/** For negotiate: a body that can be made in either coding. */
export const BR_OR_GZIP: Partial<Record<Encoding, true>> = { br: true, gzip: true };

/** A Vary header value that names Accept-Encoding. */
export function withAcceptEncoding(vary: OutgoingHttpHeaders['vary']) {
  const names = String(vary ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  return names.some((name) => name.toLowerCase() === 'accept-encoding') ? names.join(', ') : [...names, 'Accept-Encoding'].join(', ');
}
