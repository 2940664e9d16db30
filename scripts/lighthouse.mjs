// npm run lighthouse -- [paths...] [--runs N] [--no-baseline]
// Lighthouse (mobile preset, Debian Chromium) against the production server (scripts/server.mjs, as
// `npm start` runs it); prints the median of N runs of the four scores, LCP, TBT, CLS and client JS bytes
// per path, beside an empty Next.js page built and served by `next start` in the same session, each path's
// TBT as a multiple of the empty page's and its LCP minus the empty page's, and its HTML: the RSC payload's
// share of it, and its bytes as sent (Brotli or gzip, as answered to `accept-encoding: br, gzip`) and
// uncompressed. Results are also written to reports/lighthouse.json.
// The measuring itself (launchChromium, audit, auditRuns, medianOf, htmlFigures) is exported for scripts/bench.mjs
// and scripts/lighthouse-ab.mjs;
// the command line runs only when this file is the script Node started.
import { mkdirSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as lighthouseConstants from 'lighthouse/core/config/constants.js';
import { comparedToEmpty, htmlBytesCell, payloadCell, ratioCell, rscPayload, scoreWithout, signed } from './bench-report.mjs';
import { buildIfStale, CHROMIUM_FLAGS, ensurePinnedNode, findChromium, isMain, median, printTable, root, serve, serveEmptyBaseline, waitForUrl } from './lib.mjs';

/** The figures of one audit that the scripts report; medianOf takes the median of each. */
export const FIGURES = ['performance', 'accessibility', 'bestPractices', 'seo', 'seoIndexable', 'lcpMs', 'seenLcpMs', 'tbtMs', 'cls', 'jsKiB', 'jsGzipKiB', 'jsFiles', 'totalKiB'];

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
    targets.push({ label: 'empty Next.js page', url: `http://127.0.0.1:${BASELINE_PORT}/`, baseline: true });
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
        // Once the audits have warmed it (the page cache, the image optimiser), the HTML as a browser gets it.
        const html = await htmlFigures(target.url).catch((error) => ({ error: String(error?.message ?? error) }));
        results.push({ path: target.label, baseline: Boolean(target.baseline), ...medianOf(samples), html, runs: samples });
      }
    } finally {
      await chrome.kill();
    }
    const empty = results.find((r) => r.baseline);
    if (empty) for (const r of results) Object.assign(r, comparedToEmpty(r, empty));
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
  return chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
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

/**
 * The HTML of a page as a browser gets it, fetched twice with node:http so that nothing decodes the body: with
 * `accept-encoding: br, gzip`, the encoding answered and the body's bytes (compressed, as on the wire, without
 * the chunked framing); with `accept-encoding: identity`, the uncompressed bytes and the RSC payload's share of
 * them (bench-report.mjs rscPayload).
 */
export async function htmlFigures(url) {
  const sent = await rawGet(url, 'br, gzip');
  const identity = await rawGet(url, 'identity');
  if (identity.contentEncoding !== 'identity') throw new Error(`${url} answered accept-encoding: identity with content-encoding: ${identity.contentEncoding}`);
  return { status: identity.status, contentEncoding: sent.contentEncoding, wireBytes: sent.body.length, ...rscPayload(identity.body) };
}

/** One GET with this accept-encoding on a connection of its own; answers the status, encoding and raw body. */
function rawGet(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent: false, headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, contentEncoding: String(response.headers['content-encoding'] ?? 'identity').toLowerCase(), body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`${url}: no answer within 30 s`)));
  });
}

export function medianOf(samples) {
  return Object.fromEntries(FIGURES.map((key) => [key, median(samples.map((s) => s[key]))]));
}

/**
 * One Lighthouse audit of the URL through Chromium on `port` (the four categories, as the bench runs them): its figures.
 * `cpuSlowdown`: the simulated CPU slowdown instead of the mobile preset's 4. Lighthouse multiplies every task this
 * host ran by it, so 8 or 9 on a fast host (benchmark index 2,500-3,000) shows what the preset shows on a host twice
 * as slow (1,100-1,600): which of a page's tasks cross the 50 ms that TBT counts from there.
 */
export async function audit(port, url, { cpuSlowdown } = {}, attempt = 1) {
  const throttling = cpuSlowdown ? { throttling: { ...lighthouseConstants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } } : {};
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'], ...throttling });
  if (lhr.runtimeError) {
    // A shared machine sometimes misses a trace event; one more try before giving up on the path.
    if (attempt < 3) return audit(port, url, { cpuSlowdown }, attempt + 1);
    throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  const scripts = lhr.audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script');
  const score = (id) => Math.round(lhr.categories[id].score * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    // SEO with the audit that a page asking not to be indexed fails on purpose left out (bench-report.mjs).
    seoIndexable: scoreWithout(lhr.categories.seo, lhr.audits, 'is-crawlable'),
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
    // Lighthouse's measure of this host's CPU (higher is faster). Its simulated 4x slowdown assumes a fast desktop,
    // so on a slower host every task looks longer and more of them pass the 50 ms that TBT counts from.
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
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
  const head = ['path', 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'LCP Δ ms', 'seen LCP ms', 'TBT ms', 'TBT × empty', 'CLS', 'JS KiB sent', 'JS KiB gzip', 'JS files', 'RSC payload', 'HTML B sent / identity'];
  const rows = results.map((r) => [
    r.path, r.performance, r.accessibility, r.bestPractices, r.seo,
    r.lcpMs, r.lcpDeltaMs === undefined ? '–' : signed(r.lcpDeltaMs), r.seenLcpMs, r.tbtMs, ratioCell(r.tbtRatio), r.cls,
    r.jsKiB, r.jsGzipKiB, r.jsFiles, payloadCell(r.html), htmlBytesCell(r.html),
  ]);
  printTable(`Lighthouse mobile preset, median of ${runs} runs`, head, rows);
  if (results.some((r) => r.baseline)) console.log('LCP Δ: the path\'s LCP minus the empty page\'s; TBT × empty: its TBT over the empty page\'s (medians). RSC payload: the inline self.__next_f scripts\' share of the uncompressed HTML.');
  for (const r of results) {
    const failing = [...new Set(r.runs.flatMap((run) => run.failing))];
    if (failing.length) console.log(`  ${r.path}: failing audits: ${failing.join(', ')}`);
    if (r.html.error) console.log(`  ${r.path}: could not fetch its HTML: ${r.html.error}`);
  }
}
