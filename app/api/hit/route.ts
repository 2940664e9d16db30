import { currentDb } from '@/server/db/current';
import { clientIp } from '@/server/http/multipart';
import { answerHit } from '@/server/analytics/ingest';
import { beaconResponse, hitFallback } from '@/lib/beacon-pixel.mts';

// POST /api/hit – a page view from the beacon (public/hit.js); GET /api/hit – the same from the <noscript> image.
// Answered at once: the view is queued and written with others (server/analytics/queue.ts). The server answers
// these in front of Next once the app has started (server/serving/beacon.mts); this route is the same for the first
// hits and for `next start`. Both answer with lib/beacon-pixel.mts.

export const dynamic = 'force-dynamic';

async function answer(request: Request): Promise<Response> {
  const body = request.method === 'POST' ? await request.text() : '';
  let result = { status: 204, gif: false };
  try {
    result = await answerHit(await currentDb(), { method: request.method, body, headers: request.headers, address: clientIp(request.headers) });
  } catch (error) {
    console.error(`analytics: hit not recorded (${(error as Error).message})`);
    result = hitFallback(request.method);
  }
  const answered = beaconResponse(result);
  return new Response(answered.body, { status: answered.status, headers: answered.headers });
}

export const POST = answer;
export const GET = answer;
