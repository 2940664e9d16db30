// npm run startup-task -- [--runs N] [--cpu-slowdown N] URL [URL ...]
// The framework's start-up task as Chromium runs it, not as Lighthouse simulates it: each URL (any running server,
// say this build's and another checkout's, and the empty Next.js page) is loaded N times (7), interleaved so that
// the host's drift falls on all alike, in a fresh context with a phone's viewport and the CPU slowed N times (4,
// Lighthouse's mobile preset) by Chromium itself. From each load's trace it takes the renderer's main-thread tasks
// that end after the first `/_next/static/chunks/` script ran, and prints per URL the median of the longest of
// them (the start-up task: the last chunk arrives, the modules are instantiated, hydration starts) and of their
// time over 50 ms summed (what TBT would count of them if the page were interactive only after the last one).
// No simulation, so the figures include this host's noise as it was; compare URLs of one run only.
import { chromium } from 'playwright';
import { CHROMIUM_FLAGS, ensurePinnedNode, findChromium, isTraceTask, median, printTable } from './lib.mjs';

ensurePinnedNode();
const args = process.argv.slice(2);
const valueOf = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const runs = Number(valueOf('--runs') ?? 7);
const slowdown = Number(valueOf('--cpu-slowdown') ?? 4);
const urls = args.filter((arg, i) => /^https?:\/\//.test(arg) && !['--runs', '--cpu-slowdown'].includes(args[i - 1]));
const chromePath = findChromium();
if (urls.length === 0 || !Number.isInteger(runs) || runs < 1 || !(slowdown >= 1) || !chromePath) {
  console.error(chromePath ? 'Usage: npm run startup-task -- [--runs N] [--cpu-slowdown N] URL [URL ...]' : 'Chromium not found: apt-get install -y chromium (or set CHROMIUM_PATH).');
  process.exit(1);
}

const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_FLAGS });
const samples = new Map(urls.map((url) => [url, []]));
try {
  for (const url of urls) await load(url); // warm-up: the servers' caches, Chromium's own start
  for (let run = 0; run < runs; run++) for (const url of urls) samples.get(url).push(await load(url));
} finally {
  await browser.close();
}
printTable(
  `The start-up task, observed (Chromium's CPU slowed ${slowdown}x, median of ${runs} interleaved loads)`,
  ['page', 'longest task ms', 'each load', 'over 50 ms, summed'],
  urls.map((url) => {
    const loads = samples.get(url);
    return [url, Math.round(median(loads.map((l) => l.longest))), loads.map((l) => Math.round(l.longest)).join(', '), Math.round(median(loads.map((l) => l.blocking)))];
  }),
);

/** One load's main-thread tasks from its first chunk script on: the longest, and their time over 50 ms summed. */
async function load(url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute', transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(2500 * Math.max(1, slowdown / 4));
    await cdp.send('Tracing.end');
    await complete;
    const chunkRuns = events.filter((e) => e.name === 'EvaluateScript' && /\/_next\/static\/chunks\//.test(e.args?.data?.url ?? ''));
    if (chunkRuns.length === 0) throw new Error(`${url}: no /_next/static/chunks/ script ran`);
    const { pid, tid } = chunkRuns[0];
    const first = Math.min(...chunkRuns.filter((e) => e.pid === pid && e.tid === tid).map((e) => e.ts));
    const tasks = events.filter((e) => e.pid === pid && e.tid === tid && isTraceTask(e) && e.dur && e.ts + e.dur >= first).map((e) => e.dur / 1000);
    return { longest: Math.max(...tasks), blocking: tasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0) };
  } finally {
    await context.close();
  }
}
