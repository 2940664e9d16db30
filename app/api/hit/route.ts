import { currentDb } from '@/server/db/current';
import { clientIp } from '@/server/http/multipart';
import { answerHit } from '@/server/services/analytics';

// POST /api/hit – a page view from the beacon (public/hit.js); GET /api/hit – the same from the <noscript> image.
// Answered at once: the view is queued and written with others (server/services/analytics.ts). The server answers
// these in front of Next once the app has started (server/serving/beacon.mts); this route is the same for the first
// hits and for `next start`.

export const dynamic = 'force-dynamic';

const NO_STORE = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };
// A 1×1 transparent GIF: what an <img> expects, so the browser logs no broken image.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

async function answer(request: Request): Promise<Response> {
  const body = request.method === 'POST' ? await request.text() : '';
  let result = { status: 204, gif: false };
  try {
    result = await answerHit(await currentDb(), { method: request.method, body, headers: request.headers, address: clientIp(request.headers) });
  } catch (error) {
    console.error(`analytics: hit not recorded (${(error as Error).message})`);
    result = { status: request.method === 'GET' ? 200 : 204, gif: request.method === 'GET' };
  }
  return result.gif ? new Response(PIXEL, { status: result.status, headers: { ...NO_STORE, 'content-type': 'image/gif' } }) : new Response(null, { status: result.status, headers: NO_STORE });
}

export const POST = answer;
export const GET = answer;
