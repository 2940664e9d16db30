// What SQLite's secure_delete (server/db/sqlite.ts) costs a submission: a fresh SQLite file per arm, opened as the
// server opens it (WAL, synchronous FULL), takes --submissions (default 300) job applications, each one transaction
// as the form stores it (the application, a résumé of --kb KB, two mails, a consent record), then deletes them one
// by one as an erasure does (deleteSubmission, then emptying the write-ahead log: flushErased). The arms, secure_delete
// OFF and ON, alternate over --rounds (default 3); medians per submission are printed.
// Usage: node --disable-warning=ExperimentalWarning --conditions=react-server --import tsx scripts/bench-secure-delete.mts [--submissions 300] [--kb 200] [--rounds 3]
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { flushErased, migrate } from '../server/db/client';
import type { Database } from '../server/db/schema';
import { nodeSqlite } from '../server/db/sqlite';
import { deleteSubmission } from '../server/repositories/inbox';
import { insertJob } from '../server/repositories/jobs';
import { EMPTY_JOB, jobInputSchema, toJobRow } from '../lib/validation/job';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const SUBMISSIONS = option('--submissions', 300);
const KB = option('--kb', 200);
const ROUNDS = option('--rounds', 3);
const AT = new Date().toISOString();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function arm(secureDelete: boolean) {
  const dir = mkdtempSync(path.join(tmpdir(), 'navyug-bench-secure-delete-'));
  const file = path.join(dir, 'navyug.db');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: nodeSqlite(file) }) });
  try {
    await migrate({ kysely, dialect: 'sqlite' });
    await sql.raw(`PRAGMA secure_delete = ${secureDelete ? 'ON' : 'OFF'}`).execute(kysely);
    const jobId = await insertJob(kysely, toJobRow(jobInputSchema.parse({ ...EMPTY_JOB, job_title: 'Bench', job_role: 'Bench', job_location: 'Remote', about: 'A role.', status: 'published' })));
    const ids: string[] = [];
    const insert: number[] = [];
    for (let i = 0; i < SUBMISSIONS; i++) {
      const id = randomUUID();
      ids.push(id);
      const started = performance.now();
      await kysely.transaction().execute(async (trx) => {
        await trx.insertInto('applications').values({ id, job_id: jobId, first_name: 'Bench', last_name: `Person ${i}`, email: `bench${i}@example.com`, mobile: '+1 415 555 0101', submission_key: randomUUID(), ip: null, user_agent: null, created_at: AT, status: 'new', spam_reason: null, reference: `NV-A-${String(i).padStart(5, '0')}` }).execute();
        const data = randomBytes(KB * 1024);
        await trx.insertInto('stored_files').values({ id: randomUUID(), owner_kind: 'application', owner_id: id, field: 'resume', original_name: 'cv.pdf', content_type: 'application/pdf', size: data.length, data, created_at: AT }).execute();
        for (const to of ['hr@agency.example', `bench${i}@example.com`]) {
          await trx.insertInto('outbox').values({ id: randomUUID(), topic: 'application', to_address: to, reply_to: null, subject: 'Application', text_body: 'x'.repeat(2000), html_body: 'x'.repeat(4000), status: 'sent', attempts: 1, next_attempt_at: AT, locked_until: null, last_error: null, created_at: AT, sent_at: AT, owner_kind: 'application', owner_id: id }).execute();
        }
        await trx.insertInto('consent_records').values({ id: randomUUID(), owner_kind: 'application', owner_id: id, document: 'privacy-policy', document_version: 'v', document_date: '2026-01-01', choice: 'agreed', wording: 'I agree', given: 'notice', given_at: AT }).execute();
      });
      insert.push(performance.now() - started);
    }
    const remove: number[] = [];
    const flush: number[] = [];
    for (const id of ids) {
      const started = performance.now();
      await deleteSubmission(kysely, 'application', id);
      remove.push(performance.now() - started);
      const flushStarted = performance.now();
      await flushErased({ kysely, dialect: 'sqlite' }); // as an erasure of one person does after their submissions
      flush.push(performance.now() - flushStarted);
    }
    return { insert: median(insert), remove: median(remove), flush: median(flush) };
  } finally {
    await kysely.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

const results: Record<'off' | 'on', Awaited<ReturnType<typeof arm>>[]> = { off: [], on: [] };
for (let round = 0; round < ROUNDS; round++) {
  for (const mode of round % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const)) results[mode].push(await arm(mode === 'on'));
}
console.log(`secure_delete, ${SUBMISSIONS} applications with a ${KB} KB résumé, ${ROUNDS} rounds (medians per submission, ms):`);
for (const mode of ['off', 'on'] as const) {
  const runs = results[mode];
  const m = (key: 'insert' | 'remove' | 'flush') => median(runs.map((run) => run[key])).toFixed(2);
  console.log(`  ${mode.padEnd(3)}  store ${m('insert')}  delete ${m('remove')}  then empty the log ${m('flush')}`);
}
