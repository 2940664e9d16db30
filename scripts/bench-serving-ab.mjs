// npm run bench:serving-ab -- --against DIR [--paths /privacy-policy,/] [--runs 3] [--seconds 8]
// What a change to the serving layer (scripts/server.mjs and server/serving/) costs per request: this checkout's server
// and the one in DIR (another checkout, e.g. `git worktree add /tmp/before <commit>`, with node_modules and .next
// symlinked to this one's so both serve the same build), one after the other, interleaved run by run, each loaded with
// wrk on the same pages (the page cache path: a page every visitor gets the same). Reported per server and page: the
// median requests per second and the server's CPU milliseconds per request (from /proc, whatever the client does),
// with the spread. Written for issue 51's logging and metrics (one JSON line and a histogram sample per request);
// the figures are in docs/development.md. Every run stops by itself.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ensurePinnedNode, printTable, root, serverEnv, serverNodeFlags, spread, waitForUrl } from './lib.mjs';
import { measureWrk, WRK, WRK_MISSING } from './load.mjs';

ensurePinnedNode();
const args = process.argv.slice(2);
const value = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const against = value('--against');
const paths = value('--paths', '/privacy-policy,/').split(',');
const runs = Number(value('--runs', '3'));
const seconds = Number(value('--seconds', '8'));
if (!against || !existsSync(path.join(against, 'scripts/server.mjs'))) {
  console.error('Usage: npm run bench:serving-ab -- --against DIR (a checkout with scripts/server.mjs) [--paths /a,/b] [--runs N] [--seconds N]');
  process.exit(1);
}
if (!WRK) {
  console.error(WRK_MISSING);
  process.exit(1);
}

const servers = [
  { label: 'this checkout', dir: root, port: 4540 },
  { label: path.basename(path.resolve(against)), dir: path.resolve(against), port: 4541 },
];
const dataDirs = [];
try {
  for (const server of servers) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'navyug-ab-'));
    dataDirs.push(dataDir);
    server.child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', ...serverNodeFlags, path.join(server.dir, 'scripts/server.mjs'), '--port', String(server.port), '--host', '127.0.0.1'], {
      cwd: server.dir,
      env: { ...serverEnv, ...process.env, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: 'ignore',
    });
    await waitForUrl(`http://127.0.0.1:${server.port}/robots.txt`);
  }
  const results = new Map();
  for (let run = 0; run < runs; run++) {
    for (const page of paths) {
      for (const server of run % 2 ? [...servers].reverse() : servers) {
        const figures = await measureWrk({ label: page, url: `http://127.0.0.1:${server.port}${page}` }, { serverPid: server.child.pid, seconds, warmUpSeconds: 2 });
        const key = `${server.label}\t${page}`;
        results.set(key, [...(results.get(key) ?? []), figures]);
        console.log(`run ${run + 1}: ${server.label} ${page}: ${figures.requestsPerSecond} req/s, ${figures.cpuMsPerRequest} ms CPU/request, wrk ${figures.client.cpuPercent}% CPU, ${figures.errors + figures.non2xx} errors`);
      }
    }
  }
  const show = ({ median, min, max }) => `${median} (${min}–${max})`;
  printTable(
    `Serving layer A/B: wrk, ${seconds} s x ${runs} runs per server and page, interleaved`,
    ['server', 'page', 'req/s', 'server CPU ms/request', 'errors'],
    [...results].map(([key, list]) => {
      const [label, page] = key.split('\t');
      return [label, page, show(spread(list.map((f) => f.requestsPerSecond))), show(spread(list.map((f) => f.cpuMsPerRequest))), list.reduce((sum, f) => sum + f.errors + f.non2xx, 0)];
    }),
  );
} finally {
  for (const server of servers) server.child?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
