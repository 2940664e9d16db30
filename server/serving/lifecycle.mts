// An instance's life as a balancer and an operator see it: GET /livez, /readyz and /metrics, answered here in front of
// everything else (never rate-limited, cached, counted in analytics or passed to Next), and the drain on SIGTERM.
//
// Readiness: 'starting' until scripts/server.mjs has warmed its page cache and opened its port; then the app's check
// (server/runtime.ts: the database answers within READY_TIMEOUT_MS and holds this build's migrations); 'draining'
// from the first SIGTERM. The answers say only that word: no version, host or error text.
//
// The drain (drain() below), for nginx in front (deploy/nginx.conf), which learns of an instance going only from its
// connections: the port closes, so nginx's next connection is refused and it sends that request to the other instance
// (nothing of it was sent: safe even for a POST); requests in flight finish, and every answer from then on says
// `Connection: close`; an idle keep-alive connection is left for nginx to close (its upstream keepalive_timeout, 4 s)
// or to use once more, not closed here within IDLE_GRACE_MS, as a request nginx writes on it at that moment would be
// lost (a 502, and a POST nginx may not resend). All of it within SHUTDOWN_TIMEOUT_MS; a second signal ends it at once.
// Only erasable TypeScript syntax: this file runs under Node's type stripping (scripts/server.mjs).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import type { TrustedProxies } from './client-address.mts';
import { appHooks, type NotReady } from './contract.mts';

/** How long /readyz waits for the database before it says 'database'. */
export const READY_TIMEOUT_MS = 1_000;

/** How long a drain leaves idle keep-alive connections to their peer: longer than nginx's upstream keepalive_timeout (4 s). */
export const IDLE_GRACE_MS = 5_000;

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
type State = 'starting' | 'ready' | 'draining';

export interface LifecycleOptions {
  /** Who may read /metrics (METRICS_ALLOW); a request that came through a proxy never may. */
  metricsAllow: TrustedProxies;
  metrics(): Promise<{ contentType: string; body: string }>;
  /** Told of every change, for the readiness gauges. */
  onState?(state: State): void;
}

export interface Lifecycle {
  /** The handler with the three endpoints in front of it. */
  wrap(handler: Handler): Handler;
  /** The port is open and the page cache warm: readiness is now the app's. */
  ready(): void;
  /** From now on: not ready, and every answer closes its connection. */
  startDraining(): void;
}


export function createLifecycle({ metricsAllow, metrics, onState }: LifecycleOptions): Lifecycle {
  let state: State = 'starting';
  // Probes that arrive together share one trip to the database (a balancer and a monitor, several of each).
  let checking: Promise<NotReady | null> | null = null;
  // Answers under way: told to close their connection when a drain starts before their headers are out.
  const inFlight = new Set<ServerResponse>();
  const set = (next: State) => {
    state = next;
    onState?.(next);
    if (next === 'draining') for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
  };

  /** Why not ready, or null: what /readyz answers. */
  async function readiness(): Promise<NotReady | null> {
    if (state !== 'ready') return state;
    const hooks = appHooks();
    if (!hooks) return 'starting';
    // One check at a time, however many probes wait on it: on a network gone silent a check hangs until the
    // database's query timeout, and a new one per probe would take every connection of the pool.
    checking ??= hooks.health().finally(() => (checking = null));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'database'>((resolve) => (timer = setTimeout(() => resolve('database'), READY_TIMEOUT_MS)));
    const reason = await Promise.race([checking, late]).finally(() => clearTimeout(timer));
    return (state as State) === 'draining' ? 'draining' : reason; // a drain that began meanwhile
  }

  function wrap(handler: Handler): Handler {
    return (req, res) => {
      if (state === 'draining') res.shouldKeepAlive = false; // `Connection: close`
      inFlight.add(res);
      res.once('close', () => inFlight.delete(res));
      const path = req.url ?? '';
      if (path === '/livez' || path === '/readyz' || path === '/metrics') {
        if (req.method === 'GET' || req.method === 'HEAD') return void answer(req, res, path).catch(() => plain(res, 500, { status: 'error' }));
      }
      handler(req, res);
    };
  }

  async function answer(req: IncomingMessage, res: ServerResponse, path: string) {
    if (path === '/livez') return plain(res, 200, { status: 'ok' });
    if (path === '/readyz') {
      const reason = await readiness();
      return plain(res, reason ? 503 : 200, { status: reason ?? 'ok' });
    }
    // Not for visitors, whatever nginx passes: an address outside the list, or any request a proxy forwarded, is
    // answered as if there were no such page.
    if (req.headers['x-forwarded-for'] !== undefined || !metricsAllow.has(req.socket.remoteAddress ?? '')) return plain(res, 404, { status: 'not found' });
    const { contentType, body } = await metrics();
    res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return {
    wrap,
    ready: () => set('ready'),
    startDraining: () => set('draining'),
  };
}

function plain(res: ServerResponse, status: number, body: { status: string }) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', 'x-robots-tag': 'noindex' });
  res.end(JSON.stringify(body));
}

export interface DrainOptions {
  /** Between readiness turning 503 and the port closing, for balancers that poll /readyz (SHUTDOWN_DELAY_MS). */
  delayMs: number;
  /** The bound on the whole drain (SHUTDOWN_TIMEOUT_MS): then open connections are closed. */
  timeoutMs: number;
  /** Resolves to end the drain at once (a second signal). */
  cut: Promise<void>;
}

/**
 * Drains `server` as the head comment says; resolves with how it ended and how many connections were still open
 * at the end (cut, their requests lost to this instance).
 */
export async function drain(server: Server, { delayMs, timeoutMs, cut }: DrainOptions): Promise<{ ended: 'drained' | 'timeout' | 'cut'; cutConnections: number; ms: number }> {
  const started = Date.now();
  const bound = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), timeoutMs).unref());
  const stopped = cut.then(() => 'cut' as const);
  if (delayMs > 0) {
    const waited = await Promise.race([new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), delayMs)), bound, stopped]);
    if (waited !== 'waited') return end(waited);
  }
  // net.Server's close, not http.Server's: that one also closes every idle keep-alive connection at once.
  const closed = new Promise<'drained'>((resolve) => NetServer.prototype.close.call(server, () => resolve('drained')));
  // A connection that goes idle after its last answer (which said `Connection: close`) is closed by Node; one that
  // was idle all along is the peer's to close, for IDLE_GRACE_MS: nginx closes its own within its keepalive_timeout
  // (4 s), so none of its requests can meet a closing connection. What is idle after that is another client's (a
  // monitor, a browser that reached the instance directly), which may keep one for a minute: those are closed then,
  // and again every half second for a connection whose answer began before the drain (and so kept it alive).
  let sweeper: NodeJS.Timeout | undefined;
  const grace = setTimeout(() => {
    server.closeIdleConnections();
    sweeper = setInterval(() => server.closeIdleConnections(), 500);
  }, IDLE_GRACE_MS);
  try {
    return end(await Promise.race([closed, bound, stopped]));
  } finally {
    clearTimeout(grace);
    clearInterval(sweeper);
  }

  function end(ended: 'drained' | 'timeout' | 'cut') {
    const open = ended === 'drained' ? [] : openConnections(server); // drained: the last ones are closing already
    server.closeAllConnections();
    for (const socket of open) socket.destroy(); // upgraded or otherwise untracked ones too
    return { ended, cutConnections: open.length, ms: Date.now() - started };
  }
}

/** The server's open sockets (tracked on 'connection'; see trackConnections). */
function openConnections(server: Server): Socket[] {
  return [...((server as Server & { navyugSockets?: Set<Socket> }).navyugSockets ?? [])];
}

/** Keeps the set of open sockets that drain() counts; call before listen(). */
export function trackConnections(server: Server): Server {
  const sockets = new Set<Socket>();
  (server as Server & { navyugSockets?: Set<Socket> }).navyugSockets = sockets;
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return server;
}
