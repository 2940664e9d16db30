// The analytics beacon's endpoint (/api/hit), answered in front of Next (scripts/server.mjs puts it behind the request
// guard, which has already set the client's address and refused a body over BEACON_BODY_LIMIT). Next's route handler
// spends milliseconds of CPU on each request; a page view is a few hundred bytes handed to the app's analytics
// (server/analytics/ingest.ts answerHit, registered by server/runtime.ts once the app has started). Until then, and
// for any other path, the request goes on to Next, whose route (app/api/hit/route.ts) answers it the same way.
// Only erasable TypeScript syntax: this file runs under Node's type stripping (scripts/server.mjs).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { beaconResponse, hitFallback } from '../../lib/beacon-pixel.mts';
import { CLIENT_HEADER } from './contract.mts';
import { BEACON_BODY_LIMIT, BEACON_PATH } from '../http/form-routes.mts';
import type { GuardHooks } from './contract.mts';
import type { Handler } from './hold.mts';

type HitHook = GuardHooks['hit'];


export function beaconFastPath(next: Handler, hook: () => HitHook | undefined): Handler {
  return function beacon(req: IncomingMessage, res: ServerResponse) {
    const hit = hook();
    const path = (req.url ?? '').split('?')[0];
    if (!hit || path !== BEACON_PATH || (req.method !== 'POST' && req.method !== 'GET')) return next(req, res);
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= BEACON_BODY_LIMIT) chunks.push(chunk);
    });
    req.on('end', () => {
      const headers = { get: (name: string) => headerValue(req, name) };
      const body = size > BEACON_BODY_LIMIT ? 'x'.repeat(BEACON_BODY_LIMIT + 1) : Buffer.concat(chunks).toString('utf8');
      hit({ method: req.method!, body, headers, address: headerValue(req, CLIENT_HEADER) })
        .catch(() => hitFallback(req.method!))
        .then((answer) => {
          const { status, headers, body } = beaconResponse(answer);
          if (body) res.writeHead(status, { ...headers, 'content-length': body.length }).end(body);
          else res.writeHead(status, headers).end();
        });
    });
    req.on('error', () => res.destroy());
  };
}

function headerValue(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : (value ?? null);
}
