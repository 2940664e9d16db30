// npm run lighthouse:tasks -- [--runs N] [--no-baseline] /path [/path ...]
// What a page's TBT is made of. Lighthouse (mobile preset, as the bench audits) audits each path N times (2) after
// one warm-up, on the production server (as `npm start` runs it), and the empty Next.js page after them; for each
// run it prints the simulated TBT, FCP and TTI with Lighthouse's long tasks (simulated start + duration, and the
// script or document they are attributed to), then the renderer's main-thread tasks of 3 ms or more as the trace
// observed them (before any slowdown), each with its first events over 0.5 ms: which script ran, compiled or
// hydrated, and whether layout or paint shared the task. TBT counts a task's simulated time over 50 ms between FCP
// and TTI (and half of it only up to a TTI simulated without images and low-priority requests:
// bench/results/report.md, Notes), so a task that ends before FCP costs nothing, and one observed at 15 ms can cost
// 10 ms at the preset's 4× slowdown.
import lighthouse from 'lighthouse';
import { launchChromium } from './lighthouse.mjs';
import { buildIfStale, ensurePinnedNode, findChromium, isTraceTask as isTask, serve, serveEmptyBaseline, waitForUrl } from './lib.mjs';

ensurePinnedNode();
const args = process.argv.slice(2);
const runs = Number(args.includes('--runs') ? args[args.indexOf('--runs') + 1] : 2);
const paths = args.filter((arg, i) => arg.startsWith('/') && args[i - 1] !== '--runs');
const chromePath = findChromium();
if (paths.length === 0 || !Number.isInteger(runs) || runs < 1 || !chromePath) {
  console.error(chromePath ? 'Usage: npm run lighthouse:tasks -- [--runs N] [--no-baseline] /path [/path ...]' : 'Chromium not found: apt-get install -y chromium (or set CHROMIUM_PATH).');
  process.exit(1);
}

const [SITE, EMPTY] = [4540, 4541];
buildIfStale();
const servers = [serve({ port: SITE, host: '127.0.0.1', stdio: 'ignore' })];
const targets = paths.map((p) => ({ label: p, url: `http://127.0.0.1:${SITE}${p}` }));
if (!args.includes('--no-baseline')) {
  servers.push(serveEmptyBaseline(EMPTY));
  targets.push({ label: 'empty Next.js page', url: `http://127.0.0.1:${EMPTY}/` });
}
const stopAll = () => servers.forEach((server) => server.kill('SIGTERM'));
process.on('exit', stopAll);

for (const target of targets) await waitForUrl(target.url);
const chrome = await launchChromium(chromePath);
try {
  for (const target of targets) {
    await lighthouse(target.url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
    for (let run = 1; run <= runs; run++) {
      const { lhr, artifacts } = await lighthouse(target.url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
      const ms = (id) => Math.round(lhr.audits[id].numericValue);
      const longTasks = (lhr.audits['long-tasks'].details?.items ?? []).map((task) => `${Math.round(task.startTime)} + ${Math.round(task.duration)} ms ${shortName(task.url)}`);
      console.log(`${target.label}, run ${run}: TBT ${ms('total-blocking-time')} ms, FCP ${ms('first-contentful-paint')}, TTI ${ms('interactive')}, host speed ${Math.round(lhr.environment.benchmarkIndex)}`);
      console.log(`  long tasks (simulated): ${longTasks.join('; ') || 'none'}`);
      for (const line of observedTasks(artifacts.Trace.traceEvents)) console.log(`  ${line}`);
    }
  }
} finally {
  await chrome.kill();
  stopAll();
}
process.exit(0);

/** The page renderer's main-thread tasks of 3 ms or more after navigation, as observed: when, how long, what ran. */
function observedTasks(events) {
  const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http'));
  if (!navigation) return ['(no navigation in the trace)'];
  const thread = events.find((e) => e.pid === navigation.pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const main = events.filter((e) => e.pid === navigation.pid && e.tid === thread?.tid && e.ph === 'X' && e.ts >= navigation.ts).sort((a, b) => a.ts - b.ts);
  return main
    .filter((e) => isTask(e) && e.dur >= 3000)
    .map((task) => {
      const inside = main.filter((e) => !isTask(e) && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur > 500);
      const what = inside.slice(0, 6).map((e) => `${e.name}${e.args?.data?.url ? ` ${shortName(e.args.data.url)}` : ''} ${(e.dur / 1000).toFixed(1)}`);
      return `+${Math.round((task.ts - navigation.ts) / 1000)} ms: ${(task.dur / 1000).toFixed(1)} ms  ${what.join(' | ')}`;
    });
}

function shortName(url) {
  return String(url ?? '').split('/').pop() || String(url);
}
