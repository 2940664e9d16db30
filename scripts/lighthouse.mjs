// npm run lighthouse -- [paths...] [--runs N] [--no-baseline]
// Lighthouse (mobile preset, Debian Chromium) against the production server (scripts/server.mjs, as
// `npm start` runs it); prints the median of N runs of the four scores, LCP, TBT, CLS and client JS bytes
// per path, beside an empty Next.js page built and served by `next start` in the same session. Results
// are also written to reports/lighthouse.json.
// The measuring itself (launchChromium, auditRuns, medianOf) is exported for scripts/bench.mjs; the command
// line runs only when this file is the script Node started.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfStale, ensurePinnedNode, findChromium, isMain, median, printTable, root, serve, serveEmptyBaseline, waitForUrl } from './lib.mjs';

/** The figures of one audit that the scripts report; medianOf takes the median of each. */
export const FIGURES = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'seenLcpMs', 'tbtMs', 'cls', 'jsKiB', 'jsGzipKiB', 'jsFiles', 'totalKiB'];

if (isMain(import.meta.url)) await main();

async function main() {
  ensurePinnedNode();

  const args = process.argv.slice(2);
  const runs = Number(args.includes('--runs') ? args[args.indexOf('--runs') + 1] : 3);
  const withBaseline = !args.includes('--no-baseline');
  const paths = args.filter((arg, i) => arg.startsWith('/') && args[i - 1] !== '--runs');
  if (paths.length === 0) paths.push('/');

  const SITE_PORT = 4510;
  const BASELINE_PORT = 4511;
  const chromePath = findChromium();
  if (!chromePath) {
    console.error('Chromium not found: apt-get install -y chromium (or set CHROMIUM_PATH).');
    process.exit(1);
  }

  buildIfStale();
  const servers = [serve({ port: SITE_PORT, host: '127.0.0.1', stdio: 'ignore' })];
  const targets = paths.map((p) => ({ label: p, url: `http://127.0.0.1:${SITE_PORT}${p}` }));
  if (withBaseline) {
    servers.push(serveEmptyBaseline(BASELINE_PORT));
    targets.push({ label: 'empty Next.js page', url: `http://127.0.0.1:${BASELINE_PORT}/` });
  }

  const stopAll = () => servers.forEach((server) => server.kill('SIGTERM'));
  process.on('exit', stopAll);

  try {
    for (const target of targets) await waitForUrl(target.url);
    const chrome = await launchChromium(chromePath);
    const results = [];
    try {
      for (const target of targets) {
        const samples = await auditRuns(chrome, target.url, runs);
        results.push({ path: target.label, ...medianOf(samples), runs: samples });
      }
    } finally {
      await chrome.kill();
    }
    print(results, runs);
    mkdirSync(path.join(root, 'reports'), { recursive: true });
    writeFileSync(path.join(root, 'reports/lighthouse.json'), JSON.stringify({ at: new Date().toISOString(), runs, results }, null, 2));
  } finally {
    stopAll();
  }
  process.exit(0);
}

/** Headless Chromium for Lighthouse to drive; kill() it when done. */
export function launchChromium(chromePath) {
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
  });
}

/**
 * One warm-up audit of the URL (caches, image optimiser, JIT), then `runs` audits; answers those runs'
 * figures. `onRun(i)` is called before each audit, 0 being the warm-up.
 */
export async function auditRuns(chrome, url, runs, onRun = () => {}) {
  onRun(0);
  await audit(chrome.port, url);
  const samples = [];
  for (let i = 1; i <= runs; i++) {
    onRun(i);
    const sample = await audit(chrome.port, url);
    samples.push({ ...sample, jsGzipKiB: await gzipKiB(sample.scriptUrls) });
  }
  return samples;
}

export function medianOf(samples) {
  return Object.fromEntries(FIGURES.map((key) => [key, median(samples.map((s) => s[key]))]));
}

async function audit(port, url, attempt = 1) {
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
  if (lhr.runtimeError) {
    // A shared machine sometimes misses a trace event; one more try before giving up on the path.
    if (attempt < 3) return audit(port, url, attempt + 1);
    throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  const scripts = lhr.audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script');
  const score = (id) => Math.round(lhr.categories[id].score * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    // The unthrottled load's own LCP. The simulated LCP above replays, on a slow phone and network, every
    // request and every script that ran before this moment, so a page that paints after its scripts have
    // run pays for all of them.
    seenLcpMs: Math.round(lhr.audits.metrics.details.items[0].observedLargestContentfulPaint),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(4)),
    jsKiB: Number((scripts.reduce((sum, item) => sum + item.transferSize, 0) / 1024).toFixed(1)),
    jsFiles: scripts.length,
    totalKiB: Number((lhr.audits['total-byte-weight'].numericValue / 1024).toFixed(1)),
    scriptUrls: scripts.map((item) => item.url),
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

/**
 * The page's scripts gzipped at level 6 (what `next start` sends), the unit of the budget. Our server sends
 * Brotli, so the transfer column above is smaller than this; computing both pages' gzip sizes the same way
 * keeps the comparison with the empty page fair.
 */
async function gzipKiB(urls) {
  let bytes = 0;
  for (const url of urls) bytes += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 6 }).length;
  return Number((bytes / 1024).toFixed(1));
}

function print(results, runs) {
  const head = ['path', 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'seen LCP ms', 'TBT ms', 'CLS', 'JS KiB sent', 'JS KiB gzip', 'JS files'];
  const rows = results.map((r) => [r.path, r.performance, r.accessibility, r.bestPractices, r.seo, r.lcpMs, r.seenLcpMs, r.tbtMs, r.cls, r.jsKiB, r.jsGzipKiB, r.jsFiles]);
  printTable(`Lighthouse mobile preset, median of ${runs} runs`, head, rows);
  for (const r of results) {
    const failing = [...new Set(r.runs.flatMap((run) => run.failing))];
    if (failing.length) console.log(`  ${r.path}: failing audits: ${failing.join(', ')}`);
  }
}
