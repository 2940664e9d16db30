import { z } from 'zod';
import { clientIp } from '@/server/http/multipart';
import { currentDb } from '@/server/db/current';
import { analyticsFor, optedOut, requestHost, type Hit, type HitResult, type RequestSignals } from '@/server/services/analytics';

// POST /api/hit – a page view from the beacon (public/hit.js); GET /api/hit – the same from the <noscript> image.
// Answered at once: the view is queued and written with others (server/services/analytics.ts), never on the page's path.

export const dynamic = 'force-dynamic';

/** The beacon's body is a few hundred bytes; the request guard refuses more than BEACON_BODY_LIMIT before this. */
const MAX_BODY = 2048;

const beaconSchema = z.object({
  u: z.string().max(1024),
  r: z.string().max(1024).optional(),
  tz: z.string().max(64).optional(),
  c: z.enum(['accepted', 'declined']).optional(),
});

const NO_STORE = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };
// A 1×1 transparent GIF: what an <img> expects, so the browser logs no broken image.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export async function POST(request: Request): Promise<Response> {
  const text = await request.text();
  if (text.length > MAX_BODY) return new Response(null, { status: 413, headers: NO_STORE });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return new Response(null, { status: 400, headers: NO_STORE });
  }
  const parsed = beaconSchema.safeParse(json);
  if (!parsed.success) return new Response(null, { status: 422, headers: NO_STORE });
  const { u, r, tz, c } = parsed.data;
  const result = await record(request, { url: u, referrer: r ?? null, timeZone: tz ?? null, consent: c ?? null, script: true });
  return new Response(null, { status: result === 'limited' ? 429 : 204, headers: NO_STORE });
}

export async function GET(request: Request): Promise<Response> {
  // The page is the image's referrer (Referrer-Policy strict-origin-when-cross-origin sends our own full URL).
  const page = request.headers.get('referer');
  const result = page ? await record(request, { url: page, referrer: null, timeZone: null, consent: null, script: false }) : 'ignored';
  return new Response(result === 'limited' ? null : PIXEL, { status: result === 'limited' ? 429 : 200, headers: { ...NO_STORE, 'content-type': 'image/gif' } });
}

async function record(request: Request, hit: Hit): Promise<HitResult> {
  const signals: RequestSignals = {
    address: clientIp(request.headers) ?? 'unknown',
    userAgent: request.headers.get('user-agent'),
    optOut: optedOut(request.headers),
    host: requestHost(request.headers),
  };
  // A page must never wait on its count: a database that is down loses the view, not the visitor's time.
  try {
    const db = await currentDb();
    return await analyticsFor(db).recordHit(hit, signals);
  } catch (error) {
    console.error(`analytics: hit not recorded (${(error as Error).message})`);
    return 'ignored';
  }
}
