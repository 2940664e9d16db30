// node scripts/slow-clients.mjs --url http://127.0.0.1:PORT --pid PID [--loris N] [--oversize N] [--seconds S]
//   [--parallel N] [--oversize-mb N]
// Slow and greedy clients against a running server, while ordinary visitors keep asking for the home page:
// - slow loris: N connections that send a quote form's headers at once, then its multipart body a few bytes
//   a second, as a client on a dying link (or an attacker holding connections) does;
// - oversize bodies: N quote forms larger than the form takes (70 MB against its 50 MB limit), streamed as fast
//   as loopback goes, `--parallel` at a time; half declare their length, half are chunked and must be counted;
// - visitors: two at a time, GET / one after another.
// It reports the visitors' latency (p50, p99, max) and errors, the server's peak resident memory (VmRSS of the
// process and its descendants from /proc, sampled every 100 ms), how each oversize body was answered and how
// fast, and how long the server kept the slow connections before it dropped them. Prints JSON; importable as
// `slowClients(options)`, which returns the same figures (test/integration/slow-clients.test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { processTree, rssKiB, serve, waitForUrl } from './lib.mjs';

const MB = 1024 * 1024;
const BOUNDARY = 'slowclients7MA4YWxkTrZu0gW';

/**
 * @param {{ url: string, pid: number, loris?: number, oversize?: number, seconds?: number, parallel?: number,
 *   oversizeMb?: number, visitors?: number, lorisBytesPerSecond?: number }} options
 */
export async function slowClients({ url, pid, loris = 50, oversize = 20, seconds = 30, parallel = 4, oversizeMb = 70, visitors = 2, lorisBytesPerSecond = 4 }) {
  const target = new URL(url);
  if (!rssKiB([pid])) throw new Error(`no process ${pid} to measure (/proc/${pid}/status)`);
  const probe = await fetch(new URL('/', target)).catch((error) => ({ status: error?.cause?.code ?? String(error) }));
  if (probe.status !== 200) throw new Error(`GET ${url}/ answers ${probe.status}: start the server first`);
  await probe.arrayBuffer?.();
  const memory = sampleMemory(pid);
  const baselineMb = memory.now();
  const until = Date.now() + seconds * 1000;

  const slow = openLoris(target, loris, lorisBytesPerSecond);
  const browsing = browse(target, visitors, until);
  const floods = flood(target, oversize, parallel, oversizeMb);
  const [visits, oversized] = await Promise.all([browsing, floods, sleep(Math.max(0, until - Date.now()))]);
  const slowFigures = slow.stop();
  await sleep(300); // let the last answers settle before the last memory sample
  const rss = memory.stop();
  return {
    url,
    seconds,
    visitors: visits,
    rss: { baselineMb, peakMb: rss.peakMb, endMb: rss.endMb, samples: rss.samples, processes: rss.processes },
    oversize: oversized,
    loris: slowFigures,
  };
}

/** Ordinary visitors: `count` loops of GET / until `until`, each answer read in full. */
async function browse(target, count, until) {
  const latencies = [];
  const statuses = {};
  const errors = [];
  const visitor = async () => {
    while (Date.now() < until) {
      const started = performance.now();
      try {
        const response = await fetch(new URL('/', target), { signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (response.status !== 200) errors.push(`status ${response.status}`);
      } catch (error) {
        errors.push(String(error?.cause?.code ?? error?.name ?? error));
      }
      latencies.push(performance.now() - started);
      await sleep(20);
    }
  };
  await Promise.all(Array.from({ length: count }, visitor));
  return { requests: latencies.length, errors: errors.length, errorKinds: [...new Set(errors)], statuses, latencyMs: spread(latencies) };
}

/**
 * Slow-loris connections: the headers of a 1 MB quote form at once (within the form's limit, so only a
 * timeout can end it), then its body `bytesPerSecond` at a time. Records what the server answered and when
 * it closed each connection.
 */
function openLoris(target, count, bytesPerSecond) {
  const started = Date.now();
  const connections = [];
  const head = [
    'POST /api/forms/quote HTTP/1.1',
    `Host: ${target.host}`,
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
    `Content-Length: ${MB}`,
    '',
    '',
  ].join('\r\n');
  const body = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="comments"\r\n\r\n${'slow '.repeat(MB / 5)}`);
  for (let i = 0; i < count; i++) {
    const socket = connect(Number(target.port), target.hostname);
    const connection = { socket, openedAt: Date.now(), closedAt: null, status: null, sent: 0, ended: false };
    let answer = '';
    socket.setNoDelay(true);
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      connection.status ??= Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]) || null;
    });
    socket.on('error', () => undefined); // a reset after the server's answer is one of the ways to be dropped
    socket.on('close', () => (connection.closedAt ??= Date.now()));
    connections.push(connection);
  }
  const tick = setInterval(() => {
    for (const connection of connections) {
      if (connection.closedAt || !connection.socket.writable || connection.sent >= body.length) continue;
      connection.socket.write(body.subarray(connection.sent, connection.sent + bytesPerSecond));
      connection.sent += bytesPerSecond;
    }
  }, 1000);
  return {
    stop() {
      clearInterval(tick);
      const now = Date.now();
      const dropped = connections.filter((c) => c.closedAt);
      for (const connection of connections) connection.socket.destroy();
      const statuses = {};
      for (const c of connections) statuses[c.status ?? 'none'] = (statuses[c.status ?? 'none'] ?? 0) + 1;
      return {
        opened: count,
        droppedByServer: dropped.length,
        stillOpen: count - dropped.length,
        statuses,
        keptSeconds: spread(dropped.map((c) => (c.closedAt - c.openedAt) / 1000)),
        runSeconds: (now - started) / 1000,
        bytesSent: connections.reduce((sum, c) => sum + Math.min(c.sent, body.length), 0),
      };
    },
  };
}

/** `count` quote forms of `sizeMb` each, `parallel` at a time, as fast as they go. */
async function flood(target, count, parallel, sizeMb) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const n = next++;
      results.push(await oversizeBody(target, sizeMb * MB, n % 2 === 0));
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, worker));
  const statuses = {};
  for (const r of results) statuses[r.status ?? 'none'] = (statuses[r.status ?? 'none'] ?? 0) + 1;
  return {
    sent: results.length,
    sizeMb,
    statuses,
    answeredMs: spread(results.filter((r) => r.status).map((r) => r.answeredMs)),
    /** how much of each body went out before the server answered or closed */
    sentMb: spread(results.map((r) => r.sentBytes / MB)),
    closedAfterAnswer: results.filter((r) => r.status && r.closed).length,
    errors: results.filter((r) => r.error).map((r) => r.error).reduce((all, e) => ({ ...all, [e]: (all[e] ?? 0) + 1 }), {}),
    results,
  };
}

/** One oversize quote form, declared (Content-Length) or chunked; resolves when the exchange is over. */
function oversizeBody(target, size, declared) {
  return new Promise((resolve) => {
    const started = performance.now();
    const result = { declared, status: null, answeredMs: null, sentBytes: 0, closed: false, error: null };
    const chunk = Buffer.alloc(256 * 1024, 0x61);
    const prefix = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
    let left = size;
    const body = new Readable({
      read() {
        if (left <= 0) return this.push(null);
        const piece = left === size ? Buffer.concat([prefix, chunk]).subarray(0, Math.min(left, chunk.length)) : chunk.subarray(0, Math.min(left, chunk.length));
        left -= piece.length;
        result.sentBytes += piece.length;
        this.push(piece);
      },
    });
    const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, connection: 'close' };
    if (declared) headers['content-length'] = String(size);
    const req = request({ host: target.hostname, port: target.port, path: '/api/forms/quote', method: 'POST', headers, agent: false });
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      body.destroy();
      req.destroy();
      resolve(result);
    };
    req.on('response', (response) => {
      result.status = response.statusCode;
      result.answeredMs = performance.now() - started;
      response.resume();
      response.on('end', () => {
        result.closed = response.headers.connection === 'close';
        finish();
      });
      response.on('error', finish);
    });
    req.on('error', (error) => {
      result.error = error.code ?? error.message;
      // A reset while still sending can come just before the answer is read: give it a moment.
      setTimeout(finish, 200);
    });
    req.on('close', () => setTimeout(finish, 200));
    body.pipe(req);
  });
}

/** VmRSS of `pid` and its descendants every 100 ms; `now()` reads it once. */
function sampleMemory(pid) {
  let peak = 0;
  let samples = 0;
  let processes = 0;
  const now = () => {
    const tree = processTree(pid).map((p) => p.pid);
    processes = Math.max(processes, tree.length);
    return Math.round(rssKiB(tree) / 102.4) / 10;
  };
  const timer = setInterval(() => {
    peak = Math.max(peak, now());
    samples++;
  }, 100);
  return {
    now,
    stop() {
      clearInterval(timer);
      const end = now();
      return { peakMb: Math.max(peak, end), endMb: end, samples, processes };
    },
  };
}


/** p50, p99 and max of `values`, to one decimal; null when there are none. */
function spread(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 10) / 10 : null);
  return { p50: at(0.5), p99: at(0.99), max: at(1) };
}

/**
 * The benchmark's part (scripts/bench.mjs): the production server on a fresh data folder, then one attack of
 * slow-loris connections and oversize uploads while visitors browse; answers the headline figures.
 */
export async function measureSlowClients({ progress, quick }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'navyug-bench-slow-'));
  const port = 4534;
  const server = serve({ port, host: '127.0.0.1', env: { ...process.env, DATA_DIR: dataDir }, stdio: 'ignore' });
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitForUrl(`${url}/`);
    const options = quick ? { loris: 8, oversize: 8, seconds: 15 } : { loris: 30, oversize: 24, seconds: 30 };
    progress(`slow clients: ${options.loris} slow loris and ${options.oversize} oversize uploads for ${options.seconds} s`);
    const figures = await slowClients({ url, pid: server.pid, ...options });
    return {
      lorisConnections: figures.loris.opened,
      lorisDroppedByServer: figures.loris.droppedByServer,
      lorisKeptSeconds: figures.loris.keptSeconds,
      lorisAnswers: figures.loris.statuses,
      oversizeBodies: `${figures.oversize.sent} × ${figures.oversize.sizeMb} MB`,
      oversizeAnswers: figures.oversize.statuses,
      oversizeAnsweredMs: figures.oversize.answeredMs,
      visitorRequests: figures.visitors.requests,
      visitorErrors: figures.visitors.errors,
      visitorLatencyMs: figures.visitors.latencyMs,
      baselineRssMB: figures.rss.baselineMb,
      peakRssMB: figures.rss.peakMb,
    };
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const steps = () => 1;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
  const url = option('--url', null);
  const pid = Number(option('--pid', Number.NaN));
  if (!url || !Number.isInteger(pid)) {
    console.error('Usage: node scripts/slow-clients.mjs --url http://127.0.0.1:PORT --pid PID [--loris N] [--oversize N] [--seconds S] [--parallel N] [--oversize-mb N]');
    process.exit(2);
  }
  const figures = await slowClients({
    url,
    pid,
    loris: Number(option('--loris', 50)),
    oversize: Number(option('--oversize', 20)),
    seconds: Number(option('--seconds', 30)),
    parallel: Number(option('--parallel', 4)),
    oversizeMb: Number(option('--oversize-mb', 70)),
  });
  const { results, ...oversize } = figures.oversize;
  console.log(JSON.stringify({ ...figures, oversize }, null, 2));
}
