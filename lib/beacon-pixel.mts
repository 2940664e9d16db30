// The analytics beacon's answer, in one place for the two that give it: the route (app/api/hit/route.ts, the first
// hits and `next start`) and the fast path in front of Next (server/serving/beacon.mts, once the app has started).
// Only erasable TypeScript syntax: this file runs under Node's type stripping (scripts/server.mjs) too.

/** A 1×1 transparent GIF: what an <img> expects, so the browser logs no broken image. */
export const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Every beacon answer: never stored, never indexed, never sniffed. */
export const BEACON_HEADERS: Readonly<Record<string, string>> = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex', 'x-content-type-options': 'nosniff' };

/**
 * When the hit could not be handed to the analytics (the app failing): a GET (the <noscript> image) still gets its
 * GIF, a POST its 204. A page never waits on its count.
 */
export function hitFallback(method: string): { status: number; gif: boolean } {
  return { status: method === 'GET' ? 200 : 204, gif: method === 'GET' };
}

/** The response for an answer: its status, its headers and, with `gif`, the pixel as its body (else none). */
export function beaconResponse({ status, gif }: { status: number; gif: boolean }): { status: number; headers: Record<string, string>; body: typeof PIXEL | null } {
  return gif ? { status, headers: { ...BEACON_HEADERS, 'content-type': 'image/gif' }, body: PIXEL } : { status, headers: { ...BEACON_HEADERS }, body: null };
}
