// Runs once when the server starts: migrate the database and start the mail outbox before any request. Loading
// server/runtime.ts also has any later use of the database (server/db/current.ts) start them, should this first start fail.
import type { Instrumentation } from 'next';

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { runtime } = await import('./server/runtime');
  await runtime();
}

/**
 * A render or route handler that failed: one log line with its stack, the request's id (X-Request-Id, from nginx or
 * the serving layer: server/serving/observe.mts) and the digest the visitor's error page shows as its reference, so
 * a visitor's report finds the line. The route is Next's template (/blog/[slug]), never the path with its query.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logger } = await import('./server/observability/log.mts');
  const header = request.headers['x-request-id'];
  const failure = error as Error & { digest?: string };
  logger().error({ event: 'server error', req_id: Array.isArray(header) ? header[0] : header, digest: failure.digest, route: context.routePath, kind: context.routerKind, type: context.routeType, err: failure }, 'server error');
};
