// One log line and one histogram sample per request, when its answer has ended (or the client went away), and the
// request's id: nginx's X-Request-Id (deploy/nginx.conf sets it) when it looks like one, else one made here. The id is
// put on the request for Next (instrumentation.ts logs a server error with it) and on every line about the request.
// What a line holds is in server/observability/log.mts: the route template, never the path.
// Only erasable TypeScript syntax: this file runs under Node's type stripping (scripts/server.mjs).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const REQUEST_ID = /^[\w.-]{1,64}$/;
/** Probes come every few seconds from every balancer: logged only at debug. */
const QUIET = new Set(['/livez', '/readyz', '/metrics']);

export interface ObserveOptions {
  log: Logger;
  routeTemplate(pathname: string): string;
  observeRequest(method: string, route: string, status: number, seconds: number): void;
}

export function observeRequests(handler: Handler, { log, routeTemplate, observeRequest }: ObserveOptions): Handler {
  return (req, res) => {
    const started = process.hrtime.bigint();
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    req.headers['x-request-id'] = id;
    res.once('close', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const url = req.url ?? '/';
      const query = url.indexOf('?');
      const pathname = query === -1 ? url : url.slice(0, query);
      const route = routeTemplate(pathname);
      // A client that went away before the answer ended is logged with the status it would have had, and `aborted`.
      const status = res.statusCode;
      observeRequest(req.method ?? 'GET', route, status, ms / 1000);
      const level = QUIET.has(route) ? 'debug' : status >= 500 ? 'warn' : 'info';
      if (!log.isLevelEnabled(level)) return;
      log[level]({ req_id: id, method: req.method, route, status, ms: Math.round(ms * 10) / 10, ...(res.writableFinished ? {} : { aborted: true }) }, 'request');
    });
    handler(req, res);
  };
}
