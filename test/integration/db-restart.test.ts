// The fault run on PostgreSQL: contact messages stream in while the database itself is restarted under the
// server, once with `pg_ctl restart -m fast` (sessions ended, a clean shutdown) and once with `-m immediate` (a
// crash, recovered from the WAL). On a private cluster (test/support/private-postgres.ts), never the machine's
// shared one. Every submission the server acknowledged (201) must be stored once, with its two mails; every
// refusal must be a 503 that says to try again, never a 500; the server recovers by itself. The figures are
// printed (and quoted in docs/operations.md's "Fault runs").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresQuery } from '../support/database';
import { startPrivatePostgres, type PrivatePostgres } from '../support/private-postgres';
import { startServer, type RunningServer } from '../support/server';

const WORKERS = 4;
/** Streaming before, between and after the restarts. */
const PHASE_MS = 2000;
/** What a crash, or an error taken for a bug, leaves in the log. */
// The server logs JSON lines (server/observability/log.mts): a stack is in an `err` field, escaped, not on lines of its own.
const BAD_LOG = /uncaught|unhandled|⨯|\n\s+at |"stack":/i;

describe('fault run: PostgreSQL restarted while submissions stream in', () => {
  let cluster: PrivatePostgres | null = null;
  let server: RunningServer;

  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    if (!cluster) return;
    server = await startServer({ DATABASE_URL: cluster.url, SEED_DEMO: '0', RATE_LIMIT_MAX: '1000000', DATABASE_CONNECT_TIMEOUT_MS: '2000', DATABASE_QUERY_TIMEOUT_MS: '3000' });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    cluster?.stop();
  });

  it('keeps every acknowledged submission once, refuses the rest with 503, and recovers after `-m fast` and `-m immediate`', async (ctx) => {
    if (!cluster) return ctx.skip(); // no PostgreSQL binaries here (never in CI)
    const acknowledged = new Map<string, string>(); // email -> lead id
    const refused: string[] = [];
    const other: string[] = [];
    let sent = 0;
    let lastAcknowledged = 0;

    async function submit(n: number) {
      const email = `pgfault${n}@example.com`;
      let status: number;
      let body: { data?: { id: string }; message?: string } = {};
      try {
        const page = await (await fetch(`${server.url}/contact-us`)).text();
        const formtoken = /name="formtoken" value="([^"]+)"/.exec(page)?.[1] ?? '';
        const form = new FormData();
        for (const [name, value] of Object.entries({ fullname: `Fault Run ${n}`, email, phonenumber: '+1 415 555 0132', howhelp: 'Please call me back.', formtoken })) form.append(name, value);
        sent++;
        const response = await fetch(`${server.url}/api/forms/contact`, { method: 'POST', body: form, signal: AbortSignal.timeout(30_000) });
        status = response.status;
        body = await response.json().catch(() => ({}));
      } catch (error) {
        other.push(`${email}: ${(error as Error).message}`);
        return;
      }
      if (status === 201 && body.data?.id) {
        acknowledged.set(email, body.data.id);
        lastAcknowledged = Date.now();
      } else if (status === 503 && /try again/i.test(body.message ?? '')) refused.push(email);
      else other.push(`${email}: ${status} ${JSON.stringify(body).slice(0, 200)}`);
    }

    let running = true;
    let next = 0;
    const workers = Array.from({ length: WORKERS }, async () => {
      while (running) await submit(next++);
    });
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    /** From the restart's start until a submission is acknowledged again. */
    async function restart(mode: 'fast' | 'immediate') {
      await sleep(PHASE_MS);
      const started = Date.now();
      await cluster!.restart(mode); // the workers keep sending meanwhile
      const back = Date.now();
      while (lastAcknowledged < back) {
        expect(Date.now() - back, `no submission acknowledged within 15 s of PostgreSQL's restart (-m ${mode})`).toBeLessThan(15_000);
        await sleep(50);
      }
      return { restartMs: back - started, recoveredMs: lastAcknowledged - started };
    }
    const fast = await restart('fast');
    const immediate = await restart('immediate');
    await sleep(PHASE_MS);
    running = false;
    await Promise.all(workers);

    const query = postgresQuery(cluster.url);
    const rows = await query("SELECT l.id, l.email, (SELECT COUNT(*) FROM outbox o WHERE o.owner_id = l.id) AS mails FROM leads l WHERE l.email LIKE 'pgfault%'");
    const stored = new Map<string, number>();
    for (const row of rows) stored.set(String(row.email), (stored.get(String(row.email)) ?? 0) + 1);
    const missing = [...acknowledged].filter(([email, id]) => !rows.some((row) => row.email === email && String(row.id) === id));
    const duplicates = [...stored].filter(([, count]) => count > 1);
    const halfStored = rows.filter((row) => Number(row.mails) !== 2);
    const refusedButStored = refused.filter((email) => stored.has(email));
    console.log(
      `fault run (PostgreSQL restarts): ${sent} sent, ${acknowledged.size} acknowledged, ${refused.length} refused with 503, ${other.length} other, ` +
        `${missing.length} acknowledged but missing, ${duplicates.length} stored twice, ${refusedButStored.length} refused but stored; ` +
        `-m fast: PostgreSQL back after ${fast.restartMs} ms, the app acknowledging again ${fast.recoveredMs - fast.restartMs} ms later; ` +
        `-m immediate: back after ${immediate.restartMs} ms, acknowledging again ${immediate.recoveredMs - immediate.restartMs} ms later`,
    );

    expect(other).toEqual([]); // no 500, no dropped connection: a 201 or a 503 saying to try again
    expect(acknowledged.size).toBeGreaterThan(20);
    expect(missing).toEqual([]);
    expect(duplicates).toEqual([]);
    expect(halfStored).toEqual([]); // a lead and its two mails are one commit
    process.kill(server.pid, 0); // the server lived through both
    expect(server.output()).not.toMatch(BAD_LOG);
  }, 120_000);
});
