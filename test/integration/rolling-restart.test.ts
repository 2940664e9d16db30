// What an operator does on every deploy, under load (scripts/rolling-restart.mjs, which the benchmark also reports):
// two instances on one PostgreSQL behind the shipped nginx on a port that is not 80, each restarted in turn, twice, as
// soon as the one before is ready, while visitors read pages and send the contact form without JavaScript. It passes
// only when no request failed, no form was refused, and every submission the visitor was thanked for is stored exactly
// once (none lost, none doubled, none stored without its thanks), and every instance drained and exited 0.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM script without types, shared with the benchmark
import { NGINX } from '../../scripts/nginx.mjs';
// @ts-expect-error: plain ESM script without types, shared with the benchmark (bench-rolling.mjs)
import { rollingRestart } from '../../scripts/rolling-restart.mjs';
import { createPostgres, type TestPostgres } from '../support/database';
import { freePort } from '../support/server';

interface Figures {
  pageReads: number;
  submissions: number;
  failed: string[];
  stored: number;
  doubled: string[];
  lost: string[];
  unthanked: string[];
  restarts: { port: number; exitCode: number | null; stopMs: number; drainMs: number | null; drainEnded: string | null; cut: number | null; startMs: number }[];
}

describe('a rolling restart of two instances behind the shipped nginx, under load', () => {
  let pgdb: TestPostgres | null = null;
  let skip = false;

  beforeAll(async () => {
    if (!NGINX) {
      if (process.env.CI) throw new Error('nginx is required in CI (.ci/run installs it)');
      console.warn('nginx is not installed: the rolling restart test is skipped here (never in CI).');
      skip = true;
      return;
    }
    pgdb = await createPostgres();
    if (!pgdb) {
      console.warn('PostgreSQL is not reachable on 127.0.0.1:5432: the rolling restart test is skipped here (never in CI).');
      skip = true;
    }
  });

  afterAll(async () => {
    await pgdb?.drop();
  });

  it('restarts each instance in turn, twice: no request fails, no form is refused, every submission is stored once', async (ctx) => {
    if (skip) return ctx.skip();
    const figures: Figures = await rollingRestart({ databaseUrl: pgdb!.url, ports: [await freePort(), await freePort()], nginxPort: await freePort(), rounds: 2 });
    console.log(`rolling restart: ${JSON.stringify(figures)}`);
    expect(figures.failed).toEqual([]);
    expect(figures.pageReads).toBeGreaterThan(50);
    expect(figures.submissions).toBeGreaterThan(10);
    expect(figures.stored).toBe(figures.submissions);
    expect({ lost: figures.lost, doubled: figures.doubled, unthanked: figures.unthanked }).toEqual({ lost: [], doubled: [], unthanked: [] });
    expect(figures.restarts).toHaveLength(4);
    for (const restart of figures.restarts) {
      expect(restart.exitCode).toBe(0);
      // Every request in flight answered before the bound: nothing cut.
      expect(restart.drainEnded).toBe('drained');
    }
  }, 300_000);
});
