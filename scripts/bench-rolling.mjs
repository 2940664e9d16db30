// The benchmark's rolling-restart part (scripts/bench.mjs): scripts/rolling-restart.mjs on a PostgreSQL database of its
// own (created and dropped here; DATABASE_URL names the server, default the local one), reported as one row per run.
// PRODUCT.md's budget: a rolling restart of every instance behind the shipped nginx, under load, fails no request and
// loses or doubles no submission.
import pg from 'pg';
import { rollingRestart } from './rolling-restart.mjs';

const PORTS = [4537, 4538];
const NGINX_PORT = 4539;
const SERVER = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const steps = ({ runs, quick }) => (quick ? 1 : runs) * 4;

export async function measureRollingRestart({ progress, runs, quick }) {
  const rows = [];
  for (let run = 0; run < (quick ? 1 : runs); run++) {
    const name = `navyug_bench_rolling_${process.pid}_${run}`;
    const admin = new pg.Client({ connectionString: SERVER });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(SERVER);
      url.pathname = `/${name}`;
      const figures = await rollingRestart({ databaseUrl: url.href, ports: PORTS, nginxPort: NGINX_PORT, rounds: quick ? 1 : 2, progress });
      rows.push({
        run: run + 1,
        restarts: figures.restarts.length,
        pageReads: figures.pageReads,
        submissions: figures.submissions,
        failed: figures.failed.length,
        lost: figures.lost.length,
        doubled: figures.doubled.length,
        longestDrainMs: Math.max(...figures.restarts.map((r) => r.drainMs ?? Infinity)),
        longestStopMs: Math.max(...figures.restarts.map((r) => r.stopMs)),
        longestStartMs: Math.max(...figures.restarts.map((r) => r.startMs)),
        exitCodes: figures.restarts.map((r) => r.exitCode).join(' '),
        firstFailure: figures.failed[0] ?? '',
      });
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await admin.end();
    }
  }
  return {
    about: [
      `Two instances on one PostgreSQL behind the shipped nginx (deploy/nginx.conf), each restarted in turn (SIGTERM, exit, start, ready) ${quick ? 'once' : 'twice'}, while 3 readers fetch pages and 2 visitors send the contact form without JavaScript through nginx (scripts/rolling-restart.mjs).`,
      'Budget (PRODUCT.md): no failed request, no lost or doubled submission. Drain: SIGTERM to the last connection closed (the server log); stop: SIGTERM to exit; start: to /readyz 200.',
    ],
    columns: { run: 'run', restarts: 'restarts', pageReads: 'page reads', submissions: 'forms sent', failed: 'failed', lost: 'lost', doubled: 'doubled', longestDrainMs: 'longest drain (ms)', longestStopMs: 'longest stop (ms)', longestStartMs: 'longest start (ms)', exitCodes: 'exit codes' },
    rows,
  };
}
