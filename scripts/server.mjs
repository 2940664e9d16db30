// The production server that `npm start` runs: Next's own request handler (the one `next start` uses),
// behind the in-process shared cache of server/http/front-cache.mts, which serves prerendered pages and
// build assets compressed once instead of on every request. PAGE_CACHE_MB=0 serves through Next alone.
// Usage: node scripts/server.mjs --port 4321 --host 127.0.0.1
import { createServer } from 'node:http';
import { root } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const port = Number(option('--port', process.env.PORT ?? '4321'));
const host = option('--host', process.env.HOST ?? '127.0.0.1');
const cacheMb = Number(process.env.PAGE_CACHE_MB ?? '64');

// Next reads NODE_ENV while it loads, so set it before importing it (as `next start` does).
process.env.NODE_ENV = 'production';
const { default: next } = await import('next');
const { createFrontCache } = await import('../server/http/front-cache.mts');

const app = next({ dev: false, dir: root, hostname: host, port });
const nextHandler = app.getRequestHandler();
await app.prepare();

/** Next answers its own errors; this only catches what escapes it, so one request cannot stop the server. */
function upstream(req, res) {
  Promise.resolve(nextHandler(req, res)).catch((error) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    res.end();
  });
}

const cache = cacheMb > 0 ? createFrontCache(upstream, { maxBytes: cacheMb * 1024 * 1024 }) : null;
const server = createServer(cache ? cache.handle : upstream);
server.listen(port, host, () => console.log(`> Ready on http://${host}:${port}${cache ? ` (page cache ${cacheMb} MB)` : ''}`));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close();
    server.closeAllConnections();
    app.close().finally(() => process.exit(0));
  });
}
