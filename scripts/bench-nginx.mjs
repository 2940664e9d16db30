// The benchmark's nginx part (scripts/bench.mjs): a static page and the home page through the shipped
// configuration (deploy/nginx.conf, with one app instance behind it), beside nginx serving the very same bytes
// from a file. PRODUCT.md's budget: through nginx, a static page at >= 0.5 x nginx serving the file directly.
// Both answer the same Brotli bytes (what the app sends), so neither side compresses per request.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { median, serve, spread, waitForUrl } from './lib.mjs';
import { measureLoad } from './load.mjs';
import { startNginx } from './nginx.mjs';

const APP_PORT = 4532;
const NGINX_PORT = 4533;
const PAGES = ['/privacy-policy', '/'];

export const steps = ({ runs }) => PAGES.length * 2 * runs;

export async function measureNginx({ progress, runs, quick }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'navyug-bench-nginx-'));
  const app = serve({ port: APP_PORT, host: '127.0.0.1', env: { ...process.env, DATA_DIR: dataDir, TRUSTED_PROXIES: '127.0.0.1' }, stdio: 'ignore' });
  let nginx;
  try {
    const origin = `http://127.0.0.1:${APP_PORT}`;
    await waitForUrl(`${origin}/`);
    // The bytes the app sends each page with, as files nginx serves itself under /direct/.
    const files = mkdtempSync(path.join(tmpdir(), 'navyug-bench-files-'));
    chmodSync(files, 0o755); // nginx's workers (nobody, when it starts as root) read them
    const locations = [];
    for (const page of PAGES) {
      const response = await fetch(origin + page, { headers: { 'accept-encoding': 'br' } });
      const body = Buffer.from(await response.arrayBuffer()); // fetch decodes: encode again, as the app does
      const file = path.join(files, `${page.replace(/\W/g, '') || 'home'}.html.br`);
      writeFileSync(file, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
      locations.push(`location = /direct${page === '/' ? '/home' : page} { alias ${file}; default_type text/html; types { } gzip off; add_header Content-Encoding br; }`);
    }
    nginx = await startNginx({ port: NGINX_PORT, upstreams: [`127.0.0.1:${APP_PORT}`], extra: locations.join('\n') });
    const load = { serverPid: nginx.pid, seconds: quick ? 3 : 10, warmUpSeconds: quick ? 1 : 2, connections: 10, workers: 2 };
    const rows = [];
    for (const page of PAGES) {
      const proxied = [];
      const direct = [];
      for (let run = 1; run <= runs; run++) {
        progress(`nginx ${page} through the proxy, run ${run}/${runs}`);
        proxied.push(await measureLoad({ label: page, url: `${nginx.url}${page}` }, load));
        progress(`nginx ${page} as a file, run ${run}/${runs}`);
        direct.push(await measureLoad({ label: page, url: `${nginx.url}/direct${page === '/' ? '/home' : page}` }, load));
      }
      const rps = (results) => results.map((r) => r.requestsPerSecond);
      rows.push({
        page,
        proxiedRequestsPerSecond: spread(rps(proxied)),
        fileRequestsPerSecond: spread(rps(direct)),
        ratio: Number((median(rps(proxied)) / median(rps(direct))).toFixed(2)),
        proxiedP99Ms: median(proxied.map((r) => r.latencyP99Ms)),
        fileP99Ms: median(direct.map((r) => r.latencyP99Ms)),
        errors: proxied.concat(direct).reduce((sum, r) => sum + r.errors + r.non2xx, 0),
      });
    }
    rmSync(files, { recursive: true, force: true });
    return rows;
  } finally {
    await nginx?.stop();
    app.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

