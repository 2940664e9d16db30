// What an operator does on every deploy, under load, measured: two instances on one PostgreSQL behind the shipped
// nginx (deploy/nginx.conf as is, on a port that is not 80), each restarted in turn (SIGTERM, wait for the exit, start
// it again, and go on as soon as it is ready: no waiting out nginx's timers), `rounds` times, while visitors read pages
// and send the contact form without JavaScript (the page through nginx, then a multipart post with our Origin, as a
// browser does). Every answer is checked: a page must be ours with 200 (never nginx's own 502 or 504 page), a form
// must thank the visitor with a reference. Then the database says what was stored, and each instance's log how long
// its drain took. test/integration/rolling-restart.test.ts asserts on the figures; the benchmark reports them
// (bench-rolling.mjs).
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postWithoutJs } from './form-post.mjs';
import { serve } from './lib.mjs';
import { startNginx } from './nginx.mjs';

const PAGES = ['/', '/about-us', '/website-development', '/work', '/blog', '/career', '/privacy-policy', '/contact-us', '/get-quote', '/search'];
/** nginx's own error pages (502, 504), as opposed to any page of ours. */
const NGINX_PAGE = /<center>nginx<\/center>/;
/** What the servers run with: short queue polls (as the tests'), and no spam limit on one address (nginx's). */
const SERVER_ENV = { TRUSTED_PROXIES: '127.0.0.1', RATE_LIMIT_MAX: '100000', FORM_MIN_FILL_MS: '0', OUTBOX_POLL_MS: '200', NEXT_TELEMETRY_DISABLED: '1' };

/**
 * @param {{ databaseUrl: string, ports: number[], nginxPort: number, rounds?: number, readers?: number, senders?: number, progress?: (label: string) => void }} options
 */
export async function rollingRestart({ databaseUrl, ports, nginxPort, rounds = 2, readers = 3, senders = 2, progress = () => {} }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'navyug-rolling-'));
  const env = { ...process.env, ...SERVER_ENV, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'info' };
  const instances = [];
  let nginx;
  try {
    for (const port of ports) instances.push(await start(port, env));
    nginx = await startNginx({ port: nginxPort, upstreams: ports.map((port) => `127.0.0.1:${port}`) });
    const front = nginx.url;
    const outcomes = [];
    const sent = [];
    let running = true;
    const pause = () => new Promise((resolve) => setTimeout(resolve, 25));

    const reader = async (n) => {
      for (let i = n; running; i++) {
        const page = PAGES[i % PAGES.length];
        try {
          const response = await fetch(front + page, { headers: { 'accept-encoding': 'br, gzip' } });
          const body = await response.text();
          outcomes.push({ kind: 'page', problem: response.status !== 200 || NGINX_PAGE.test(body) ? `${page}: ${response.status} ${body.slice(0, 120)}` : undefined });
        } catch (error) {
          outcomes.push({ kind: 'page', problem: `${page}: ${error.message}` });
        }
        await pause();
      }
    };
    const sender = async (n) => {
      for (let i = 0; running; i++) {
        const name = `Rolling Sender${n}x${i}`;
        try {
          const response = await postWithoutJs(front, '/contact-us', 'Contact form', { fullname: name, email: `sender${n}x${i}@example.com`, phonenumber: '+1 415 555 0132', howhelp: `Message ${i} from sender ${n}, sent during a rolling restart.` });
          sent.push(name);
          const body = await response.text();
          const thanked = response.status === 200 && /NV-[A-Z0-9-]+/.test(body);
          outcomes.push({ kind: 'form', problem: thanked ? undefined : `${name}: ${response.status} ${body.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').slice(0, 160)}` });
        } catch (error) {
          outcomes.push({ kind: 'form', problem: `${name}: ${error.message}` });
        }
        await pause();
      }
    };

    const load = [...Array.from({ length: readers }, (_, n) => reader(n)), ...Array.from({ length: senders }, (_, n) => sender(n))];
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const restarts = [];
    for (let round = 0; round < rounds; round++) {
      for (let i = 0; i < instances.length; i++) {
        progress(`restart ${round * instances.length + i + 1} of ${rounds * instances.length}`);
        const old = instances[i];
        const began = performance.now();
        old.child.kill('SIGTERM');
        const exitCode = await old.exited;
        const stopped = performance.now();
        instances[i] = await start(ports[i], env);
        const drain = old.lines().find((line) => line.event === 'shutdown' && line.phase === 'connections closed');
        restarts.push({ port: ports[i], exitCode, stopMs: Math.round(stopped - began), drainMs: drain?.ms ?? null, drainEnded: drain?.ended ?? null, cut: drain?.cutConnections ?? null, startMs: Math.round(performance.now() - stopped) });
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    running = false;
    await Promise.all(load);

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query("SELECT fullname, count(*)::int AS n FROM leads WHERE kind = 'contact' AND fullname LIKE 'Rolling Sender%' GROUP BY fullname");
    await client.end();
    const stored = new Set(rows.map((row) => row.fullname));
    const pages = outcomes.filter((o) => o.kind === 'page');
    const forms = outcomes.filter((o) => o.kind === 'form');
    return {
      pageReads: pages.length,
      submissions: forms.length,
      failed: outcomes.filter((o) => o.problem).map((o) => o.problem),
      stored: rows.reduce((sum, row) => sum + row.n, 0),
      doubled: rows.filter((row) => row.n > 1).map((row) => row.fullname),
      lost: sent.filter((name) => !stored.has(name)),
      unthanked: [...stored].filter((name) => !sent.includes(name)),
      restarts,
    };
  } finally {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One instance as `npm start` runs it, resolved once /readyz answers 200 (what deploy/navyug@.service waits for). */
async function start(port, env) {
  const child = serve({ port, host: '127.0.0.1', env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the instance on ${port} exited while starting:\n${output.slice(-2000)}`);
    if ((await readyz(port)) === 200) break;
    if (Date.now() > deadline) throw new Error(`the instance on ${port} was not ready within 2 minutes:\n${output.slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const lines = () =>
    output.split('\n').flatMap((line) => {
      try {
        return line.startsWith('{') ? [JSON.parse(line)] : [];
      } catch {
        return [];
      }
    });
  return {
    child,
    exited,
    lines,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/**
 * GET /readyz's status (0 when nothing answers), on a connection of its own that closes after it (as
 * scripts/wait-ready.mjs's process does when it exits): a connection kept open here would be one the instance waits
 * for at its next drain, which would then measure this script, not nginx.
 */
function readyz(port) {
  return new Promise((resolve) => {
    const req = get({ host: '127.0.0.1', port, path: '/readyz', agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
  });
}
