// The benchmark's nginx part (scripts/bench.mjs): a static page and the home page through the shipped
// configuration (deploy/nginx.conf, with one app instance behind it), beside nginx serving the very same bytes
// from a file. PRODUCT.md's budget: through nginx, a cached page at >= 0.8 x nginx serving the file directly (RATIO_BUDGET).
// Both answer the same Brotli bytes (what the app sends), so neither side compresses per request.
// The client is wrk (2 threads, 32 connections): autocannon tops out near 3,000 req/s on this machine's two
// cores, where nginx serves a file at about 50,000, so it measured itself. wrk's CPU is read from /proc and
// reported beside each figure, so a client at its limit shows.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { median, serve, spread, waitForUrl } from './lib.mjs';
import { measureWrk } from './load.mjs';
import { startNginx } from './nginx.mjs';

const APP_PORT = 4532;
const NGINX_PORT = 4533;
const PAGES = ['/privacy-policy', '/'];
/** PRODUCT.md, Budgets: through the shipped nginx configuration, a cached page at >= 0.8 x nginx serving the same file. */
const RATIO_BUDGET = 0.8;

export const steps = ({ runs }) => PAGES.length * 2 * runs;

export async function measureNginx({ progress, runs, quick }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'navyug-bench-nginx-'));
  const app = serve({ port: APP_PORT, host: '127.0.0.1', env: { ...process.env, DATA_DIR: dataDir, TRUSTED_PROXIES: '127.0.0.1' }, stdio: 'ignore' });
  let nginx;
  try {
    const origin = `http://127.0.0.1:${APP_PORT}`;
    await waitForUrl(`${origin}/`);
    // Until its page cache holds a page, the app passes it to Next, which answers gzip: nginx would keep that.
    for (const page of PAGES) await untilBrotli(origin + page);
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
    for (const page of PAGES) await untilBrotli(nginx.url + page); // and now in nginx's cache
    const load = { serverPid: nginx.pid, seconds: quick ? 3 : 10, warmUpSeconds: quick ? 1 : 2, connections: 32, threads: 2 };
    const rows = [];
    for (const page of PAGES) {
      const proxied = [];
      const direct = [];
      for (let run = 1; run <= runs; run++) {
        progress(`nginx ${page} through the proxy, run ${run}/${runs}`);
        proxied.push(await measureWrk({ label: page, url: `${nginx.url}${page}` }, load));
        progress(`nginx ${page} as a file, run ${run}/${runs}`);
        direct.push(await measureWrk({ label: page, url: `${nginx.url}/direct${page === '/' ? '/home' : page}` }, load));
      }
      const rps = (results) => results.map((r) => r.requestsPerSecond);
      rows.push({
        page,
        proxiedRequestsPerSecond: spread(rps(proxied)),
        fileRequestsPerSecond: spread(rps(direct)),
        ratio: Number((median(rps(proxied)) / median(rps(direct))).toFixed(2)),
        proxiedKBPerAnswer: median(proxied.map((r) => r.kbPerRequest)),
        fileKBPerAnswer: median(direct.map((r) => r.kbPerRequest)),
        proxiedP99Ms: median(proxied.map((r) => r.latencyP99Ms)),
        fileP99Ms: median(direct.map((r) => r.latencyP99Ms)),
        nginxCpuMsPerRequest: spread(proxied.map((r) => r.cpuMsPerRequest)),
        clientCpuPercent: spread(proxied.concat(direct).map((r) => r.client.cpuPercent)),
        clientBusiestThreadPercent: spread(proxied.concat(direct).map((r) => r.client.busiestThreadPercent)),
        errors: proxied.concat(direct).reduce((sum, r) => sum + r.errors + r.non2xx, 0),
      });
    }
    rmSync(files, { recursive: true, force: true });
    return {
      ratioBudget: RATIO_BUDGET,
      about: [
        `Client: wrk, ${load.threads} threads, ${load.connections} connections, ${load.seconds} s per run after ${load.warmUpSeconds} s of warm-up, on loopback; nginx's workers, the app and wrk share the machine's ${cpus().length} cores. The ratio is the median of the proxied runs over the median of the file runs (budget ≥ ${RATIO_BUDGET}).`,
        'nginx CPU ms/req is nginx\'s processes\' (master and workers) per proxied request; client CPU is wrk\'s, as a percentage of one core over the run, and that of its busiest thread (near 100 %: wrk was the limit), over all runs of the row.',
      ],
      columns: {
        page: 'page',
        proxiedRequestsPerSecond: 'through nginx req/s',
        fileRequestsPerSecond: 'file req/s',
        ratio: 'ratio',
        proxiedKBPerAnswer: 'through nginx KB/answer',
        fileKBPerAnswer: 'file KB/answer',
        proxiedP99Ms: 'through nginx p99 ms',
        fileP99Ms: 'file p99 ms',
        nginxCpuMsPerRequest: 'nginx CPU ms/req',
        clientCpuPercent: 'wrk CPU %',
        clientBusiestThreadPercent: 'wrk busiest thread %',
        errors: 'errors',
      },
      rows,
    };
  } finally {
    await nginx?.stop();
    app.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}


/** Waits (10 s at most) until the URL is answered with Brotli, as a client that accepts it should be. */
async function untilBrotli(url) {
  for (let i = 0; i < 50; i++) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    await response.arrayBuffer();
    if (response.headers.get('content-encoding') === 'br') return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} is not answered with Brotli`);
}
