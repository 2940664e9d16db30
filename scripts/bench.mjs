// npm run bench -- [--runs N] [--quick] [--out DIR] [--skip-build] [--routes /a,/b]
// Every figure PRODUCT.md's budgets speak of, in one report. First, on a machine as quiet as it can wait for,
// Lighthouse (mobile preset, Debian Chromium) on every public route (the running server's sitemap, and the
// search results page, a job's page, the form pages and the legal pages where it leaves them out) between two
// measurements of the empty Next.js page (bench/empty), the first and the last, which together are the
// reference: each route's TBT as a multiple of the empty page's, its LCP minus the empty page's, and its HTML
// (the RSC payload's share, the bytes as sent compressed and uncompressed; bench-report.mjs). Then throughput
// under load (loopback) of pages, the jobs API and contact submissions beside that empty page, with the
// server's CPU time per request and peak memory, and the client's CPU: pages and the API with wrk (autocannon
// saturates a core near 3,000 req/s, below what a cached page is served at), submissions with autocannon (each
// needs a body of its own; the server, not the client, limits them). Each figure is the median of N runs (3) with its spread; every row is marked against
// the budgets, and every route outside one is listed. Writes DIR/report.json and DIR/report.md (DIR:
// bench/results). Every run stops by itself.
//   --quick       /, /privacy-policy and /contact-us in Lighthouse, 1 run, 3 s of load per target (CI)
//   --skip-build  measure the existing build as it is, even when older than the sources
//   --routes      only these pages (Lighthouse and load), e.g. the content studio's: /,/blog,/work; no other parts
// The measuring is lighthouse.mjs's and load.mjs's; this script picks the targets, repeats, judges and writes.
// Ports: 4530 (site), 4531 (empty page); 4532-4539 are left to the optional parts (see OPTIONAL_PARTS).
// Needs Debian's chromium, wrk, nginx and strace (.ci/run installs them).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildIfStale, ensurePinnedNode, findChromium, root, serve, serveEmptyBaseline, spread, waitForUrl } from './lib.mjs';
import { budgetsCell, comparedToEmpty, emptyReference, spreads, htmlBytesCell, legalSlugOf, LIGHTHOUSE_BUDGET, lighthouseChecks, mediansOf, payloadCell, publicRoutes, ratioCell, signed } from './bench-report.mjs';
import { auditRuns, FIGURES, htmlFigures, launchChromium } from './lighthouse.mjs';
import { measureWrk, residentMB, watchPeakRss, WRK, WRK_MISSING } from './load.mjs';
import { contactSubmissions, MAX_SUBMISSIONS, SUBMISSION_SERVER_ENV, WARM_UP_SUBMISSIONS } from './submissions.mjs';

ensurePinnedNode();

const args = process.argv.slice(2);
const value = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const quick = args.includes('--quick');
const skipBuild = args.includes('--skip-build');
const runs = Number(value('--runs') ?? (quick ? 1 : 3));
const outDir = path.resolve(value('--out') ?? path.join(root, 'bench/results'));
const only = value('--routes')?.split(',').filter(Boolean);
const unknown = args.filter((arg, i) => !['--quick', '--skip-build', '--runs', '--out', '--routes'].includes(arg) && !['--runs', '--out', '--routes'].includes(args[i - 1]));
if (unknown.length || !Number.isInteger(runs) || runs < 1) {
  console.error('Usage: npm run bench -- [--runs N] [--quick] [--out DIR] [--skip-build] [--routes /a,/b]');
  process.exit(1);
}

const SITE_PORT = 4530;
const BASELINE_PORT = 4531;
const site = `http://127.0.0.1:${SITE_PORT}`;
const EMPTY = { label: 'empty Next.js page', url: `http://127.0.0.1:${BASELINE_PORT}/` };
const QUICK_ROUTES = ['/', '/privacy-policy', '/contact-us'];
// wrk's threads for pages and the API; autocannon (submissions) runs on this thread.
const LOAD = { seconds: quick ? 3 : 10, warmUpSeconds: quick ? 1 : 2, connections: 10, threads: 2 };
// The spam defences would refuse a benchmark's hundreds of submissions from one address within seconds.
const SERVER_ENV = SUBMISSION_SERVER_ENV;
// Lighthouse's simulated throttling turns CPU time into scores: before each route it waits, polling every 5 s,
// until the 1-minute load average is under `load` (our own audits add less than that), but no longer than
// `routeSeconds` for one route and `totalSeconds` for the whole part; a row measured past the cap says so.
const QUIET = { load: 1, routeSeconds: quick ? 20 : 90, totalSeconds: quick ? 60 : 20 * 60 };

// PRODUCT.md, Budgets (Lighthouse's, against the empty page measured in the same run: bench-report.mjs).
const BUDGET = { ...LIGHTHOUSE_BUDGET, loadRatio: 0.9, rssMB: 400 };
// The search results page is left out of the sitemap (noindex); this query is the one measured.
const SEARCH_ROUTE = '/search?q=design';

// Parts that other scripts measure, each in its own module in scripts/. A missing module is reported as a
// part not run; a module that throws is reported with its error and makes the run fail. Each answers
// `{ about: [lines], columns: { key: heading }, rows: [flat objects] }` (a figure is a number, a string or
// { median, min, max }), or a JSON-able object of figures:
//  - bench-nginx.mjs: `measureNginx({ progress, runs, quick })`, a row for a static page and one for the home
//    page through the shipped nginx configuration, beside nginx serving the same file directly (wrk);
//  - slow-clients.mjs: `measureSlowClients(…)` (or its default export), an object of figures. Its command line
//    must not run on import (lib's isMain);
//  - bench-durability.mjs: `measureDurability(…)`, a row with SQLite synchronous = FULL (as shipped) and one
//    with NORMAL: sync calls per acknowledged submission under strace, and submissions per second;
//  - bench-rolling.mjs: `measureRollingRestart(…)`, a row per run of a rolling restart of two instances behind the
//    shipped nginx under load (PostgreSQL): requests, submissions, failures, lost and doubled, the longest drain.
// Each may export `steps({ runs, quick })`, how many times it will call progress(label), for the counter.
// Their budgets (nginx: a cached page at >= 0.8 x nginx serving the file; memory under a flood of oversize
// uploads < 400 MB; every acknowledged submission synced to disk before its answer) are judged in
// judgeOptionalPart once their figures exist.
const OPTIONAL_PARTS = [
  { key: 'nginx', title: 'nginx in front of the server', file: 'bench-nginx.mjs', exportName: 'measureNginx' },
  { key: 'slowClients', title: 'Slow clients and oversize uploads', file: 'slow-clients.mjs', exportName: 'measureSlowClients' },
  { key: 'durability', title: 'Acknowledged means on disk', file: 'bench-durability.mjs', exportName: 'measureDurability' },
  { key: 'rolling', title: 'Rolling restart under load', file: 'bench-rolling.mjs', exportName: 'measureRollingRestart' },
];

const startedAt = new Date();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'navyug-bench-'));
const servers = [];
process.on('exit', () => {
  servers.forEach((server) => server.kill('SIGTERM'));
  rmSync(dataDir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1));

let failed = false;
try {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('Chromium not found: apt-get install -y chromium (or set CHROMIUM_PATH).');
  if (!WRK) throw new Error(`${WRK_MISSING}. The load part needs it: autocannon saturates a core before the server does.`);
  if (!skipBuild) buildIfStale();
  else if (!existsSync(path.join(root, '.next/BUILD_ID'))) throw new Error('--skip-build, but there is no production build: run npm run build.');
  for (const port of [SITE_PORT, BASELINE_PORT]) await ensurePortFree(port);
  servers.push(serve({ port: SITE_PORT, host: '127.0.0.1', env: { ...process.env, DATA_DIR: dataDir, ...SERVER_ENV }, stdio: 'ignore' }));
  servers.push(serveEmptyBaseline(BASELINE_PORT));
  await waitForUrl(`${site}/robots.txt`);
  await waitForUrl(EMPTY.url);

  const jobId = await firstJobId();
  const routes = only ?? (quick ? QUICK_ROUTES : await everyPublicRoute(jobId));
  // The empty page first and last: its reference figures are the median over both measurements' samples, and
  // the two rows show how far the machine drifted in between.
  const lighthouseTargets = [{ ...EMPTY, baseline: 'first' }, ...routes.map((route) => ({ label: route, url: site + route })), { ...EMPTY, baseline: 'last' }];
  const loadTargets = (await loadTargetsOf(jobId)).filter((target) => !only || only.includes(target.label));
  const parts = only ? [] : await loadOptionalParts();
  const steps = lighthouseTargets.length * (runs + 1) + (loadTargets.length + 1) * runs + 1;
  const progress = progressCounter(steps + parts.reduce((sum, part) => sum + (part.steps ?? 0), 0));

  const report = {
    date: startedAt.toISOString(),
    command: ['npm run bench', ...(args.length ? ['--', ...args] : [])].join(' '),
    machine: machine(),
    git: gitState(),
    versions: versions(chromePath),
    settings: { runs, quick, load: LOAD, quiet: QUIET, serverEnv: SERVER_ENV },
  };
  // One site server serves the whole run, so each row's peak memory includes what earlier rows left.
  const siteRssMB = { beforeLighthouse: residentMB(servers[0].pid) };
  // Lighthouse has the site's images optimised (sharp), the first time since the build for each size.
  const lighthouseRss = watchPeakRss(servers[0].pid);
  report.lighthouse = await measureLighthouse(chromePath, lighthouseTargets, progress);
  siteRssMB.peakDuringLighthouse = lighthouseRss.stop();
  siteRssMB.beforeLoad = residentMB(servers[0].pid);
  report.load = { ...(await measureLoadTargets(loadTargets, progress)), siteRssMB };
  siteRssMB.afterLoad = residentMB(servers[0].pid);
  for (const part of parts) {
    report[part.key] = await runOptionalPart(part, progress);
    failed ||= Boolean(report[part.key].error);
  }
  report.outsideBudget = judge(report);
  report.machine.loadAverageAtEnd = loadAverage();
  report.seconds = Math.round((Date.now() - startedAt) / 1000);

  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(outDir, 'report.md'), markdown(report));
  const outside = outsideBudgetLines(report.outsideBudget);
  console.log(`\n${outside.length ? `Outside a budget:\n${outside.join('\n')}` : 'Every measured row is within its budgets.'}`);
  const shown = path.relative(process.cwd(), outDir);
  console.log(`Took ${duration(report.seconds)}. Wrote report.md and report.json to ${shown.startsWith('..') ? outDir : shown || '.'}.`);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await stopServers();
}
process.exit(failed ? 1 : 0);

// ---- Targets -------------------------------------------------------------------------------------------

/** Paths of the sitemap's absolute URLs (SITE_URL's host, not this server's). */
async function sitemapPaths() {
  const xml = await (await fetch(`${site}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  if (paths.length === 0) throw new Error('The sitemap lists no route.');
  return paths;
}

/**
 * Every public route: the sitemap's, then those it leaves out or might (the search results page for a query,
 * the first job's page, the form pages, every legal page of content/legal), each once.
 */
async function everyPublicRoute(jobId) {
  return publicRoutes(await sitemapPaths(), [SEARCH_ROUTE, `/career-details?id=${jobId}`, '/contact-us', '/get-quote', ...legalPaths()]);
}

/** The legal pages, from their content modules (content/legal/*.ts, one document each, `slug: '…'`). */
function legalPaths() {
  const dir = path.join(root, 'content/legal');
  const slugs = readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    .sort()
    .map((file) => legalSlugOf(readFileSync(path.join(dir, file), 'utf8')))
    .filter(Boolean);
  if (slugs.length === 0) throw new Error('No legal page found in content/legal (each module names its slug: `slug: \'…\'`).');
  return slugs.map((slug) => `/${slug}`);
}

/** The first published job of the careers API (`{ data: [{ id, … }] }`), for its details page. */
async function firstJobId() {
  const { data } = await (await fetch(`${site}/api/front/get-career-jobs?type=front`)).json();
  if (!data?.length) throw new Error('The careers API lists no job (were the demo jobs seeded?).');
  return data[0].id;
}

/** What is loaded, in order: `kind` says which budgets apply (the req/s budget is for pages). */
/** The blog, its newest post, the portfolio and its first case study, as the sitemap lists them. */
async function contentStudioPages() {
  const paths = await sitemapPaths();
  const post = paths.find((route) => route.startsWith('/blog/'));
  const work = await (await fetch(`${site}/work`)).text();
  const study = /href="(\/[a-z0-9-]+)"[^>]*>View Details/.exec(work)?.[1] ?? paths.find((route) => route === '/bubble-bakes');
  return ['/blog', post, '/work', study].filter(Boolean);
}

async function loadTargetsOf(jobId) {
  const page = (route) => ({ label: route, url: site + route, kind: 'page' });
  return [
    page('/privacy-policy'),
    page('/'),
    // The content studio's pages: read from the database, kept by the page cache until something is published.
    ...(await contentStudioPages()).map(page),
    page('/career'),
    page(`/career-details?id=${jobId}`),
    { label: '/api/front/get-career-jobs', url: `${site}/api/front/get-career-jobs?type=front`, kind: 'api' },
    page('/contact-us'),
    page('/get-quote'),
    {
      label: 'POST /api/forms/contact',
      url: `${site}/api/forms/contact`,
      kind: 'submission',
      measure: contactSubmissions({ site, serverPid: servers[0].pid, load: LOAD }),
    },
  ];
}

// ---- Measuring -----------------------------------------------------------------------------------------

async function measureLighthouse(chromePath, targets, progress) {
  const chrome = await launchChromium(chromePath);
  const rows = [];
  const waiting = { seconds: 0 };
  try {
    for (const { label, url, baseline } of targets) {
      const quiet = await waitForQuiet(label, waiting);
      const which = baseline ? ` (${baseline})` : '';
      const samples = await auditRuns(chrome, url, runs, (i) => progress(`lighthouse ${label}${which} ${i === 0 ? 'warm-up' : `run ${i}/${runs}`} (load ${loadAverage()[0]})`));
      const loadAtEnd = loadAverage()[0];
      // Once the audits have warmed it (the page cache, the image optimiser), the HTML as a browser gets it.
      const html = await htmlFigures(url).catch((error) => ({ error: String(error?.message ?? error) }));
      if (html.error) console.log(`  ${label}: could not fetch its HTML: ${html.error}`);
      else if (html.status !== 200) console.log(`  ${label}: its HTML was answered ${html.status}`);
      rows.push({
        path: label,
        baseline: Boolean(baseline),
        ...(baseline && { measured: baseline }),
        quiet,
        loadAverage: { atStart: quiet.load, atEnd: loadAtEnd },
        figures: spreads(samples, FIGURES),
        html,
        failingAudits: [...new Set(samples.flatMap((sample) => sample.failing))],
        samples: samples.map(({ scriptUrls, failing, ...figures }) => figures),
      });
    }
  } finally {
    await chrome.kill();
  }
  // The reference for every comparison and budget: the empty page's samples from both its measurements.
  const reference = { path: EMPTY.label, ...emptyReference(rows.filter((row) => row.baseline), FIGURES) };
  const empty = mediansOf(reference.figures);
  for (const row of rows) row.comparedToEmpty = comparedToEmpty(mediansOf(row.figures), empty);
  return { preset: 'mobile', runs, quietWaitSeconds: waiting.seconds, reference, rows };
}

/**
 * Waits until the 1-minute load average is under QUIET.load, within the caps (QUIET); answers the load it
 * measured at, how long it waited, and whether a cap ended the wait (the machine was still busy).
 */
async function waitForQuiet(label, waiting) {
  const started = Date.now();
  let said = false;
  for (;;) {
    const load = loadAverage()[0];
    const waited = Math.round((Date.now() - started) / 1000);
    if (load < QUIET.load) return { load, waitedSeconds: waited, capped: false };
    if (waited >= QUIET.routeSeconds || waiting.seconds >= QUIET.totalSeconds) {
      console.log(`  ${label}: load average ${load} after ${waited} s of waiting (cap reached): measuring on a busy machine`);
      return { load, waitedSeconds: waited, capped: true };
    }
    if (!said) console.log(`  ${label}: load average ${load}, waiting for it to fall under ${QUIET.load} (at most ${Math.min(QUIET.routeSeconds, QUIET.totalSeconds - waiting.seconds)} s)`);
    said = true;
    await sleep(5000); // the kernel updates it every 5 s
    waiting.seconds += 5;
  }
}

/**
 * Rounds: the empty page, then every target, once per run, and the empty page once more at the end. Each
 * run of a target is compared with the mean of the empty page's runs just before and after its round, which
 * evens out some of the drift of a shared machine (as load.mjs does).
 */
async function measureLoadTargets(targets, progress) {
  const empty = [];
  const samples = targets.map(() => []);
  const measureEmpty = async () => {
    progress(`load ${EMPTY.label} ${empty.length + 1}/${runs + 1}`);
    empty.push(await measureWrk(EMPTY, { ...LOAD, serverPid: servers[1].pid }));
  };
  for (let run = 1; run <= runs; run++) {
    await measureEmpty();
    for (const [i, target] of targets.entries()) {
      progress(`load ${target.label} run ${run}/${runs}`);
      samples[i].push(await (target.measure?.() ?? measureWrk(target, { ...LOAD, serverPid: servers[0].pid })));
    }
  }
  await measureEmpty();
  const row = (label, kind, runSamples) => ({
    label,
    kind,
    client: runSamples[0].client.name,
    figures: {
      ...spreads(runSamples, ['requestsPerSecond', 'ratioToEmpty', 'latencyP50Ms', 'latencyP99Ms', 'cpuMsPerRequest', 'peakRssMB', 'kbPerRequest']),
      serverCpuPercent: spread(runSamples.map((s) => s.cpuMsPerRequest === null ? 0 : Math.round((s.cpuMsPerRequest * s.requests) / s.seconds / 10))),
      clientCpuPercent: spread(runSamples.map((s) => s.client.cpuPercent ?? 0)),
      clientBusiestThreadPercent: spread(runSamples.map((s) => s.client.busiestThreadPercent ?? 0)),
      requests: runSamples.reduce((sum, s) => sum + s.requests, 0),
      errors: runSamples.reduce((sum, s) => sum + s.errors, 0),
      non2xx: runSamples.reduce((sum, s) => sum + s.non2xx, 0),
    },
    samples: runSamples,
  });
  const reference = (run) => (empty[run].requestsPerSecond + empty[run + 1].requestsPerSecond) / 2;
  const ratio = (sample, run) => ({ ...sample, ratioToEmpty: Number((sample.requestsPerSecond / reference(run)).toFixed(2)) });
  return {
    ...LOAD,
    rows: [
      row(EMPTY.label, 'baseline', empty.map((sample) => ({ ...sample, ratioToEmpty: 1 }))),
      ...targets.map((target, i) => row(target.label, target.kind, samples[i].map(ratio))),
    ],
  };
}

// ---- Optional parts ------------------------------------------------------------------------------------

async function loadOptionalParts() {
  const parts = [];
  for (const part of OPTIONAL_PARTS) {
    const file = path.join(root, 'scripts', part.file);
    if (!existsSync(file)) {
      parts.push({ ...part, missing: true });
      continue;
    }
    const module = await import(pathToFileURL(file).href);
    parts.push({ ...part, measure: module[part.exportName] ?? module.default, steps: module.steps?.({ runs, quick }) });
  }
  return parts;
}

async function runOptionalPart(part, progress) {
  const base = { title: part.title, module: `scripts/${part.file}` };
  if (part.missing) return { ...base, ran: false, reason: `scripts/${part.file} does not exist yet` };
  if (typeof part.measure !== 'function') return { ...base, ran: false, error: `scripts/${part.file} exports no ${part.exportName} (nor a default function)` };
  try {
    return { ...base, ran: true, figures: await part.measure({ progress, runs, quick }) };
  } catch (error) {
    console.error(error);
    return { ...base, ran: false, error: String(error?.stack ?? error) };
  }
}

// ---- Budgets -------------------------------------------------------------------------------------------

/** Marks every row with its budget checks; answers the checks that failed, with their rows. */
function judge(report) {
  const reference = report.lighthouse.reference.figures;
  const empty = mediansOf(reference);
  const outside = [];
  const mark = (part, row, checks) => {
    row.budgets = checks;
    const note = row.quiet?.capped ? `measured on a busy machine: load average ${row.loadAverage.atStart}` : undefined;
    for (const check of row.budgets) if (!check.ok) outside.push({ part, row: row.path ?? row.label, ...check, ...(note && { note }) });
  };
  for (const row of report.lighthouse.rows) if (!row.baseline) mark('Lighthouse', row, lighthouseChecks(mediansOf(row.figures), empty, { home: row.path === '/', noindex: row.path === SEARCH_ROUTE, tbtSpread: { route: row.figures.tbtMs, empty: reference.tbtMs } }));
  for (const row of report.load.rows) if (row.kind !== 'baseline') mark('Load', row, loadChecks(row).map(([budget, figure, ok, limit]) => ({ budget, figure, ok, limit })));
  for (const { key } of OPTIONAL_PARTS) outside.push(...judgeOptionalPart(key, report[key]));
  return outside;
}

function loadChecks(row) {
  const { ratioToEmpty, requestsPerSecond, peakRssMB, errors, non2xx } = row.figures;
  const checks = [];
  if (row.kind === 'page') {
    checks.push(['req/s', `${ratioToEmpty.median} × the empty page's, ${requestsPerSecond.median} req/s`, ratioToEmpty.median >= BUDGET.loadRatio, `≥ ${BUDGET.loadRatio} × the empty page's`]);
  }
  if (peakRssMB) checks.push(['RSS', `${peakRssMB.max} MB`, peakRssMB.max < BUDGET.rssMB, `< ${BUDGET.rssMB} MB`]);
  checks.push(['answers', `${errors} errors, ${non2xx} non-2xx`, errors + non2xx === 0, 'all 2xx']);
  return checks;
}

/**
 * Hook: the budgets of the optional parts (see OPTIONAL_PARTS) are judged here once their figures exist:
 * `key` names the part, `part` is what runOptionalPart answered. Answer the failed checks as
 * { part, row, budget, figure, ok: false, limit }.
 */
function judgeOptionalPart(key, part) {
  if (!part?.ran) return [];
  const failed = (row, budget, figure, limit) => ({ part: part.title, row, budget, figure, ok: false, limit });
  if (key === 'nginx') {
    // PRODUCT.md: through nginx, a cached page at >= 0.8 x nginx serving the same file directly (the part says so).
    const { ratioBudget } = part.figures;
    return part.figures.rows.filter((row) => row.ratio < ratioBudget).map((row) => failed(row.page, 'nginx', `${row.ratio} × the file's req/s`, `≥ ${ratioBudget} × nginx serving the file`));
  }
  if (key === 'durability') {
    // PRODUCT.md: success is answered only after the submission is committed; committed means on disk.
    const shipped = part.figures.rows[0];
    const [acknowledged, sent] = shipped.acknowledged.split('/').map(Number);
    const checks = [];
    if (acknowledged !== sent) checks.push(failed('submissions under strace', 'answers', `${shipped.acknowledged} acknowledged`, 'every submission 201'));
    if (shipped.acknowledgedNotSynced > 0) checks.push(failed('submissions under strace', 'sync', `${shipped.acknowledgedNotSynced} acknowledged before any sync of the database`, 'every acknowledged submission synced before its answer'));
    return checks;
  }
  if (key === 'rolling') {
    // PRODUCT.md: a rolling restart under load fails no request and loses or doubles no submission.
    return part.figures.rows.flatMap((row) =>
      row.failed + row.lost + row.doubled > 0 ? [failed(`run ${row.run}`, 'rolling restart', `${row.failed} failed, ${row.lost} lost, ${row.doubled} doubled (${row.firstFailure})`, '0 failed, 0 lost, 0 doubled')] : [],
    );
  }
  if (key === 'slowClients') {
    const peak = part.figures?.peakRssMB;
    return typeof peak === 'number' && peak >= BUDGET.rssMB ? [failed('slow clients and oversize uploads', 'RSS', `${peak} MB`, `< ${BUDGET.rssMB} MB`)] : [];
  }
  return [];
}

// ---- Report --------------------------------------------------------------------------------------------

function machine() {
  const cpus = os.cpus();
  const release = existsSync('/etc/os-release') ? /^PRETTY_NAME="?([^"\n]*)/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1] : undefined;
  return {
    cpu: cpus[0]?.model.trim(),
    cores: cpus.length,
    memoryGiB: Number((os.totalmem() / 2 ** 30).toFixed(1)),
    os: `${release ?? os.type()}, ${os.type()} ${os.release()} ${os.arch()}`,
    loadAverageAtStart: loadAverage(),
  };
}

/**
 * The median and range of Lighthouse's benchmark index over every audit of the run: how fast this host's CPU was.
 * TBT and Performance from hosts of different speed do not compare (a slower host pushes more tasks past 50 ms);
 * the ratio to the empty page, measured on the same host, is what does.
 */
function hostSpeed(rows) {
  const indexes = rows.flatMap((row) => row.samples.map((sample) => sample.benchmarkIndex)).filter(Number.isFinite).sort((a, b) => a - b);
  if (!indexes.length) return 'not recorded';
  return `${indexes[Math.floor(indexes.length / 2)]} (${indexes[0]}–${indexes.at(-1)}) over ${indexes.length} audits`;
}

/** The system's load average over 1, 5 and 15 minutes: on a shared machine, context for every figure. */
function loadAverage() {
  return os.loadavg().map((load) => Number(load.toFixed(2)));
}

function gitState() {
  const git = (...gitArgs) => execFileSync('git', gitArgs, { cwd: root, encoding: 'utf8' }).trim();
  try {
    return { commit: git('rev-parse', 'HEAD'), uncommittedChanges: git('status', '--porcelain').length > 0 };
  } catch {
    return null;
  }
}

function versions(chromePath) {
  const version = (name) => JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  return {
    node: process.versions.node,
    next: version('next'),
    react: version('react'),
    chromium: spawnSync(chromePath, ['--version'], { encoding: 'utf8' }).stdout?.trim() || 'unknown',
    lighthouse: version('lighthouse'),
    autocannon: version('autocannon'),
    wrk: spawnSync(WRK, ['-v'], { encoding: 'utf8' }).stdout?.split(' [')[0].replace(/^wrk /, '').trim() || 'unknown',
  };
}

/** A figure's median, with its spread in brackets when the runs differ. */
function figureCell(value) {
  if (value === null || value === undefined) return '–';
  if (typeof value !== 'object') return String(value);
  if (!('median' in value)) return JSON.stringify(value);
  return value.min === value.max ? String(value.median) : `${value.median} (${value.min}–${value.max})`;
}

function table(head, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

function budgetCell(row) {
  return budgetsCell(row.budgets);
}

function markdown(report) {
  const { machine: m, versions: v, git, lighthouse: lh, load } = report;
  const commit = git ? `\`${git.commit.slice(0, 12)}\`${git.uncommittedChanges ? ' with uncommitted changes' : ''}` : 'unknown';
  const spreadNote = runs > 1 ? `the median of ${runs} runs, with the spread (min–max) in brackets when the runs differ` : 'from a single run (no spread)';
  const lhRows = lh.rows.map((row) => {
    const f = row.figures;
    const c = row.comparedToEmpty;
    const load1 = `${row.loadAverage.atStart}${row.quiet.capped ? ' busy' : ''}${row.quiet.waitedSeconds ? ` (waited ${row.quiet.waitedSeconds} s)` : ''}`;
    return [
      row.baseline ? `*${row.path}* (${row.measured})` : row.path,
      load1,
      ...['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs'].map((key) => figureCell(f[key])),
      signed(c.lcpDeltaMs),
      figureCell(f.tbtMs),
      ratioCell(c.tbtRatio),
      ...['cls', 'jsGzipKiB', 'totalKiB'].map((key) => figureCell(f[key])),
      payloadCell(row.html),
      htmlBytesCell(row.html),
      row.baseline ? `reference (${row.measured})` : budgetCell(row),
    ];
  });
  const ref = lh.reference.figures;
  const referenceLine = `Reference, the empty page over both its measurements (${lh.reference.samples} samples): Performance ${figureCell(ref.performance)}, LCP ${figureCell(ref.lcpMs)} ms, TBT ${figureCell(ref.tbtMs)} ms, CLS ${figureCell(ref.cls)}, JS ${figureCell(ref.jsGzipKiB)} KiB gzip. "LCP Δ" is a path's median LCP minus this LCP, "TBT ×" its median TBT over this TBT (– when this TBT is 0 ms); on the empty page's own rows they show how far each measurement lies from the two together.`;
  const htmlFailures = lh.rows.filter((row) => row.html?.error).map((row) => `- ${row.path}: ${row.html.error}`);
  const busyRoutes = lh.rows.filter((row) => row.quiet.capped);
  const loadRows = load.rows.map((row) => {
    const f = row.figures;
    return [
      row.kind === 'baseline' ? `*${row.label}*` : row.label,
      row.client,
      figureCell(f.requestsPerSecond),
      figureCell(f.ratioToEmpty),
      figureCell(f.latencyP50Ms),
      figureCell(f.latencyP99Ms),
      `${f.errors} / ${f.non2xx}`,
      figureCell(f.cpuMsPerRequest),
      figureCell(f.serverCpuPercent),
      `${figureCell(f.clientCpuPercent)} / ${figureCell(f.clientBusiestThreadPercent)}`,
      figureCell(f.peakRssMB),
      budgetCell(row),
    ];
  });
  const failingAudits = lh.rows.filter((row) => row.failingAudits.length).map((row) => `- ${row.path}: ${row.failingAudits.join(', ')}`);
  const outside = outsideBudgetLines(report.outsideBudget);

  return `${[
    '# Benchmark report',
    `${report.date} · commit ${commit} · \`${report.command}\` · took ${duration(report.seconds)}`,
    `Every figure is ${spreadNote}. Budgets are PRODUCT.md's (section Budgets).`,
    '## Machine',
    table(['', ''], [
      ['CPU', `${m.cpu} × ${m.cores}`],
      ['Memory', `${m.memoryGiB} GiB`],
      ['OS', m.os],
      ['Load average (1, 5, 15 min)', `${m.loadAverageAtStart.join(', ')} at start, ${m.loadAverageAtEnd.join(', ')} at the end`],
      ['Node / Next.js / React', `${v.node} / ${v.next} / ${v.react}`],
      ['Chromium / Lighthouse', `${v.chromium} / ${v.lighthouse}`],
      ...(lh ? [['Host speed (Lighthouse benchmark index, higher is faster)', hostSpeed(lh.rows)]] : []),
      ['wrk / autocannon', `${v.wrk} / ${v.autocannon}`],
    ]),
    '## Outside a budget',
    outside.length ? outside.join('\n') : 'Every measured row is within its budgets.',
    '## Lighthouse',
    `Mobile preset, Debian Chromium, headless; one warm-up audit per path first. ${only ? 'The routes given with --routes' : quick ? 'Three routes (--quick)' : `Every public route: those of the server's /sitemap.xml, then ${SEARCH_ROUTE}, one job's /career-details, /contact-us, /get-quote and every legal page where the sitemap lacks them`}, between two measurements of the empty Next.js page (bench/empty, \`next start\`), the first and the last path, whose samples together are the reference for Performance, LCP, TBT and JS. JS is the page's scripts gzipped at level 6, as \`next start\` would send them; total is every byte transferred, as sent.`,
    'HTML: each path fetched once more after its audits, with node:http so that nothing decodes the body: "sent" is the body\'s bytes as answered to `accept-encoding: br, gzip`, with the encoding the server chose; "identity" the bytes answered to `accept-encoding: identity`. "RSC payload" is the inline `<script>self.__next_f.push(…)</script>` elements (with the bootstrap `(self.__next_f=self.__next_f||[]).push([0])` one), whole, as a share of those uncompressed bytes, and their bytes.',
    `Lighthouse runs before any load, on a machine as quiet as the bench can wait for: its simulated throttling turns CPU time into scores, so a busy machine costs Performance, TBT and LCP. Before each path it waits until the 1-minute load average (/proc/loadavg, "load" below, read when the path's audits start) is under ${QUIET.load}, at most ${QUIET.routeSeconds} s per path and ${Math.round(QUIET.totalSeconds / 60)} min in all; it waited ${lh.quietWaitSeconds} s in all. ${busyRoutes.length ? `**${busyRoutes.length} of ${lh.rows.length} paths were measured on a busy machine** (the cap was reached: "busy"); their Performance, LCP and TBT say more about the machine than the page.` : 'Every path was measured under that load.'}`,
    referenceLine,
    table(['path', 'load', 'Perf', 'A11y', 'BP', 'SEO', 'LCP ms', 'LCP Δ ms', 'TBT ms', 'TBT × empty', 'CLS', 'JS KiB gzip', 'total KiB', 'RSC payload', 'HTML B sent / identity', 'budgets'], lhRows),
    `Budgets, against the reference above: TBT ≤ the empty page's; LCP ≤ the empty page's + ${BUDGET.lcpOverEmptyMs} ms; Performance ≥ the empty page's; Accessibility, Best Practices and SEO ${BUDGET.score} (SEO on ${SEARCH_ROUTE} without is-crawlable: the search results page asks not to be indexed, on purpose); CLS ≤ ${BUDGET.cls} (no shift at all); JS within ${BUDGET.jsOverEmptyKiB.home} KiB of the empty page's on the home page and within ${BUDGET.jsOverEmptyKiB.text} KiB on every other page (PRODUCT.md says "text pages"; every page but the home page is held to it here). A budget missed says by how much.`,
    ...(failingAudits.length ? ['Audits that failed in at least one run:', failingAudits.join('\n')] : []),
    ...(htmlFailures.length ? ['HTML that could not be fetched:', htmlFailures.join('\n')] : []),
    '## Load',
    [
      `- Clients, on loopback: pages, the jobs API and the empty page with **wrk** (${load.threads} threads, ${load.connections} connections, ${load.seconds} s per run after ${load.warmUpSeconds} s of warm-up); submissions with **autocannon** (${load.connections} connections, from the bench's own thread), whose CPU per request is far above what a cached page costs the server, but far below what a submission does. The empty page is measured before each round of targets and after the last; each run is compared with the mean of the two around it.`,
      '- Client CPU is the load generator\'s, from /proc: its whole process as a percentage of one core over the run, then its busiest thread\'s. A thread near 100 %, or a client using more CPU than the server, means the client was the limit. Server CPU % is the server\'s process tree\'s over the same run (200 % = both cores).',
      `- The site runs as \`npm start\` runs it (scripts/server.mjs) on a fresh temporary DATA_DIR (SQLite, demo jobs, mail written to files), started with RATE_LIMIT_MAX=${SERVER_ENV.RATE_LIMIT_MAX}, FORM_MIN_FILL_MS=${SERVER_ENV.FORM_MIN_FILL_MS} and MAX_BODIES_PER_CLIENT=${SERVER_ENV.MAX_BODIES_PER_CLIENT} so that the spam defences and the per-address share of body slots do not refuse the benchmark's submissions, which all come from one address.`,
      `- Each submission is the contact form as sent without JavaScript, with a fresh form token of its own fetched from /contact-us beforehand; they are sent from one autocannon thread (the first run after ${WARM_UP_SUBMISSIONS} warm-up submissions), as many per run as the previous rate says fit in ${load.seconds} s, at most ${MAX_SUBMISSIONS}. The database syncs each commit to disk (SQLite synchronous = FULL, as shipped): see "Acknowledged means on disk" for what that costs.`,
      `- CPU ms per request and peak RSS are the server's process tree's, from /proc. One site server serves the whole run, in the order of the table, round after round, so a row's peak RSS includes what the rows before it left: ${load.siteRssMB.beforeLighthouse} MB before Lighthouse (${load.siteRssMB.peakDuringLighthouse} MB at most during it, while images were optimised), ${load.siteRssMB.beforeLoad} MB before the load runs, ${load.siteRssMB.afterLoad} MB after them.`,
    ].join('\n'),
    table(['target', 'client', 'req/s', '× empty', 'p50 ms', 'p99 ms', 'errors / non-2xx', 'server CPU ms/req', 'server CPU %', 'client CPU % / busiest thread', 'peak RSS MB', 'budgets'], loadRows),
    `Budgets: pages at ≥ ${BUDGET.loadRatio} × the empty page's req/s (the jobs API and submissions are not pages: their ratio is shown, not judged); peak RSS < ${BUDGET.rssMB} MB; every answer 2xx.`,
    ...OPTIONAL_PARTS.filter(({ key }) => report[key]).map(({ key }) => optionalSection(report[key])), // --routes runs none
    '## Notes',
    '_Why each row above is outside its budget, and anything else about this run: to be written by a person._',
  ].join('\n\n')}\n`;
}

/** One line per row outside a budget, with each failed figure and its budget. */
function outsideBudgetLines(outsideBudget) {
  return Object.values(Object.groupBy(outsideBudget, (o) => `${o.part} ${o.row}`)).map(
    (checks) => `- **${checks[0].row}** (${checks[0].part}): ${checks.map((o) => `${o.budget} ${o.figure} (budget ${o.limit}${o.by ? `: ${o.by}` : ''})`).join('; ')}${checks[0].note ? ` (${checks[0].note})` : ''}`,
  );
}

/**
 * Hook: how an optional part shows in report.md: `{ about: [lines], columns: { key: heading }, rows: [flat
 * objects] }` as its lines and a table of its rows; a bare array as a table; anything else as JSON.
 */
function optionalSection(part) {
  const heading = `## ${part.title}`;
  if (part.error) return `${heading}\n\nFailed: \`${part.module}\`: ${part.error.split('\n')[0]}`;
  if (!part.ran) return `${heading}\n\nNot run: ${part.reason}.`;
  const rows = Array.isArray(part.figures) ? part.figures : part.figures?.rows;
  if (Array.isArray(rows) && rows.length) {
    const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
    const about = part.figures.about?.map((line) => `- ${line}`).join('\n');
    const head = keys.map((key) => part.figures.columns?.[key] ?? key);
    return [heading, ...(about ? [about] : []), table(head, rows.map((row) => keys.map((key) => figureCell(row[key]))))].join('\n\n');
  }
  return `${heading}\n\n\`\`\`json\n${JSON.stringify(part.figures, null, 2)}\n\`\`\``;
}

// ---- Plumbing ------------------------------------------------------------------------------------------

/** Prints `[i/total] label` for each step; an optional part that reports more steps than it said raises total. */
function progressCounter(total) {
  let done = 0;
  return (label) => {
    done += 1;
    console.log(`[${done}/${Math.max(total, done)}] ${label}`);
  };
}

function ensurePortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`Port ${port} is in use (another bench running?).`)));
    probe.listen(port, '127.0.0.1', () => probe.close(resolve));
  });
}

/** Stops the servers and waits for them (10 s at most) before their data folder goes. */
async function stopServers() {
  await Promise.all(
    servers.map((server) => {
      if (server.exitCode !== null || server.signalCode !== null) return undefined;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      return Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
    }),
  );
  rmSync(dataDir, { recursive: true, force: true });
}

function duration(seconds) {
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
