// How long the server waits for slow clients (scripts/server.mjs applies these to its HTTP server; the request
// guard times request bodies). Node's defaults let one client hold a connection for minutes: 60 s to send its
// headers, 5 minutes to send a request, checked only every 30 s, and a body may trickle in a byte at a time,
// which keeps one of the guard's 16 body slots (and so every upload) taken. test/integration/slow-clients.test.ts
// and scripts/slow-clients.mjs measure the effect.
//
// A front proxy should use the same or shorter limits, so that it, not we, turns a slow client away:
//   nginx                                   here
//   client_header_timeout 20s;              HEADERS_TIMEOUT_MS
//   client_body_timeout 20s;                BODY_IDLE_TIMEOUT_MS
//   send_timeout 60s;                       SOCKET_IDLE_TIMEOUT_MS (also proxy_read_timeout, proxy_send_timeout)
//   upstream { keepalive_timeout 4s; }      shorter than KEEP_ALIVE_TIMEOUT_MS, so that nginx never reuses a
//                                           connection we are closing at that moment (a 502)
//   keepalive_timeout 65s;                  its own, to browsers; any value
// nginx receives a whole request body before it passes it on (proxy_request_buffering on, the default), so
// behind it REQUEST_TIMEOUT_MS and MIN_BODY_BYTES_PER_SECOND only ever meet clients that reach us directly.
// Only erasable TypeScript syntax: this file runs under Node's type stripping (scripts/server.mjs).
import type { Server } from 'node:http';

/** The request line and headers, all of them (a slow loris that sends a header line now and then). */
export const HEADERS_TIMEOUT_MS = 20_000;

/** A request body that sends nothing for this long is answered 408 (the request guard's timer). */
export const BODY_IDLE_TIMEOUT_MS = 20_000;

/**
 * A body slower than this on average, after its first BODY_GRACE_MS, is answered 408: one that dribbles a few
 * bytes a second never falls silent for BODY_IDLE_TIMEOUT_MS. 1 KB/s is far below the slowest mobile link
 * (2G sends 10 KB/s and more); a form's fields arrive in one go.
 */
export const MIN_BODY_BYTES_PER_SECOND = 1024;
export const BODY_GRACE_MS = 10_000;

/**
 * The whole request, headers and body: the largest form (60 MB, a job application with its task video) at
 * 100 KB/s, a slow upload link, takes 10 minutes.
 */
export const REQUEST_TIMEOUT_MS = 10 * 60_000;

/** A connection on which nothing moves either way, e.g. a client that stopped reading our answer. */
export const SOCKET_IDLE_TIMEOUT_MS = 60_000;

/** An idle connection between two requests. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** How often Node checks the headers and request timeouts (its default, 30 s, would let them run over by that much). */
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/** Applies the limits above to `server`; call it before `listen()`, which starts the timeout checks. */
export function applyServerTimeouts(server: Server): Server {
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.timeout = SOCKET_IDLE_TIMEOUT_MS;
  // Read when the server starts listening; Node has no setter for it after createServer().
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = TIMEOUT_CHECK_INTERVAL_MS;
  return server;
}
