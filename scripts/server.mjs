// The production server that `npm start` runs: Next's own request handler (the one `next start` uses),
// behind the in-process shared cache of server/serving/front-cache.mts, which serves prerendered pages and
// build assets compressed once instead of on every request, and stores every prerendered page right after
// start-up, so its first visitor gets it too. Every HTML page is rewritten so that Next's scripts start
// once the page has loaded and painted, with a CSP that allows exactly its inline scripts
// (server/serving/html-rewrite.mts). PAGE_CACHE_MB=0 turns the cache off. Form pages are kept with a
// placeholder where the visitor's form token goes, filled with a fresh one per response (token-fill.mts).
// In front of both, the request guard (server/serving/request-guard.mts) sets the client's address, refuses
// methods and bodies the site does not take, and receives each request body in full before Next reads it.
// Usage: node scripts/server.mjs --port 4321 --host 127.0.0.1
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const port = Number(option('--port', process.env.PORT ?? '4321'));
const host = option('--host', process.env.HOST ?? '127.0.0.1');
const cacheMb = Number(process.env.PAGE_CACHE_MB ?? '64');

// Settings checked before anything starts: a wrong one stops the server here, saying what to give instead.
const { logger, logLevelFrom, routeConsole } = await import('../server/observability/log.mts');
const { trustedProxies } = await import('../server/serving/client-address.mts');
let settings;
try {
  (await import('../lib/time-zone.mts')).agencyTimeZoneFrom(process.env);
  logLevelFrom(process.env);
  settings = {
    shutdownTimeoutMs: milliseconds('SHUTDOWN_TIMEOUT_MS', 30_000),
    shutdownDelayMs: milliseconds('SHUTDOWN_DELAY_MS', 0),
    metricsAllow: trustedProxies(process.env.METRICS_ALLOW ?? '127.0.0.0/8,::1', 'METRICS_ALLOW'),
  };
} catch (error) {
  console.error(`Not started: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

/** A whole number of milliseconds from the environment, or its default. */
function milliseconds(name, fallback) {
  const value = process.env[name]?.trim();
  if (!value) return fallback;
  if (!/^\d{1,7}$/.test(value)) throw new Error(`${name}=${value} is not a number of milliseconds (e.g. ${fallback})`);
  return Number(value);
}

// Every line the process prints from here on is JSON (server/observability/log.mts), Next's own included.
const log = logger(`${host}:${port}`);
routeConsole(log);
const startedAt = performance.now();
log.info({ event: 'start', pid: process.pid }, 'starting');

// A stop signal is taken from the start: before the port is open it ends start-up there (see shutdown below).
let stopSignal = null;
let onStop = null; // set once the server can drain
let cutNow;
const cut = new Promise((resolve) => (cutNow = resolve));
let firstSignalAt = 0;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (!stopSignal) {
      stopSignal = signal;
      firstSignalAt = performance.now();
      onStop?.(signal);
      return;
    }
    // The same stop delivered twice (Ctrl-C reaches both `npm start` and this process, which it also forwards): one.
    if (performance.now() - firstSignalAt < 500) return;
    log.warn({ event: 'shutdown', signal, phase: 'cut' }, 'second signal: closing what is still open now');
    cutNow();
  });
}

// Next reads NODE_ENV while it loads, so set it before importing it (as `next start` does).
process.env.NODE_ENV = 'production';
// The configuration as the build resolved it (.next/required-server-files.json), handed to Next the way its own
// standalone server.js does, instead of Next reading next.config.ts again: Next can only compile that file with its
// SWC binary, which then stays loaded, 26 MB of the server's resident memory for one file read at start-up. What
// next.config.ts computes is in the build already (headers, redirects and rewrites in its routes manifest), so
// nothing changes but that; like `next start`, .env files in the project are still read.
const { loadEnvConfig } = createRequire(import.meta.resolve('next/package.json'))('@next/env'); // Next's own copy
loadEnvConfig(root, false, { info: () => {}, error: console.error });
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(JSON.parse(readFileSync(path.join(root, '.next/required-server-files.json'), 'utf8')).config);
const { default: next } = await import('next');
const { createFrontCache } = await import('../server/serving/front-cache.mts');
const { rewriteHtmlResponses } = await import('../server/serving/html-rewrite.mts');
const { createRequestGuard } = await import('../server/serving/request-guard.mts');
const { fillTokens } = await import('../server/serving/token-fill.mts');
const { FORM_PATHS } = await import('../server/http/form-routes.mts');
const { beaconFastPath } = await import('../server/serving/beacon.mts');
const { actionOwners } = await import('../server/serving/action-pages.mts');
const { applyServerTimeouts } = await import('../server/serving/timeouts.mts');
const { withTransportSecurity } = await import('../server/serving/transport-security.mts');
const { siteUrlFrom } = await import('../lib/site-url.mts');
const { appHooks, guardHooks, offerPageCache } = await import('../server/serving/contract.mts');
const { createLifecycle, drain, trackConnections } = await import('../server/serving/lifecycle.mts');
const { observeRequests } = await import('../server/serving/observe.mts');
const metrics = await import('../server/observability/metrics.mts');

const app = next({ dev: false, dir: root, hostname: host, port });
const nextHandler = app.getRequestHandler();
await app.prepare(); // runs instrumentation.ts: the database is migrated (or found unreachable) by now
delete process.env.__NEXT_PRIVATE_STANDALONE_CONFIG; // read once; not for the processes this one starts
log.info({ event: 'prepared', ms: Math.round(performance.now() - startedAt) }, 'Next is prepared');

/** Next answers its own errors; this only catches what escapes it, so one request cannot stop the server. */
function upstream(req, res) {
  Promise.resolve(nextHandler(req, res)).catch((error) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    res.end();
  });
}

/** A visitor's form token, from the app once its database is open (server/runtime.ts, through server/serving/contract.mts). */
function mint() {
  const hooks = guardHooks();
  if (!hooks) throw new Error('the app has not started yet');
  return hooks.formToken();
}

// The build's stylesheets, read once each, for the pages to carry inline (html-rewrite.mts inlineStylesheets).
const sheets = new Map();
function stylesheet(href) {
  if (!sheets.has(href)) {
    const file = path.join(root, '.next', href.slice('/_next/'.length));
    try {
      sheets.set(href, path.relative(path.join(root, '.next/static'), file).startsWith('..') ? undefined : readFileSync(file, 'utf8'));
    } catch {
      sheets.set(href, undefined);
    }
  }
  return sheets.get(href);
}
const pages = rewriteHtmlResponses(upstream, { stylesheets: stylesheet });
const cache = cacheMb > 0 ? createFrontCache(pages, { maxBytes: cacheMb * 1024 * 1024, mint }) : null;
// The app empties it when database-backed pages change (server/content/page-cache-version.ts).
offerPageCache({ purge: () => cache?.purge() });
// Pages with a form are the same for everyone but their token: filled on the way out (token-fill.mts).
const formPages = Object.keys(FORM_PATHS).filter((p) => !p.startsWith('/api/'));
const filled = fillTokens(cache ? cache.handle : pages, { paths: formPages, mint });
// Request bodies larger than 1 MB wait here while they arrive, readable by this user only (mkdtemp: 0700).
const spoolDir = mkdtempSync(path.join(tmpdir(), 'navyug-bodies-'));
const actions = JSON.parse(readFileSync(path.join(root, '.next/server/server-reference-manifest.json'), 'utf8'));
// Unset = the guard's production values; the browser tests make them small to see its 503 and 408 answers.
const knob = (name) => (process.env[name] ? Number(process.env[name]) : undefined);
// The analytics beacon is answered here once the app has started, without Next's per-request work (beacon.mts).
const counted = beaconFastPath(filled, () => guardHooks()?.hit);
const guard = createRequestGuard(counted, {
  trusted: trustedProxies(process.env.TRUSTED_PROXIES),
  spoolDir,
  maxBodies: knob('MAX_BODIES'),
  idleTimeoutMs: knob('BODY_IDLE_TIMEOUT_MS'),
  actionIds: new Set(Object.keys(actions.node ?? {})),
  actionOwners: actionOwners(actions),
  maxBodiesPerClient: knob('MAX_BODIES_PER_CLIENT'),
  // Registered by the app once its database is open (server/runtime.ts); until then the forms count alone.
  rateLimited: (form, client) => guardHooks()?.rateLimited(form, client) ?? Promise.resolve(null),
  countRefused: metrics.countSubmission,
});
if (cache) metrics.registerPageCache(cache.stats);
// /livez, /readyz and /metrics in front of everything, then HSTS (following the SITE_URL this server runs with,
// whatever the build was made with), the guard and the rest.
const lifecycle = createLifecycle({
  metricsAllow: settings.metricsAllow,
  metrics: metrics.metricsResponse,
  onState: (state) => {
    metrics.setReady(state === 'ready');
    metrics.setDraining(state === 'draining');
  },
});
const site = lifecycle.wrap(withTransportSecurity(guard, siteUrlFrom()));
const server = trackConnections(applyServerTimeouts(createServer(observeRequests(site, { log, routeTemplate: metrics.routeTemplate, observeRequest: metrics.observeRequest }))));

// No visitor before the instance is ready: the port opens only once Next is prepared, the database migrated
// (instrumentation.ts) and every public page in the page cache, warmed over a listener of its own on a loopback port
// that nothing else knows. nginx meanwhile gets its connections refused and sends visitors to the other instances.
if (cache) {
  const warmer = applyServerTimeouts(createServer(site));
  await new Promise((resolve) => warmer.listen(0, '127.0.0.1', resolve));
  const warmStarted = performance.now();
  try {
    const pages = await warm(cache, `http://127.0.0.1:${warmer.address().port}`);
    log.info({ event: 'warm', pages, ms: Math.round(performance.now() - warmStarted) }, 'page cache warmed');
  } catch (error) {
    log.error({ event: 'warm', err: error }, 'page cache: warm-up stopped');
  }
  warmer.closeAllConnections();
  await new Promise((resolve) => warmer.close(resolve));
}
if (!stopSignal) {
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  lifecycle.ready();
  log.info({ event: 'ready', ms: Math.round(performance.now() - startedAt), pageCacheMb: cache ? cacheMb : 0 }, `Ready on http://${host}:${port}`);
}
onStop = (signal) => void shutdown(signal);
if (stopSignal) onStop(stopSignal);

/**
 * Requests every public page once, one after another, so the cache holds them all: the prerendered ones, and those
 * rendered per request from the content studio (every page the sitemap lists: since the studio holds the company's
 * facts, that is nearly all of them).
 */
async function warm(frontCache, origin) {
  const manifest = JSON.parse(readFileSync(path.join(root, '.next/prerender-manifest.json'), 'utf8'));
  const prerendered = Object.entries(manifest.routes)
    .filter(([route, info]) => info.routeType === 'page' && !route.startsWith('/_'))
    .map(([route]) => route);
  // Each request bounded, and none once a stop signal came: a hung page must not keep the port closed for good.
  const sitemap = await fetch(`${origin}/sitemap.xml`, { signal: AbortSignal.timeout(30_000) }).then((response) => (response.ok ? response.text() : ''));
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].flatMap((match) => {
    try {
      return [new URL(match[1]).pathname];
    } catch {
      return [];
    }
  });
  const routes = [...new Set([...prerendered, ...listed, '/contact-us', '/get-quote'])];
  for (const route of routes) {
    if (stopSignal) break;
    // Uncompressed: the cache compresses what it stores itself, and a form page's per-response Brotli
    // (token-fill.mts) is for visitors, not for this.
    const response = await fetch(origin + route, { headers: { 'accept-encoding': 'identity' }, signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
    await frontCache.settled();
  }
  return routes.length;
}

/**
 * SIGTERM (or SIGINT): readiness turns 503, the port closes once SHUTDOWN_DELAY_MS has passed, the requests in flight
 * finish (server/serving/lifecycle.mts drain), then the app's workers stop and its database closes; exit 0. All of it
 * within SHUTDOWN_TIMEOUT_MS, after which, or at a second signal, what is still open is closed at once.
 */
async function shutdown(signal) {
  const began = performance.now();
  lifecycle.startDraining();
  log.info({ event: 'shutdown', signal, phase: 'draining', timeoutMs: settings.shutdownTimeoutMs, delayMs: settings.shutdownDelayMs }, 'draining');
  const result = server.listening ? await drain(server, { delayMs: settings.shutdownDelayMs, timeoutMs: settings.shutdownTimeoutMs, cut }) : { ended: 'drained', cutConnections: 0, ms: 0 };
  log[result.ended === 'drained' ? 'info' : 'warn']({ event: 'shutdown', phase: 'connections closed', ...result }, result.ended === 'drained' ? 'every request answered' : `stopped waiting (${result.ended}): ${result.cutConnections} connections closed`);
  const left = Math.max(1_000, settings.shutdownTimeoutMs - (performance.now() - began));
  const stopped = await Promise.race([
    (appHooks()?.shutdown() ?? Promise.resolve()).then(() => 'stopped', (error) => (log.error({ event: 'shutdown', err: error }, 'the app did not stop cleanly'), 'failed')),
    new Promise((resolve) => setTimeout(() => resolve('timeout'), left).unref()),
    cut.then(() => 'cut'),
  ]);
  rmSync(spoolDir, { recursive: true, force: true });
  await app.close().catch(() => {});
  log.info({ event: 'shutdown', phase: 'exit', workers: stopped, ms: Math.round(performance.now() - began) }, 'stopped');
  process.exit(0);
}
