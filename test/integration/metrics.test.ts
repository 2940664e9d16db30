import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { createPostgres, type TestPostgres } from '../support/database';
import { postWithoutJs } from '../support/forms';
import { eventually, freePort, startServer, type RunningServer } from '../support/server';
import { SmtpSink } from '../support/smtp-sink';

const root = path.resolve(__dirname, '../..');

// GET /metrics scraped from a running server (the production build), on SQLite and on PostgreSQL: the values move as
// requests are made, the label values are bounded, and every metric the shipped alert rules use is there.

/** What a visitor typed or asked for in these tests: none of it may show in a label. */
const TYPED = {
  fullname: 'Zerah Quillfeather',
  email: 'zerah.quill@example.com',
  phonenumber: '+44 20 7946 0958',
  howhelp: 'Marmalade-coloured website, please',
  path: '/qzx-no-such-page-7734/deeper?token=sekret-5521',
};

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * The text exposition format (version 0.0.4), parsed: `# HELP`/`# TYPE` lines and samples `name{label="value",…} value`.
 * Written here rather than taken from npm: the one parser there (parse-prometheus-text-format) has had no release
 * since 2019 nor a commit since 2020, prom-client has none, and the format is a line each. promtool, where installed,
 * checks the same text too (below).
 */
function parseExposition(text: string): { samples: Sample[]; types: Map<string, string> } {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type) types.set(type[1], type[2]);
    if (line.startsWith('#')) continue;
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: -?\d+)?$/.exec(line);
    if (!sample) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    // label="value" pairs; a value escapes \ " and newline with a backslash
    for (const pair of (sample[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/g)) {
      labels[pair[1]] = pair[2].replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
    }
    samples.push({ name: sample[1], labels, value: Number(sample[3]) });
  }
  return { samples, types };
}

/** The sum of the samples named `name` whose labels include `labels`. */
const total = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v)).reduce((sum, s) => sum + s.value, 0);

const promtool = spawnSync('promtool', ['--version']).status === 0;

const engines = [
  { name: 'SQLite', postgres: false },
  { name: 'PostgreSQL', postgres: true },
];

describe.each(engines)('GET /metrics on $name', ({ postgres }) => {
  let server: RunningServer;
  let sink: SmtpSink;
  let pgdb: TestPostgres | null = null;
  let skip = false;

  beforeAll(async () => {
    if (postgres) {
      pgdb = await createPostgres();
      if (!pgdb) {
        skip = true; // no PostgreSQL on this machine (never in CI: createPostgres throws there)
        console.warn('PostgreSQL is not reachable on 127.0.0.1:5432: its metrics tests are skipped here.');
        return;
      }
    }
    sink = new SmtpSink(await freePort());
    await sink.start();
    server = await startServer({ SMTP_URL: sink.url, ...(pgdb ? { DATABASE_URL: pgdb.url } : {}) });
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    await sink?.stop();
    await pgdb?.drop();
  });

  const scrape = async () => {
    const response = await fetch(`${server.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    return { text, ...parseExposition(text) };
  };

  const token = async () => /name="formtoken" value="([^"]+)"/.exec(await (await fetch(`${server.url}/contact-us`)).text())![1];
  const postContact = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    return fetch(`${server.url}/api/forms/contact`, { method: 'POST', body: form });
  };

  it('moves with the requests made: page cache, routes, submissions by outcome, mail, analytics, database', async (ctx) => {
    if (skip) return ctx.skip();
    const before = (await scrape()).samples;

    // A page twice: both from the page cache (it was warmed before the port opened), labelled by its route.
    for (let i = 0; i < 2; i++) expect((await fetch(`${server.url}/about-us`)).status).toBe(200);
    expect((await fetch(`${server.url}${TYPED.path}`)).status).toBe(404);
    expect((await fetch(`${server.url}/${encodeURIComponent(TYPED.email)}`)).status).toBe(404);

    // The contact form: one refused as invalid (no message), one stored, one refused by the guard as too large.
    expect((await postContact({ fullname: TYPED.fullname, email: TYPED.email, phonenumber: TYPED.phonenumber, formtoken: await token() })).status).toBe(422);
    expect((await postContact({ fullname: TYPED.fullname, email: TYPED.email, phonenumber: TYPED.phonenumber, howhelp: TYPED.howhelp, formtoken: await token() })).status).toBe(201);
    // The same form through its Server Action, as a browser without JavaScript posts it: counted once, by the action.
    const page = await postWithoutJs(server.url, '/contact-us', 'Contact form', { fullname: TYPED.fullname, email: TYPED.email, phonenumber: TYPED.phonenumber, howhelp: TYPED.howhelp });
    expect(page.status).toBe(200);
    const oversize = await fetch(`${server.url}/api/forms/contact`, { method: 'POST', body: `howhelp=${'x'.repeat(300 * 1024)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(oversize.status).toBe(413);

    // The analytics beacon: one page view, and one body that is not one.
    const beacon = (body: string) => fetch(`${server.url}/api/hit`, { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36', origin: server.url } });
    expect((await beacon(JSON.stringify({ u: `${server.url}/about-us`, tz: 'Europe/London' }))).status).toBe(204);
    expect((await beacon('{"u": 12}')).status).toBe(422);

    // The stored messages' two mails each leave through the outbox (SMTP sink).
    await eventually(() => sink.messages.length >= 4);
    const after = await eventually(async () => {
      const { samples } = await scrape();
      return total(samples, 'navyug_outbox_delivery_attempts_total', { queue: 'outbox', outcome: 'delivered' }) - total(before, 'navyug_outbox_delivery_attempts_total', { queue: 'outbox', outcome: 'delivered' }) >= 4 && samples;
    });
    const moved = (name: string, labels: Record<string, string> = {}) => total(after, name, labels) - total(before, name, labels);

    expect(moved('navyug_page_cache_hits_total')).toBeGreaterThanOrEqual(2);
    expect(moved('navyug_http_request_duration_seconds_count', { method: 'GET', route: '/about-us', status: '2xx' })).toBe(2);
    expect(moved('navyug_http_request_duration_seconds_count', { method: 'GET', route: '/[...missing]', status: '4xx' })).toBe(1);
    expect(moved('navyug_http_request_duration_seconds_count', { method: 'POST', route: '/api/forms/[kind]', status: '4xx' })).toBe(2);
    expect(moved('navyug_http_request_duration_seconds_count', { method: 'POST', route: '/api/forms/[kind]', status: '2xx' })).toBe(1);
    expect(moved('navyug_submissions_total', { form: 'contact', outcome: 'invalid' })).toBe(1);
    expect(moved('navyug_submissions_total', { form: 'contact', outcome: 'stored' })).toBe(2);
    expect(moved('navyug_submissions_total', { form: 'contact', outcome: 'too_large' })).toBe(1);
    expect(moved('navyug_submissions_total')).toBe(4); // each post counted once, where it was decided
    expect(moved('navyug_outbox_delivery_attempts_total', { queue: 'outbox', outcome: 'delivered' })).toBe(4);
    expect(moved('navyug_http_request_duration_seconds_count', { method: 'POST', route: '/contact-us', status: '2xx' })).toBe(1);
    expect(moved('navyug_analytics_events_queued_total', { kind: 'view' })).toBe(1);
    expect(moved('navyug_analytics_events_dropped_total', { reason: 'malformed' })).toBe(1);
    expect(moved('navyug_db_query_duration_seconds_count', { level: 'query' })).toBeGreaterThan(0);
    expect(total(after, 'navyug_outbox_depth', { queue: 'outbox' })).toBe(0);
    expect(total(after, 'navyug_outbox_oldest_age_seconds', { queue: 'outbox' })).toBe(0);
    expect(after.some((s) => s.name === 'navyug_outbox_depth' && s.labels.queue === 'webhook_deliveries')).toBe(true);
    expect(total(after, 'navyug_ready')).toBe(1);
    expect(total(after, 'navyug_draining')).toBe(0);
    for (const name of ['navyug_process_resident_memory_bytes', 'navyug_nodejs_heap_size_used_bytes', 'navyug_nodejs_eventloop_lag_p99_seconds']) {
      expect(total(after, name), name).toBeGreaterThan(0);
    }
    const pool = after.filter((s) => s.name === 'navyug_db_pool_clients').map((s) => s.labels.state);
    if (postgres) {
      expect(pool.sort()).toEqual(['idle', 'total', 'waiting']);
      expect(total(after, 'navyug_db_pool_clients', { state: 'total' })).toBeGreaterThan(0);
    } else expect(pool).toEqual([]);
  });

  it('labels requests by route template only: no label holds a path or anything a visitor typed', async (ctx) => {
    if (skip) return ctx.skip();
    const { samples } = await scrape();
    const manifest = JSON.parse(readFileSync(path.join(root, '.next/routes-manifest.json'), 'utf8')) as { staticRoutes: { page: string }[]; dynamicRoutes: { page: string }[] };
    const routes = new Set([
      ...manifest.staticRoutes.map((r) => r.page),
      ...manifest.dynamicRoutes.map((r) => r.page),
      '/_next/static/*', '/_next/image', '/_next/*', '/media/*', '/livez', '/readyz', '/metrics', '/hit.js', '/hit-tz.js', '/icon.svg', 'other',
    ]);
    const seen = new Set(samples.filter((s) => s.labels.route !== undefined).map((s) => s.labels.route));
    expect([...seen].filter((route) => !routes.has(route))).toEqual([]);
    const values = samples.flatMap((s) => Object.values(s.labels));
    const typed = [...Object.values(TYPED), 'qzx-no-such-page', 'sekret', encodeURIComponent(TYPED.email), 'Zerah', 'zerah', '@'];
    expect(values.filter((value) => typed.some((t) => value.includes(t)))).toEqual([]);
    // Every other label's values come from a fixed list: a handful per metric, however many requests were made.
    const perLabel = new Map<string, Set<string>>();
    for (const s of samples) {
      for (const [label, value] of Object.entries(s.labels)) if (!['route', 'le', 'quantile'].includes(label)) perLabel.set(`${s.name} ${label}`, (perLabel.get(`${s.name} ${label}`) ?? new Set()).add(value));
    }
    for (const [label, distinct] of perLabel) expect(distinct.size, label).toBeLessThanOrEqual(16);
  });

  it('is exposition text that promtool reads (where it is installed)', async (ctx) => {
    if (skip) return ctx.skip();
    if (!promtool) {
      if (process.env.CI) throw new Error('promtool is required in CI (Debian package prometheus)');
      return ctx.skip();
    }
    const { text } = await scrape();
    const result = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
    // promtool lints names too; the only complaints allowed are about prom-client's own default gauges, whose names
    // end in _total (nodejs_active_handles_total and its kind): theirs, not ours to rename.
    const problems = `${result.stdout}${result.stderr}`.split('\n').filter((line) => line.trim() && !/^navyug_nodejs_active_\w+_total non-counter metrics should not have "_total" suffix$/.test(line));
    expect(problems).toEqual([]);
  });

  it('exposes every metric the shipped alert rules use (deploy/prometheus-alerts.yml)', async (ctx) => {
    if (skip) return ctx.skip();
    const { samples, types } = await scrape();
    const exposed = new Set([...samples.map((s) => s.name), ...types.keys()]);
    const rules = parseYaml(readFileSync(path.join(root, 'deploy/prometheus-alerts.yml'), 'utf8')) as { groups: { rules: { alert: string; expr: string }[] }[] };
    const used = rules.groups.flatMap((group) => group.rules.map((rule) => ({ alert: rule.alert, names: metricNames(rule.expr) })));
    expect(used.length).toBeGreaterThanOrEqual(5);
    for (const { alert, names } of used) {
      expect(names.length, alert).toBeGreaterThan(0);
      // `up` is Prometheus's own series for each scrape target.
      expect(names.filter((name) => name !== 'up' && !exposed.has(name)), alert).toEqual([]);
    }
  });
});

const PROMQL_WORDS = new Set(['and', 'or', 'unless', 'by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'bool', 'offset', 'inf', 'nan']);

/**
 * The metric names a PromQL expression reads. Label matchers, grouping lists, strings and ranges are removed first;
 * then an identifier followed by `(` is a function or aggregation, and any other (not a keyword) is a metric.
 * Enough for rules written as ours are (promtool check rules, where installed, parses them in full).
 */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  const names = [...bare.matchAll(/([a-zA-Z_:][a-zA-Z0-9_:]*)(\s*\()?/g)].filter((m) => !m[2] && !PROMQL_WORDS.has(m[1].toLowerCase())).map((m) => m[1]);
  return [...new Set(names)];
}

