// The benchmark's durability part (scripts/bench.mjs): a visitor is thanked only once the submission is on
// disk, so that a power cut or an OS crash cannot lose it (SQLite synchronous = FULL, server/db/sqlite.ts).
// - Sync calls: the production server runs under strace (fsync and fdatasync, with the file each one synced)
//   and receives contact submissions one after another; each acknowledged one (201) must have seen the
//   database synced between the moment it was sent and its answer. Then the same with
//   BENCH_SQLITE_SYNCHRONOUS=NORMAL, the setting the site had before, for contrast.
// - Cost: submissions per second as the load part sends them (autocannon, 10 connections), with FULL (as
//   shipped) and with NORMAL, on servers without strace, one run of each in turn.
// The data folders are made in the system's temporary folder; the report names its file system, since a sync
// on tmpfs costs nothing and would hide the cost.
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { median, processTree, serve, spread, waitForUrl } from './lib.mjs';
import { contactBodies, contactSubmissions, SUBMISSION_SERVER_ENV } from './submissions.mjs';

const PORTS = { FULL: 4535, NORMAL: 4536 };
const MODES = ['FULL', 'NORMAL'];
const SEQUENTIAL = 30;
export const STRACE = ['/usr/bin/strace', '/bin/strace'].find((candidate) => existsSync(candidate));
const STRACE_MISSING = 'strace is not installed: apt-get install -y strace (as root; sudo apt-get install -y strace otherwise)';

export const steps = ({ runs }) => MODES.length * (1 + runs);

export async function measureDurability({ progress, runs, quick }) {
  if (!STRACE) throw new Error(STRACE_MISSING);
  const load = { seconds: quick ? 3 : 10, connections: 10 };
  const synced = {};
  for (const mode of MODES) {
    progress(`durability: ${SEQUENTIAL} submissions one after another under strace, synchronous = ${mode}`);
    synced[mode] = await countSyncs(mode);
  }
  const throughput = await compareThroughput(progress, runs, load);
  const rps = (mode) => median(throughput[mode].map((r) => r.requestsPerSecond));
  const rows = MODES.map((mode) => ({
    synchronous: mode === 'FULL' ? 'FULL (as shipped)' : 'NORMAL (BENCH_SQLITE_SYNCHRONOUS)',
    ...synced[mode],
    submissionsPerSecond: spread(throughput[mode].map((r) => r.requestsPerSecond)),
    latencyP50Ms: spread(throughput[mode].map((r) => r.latencyP50Ms)),
    latencyP99Ms: spread(throughput[mode].map((r) => r.latencyP99Ms)),
    cpuMsPerSubmission: spread(throughput[mode].map((r) => r.cpuMsPerRequest)),
    errors: throughput[mode].reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  }));
  return {
    about: [
      `Sync calls: the server under \`strace -f -e trace=fsync,fdatasync\` receives ${SEQUENTIAL} contact submissions one after another (after one to warm up). "before each answer" counts, for each acknowledged submission, the syncs of the database's files between the moment it was sent and its answer (min–max over the submissions); "per submission" is every sync from the first one sent until 1 s after the last answer, divided by the acknowledged submissions: its own commit, the rate-limit counter's, and the outbox updates of its two e-mails. "acknowledged, not synced" must be 0 with FULL.`,
      `Cost: contact submissions as the load part sends them (autocannon, ${load.connections} connections, from this thread), ${runs} run${runs > 1 ? 's' : ''} of each setting in turn, each server on its own fresh data folder, without strace. Data folders on ${fileSystem(tmpdir())}.`,
      `FULL gives ${Number((rps('FULL') / rps('NORMAL')).toFixed(2))} × NORMAL's submissions per second here.`,
    ],
    columns: {
      synchronous: 'synchronous',
      acknowledged: 'acknowledged',
      databaseSyncsBeforeEachAnswer: 'database syncs before each answer',
      acknowledgedNotSynced: 'acknowledged, not synced',
      syncsPerSubmission: 'syncs per submission',
      syncedFiles: 'synced (files)',
      syncMs: 'sync ms',
      submissionsPerSecond: 'submissions/s',
      latencyP50Ms: 'p50 ms',
      latencyP99Ms: 'p99 ms',
      cpuMsPerSubmission: 'server CPU ms/submission',
      errors: 'errors / non-2xx',
    },
    rows,
  };
}

/** Sequential submissions to a server under strace; answers how each was synced before its answer. */
async function countSyncs(mode) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'navyug-bench-durable-'));
  const trace = path.join(dataDir, '..', `${path.basename(dataDir)}.strace`);
  const strace = serve({
    port: PORTS[mode],
    host: '127.0.0.1',
    env: { ...process.env, DATA_DIR: dataDir, ...SUBMISSION_SERVER_ENV, ...(mode === 'NORMAL' && { BENCH_SQLITE_SYNCHRONOUS: 'NORMAL' }) },
    stdio: 'ignore',
    // Only the two calls stop the server (seccomp-bpf), each with when (µs), how long, and its file's path.
    wrapper: [STRACE, '-f', '--seccomp-bpf', '-qq', '-ttt', '-T', '-y', '-e', 'trace=fsync,fdatasync', '-e', 'signal=none', '-o', trace],
  });
  try {
    const site = `http://127.0.0.1:${PORTS[mode]}`;
    await waitForUrl(`${site}/robots.txt`);
    const bodies = await contactBodies(site, SEQUENTIAL + 1);
    const sent = [];
    for (const [i, { body, type }] of bodies.entries()) {
      const startedAt = clock();
      const response = await fetch(`${site}/api/forms/contact`, { method: 'POST', body, headers: { 'content-type': type } });
      await response.arrayBuffer();
      if (i > 0) sent.push({ startedAt, answeredAt: clock(), acknowledged: response.status === 201 });
    }
    await sleep(1000); // the outbox sends the mails of the last ones
    const until = clock();
    await stopTraced(strace);
    const syncs = parseTrace(readFileSync(trace, 'utf8'));
    const ofDatabase = syncs.filter((sync) => /\/navyug\.db(-wal)?$/.test(sync.file));
    const acknowledged = sent.filter((s) => s.acknowledged);
    const before = acknowledged.map((s) => ofDatabase.filter((sync) => sync.at >= s.startedAt && sync.at <= s.answeredAt).length);
    const during = syncs.filter((sync) => sync.at >= sent[0].startedAt && sync.at <= until);
    const files = {};
    for (const { file } of during) {
      const name = file === dataDir ? 'the data folder' : file.startsWith(`${dataDir}/`) ? path.relative(dataDir, file) : file;
      files[name] = (files[name] ?? 0) + 1;
    }
    return {
      acknowledged: `${acknowledged.length}/${sent.length}`,
      databaseSyncsBeforeEachAnswer: acknowledged.length ? spread(before) : null,
      acknowledgedNotSynced: before.filter((count) => count === 0).length,
      syncsPerSubmission: acknowledged.length ? Number((during.length / acknowledged.length).toFixed(1)) : null,
      syncedFiles: Object.entries(files).map(([file, count]) => `${file} ${count}`).join(', ') || 'none',
      // The server waits for each: node:sqlite commits on the main thread.
      syncMs: percentiles(during.flatMap((sync) => (sync.ms === null ? [] : [sync.ms]))),
    };
  } finally {
    await stopTraced(strace);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(trace, { force: true });
  }
}

/** Submissions per second with each setting, on two servers without strace, one run of each in turn. */
async function compareThroughput(progress, runs, load) {
  const servers = {};
  const dataDirs = [];
  try {
    for (const mode of MODES) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'navyug-bench-durable-'));
      dataDirs.push(dataDir);
      const env = { ...process.env, DATA_DIR: dataDir, ...SUBMISSION_SERVER_ENV, ...(mode === 'NORMAL' && { BENCH_SQLITE_SYNCHRONOUS: 'NORMAL' }) };
      servers[mode] = serve({ port: PORTS[mode], host: '127.0.0.1', env, stdio: 'ignore' });
    }
    const measures = {};
    for (const mode of MODES) {
      const site = `http://127.0.0.1:${PORTS[mode]}`;
      await waitForUrl(`${site}/robots.txt`);
      measures[mode] = contactSubmissions({ site, serverPid: servers[mode].pid, load });
    }
    const results = { FULL: [], NORMAL: [] };
    for (let run = 1; run <= runs; run++) {
      for (const mode of MODES) {
        progress(`durability: submissions per second, synchronous = ${mode}, run ${run}/${runs}`);
        results[mode].push(await measures[mode]());
      }
    }
    return results;
  } finally {
    await Promise.all(Object.values(servers).map(stop));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * strace -ttt -T -y lines: `PID SECONDS.MICROS fdatasync(12</path/file>) = 0 <0.000213>`; a call another
 * thread interrupted ends `<unfinished ...>` and has no duration here.
 */
function parseTrace(text) {
  return [...text.matchAll(/^\d+\s+(\d+\.\d+)\s+(fsync|fdatasync)\(\d+<([^>]*)>\)?[^\n]*?(?:<(\d+\.\d+)>)?$/gm)].map(([, seconds, call, file, took]) => ({
    at: Number(seconds) * 1000,
    call,
    file,
    ms: took === undefined ? null : Number(took) * 1000,
  }));
}

/** p50 and p99 of durations in ms (two decimals), null when there are none. */
function percentiles(values) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(2));
  return `p50 ${at(0.5)}, p99 ${at(0.99)}`;
}

/** Wall-clock milliseconds with microseconds, comparable with strace's -ttt. */
function clock() {
  return performance.timeOrigin + performance.now();
}

/** strace detaches from its child on SIGTERM: stop the server under it, then strace ends with it. */
async function stopTraced(strace) {
  if (strace.exitCode !== null || strace.signalCode !== null) return;
  const exited = new Promise((resolve) => strace.once('exit', resolve));
  for (const child of processTree(strace.pid).filter((p) => p.ppid === strace.pid)) process.kill(child.pid, 'SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (strace.exitCode === null && strace.signalCode === null) strace.kill('SIGKILL');
}

async function stop(server) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
}

/** The file system a folder is on, as /proc/mounts says: e.g. `ext4 (/dev/vda)`. */
function fileSystem(folder) {
  if (!existsSync('/proc/mounts')) return 'an unknown file system';
  const real = realpathSync(folder);
  const mounts = readFileSync('/proc/mounts', 'utf8').trim().split('\n').map((line) => line.split(' '));
  const [device, , type] = mounts
    .filter(([, point]) => real === point || real.startsWith(point.endsWith('/') ? point : `${point}/`))
    .sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  return type ? `${type} (${device})` : 'an unknown file system';
}
