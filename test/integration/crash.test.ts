// Nothing accepted is lost: while quote requests with files stream in, the server is killed (SIGKILL) and
// started again on the same data, several times. Every request answered 201 must then be in the database
// with its file, none twice, and SQLite's integrity check must pass. CRASH_CYCLES=10 for a longer run.
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sqliteQuery } from '../support/database';
import { fixtures } from '../support/files';
import { startServer, type RunningServer } from '../support/server';

const CYCLES = Number(process.env.CRASH_CYCLES ?? 2);
const quote = {
  fullname: 'Grace Hopper', companyname: 'Hopper & Co', phonenumber: '+91 98765 43210', projecttype: 'other-projecttype',
  projecttypeother: 'Compiler playground', budget: '10000-20000', timeline: 'asap', talent: 'developer', hear: 'online-search', privacy: 'on',
};
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function submit(server: RunningServer, n: number) {
  const html = await (await fetch(`${server.url}/get-quote`)).text();
  const token = /name="formtoken" value="([^"]+)"/.exec(html)![1];
  const pdf = fixtures.pdf(20_000 + n);
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...quote, address: `crash${n}@example.com`, formtoken: token })) form.append(key, value);
  form.append('files', new Blob([pdf as Uint8Array<ArrayBuffer>]), `brief-${n}.pdf`);
  const response = await fetch(`${server.url}/api/forms/quote`, { method: 'POST', body: form });
  if (response.status !== 201) return null;
  return { id: (await response.json()).data.id as string, sha: sha(pdf) };
}

describe('crash: SIGKILL while submissions stream in', () => {
  it(`keeps every accepted submission with its file, once, over ${CYCLES} crashes`, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'navyug-crash-'));
    const env = { FORM_MIN_FILL_MS: '0', RATE_LIMIT_MAX: '1000000', SEED_DEMO: '0' };
    const accepted: { id: string; sha: string }[] = [];
    let attempted = 0;
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const server = await startServer(env, { dataDir });
      let running = true;
      const worker = async () => {
        while (running) {
          const n = attempted++;
          const result = await submit(server, n).catch(() => null); // cut off by the crash: not accepted
          if (result) accepted.push(result);
        }
      };
      const before = accepted.length;
      const workers = Array.from({ length: 4 }, worker);
      // Killed while submissions stream in: once this start has accepted a few (its pages are rendered per request
      // from the studio, so a busy machine takes a while for the first), at a moment that differs per cycle.
      for (const until = Date.now() + 15_000; accepted.length < before + 2 && Date.now() < until; ) await new Promise((resolve) => setTimeout(resolve, 20));
      await new Promise((resolve) => setTimeout(resolve, 100 + 150 * (cycle % 3)));
      await server.crash();
      running = false;
      await Promise.all(workers);
    }
    const server = await startServer(env, { dataDir }); // and it starts again after the last crash
    try {
      const query = sqliteQuery(dataDir);
      expect(accepted.length).toBeGreaterThan(CYCLES); // the test did submit while crashing
      const rows = await query("SELECT l.id, f.data FROM leads l JOIN stored_files f ON f.owner_id = l.id WHERE l.email LIKE 'crash%'");
      const stored = new Map(rows.map((row) => [String(row.id), sha(row.data as Uint8Array)]));
      const missing = accepted.filter((a) => stored.get(a.id) !== a.sha);
      expect(missing).toEqual([]);
      const duplicates = await query("SELECT email, COUNT(*) AS n FROM leads WHERE email LIKE 'crash%' GROUP BY email HAVING COUNT(*) > 1");
      expect(duplicates).toEqual([]);
      expect(await query('PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
      console.log(`crash: ${CYCLES} SIGKILLs, ${attempted} submissions tried, ${accepted.length} accepted, all stored with their files`);
    } finally {
      await server.stop();
    }
  }, 120_000 + CYCLES * 15_000);
});
