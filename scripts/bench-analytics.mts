// Analytics at scale (docs/development.md: Analytics, Benchmark). Three parts:
// - ingest: the production server (SQLite, a fresh data folder) receives beacon posts from autocannon for
//   --seconds (default 10): page views per second answered and written; then /privacy-policy's req/s and p99
//   under wrk alone, while the same 500 requests/s go to a do-nothing process, and while 500 page views/s arrive,
//   in --rounds (5) rotated rounds of --page-seconds (6), with medians;
// - dashboard: --views page views (default 1,000,000; the figure is 10,000,000) spread over 25 months are
//   seeded into a fresh SQLite file and PostgreSQL database as the server would leave them (daily rollups for every
//   day, raw events for the last 30), then every dashboard view is timed (server time, median of 5 after a warm-up);
// - flood: the production server (SQLite, and PostgreSQL unless --skip-postgres) receives --flood (100,000) beacon
//   posts in one day, each with a path, campaign, source, referrer and user agent never seen before (its limits
//   raised so the flood gets in: what is measured is what a day of it leaves), then /admin/analytics for today is
//   fetched signed in, 20 times: p50 and p95 of its answer time, and the server's peak RSS (VmHWM) over it all.
// Usage: npm run bench:analytics -- [--views 10000000] [--seconds 10] [--rounds 5] [--page-seconds 6] [--flood 100000] [--skip-ingest] [--skip-dashboard] [--skip-flood] [--skip-postgres]
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { parseAnalyticsQuery } from '../lib/admin/analytics-query';
import { signInAdmin } from '../test/support/forms';
import { rollupDay } from '../server/analytics/rollup';
import { migrate, type Db } from '../server/db/client';
import type { AnalyticsDailyTable, Database } from '../server/db/schema';
import { nodeSqlite } from '../server/db/sqlite';
import { deriveVisits, monthsToRollUp, rollUpMonth, tallyDays, type EventRow } from '../server/repositories/analytics';
import { analyticsReport } from '../server/analytics/report';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const VIEWS = option('--views', 1_000_000);
const SECONDS = option('--seconds', 10);
const ROUNDS = option('--rounds', 5);
const PAGE_SECONDS = option('--page-seconds', 6);
const FLOOD = option('--flood', 100_000);
const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const out: string[] = [];
const say = (line: string) => (console.log(line), out.push(line));

// ---- dashboard ----

/** A deterministic pseudo-random source (mulberry32), so two runs seed the same data. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
/** Zipf-like pick: the first values far more often than the last, as real traffic. */
const pick = <T,>(values: readonly T[], r: () => number) => values[Math.floor(values.length * r() ** 2.5)];
const PATHS = ['/', '/work', '/about-us', '/services', '/contact-us', '/get-quote', '/career', '/blog', '/faqs', '/industries', ...Array.from({ length: 30 }, (_, i) => `/page-${i}`)];
const REFERRERS = ['', 'google.com', 'bing.com', 'linkedin.com', 'duckduckgo.com', 't.co', ...Array.from({ length: 54 }, (_, i) => `site${i}.example`)];
const CAMPAIGNS = ['', ...Array.from({ length: 30 }, (_, i) => `campaign-${i}`)];
const SOURCES = ['', 'newsletter', 'linkedin', 'twitter', 'google', 'partner', 'podcast', 'meetup', 'github', 'reddit'];
const COUNTRIES = ['US', 'IN', 'GB', 'DE', 'FR', 'CA', 'AU', 'NL', 'ES', 'IT', 'BR', 'JP', 'SG', 'AE', 'SE', ...Array.from({ length: 25 }, (_, i) => `X${String.fromCharCode(65 + i)}`)];
const DEVICES = ['desktop', 'mobile', 'tablet'];
const BROWSERS = ['Chrome', 'Safari', 'Firefox', 'Microsoft Edge', 'Samsung Internet', 'Opera'];
const NOT_FOUND = Array.from({ length: 50 }, (_, i) => `/missing-${i}`);

/** One day's events: `views` page views in visits of 1 to 5, 1 in 60 visits converting. */
function dayEvents(day: string, views: number, seed: number): EventRow[] {
  const r = random(seed);
  const events: EventRow[] = [];
  for (let visitor = 0; events.length < views; visitor++) {
    const attrs = { referrer: pick(REFERRERS, r) || null, utm_source: pick(SOURCES, r) || null, utm_medium: null, utm_campaign: pick(CAMPAIGNS, r) || null, country: pick(COUNTRIES, r), device: pick(DEVICES, r), browser: pick(BROWSERS, r) };
    const pages = 1 + Math.floor(r() * 5);
    for (let p = 0; p < pages; p++) {
      const missing = r() < 0.03;
      events.push({ day, kind: missing ? 'notfound' : 'view', visitor, path: missing ? pick(NOT_FOUND, r) : pick(PATHS, r), entry: p === 0 ? 1 : 0, ...(p === 0 ? attrs : { ...attrs, referrer: null, utm_source: null, utm_campaign: null }) });
    }
    if (r() < 1 / 60) events.push({ day, kind: 'contact', visitor, path: events.at(-pages)!.path, entry: 0, ...attrs });
  }
  return events;
}

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 500) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

async function seed(db: Db, now: Date) {
  const days = Math.round((now.getTime() - Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 25, now.getUTCDate())) / DAY);
  const perDay = Math.round(VIEWS / days);
  // Rollups are as many rows whatever the traffic beyond a few thousand views a day (each list keeps its busiest
  // values), so older days reuse one of the last 7 days' rollup rows under their own date; the last 30 are rolled
  // from their own events, by the rollup's own queries.
  let rollupRows = 0;
  let rawRows = 0;
  const t = performance.now();
  const templates: AnalyticsDailyTable[][] = [];
  const store = async (rows: AnalyticsDailyTable[]) => {
    rollupRows += rows.length;
    await db.kysely.transaction().execute((trx) => insertChunks(rows, (c) => trx.insertInto('analytics_daily').values(c).execute()));
  };
  for (let d = 30; d >= 1; d--) {
    const day = iso(now.getTime() - d * DAY);
    const events = dayEvents(day, perDay, d);
    rawRows += events.length;
    await db.kysely.transaction().execute((trx) => insertChunks(events.map((e) => ({ ...e, at: `${day}T12:00:00.000Z` })), (c) => trx.insertInto('analytics_events').values(c).execute(), 2000));
    await deriveVisits(db.kysely, day, day); // what the server keeps as the events arrive
    const rows = await rollupDay(day, (filter) => tallyDays(db.kysely, day, day, filter));
    if (d <= 7) templates.push(rows);
    await store(rows);
  }
  for (let d = days; d > 30; d--) {
    const day = iso(now.getTime() - d * DAY);
    await store(templates[d % 7].map((row) => ({ ...row, day })));
  }
  for (const month of await monthsToRollUp(db.kysely, iso(now.getTime()).slice(0, 7))) await rollUpMonth(db.kysely, month);
  const today = dayEvents(iso(now.getTime()), Math.round(perDay * (now.getUTCHours() / 24 || 0.5)), 7);
  rawRows += today.length;
  await db.kysely.transaction().execute((trx) => insertChunks(today.map((e) => ({ ...e, at: now.toISOString() })), (c) => trx.insertInto('analytics_events').values(c).execute(), 2000));
  await deriveVisits(db.kysely, iso(now.getTime()), iso(now.getTime()));
  return { days, perDay, rollupRows, rawRows, seconds: (performance.now() - t) / 1000 };
}

async function time(run: () => Promise<unknown>) {
  await run();
  const samples: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    await run();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  return samples[2];
}

const VIEWS_TIMED: [string, Record<string, string>][] = [
  ['today', { range: 'today' }],
  ['7 days', { range: '7d' }],
  ['30 days', { range: '30d' }],
  ['12 months', { range: '12m' }],
  ['25 months (custom)', { range: 'custom', from: '2000-01-01', to: '2100-01-01' }],
  ['30 days, filtered by a page', { range: '30d', f: 'page:/work' }],
  ['12 months, filtered by a campaign', { range: '12m', f: 'campaign:campaign-1' }],
  ['25 months, filtered by a referrer', { range: 'custom', from: '2000-01-01', to: '2100-01-01', f: 'referrer:google.com' }],
];

async function dashboard(db: Db) {
  const now = new Date();
  const seeded = await seed(db, now);
  const rows: [string, number][] = [];
  for (const [label, params] of VIEWS_TIMED) rows.push([label, await time(() => analyticsReport(db.kysely, parseAnalyticsQuery(params, now), now))]);
  return { seeded, rows };
}

async function dashboards() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-analytics-'));
  const sqlite: Db = { kysely: new Kysely<Database>({ dialect: new SqliteDialect({ database: nodeSqlite(path.join(dir, 'b.db')) }) }), dialect: 'sqlite' };
  await migrate(sqlite);
  const lite = await dashboard(sqlite);
  await sqlite.kysely.destroy();
  rmSync(dir, { recursive: true, force: true });
  let postgres: Awaited<ReturnType<typeof dashboard>> | null = null;
  if (!args.includes('--skip-postgres')) {
    const name = `bench_analytics_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const db: Db = { kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url.toString() }) }) }), dialect: 'postgres' };
    try {
      await migrate(db);
      postgres = await dashboard(db);
    } finally {
      await db.kysely.destroy();
      await admin.query(`DROP DATABASE ${name}`);
      await admin.end();
    }
  }
  const s = lite.seeded;
  say(`\n## Dashboard at ${VIEWS.toLocaleString('en-GB')} page views over ${s.days} days (${s.perDay.toLocaleString('en-GB')} a day)`);
  say(`Seeded as the server leaves them: ${s.rollupRows.toLocaleString('en-GB')} rollup rows, ${s.rawRows.toLocaleString('en-GB')} raw events (the last 30 days and today). Server time per view, median of 5 after a warm-up, ms.\n`);
  say('| view | SQLite | PostgreSQL |\n| --- | ---: | ---: |');
  lite.rows.forEach(([label, ms], i) => say(`| ${label} | ${ms.toFixed(1)} | ${postgres ? postgres.rows[i][1].toFixed(1) : 'skipped'} |`));
}

// ---- ingest ----

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

interface CannonResult {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
  '2xx': number;
}
type Cannon = (options: Record<string, unknown>, done: (error: Error | null, result: CannonResult) => void) => void;

async function cannon(options: Record<string, unknown>): Promise<CannonResult> {
  // autocannon ships no types; only these fields of its result are read
  const { default: run } = (await import('autocannon' as string)) as { default: Cannon };
  return new Promise((resolve, reject) => run(options, (error, result) => (error ? reject(error) : resolve(result))));
}

/** What this script reads of scripts/load.mjs's measureWrk (wrk with its JSON report, run beside this process). */
interface WrkResult {
  requestsPerSecond: number;
  latencyP99Ms: number;
}

/** The shared measuring scripts (plain JavaScript, so their exports are typed here by what this script uses). */
const lib = (await import('./lib.mjs' as string)) as {
  serve: (options: { port: number; host: string; env: NodeJS.ProcessEnv; stdio: 'ignore' | 'inherit' }) => ChildProcess;
  waitForUrl: (url: string) => Promise<void>;
  median: (values: number[]) => number;
};
const load = (await import('./load.mjs' as string)) as {
  WRK: string | undefined;
  measureWrk: (target: { label: string; url: string }, options: { serverPid: number; seconds: number; warmUpSeconds: number; connections: number; threads: number }) => Promise<WrkResult>;
};
const median = lib.median;

interface Target {
  url: string;
  method: 'POST';
  body: string;
  headers: Record<string, string>;
}

/**
 * Sends `rate` requests a second spread evenly over each second (checked every 2 ms), for `seconds`; answers with
 * the rate reached. Not autocannon's overallRate, which sends each second's quota at once at the top of the second:
 * a burst of 500 a second is not how page views arrive, and it measures the burst more than the analytics.
 */
async function pace(target: Target, rate: number, seconds: number): Promise<{ perSecond: number; answered: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  let sent = 0;
  let answered = 0;
  const done: Promise<void>[] = [];
  const send = () =>
    done.push(
      new Promise<void>((resolve) => {
        const req = http.request(target.url, { method: target.method, headers: target.headers, agent }, (res) => {
          res.resume();
          res.on('end', () => {
            if ((res.statusCode ?? 500) < 300) answered++;
            resolve();
          });
        });
        req.on('error', () => resolve());
        req.end(target.body);
      }),
    );
  const start = performance.now();
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const elapsed = performance.now() - start;
      if (elapsed >= seconds * 1000) return (clearInterval(timer), resolve());
      for (const due = Math.floor((elapsed / 1000) * rate); sent < due; sent++) send();
    }, 2);
  });
  await Promise.all(done);
  agent.destroy();
  return { perSecond: answered / seconds, answered };
}

/** A separate process that answers every request 204 and does nothing else: where the control load goes. */
async function startSink(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', `require('node:http').createServer((q, s) => { q.resume(); q.on('end', () => s.writeHead(204).end()); }).listen(${port}, '127.0.0.1', () => console.log('up'))`], { stdio: ['ignore', 'pipe', 'ignore'] });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return { url: `http://127.0.0.1:${port}/api/hit`, stop: () => child.kill('SIGTERM') };
}

async function ingest() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-analytics-server-'));
  const server = lib.serve({ port, host: '127.0.0.1', env: { ...process.env, DATA_DIR: dataDir, ANALYTICS_RATE_MAX: '100000000', ANALYTICS_GLOBAL_MAX: '100000000', MAX_BODIES_PER_CLIENT: '16', SEED_DEMO: '0' }, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  try {
    await lib.waitForUrl(`${url}/robots.txt`);
    await new Promise((r) => setTimeout(r, 3000)); // the page cache's warm-up
    const body = JSON.stringify({ u: `${url}/work?utm_campaign=bench`, r: 'https://www.google.com/', tz: 'Europe/Paris' });
    const agent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
    const hit = { url: `${url}/api/hit`, method: 'POST' as const, body, headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': agent, origin: url } };
    const result = await cannon({ ...hit, connections: 10, duration: SECONDS });
    await new Promise((r) => setTimeout(r, 2500)); // the last batch
    const { DatabaseSync } = await import('node:sqlite');
    const db = new DatabaseSync(path.join(dataDir, 'navyug.db'), { readOnly: true });
    const written = Number((db.prepare('SELECT count(*) AS n FROM analytics_events').get() as { n: number }).n);
    db.close();
    say(`\n## Ingest on SQLite (autocannon, 10 connections, ${SECONDS} s)`);
    say(`${Math.round(result.requests.average)} page views/s answered (p99 ${result.latency.p99} ms, ${result.non2xx} not 2xx, ${result.errors} errors); ${written.toLocaleString('en-GB')} rows written for ${result['2xx'].toLocaleString('en-GB')} answered 204 (batched, one transaction every ANALYTICS_FLUSH_MS).`);

    // The page under wrk in three settings, each round in a rotated order so none always runs first, and medians
    // over ROUNDS (one run on two shared cores is mostly noise):
    // - alone: nothing else sent;
    // - sink: 500 requests/s, evenly paced (pace()), go to a separate process that answers 204 and does nothing, so the load
    //   generator itself (on the same two cores as the server and wrk) costs what it costs;
    // - with: the same 500/s are page views sent to this server, which counts and writes them.
    // "with" against "sink" is what the analytics costs the page; against "alone", what the whole load does.
    if (!load.WRK) return say('wrk is not installed: the pages-under-ingest part was skipped (apt-get install wrk).');
    const page = `${url}/privacy-policy`;
    const wrk = () => load.measureWrk({ label: '/privacy-policy', url: page }, { serverPid: server.pid!, seconds: PAGE_SECONDS, warmUpSeconds: 0, connections: 10, threads: 2 });
    const sink = await startSink();
    type Setting = 'alone' | 'sink' | 'with';
    const rounds: Record<Setting, WrkResult>[] = [];
    const views: number[] = [];
    const measure = async (setting: Setting) => {
      if (setting === 'alone') return wrk();
      const target = setting === 'with' ? hit : { ...hit, url: sink.url };
      const background = pace(target, 500, PAGE_SECONDS + 2);
      await new Promise((r) => setTimeout(r, 1000));
      const loaded = await wrk();
      const { perSecond } = await background;
      if (setting === 'with') views.push(perSecond);
      return loaded;
    };
    try {
      const order: Setting[] = ['alone', 'sink', 'with'];
      for (let round = 0; round < ROUNDS; round++) {
        const results: Partial<Record<Setting, WrkResult>> = {};
        for (let i = 0; i < order.length; i++) {
          const setting = order[(i + round) % order.length];
          results[setting] = await measure(setting);
        }
        rounds.push(results as Record<Setting, WrkResult>);
      }
    } finally {
      sink.stop();
    }
    const med = (setting: Setting, field: keyof WrkResult) => median(rounds.map((r) => r[setting][field]));
    const change = (value: number, base: number) => `${value >= base ? '+' : ''}${(((value - base) / base) * 100).toFixed(0)} %`;
    say(`\n/privacy-policy under wrk (2 threads, 10 connections, gzip and br accepted, ${PAGE_SECONDS} s), ${ROUNDS} rounds (median page views/s sent: ${Math.round(median(views))}):\n`);
    say('| round | alone req/s, p99 ms | 500/s to a sink: req/s, p99 ms | 500 page views/s: req/s, p99 ms |');
    say('| --- | ---: | ---: | ---: |');
    const cell = (r: WrkResult) => `${r.requestsPerSecond}, ${r.latencyP99Ms.toFixed(1)}`;
    rounds.forEach((r, i) => say(`| ${i + 1} | ${cell(r.alone)} | ${cell(r.sink)} | ${cell(r.with)} |`));
    say(`| median | ${Math.round(med('alone', 'requestsPerSecond'))}, ${med('alone', 'latencyP99Ms').toFixed(1)} | ${Math.round(med('sink', 'requestsPerSecond'))}, ${med('sink', 'latencyP99Ms').toFixed(1)} | ${Math.round(med('with', 'requestsPerSecond'))}, ${med('with', 'latencyP99Ms').toFixed(1)} |`);
    say(`\nThe analytics' cost (page views against the sink): req/s ${change(med('with', 'requestsPerSecond'), med('sink', 'requestsPerSecond'))}, p99 ${change(med('with', 'latencyP99Ms'), med('sink', 'latencyP99Ms'))}. The whole load's (against alone): req/s ${change(med('with', 'requestsPerSecond'), med('alone', 'requestsPerSecond'))}, p99 ${change(med('with', 'latencyP99Ms'), med('alone', 'latencyP99Ms'))}.`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---- flood ----

/** The server's resident memory now and at its peak (VmRSS, VmHWM), in MB. */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

async function floodOne(engine: 'SQLite' | 'PostgreSQL') {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-analytics-flood-'));
  const name = `bench_flood_${process.pid}`;
  const admin = engine === 'PostgreSQL' ? new pg.Client({ connectionString: adminUrl }) : null;
  let databaseUrl: string | undefined;
  if (admin) {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED_DEMO: '0', ANALYTICS_RATE_MAX: '100000000', ANALYTICS_GLOBAL_MAX: '100000000', MAX_BODIES_PER_CLIENT: '64' };
  const server = lib.serve({ port, host: '127.0.0.1', env, stdio: process.env.BENCH_TRACE ? 'inherit' : 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  try {
    await lib.waitForUrl(`${base}/robots.txt`);
    const email = 'bench@navyug.example';
    const passphrase = 'a long enough bench passphrase';
    const created = spawnSync(process.execPath, ['--disable-warning=ExperimentalWarning', '--conditions=react-server', '--import', 'tsx', 'scripts/admin.mts', 'create-user', email], { input: `${passphrase}\n`, encoding: 'utf8', env });
    if (created.status !== 0) throw new Error(`create-user: ${created.stdout}${created.stderr}`);
    const cookie = await signInAdmin(base, email, passphrase);

    // Every view new in every way: a path, a campaign, a source, a referrer and a user agent (so a visitor) of its own.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
    let next = 0;
    const statuses = new Map<number, number>();
    const t = performance.now();
    const post = (i: number) =>
      new Promise<void>((resolve) => {
        const body = JSON.stringify({ u: `${base}/fake-${i}?utm_source=src-${i}&utm_campaign=flood-${i}`, r: `https://spam-${i}.example/`, tz: 'Europe/Paris' });
        const headers = { 'content-type': 'text/plain;charset=UTF-8', origin: base, 'user-agent': `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.${i}.0 Safari/537.36` };
        const req = http.request(`${base}/api/hit`, { method: 'POST', headers, agent }, (res) => {
          res.resume();
          res.on('end', () => {
            statuses.set(res.statusCode ?? 0, (statuses.get(res.statusCode ?? 0) ?? 0) + 1);
            resolve();
          });
        });
        req.on('error', () => resolve());
        req.end(body);
      });
    // A view the server turns away for now (429: past the 20,000 page views it lets wait to be written) is sent again
    // after a pause, as the flood's point is what a day of FLOOD views leaves behind; the retries are counted.
    let retried = 0;
    const send = async (i: number) => {
      for (let attempt = 0; attempt < 200; attempt++) {
        const before = statuses.get(429) ?? 0;
        await post(i);
        if ((statuses.get(429) ?? 0) === before) return;
        statuses.set(429, before);
        retried++;
        await new Promise((r) => setTimeout(r, 25));
      }
    };
    await Promise.all(
      Array.from({ length: 32 }, async () => {
        while (next < FLOOD) await send(next++);
      }),
    );
    const floodSeconds = (performance.now() - t) / 1000;
    agent.destroy();
    await new Promise((r) => setTimeout(r, 3000)); // the last batches
    const afterFlood = memory(server.pid!);
    const samples: number[] = [];
    for (let i = 0; i < 21; i++) {
      const started = performance.now();
      // once, right after the flood, a kept-alive connection the server had just closed was reset: one retry
      const get = () => fetch(`${base}/admin/analytics?range=today`, { headers: { cookie } });
      const response = await get().catch(() => get());
      const html = await response.text();
      if (!response.ok || !html.includes('Visitors now')) throw new Error(`dashboard: ${response.status}`);
      if (i > 0) samples.push(performance.now() - started); // the first one warms up
      if (process.env.BENCH_TRACE) console.log(i, Math.round(performance.now() - started), JSON.stringify(memory(server.pid!)));
    }
    samples.sort((a, b) => a - b);
    const quantile = (q: number) => samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)];
    const { rss, peak } = memory(server.pid!);
    return { engine, floodSeconds, statuses: [...statuses].filter(([, n]) => n > 0).map(([code, n]) => `${n.toLocaleString('en-GB')} × ${code}`).join(', ') + (retried ? ` (${retried.toLocaleString('en-GB')} sent again after a 429)` : ''), p50: quantile(0.5), p95: quantile(0.95), floodPeak: afterFlood.peak, rss, peak };
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
}

async function flood() {
  const results = [await floodOne('SQLite')];
  say(`SQLite: ${JSON.stringify(results[0])}`);
  if (!args.includes('--skip-postgres')) results.push(await floodOne('PostgreSQL'));
  say(`\n## A flood of ${FLOOD.toLocaleString('en-GB')} made-up page views in a day (each a new path, campaign, source, referrer and user agent; limits raised to let it in)`);
  say("Then /admin/analytics?range=today, signed in, 20 times after one warm-up: its answer time, and the server's RSS (budgets: 200 ms, 400 MB).\n");
  say('| engine | flood | answers | dashboard p50 ms | p95 ms | peak RSS during the flood, MB | RSS after, MB | peak RSS, MB |\n| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results) say(`| ${r.engine} | ${r.floodSeconds.toFixed(0)} s | ${r.statuses} | ${r.p50.toFixed(0)} | ${r.p95.toFixed(0)} | ${r.floodPeak.toFixed(0)} | ${r.rss.toFixed(0)} | ${r.peak.toFixed(0)} |`);
}

say(`# npm run bench:analytics, ${new Date().toISOString()}`);
if (!args.includes('--skip-ingest')) await ingest();
if (!args.includes('--skip-dashboard')) await dashboards();
if (!args.includes('--skip-flood')) await flood();

