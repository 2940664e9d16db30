// npm run load -- [paths...] [--seconds N] [--connections N] [--workers N] [--autocannon]
// Throughput of the production server (scripts/server.mjs, what `npm start` runs) for prerendered pages,
// beside an empty Next.js page built and served by plain `next start`, one target after the other, measured
// with Debian's wrk (2 threads) when it is installed, else (or with --autocannon) with autocannon in this
// process's worker threads (2 by default). An autocannon thread saturates its core parsing answers of 25 KB
// and more near 3,000 req/s, long before our server is busy with a cached page, so it would measure the
// client; wrk spends a tenth of its CPU per request. Beside the requests per second the script reads, from
// /proc, the CPU time the server's processes spent per request (requests per CPU-second is what the server
// itself can do, whatever the client) and the client's own CPU, so a client at its limit shows.
// Budget (PRODUCT.md): content pages at >= 0.9 x the empty page's requests per second.
// Results are also written to reports/load.json. Every run stops by itself after its duration.
// The measuring itself (measureLoad, residentMB) is exported for scripts/bench.mjs; the command line runs only when this
// file is the script Node started.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildIfStale, ensurePinnedNode, isMain, printTable, processTree, root, rssKiB, serve, serveEmptyBaseline, waitForUrl, watchCpu } from './lib.mjs';

/** Debian's wrk, when installed; measureWrk needs it. */
export const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((candidate) => existsSync(candidate));
export const WRK_MISSING = 'wrk is not installed: apt-get install -y wrk (as root; sudo apt-get install -y wrk otherwise)';

// Prints wrk's own summary as one JSON line: requests, errors by kind, latency percentiles (µs).
const WRK_REPORT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK_JSON {"requests":%d,"durationUs":%d,"bytes":%d,"connectErrors":%d,"readErrors":%d,"writeErrors":%d,"statusErrors":%d,"timeouts":%d,"p50Us":%d,"p99Us":%d}\\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout, latency:percentile(50), latency:percentile(99)))
end
`;

if (isMain(import.meta.url)) await main();

async function main() {
  ensurePinnedNode();

  const args = process.argv.slice(2);
  const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
  const settings = { seconds: option('--seconds', 10), connections: option('--connections', 10), workers: option('--workers', 2), threads: 2 };
  const useWrk = Boolean(WRK) && !args.includes('--autocannon');
  if (!useWrk && !args.includes('--autocannon')) console.warn(`${WRK_MISSING}; measuring with autocannon, which may be the limit on cached pages.`);
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
    const measure = async (target, serverPid) => {
      const result = await (useWrk ? measureWrk : measureLoad)(target, { ...settings, serverPid });
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`${target.label}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      return result;
    };
    const sitePid = servers[0].pid;
    const baselinePid = servers[1].pid;
    const before = await measure(baseline, baselinePid);
    for (const target of targets) results.push(await measure(target, sitePid));
    const after = await measure(baseline, baselinePid);
    const reference = (before.requestsPerSecond + after.requestsPerSecond) / 2;
    const cpuReference = before.requestsPerCpuSecond && (before.requestsPerCpuSecond + after.requestsPerCpuSecond) / 2;
    print(settings, reference, cpuReference, before, after, results);
    mkdirSync(path.join(root, 'reports'), { recursive: true });
    writeFileSync(
      path.join(root, 'reports/load.json'),
      JSON.stringify({ at: new Date().toISOString(), ...settings, reference, cpuReference, baseline: [before, after], results }, null, 2),
    );
  } finally {
    stopAll();
  }
  process.exit(0);
}

/**
 * Loads one target with autocannon after a warm-up (JIT, file caches, the page cache) and reads what it cost
 * the server's process tree (`serverPid`) from /proc: CPU time and the peak resident memory.
 * - target: `{ label, url }`, plus autocannon's `requests` (e.g. POSTs with a `setupRequest` function) and
 *   `amount` to send that many requests instead of loading for `seconds`.
 * - `workers: 0` drives autocannon from this thread, where `setupRequest` may be a function (a worker thread
 *   would need a file) and every answer is seen as it comes, which `amount` needs to time the run.
 * The answer counts errors and non-2xx answers; the caller decides whether they fail the run.
 */
export async function measureLoad({ label, url, requests, amount }, { serverPid, seconds = 10, warmUpSeconds = 2, connections = 10, workers = 2 }) {
  const options = { url, connections, headers: { 'accept-encoding': 'gzip, br' }, ...(workers > 0 && { workers }), ...(requests && { requests }) };
  const peakRss = watchPeakRss(serverPid);
  if (warmUpSeconds > 0) await autocannon({ ...options, duration: warmUpSeconds });
  const cpuBefore = cpuSeconds(serverPid);
  // autocannon runs in this process (its worker threads, or this thread with `workers: 0`).
  const clientCpu = watchCpu(process.pid);
  const run = autocannon(amount ? { ...options, amount } : { ...options, duration: seconds });
  // autocannon notices the end of a run of `amount` requests at its next one-second sample, so its duration
  // and per-sample average would count the idle rest of that second: time such a run to its last answer.
  let lastAnswerAt = 0;
  if (amount) run.on('response', () => (lastAnswerAt = Date.now()));
  const result = await run;
  const client = { name: 'autocannon', connections, threads: workers || 1, ...clientCpu.stop() };
  const cpu = cpuBefore === null ? null : cpuSeconds(serverPid) - cpuBefore;
  const total = result.requests.total;
  const timed = Boolean(amount && lastAnswerAt);
  const measuredSeconds = timed ? (lastAnswerAt - result.start.getTime()) / 1000 : result.duration;
  const requestsPerSecond = timed ? total / measuredSeconds : result.requests.average;
  return {
    label,
    requestsPerSecond: Math.round(requestsPerSecond),
    requestsPerCpuSecond: cpu ? Math.round(total / cpu) : null,
    cpuMsPerRequest: cpu === null || total === 0 ? null : Number(((cpu * 1000) / total).toFixed(3)),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    kbPerRequest: Number((result.throughput.average / result.requests.average / 1024).toFixed(1)),
    requests: total,
    seconds: measuredSeconds,
    errors: result.errors,
    non2xx: result.non2xx,
    peakRssMB: peakRss.stop(),
    client,
  };
}

/**
 * Loads one URL with wrk (C, event loop per thread, a few microseconds of CPU per request where autocannon
 * spends tens: on two cores autocannon saturates a core near 3,000 req/s, before a cached page or nginx does)
 * after a warm-up, and reads from /proc what it cost the server's process tree (CPU, peak RSS) and the client
 * (wrk's CPU, its busiest thread's). Same figures as measureLoad; `non2xx` counts answers of 400 and more
 * (wrk counts those, not 3xx).
 */
export async function measureWrk({ label, url }, { serverPid, seconds = 10, warmUpSeconds = 2, connections = 32, threads = 2 }) {
  if (!WRK) throw new Error(WRK_MISSING);
  const dir = mkdtempSync(path.join(tmpdir(), 'navyug-wrk-'));
  const script = path.join(dir, 'report.lua');
  writeFileSync(script, WRK_REPORT);
  const args = (duration) => ['-t', String(threads), '-c', String(connections), '-d', `${duration}s`, '--timeout', '10s', '-H', 'Accept-Encoding: gzip, br', '-s', script, url];
  try {
    const peakRss = watchPeakRss(serverPid);
    if (warmUpSeconds > 0) await runWrk(args(warmUpSeconds));
    const cpuBefore = cpuSeconds(serverPid);
    const { summary, client } = await runWrk(args(seconds));
    const cpu = cpuBefore === null ? null : cpuSeconds(serverPid) - cpuBefore;
    const total = summary.requests;
    const measuredSeconds = summary.durationUs / 1e6;
    return {
      label,
      requestsPerSecond: Math.round(total / measuredSeconds),
      requestsPerCpuSecond: cpu ? Math.round(total / cpu) : null,
      cpuMsPerRequest: cpu === null || total === 0 ? null : Number(((cpu * 1000) / total).toFixed(3)),
      latencyP50Ms: Number((summary.p50Us / 1000).toFixed(1)),
      latencyP99Ms: Number((summary.p99Us / 1000).toFixed(1)),
      kbPerRequest: total ? Number((summary.bytes / total / 1024).toFixed(1)) : 0,
      requests: total,
      seconds: measuredSeconds,
      errors: summary.connectErrors + summary.readErrors + summary.writeErrors + summary.timeouts,
      non2xx: summary.statusErrors,
      peakRssMB: peakRss.stop(),
      client: { name: 'wrk', connections, threads, ...client },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs wrk to its end, watching its CPU; answers its JSON summary and that CPU. */
function runWrk(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const cpu = watchCpu(child.pid);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const client = cpu.stop();
      const line = /^WRK_JSON (.*)$/m.exec(output)?.[1];
      if (code !== 0 || !line) return reject(new Error(`wrk ${args.join(' ')} failed (${code}):\n${output}`));
      resolve({ summary: JSON.parse(line), client });
    });
  });
}

function print({ seconds, connections }, reference, cpuReference, before, after, results) {
  const head = ['path', 'req/s', 'x empty', 'p50 ms', 'p99 ms', 'KB/req', 'server req/CPU-s', 'x empty', 'client CPU %', 'busiest thread %'];
  const row = (r) => [
    r.label,
    r.requestsPerSecond,
    (r.requestsPerSecond / reference).toFixed(2),
    r.latencyP50Ms,
    r.latencyP99Ms,
    r.kbPerRequest,
    r.requestsPerCpuSecond ?? '-',
    cpuReference ? (r.requestsPerCpuSecond / cpuReference).toFixed(2) : '-',
    r.client?.cpuPercent ?? '-',
    r.client?.busiestThreadPercent ?? '-',
  ];
  const rows = [row({ ...before, label: 'empty page (before)' }), ...results.map(row), row({ ...after, label: 'empty page (after)' })];
  const { name, threads } = before.client;
  printTable(`npm start's server vs next start's empty page, ${name} ${connections} connections, ${threads} threads x ${seconds} s per target`, head, rows);
  const slow = results.filter((r) => r.requestsPerSecond < 0.9 * reference).map((r) => r.label);
  console.log(slow.length ? `req/s below 0.9 x the empty page: ${slow.join(', ')}` : 'req/s: every page is at or above 0.9 x the empty page');
  if (cpuReference) {
    const costly = results.filter((r) => r.requestsPerCpuSecond < 0.9 * cpuReference).map((r) => r.label);
    console.log(costly.length ? `server requests per CPU-second below 0.9 x the empty page: ${costly.join(', ')}` : 'server requests per CPU-second: every page is at or above 0.9 x the empty page');
  }
}

/**
 * CPU seconds (user + system) spent so far by a process and its descendants; null where there is no /proc.
 * Descendants that have exited are not counted.
 */
export function cpuSeconds(pid) {
  if (!existsSync('/proc/self/stat')) return null;
  const ticksPerSecond = 100; // USER_HZ, 100 on every Linux Node supports
  return processTree(pid).reduce((sum, p) => sum + p.ticks, 0) / ticksPerSecond;
}

/** Resident memory (VmRSS) of a process and its descendants now, in MB; null where there is no /proc. */
export function residentMB(pid) {
  if (!existsSync('/proc/self/status')) return null;
  return Math.round(rssKiB(processTree(pid).map((p) => p.pid)) / 1024);
}

/**
 * Samples the resident memory of a process and its descendants every 200 ms until stop(), which answers the
 * highest in MB; null where there is no /proc.
 */
export function watchPeakRss(pid) {
  if (!existsSync('/proc/self/status')) return { stop: () => null };
  const pids = processTree(pid).map((p) => p.pid);
  let peak = 0;
  const sample = () => (peak = Math.max(peak, rssKiB(pids)));
  sample();
  const timer = setInterval(sample, 200);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return Math.round(peak / 1024);
    },
  };
}

