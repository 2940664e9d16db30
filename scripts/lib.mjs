// Helpers shared by the repo's scripts (start, test, lighthouse, load, bench).
import { spawn, spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverEnv, serverNodeFlags } from './server-env.mjs';
import { addCompileHints } from './compile-hints.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const nextBin = path.join(root, 'node_modules/next/dist/bin/next');

// Nothing at build or run time may reach the internet, Next's anonymous telemetry included.
process.env.NEXT_TELEMETRY_DISABLED ??= '1';

// node:sqlite still prints an ExperimentalWarning on Node 24; it is the embedded database we chose on purpose.
const nodeFlags = ['--disable-warning=ExperimentalWarning'];

/** The production server's environment and Node flags (why, in server-env.mjs). */
export { serverEnv, serverNodeFlags };

/** Re-runs the current script on the project's pinned Node 24 when started with another Node. */
export function ensurePinnedNode() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= 24) return;
  const pinned = path.join(root, 'node_modules/node/bin/node');
  if (!existsSync(pinned)) {
    console.error(`Node ${process.versions.node} is too old and the pinned Node 24 is missing: run npm install first.`);
    process.exit(1);
  }
  const result = spawnSync(pinned, process.argv.slice(1), { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}

/**
 * True when the module at `moduleUrl` (its import.meta.url) is the script Node was started with, false when
 * another script imports it: a measuring script runs its command line only then.
 */
export function isMain(moduleUrl) {
  const entry = process.argv[1];
  return Boolean(entry) && existsSync(entry) && realpathSync(entry) === fileURLToPath(moduleUrl);
}

/** Debian's Chromium (or CHROMIUM_PATH), for Lighthouse and the browser tests; undefined when missing. */
export function findChromium() {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));
}

/** The flags every measuring script starts Debian's Chromium with (as root, no background traffic). */
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'];

/** A renderer thread's top-level task in a Chromium trace (`ThreadControllerImpl::RunTask` in older Chromium). */
export const isTraceTask = (event) => event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask';

const SOURCES = ['app', 'components', 'content', 'lib', 'server', 'public', 'proxy.ts', 'next.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json', 'scripts/compile-hints.mjs'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when there is no production build or a source file changed after it was made. */
export function buildIsStale() {
  const marker = path.join(root, '.next/BUILD_ID');
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}

export function buildIfStale() {
  if (!buildIsStale()) return;
  console.log('> Building the production site (the build is missing or older than the sources)...');
  build();
}

/** Runs the Next CLI on the current Node in the foreground; answers its exit status. */
function nextSync(args) {
  return spawnSync(process.execPath, [...nodeFlags, nextBin, ...args], { cwd: root, stdio: 'inherit', env: process.env }).status ?? 1;
}

/**
 * `next build` of the site (or another app's `dir`), telemetry off; exits the process if it fails. The site's build
 * then has its start-up chunks marked for eager compilation (compile-hints.mjs); another app's is left as Next made it.
 */
export function build(dir = root) {
  const status = nextSync(['build', dir]);
  if (status !== 0) process.exit(status);
  if (path.resolve(dir) === root) addCompileHints(path.join(root, '.next'));
}

/** Runs the Next CLI in the foreground and exits with its status. */
export function runNext(args) {
  process.exit(nextSync(args));
}

/**
 * Starts the production site (scripts/server.mjs: Next behind its page cache) and forwards stop signals to it.
 * `wrapper`: a command line the server runs under (the benchmark's strace); the child is then that command.
 */
export function serve({ port, host, env = process.env, stdio = 'inherit', wrapper = [] }) {
  return spawnServer([...serverNodeFlags, path.join(root, 'scripts/server.mjs'), '--port', String(port), '--host', host], { env: { ...serverEnv, ...env }, stdio, wrapper });
}

/** The empty Next.js page (bench/empty) the measuring scripts compare against: built once, then `next start`. */
export function serveEmptyBaseline(port) {
  const dir = path.join(root, 'bench/empty');
  if (!existsSync(path.join(dir, '.next/BUILD_ID'))) build(dir);
  return spawnServer([nextBin, 'start', dir, '-p', String(port), '-H', '127.0.0.1'], { env: process.env, stdio: 'ignore' });
}

function spawnServer(args, { env, stdio, wrapper = [] }) {
  const [command, ...prefix] = [...wrapper, process.execPath];
  const child = spawn(command, [...prefix, ...nodeFlags, ...args], { cwd: root, stdio, env });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  return child;
}

/** Prints rows as columns padded to their widest cell, under a title and a header row. */
export function printTable(title, head, rows) {
  const widths = head.map((h, i) => Math.max(String(h).length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join('  ');
  console.log(`\n${title}\n${line(head)}`);
  rows.forEach((row) => console.log(line(row)));
}

/** The median of numbers (the upper one of an even count), as the measuring scripts report them. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The median of numbers with their spread. */
export function spread(values) {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/** Resolves once the URL answers 200, or throws after a minute. */
export async function waitForUrl(url) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await sleep(500);
  }
  throw new Error(`Server did not answer at ${url}`);
}

/** The process and its descendants (`next start` serves from a child process) as /proc sees them now. */
export function processTree(pid) {
  const processes = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // exited while we looked
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // fields from the state (3rd) on
    processes.push({ pid: Number(entry), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
  }
  const tree = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of processes) {
      if (!tree.has(p.pid) && tree.has(p.ppid)) {
        tree.add(p.pid);
        grew = true;
      }
    }
  }
  return processes.filter((p) => tree.has(p.pid));
}

/** The summed VmRSS of processes, in KiB. */
export function rssKiB(pids) {
  let sum = 0;
  for (const pid of pids) {
    try {
      sum += Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // exited
    }
  }
  return sum;
}

/** User + system CPU ticks in a /proc stat line (the whole process's in /proc/PID/stat, exited threads included). */
function statTicks(file) {
  const stat = readFileSync(file, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * Watches the CPU use of one process (a load generator: wrk, or this very process for autocannon's worker
 * threads) from /proc, every 100 ms, until stop(). Answers its CPU as a percentage of one core over the watched
 * time (from /proc/PID/stat, which counts threads that have ended too), and that of its busiest thread (the
 * most each thread was seen to have used, from /proc/PID/task): a client thread near 100 % is a client at its
 * limit, whatever the server could do. Null where there is no /proc.
 * The rate is taken between the first and the last sample that saw the process, so a process that exits
 * between two samples is not under-counted.
 */
export function watchCpu(pid) {
  if (!existsSync('/proc/self/stat')) return { stop: () => null };
  const ticksPerSecond = 100; // USER_HZ
  const threadsAtStart = new Map();
  const threadsSeen = new Map();
  let first = null;
  let last = null;
  const sample = () => {
    try {
      const now = { at: performance.now(), ticks: statTicks(`/proc/${pid}/stat`) };
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        try {
          const ticks = statTicks(`/proc/${pid}/task/${tid}/stat`);
          if (!first) threadsAtStart.set(tid, ticks);
          threadsSeen.set(tid, Math.max(ticks, threadsSeen.get(tid) ?? 0));
        } catch {
          // the thread ended while we looked
        }
      }
      first ??= now;
      last = now;
    } catch {
      // the process has exited
    }
  };
  sample();
  const timer = setInterval(sample, 100);
  return {
    stop() {
      clearInterval(timer);
      sample();
      const seconds = first && (last.at - first.at) / 1000;
      if (!seconds) return null;
      const busiest = Math.max(0, ...[...threadsSeen].map(([tid, ticks]) => ticks - (threadsAtStart.get(tid) ?? 0)));
      const percent = (ticks) => Math.round((100 * ticks) / ticksPerSecond / seconds);
      return { cpuPercent: percent(last.ticks - first.ticks), busiestThreadPercent: percent(busiest), threads: threadsSeen.size };
    },
  };
}
