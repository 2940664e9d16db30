// Slow and greedy clients against the production server (scripts/slow-clients.mjs, small numbers): while quote
// forms dribble in a few bytes a second and 70 MB bodies (the form takes 50 MB) stream in as fast as loopback
// goes, ordinary visitors keep getting the home page quickly, the server stays under the memory budget, every
// oversize body is answered 413, the slow ones are dropped within seconds, and nothing is stored. A client that
// sends its headers a line at a time is dropped at the headers timeout (server/serving/timeouts.mts).
import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without types
import { slowClients } from '../../scripts/slow-clients.mjs';
import { BODY_GRACE_MS, HEADERS_TIMEOUT_MS } from '@/server/serving/timeouts.mts';
import { sqliteQuery } from '../support/database';
import { startServer, type RunningServer } from '../support/server';

const RSS_BUDGET_MB = 400; // PRODUCT.md: under load and under a flood of oversize uploads

/** Sends a request's header lines one every two seconds, never the blank line; resolves when the server closes. */
function headerLoris(url: string): Promise<{ seconds: number; answer: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(Number(port), hostname);
    let answer = '';
    let line = 0;
    socket.on('connect', () => socket.write(`GET / HTTP/1.1\r\nHost: ${hostname}\r\n`));
    const tick = setInterval(() => socket.writable && socket.write(`X-Slow-${line++}: ${'a'.repeat(8)}\r\n`), 2000);
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(tick);
      resolve({ seconds: (Date.now() - started) / 1000, answer });
    });
  });
}

/** Request bodies the guard is still holding on disk for this server (scripts/server.mjs spools them to tmp). */
function spooledBodies(pid: number): string[] {
  return readdirSync(tmpdir())
    .filter((name) => name.startsWith('navyug-bodies-'))
    .flatMap((dir) => {
      try {
        return readdirSync(path.join(tmpdir(), dir)).filter((file) => file.startsWith(`${pid}-`));
      } catch {
        return []; // another server's folder, gone meanwhile
      }
    });
}

describe('slow clients and oversize bodies', () => {
  let server: RunningServer;
  beforeAll(async () => {
    // Every slow client here comes from 127.0.0.1: let that one address hold all the slots, as many addresses
    // would, so each loris is dropped for its slowness (408) rather than turned away at once (429, unit-tested).
    server = await startServer({ SEED_DEMO: '0', MAX_BODIES_PER_CLIENT: '16' });
  }, 90_000);
  afterAll(async () => server?.stop());

  it('keeps visitors served, memory bounded and nothing stored, and drops the slow clients', async () => {
    const seconds = BODY_GRACE_MS / 1000 + 6;
    // Fewer slow bodies than the guard's 16 body slots, so the oversize ones are counted, not turned away for load.
    const [figures, headers] = await Promise.all([
      slowClients({ url: server.url, pid: server.pid, loris: 8, oversize: 10, parallel: 2, seconds }),
      headerLoris(server.url),
    ]);
    const { results, ...oversize } = figures.oversize;
    console.log(`slow clients: ${JSON.stringify({ ...figures, oversize, headerLoris: { seconds: headers.seconds } })}`);

    // Ordinary visitors: every request answered 200, quickly.
    expect(figures.visitors.requests).toBeGreaterThan(20);
    expect(figures.visitors.errors).toBe(0);
    expect(figures.visitors.latencyMs.p99).toBeLessThan(1500);
    expect(figures.visitors.latencyMs.max).toBeLessThan(5000);

    // Memory: measured (the server's process tree), and within the budget.
    expect(figures.rss.samples).toBeGreaterThan(seconds * 5);
    expect(figures.rss.baselineMb).toBeGreaterThan(50);
    expect(figures.rss.peakMb).toBeLessThan(RSS_BUDGET_MB);

    // Every oversize body: 413 in good time, on a connection closed after it; half declared their length,
    // half had to be counted as they streamed.
    expect(results).toHaveLength(10);
    for (const result of results) expect(result).toMatchObject({ status: 413, closed: true });
    expect(figures.oversize.answeredMs.max).toBeLessThan(5000);

    // Slow loris: each dropped (408) soon after the grace period, none kept for the whole run.
    expect(figures.loris).toMatchObject({ opened: 8, droppedByServer: 8, stillOpen: 0, statuses: { 408: 8 } });
    expect(figures.loris.keptSeconds.max).toBeLessThan(BODY_GRACE_MS / 1000 + 3);

    // Headers sent a line at a time: dropped at the headers timeout, with a 408.
    expect(headers.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(headers.seconds).toBeLessThan(HEADERS_TIMEOUT_MS / 1000 + 3);

    // Nothing stored: no lead, no file, no body left on disk; and the server is still there.
    const query = sqliteQuery(server.dataDir);
    expect(await query('SELECT COUNT(*) AS n FROM leads')).toEqual([{ n: 0 }]);
    expect(await query('SELECT COUNT(*) AS n FROM stored_files')).toEqual([{ n: 0 }]);
    expect(spooledBodies(server.pid)).toEqual([]);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    expect(server.output()).not.toMatch(/uncaught|unhandled|\n\s+at |"stack":/i);
  }, 90_000);
});
