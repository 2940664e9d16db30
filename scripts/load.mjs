// npm run load -- [paths...] [--seconds N] [--connections N]
// Throughput of the production server (scripts/server.mjs, what `npm start` runs) for prerendered pages,
// beside an empty Next.js page built and served by plain `next start`, measured with autocannon in this
// process, one target after the other.
// Budget (PRODUCT.md): content pages at >= 0.9 x the empty page's requests per second.
// Results are also written to reports/load.json. Every run stops by itself after its duration.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildIfStale, ensurePinnedNode, printTable, root, serve, serveEmptyBaseline, waitForUrl } from './lib.mjs';

ensurePinnedNode();

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const seconds = option('--seconds', 10);
const connections = option('--connections', 10);
const paths = args.filter((arg, i) => arg.startsWith('/') && !args[i - 1]?.startsWith('--'));
if (paths.length === 0) paths.push('/', '/privacy-policy', '/faqs', '/services');

const SITE_PORT = 4520;
const BASELINE_PORT = 4521;

buildIfStale();
const servers = [serve({ port: SITE_PORT, host: '127.0.0.1', stdio: 'ignore' }), serveEmptyBaseline(BASELINE_PORT)];
const stopAll = () => servers.forEach((server) => server.kill('SIGTERM'));
process.on('exit', stopAll);

const baseline = { label: 'empty Next.js page', url: `http://127.0.0.1:${BASELINE_PORT}/` };
const targets = paths.map((p) => ({ label: p, url: `http://127.0.0.1:${SITE_PORT}${p}` }));

try {
  for (const target of [baseline, ...targets]) await waitForUrl(target.url);
  const results = [];
  // The empty page is measured before and after the site's pages; their mean is the reference, which
  // evens out some of the drift of a shared machine.
  const before = await measure(baseline);
  for (const target of targets) results.push(await measure(target));
  const after = await measure(baseline);
  const reference = (before.requestsPerSecond + after.requestsPerSecond) / 2;
  print(reference, before, after, results);
  mkdirSync(path.join(root, 'reports'), { recursive: true });
  writeFileSync(
    path.join(root, 'reports/load.json'),
    JSON.stringify({ at: new Date().toISOString(), seconds, connections, reference, baseline: [before, after], results }, null, 2),
  );
} finally {
  stopAll();
}
process.exit(0);

async function measure({ label, url }) {
  await autocannon({ url, connections, duration: 2 }); // warm-up: JIT, file caches, the page cache
  const result = await autocannon({ url, connections, duration: seconds, headers: { 'accept-encoding': 'gzip, br' } });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    kbPerRequest: Number((result.throughput.average / result.requests.average / 1024).toFixed(1)),
  };
}

function print(reference, before, after, results) {
  const head = ['path', 'req/s', 'x empty', 'p50 ms', 'p99 ms', 'KB/req'];
  const row = (r) => [r.label, r.requestsPerSecond, (r.requestsPerSecond / reference).toFixed(2), r.latencyP50Ms, r.latencyP99Ms, r.kbPerRequest];
  const rows = [row({ ...before, label: 'empty page (before)' }), ...results.map(row), row({ ...after, label: 'empty page (after)' })];
  printTable(`npm start's server vs next start's empty page, autocannon ${connections} connections x ${seconds} s per target`, head, rows);
  const slow = results.filter((r) => r.requestsPerSecond < 0.9 * reference).map((r) => r.label);
  console.log(slow.length ? `below 0.9 x the empty page: ${slow.join(', ')}` : 'every page is at or above 0.9 x the empty page');
}
