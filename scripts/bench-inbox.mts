// Server time of the admin inbox at scale: seeds N submissions (three leads to one application, spread
// evenly over the last 20 weeks, quote requests with answers to how they heard of us and their budget) into a
// fresh SQLite file and a fresh PostgreSQL database, then times page 1, a later page, a filter, a text search
// and the home's weekly view (median of 7 after a warm-up). Usage: npm run bench:inbox -- 10000 100000
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrate, type Db } from '../server/db/client';
import type { Database } from '../server/db/schema';
import { nodeSqlite } from '../server/db/sqlite';
import { listInbox } from '../server/repositories/inbox';
import { listJobIds, seedDemoJobs } from '../server/repositories/jobs';
import { insertManyApplications, insertManyLeads } from '../server/repositories/submissions';
import { weeklyView } from '../server/repositories/weekly';

const sizes = process.argv.slice(2).map(Number).filter((n) => n > 0);
const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const WORDS = ['website', 'rebrand', 'mobile', 'platform', 'cloud', 'migration', 'analytics', 'shop', 'booking', 'portal'];
const SPAN_MS = 20 * 7 * 86_400_000; // 20 weeks: the weekly view reads 12 of them, as it would on a site some months old
/** Answers in rough real proportions (percent), so the weekly view's groups are as many and as uneven as real ones. */
const HEAR = [['referral', 35], ['online-search', 35], ['social-media', 20], ['other-hear', 10]] as const;
const BUDGET = [['5000', 30], ['5000-10000', 35], ['10000-20000', 20], ['more-20000', 15]] as const;

/** The answer whose share of 0-99 holds row `j`'s hashed place (Knuth's multiplicative hash), the same on every run. */
function answer(weights: readonly (readonly [string, number])[], j: number, salt: number): string {
  let place = ((Math.imul(j ^ salt, 2_654_435_761) >>> 0) >>> 8) % 100;
  for (const [value, percent] of weights) if ((place -= percent) < 0) return value;
  return weights[0][0];
}

async function seed(db: Db, n: number) {
  await seedDemoJobs(db.kysely);
  const jobIds = await listJobIds(db.kysely);
  const step = SPAN_MS / n;
  const start = Date.now() - SPAN_MS;
  for (let i = 0; i < n; i += 500) {
    const leads = [];
    const applications = [];
    for (let j = i; j < Math.min(n, i + 500); j++) {
      const created = new Date(start + Math.round(j * step)).toISOString();
      const word = WORDS[j % WORDS.length];
      if (j % 4 === 3) {
        applications.push({ id: randomUUID(), job_id: jobIds[j % jobIds.length], first_name: `Applicant${j}`, last_name: 'Tester', email: `applicant${j}@example.com`, mobile: '+1 415 555 0132', submission_key: randomUUID(), ip: '127.0.0.1', user_agent: 'bench', created_at: created, status: 'new' as const, spam_reason: null, reference: `NV-A-${j}` });
      } else {
        const quote = j % 2 === 1;
        const hear = quote ? answer(HEAR, j, 0x5bd1) : null;
        leads.push({
          id: randomUUID(), kind: quote ? ('quote' as const) : ('contact' as const), status: j % 25 === 0 ? ('spam' as const) : (['new', 'in_progress', 'done', 'spam'] as const)[j % 4], spam_reason: null,
          fullname: `Person ${j}`, email: `person${j}@example.com`, phone: '+1 415 555 0132', company: quote ? `Company ${j % 997}` : null,
          project_type: null, project_type_other: null, budget: quote ? answer(BUDGET, j, 0x9e37) : null, timeline: null, talent: null, talent_other: null, hear, hear_other: hear === 'other-hear' ? 'A podcast' : null,
          message: `We need help with a ${word} project, number ${j}.`, consent: 1, ip: '127.0.0.1', user_agent: 'bench', created_at: created, submission_key: randomUUID(), reference: `NV-L-${j}`,
          source_page: null, source_context: null, last_contact_at: created, kept_at: null, kept_by: null,
        });
      }
    }
    await insertManyLeads(db.kysely, leads);
    await insertManyApplications(db.kysely, applications);
  }
}

async function time(label: string, run: () => Promise<unknown>) {
  await run();
  const samples: number[] = [];
  for (let i = 0; i < 7; i++) {
    const t = performance.now();
    await run();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  return { label, median: samples[3], min: samples[0], max: samples[6] };
}

async function measure(db: Db, n: number) {
  await seed(db, n);
  return [
    await time('page 1', () => listInbox(db.kysely, db.dialect, {}, 1)),
    await time('page 40', () => listInbox(db.kysely, db.dialect, {}, 40)),
    await time('status = new, quotes', () => listInbox(db.kysely, db.dialect, { status: 'new', kind: 'quote' }, 1)),
    await time('search "migration"', () => listInbox(db.kysely, db.dialect, { q: 'migration' }, 1)),
    await time('search "person4242@example"', () => listInbox(db.kysely, db.dialect, { q: 'person4242@example' }, 1)),
    await time('weekly view (12 weeks)', () => weeklyView(db.kysely, db.dialect)),
  ];
}

for (const n of sizes) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-inbox-'));
  const sqlite: Db = { kysely: new Kysely<Database>({ dialect: new SqliteDialect({ database: nodeSqlite(path.join(dir, 'b.db')) }) }), dialect: 'sqlite' };
  await migrate(sqlite);
  const sqliteRows = await measure(sqlite, n);
  await sqlite.kysely.destroy();
  rmSync(dir, { recursive: true, force: true });

  const name = `bench_inbox_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const postgres: Db = { kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url.toString() }) }) }), dialect: 'postgres' };
  let pgRows;
  try {
    await migrate(postgres);
    pgRows = await measure(postgres, n);
  } finally {
    await postgres.kysely.destroy();
    await admin.query(`DROP DATABASE ${name}`);
    await admin.end();
  }
  console.log(`\n${n} submissions: server time per query, median of 7 (min-max), ms`);
  console.log('query'.padEnd(30) + 'SQLite'.padEnd(24) + 'PostgreSQL');
  sqliteRows.forEach((row, i) => {
    const p = pgRows[i];
    console.log(row.label.padEnd(30) + `${row.median.toFixed(1)} (${row.min.toFixed(1)}-${row.max.toFixed(1)})`.padEnd(24) + `${p.median.toFixed(1)} (${p.min.toFixed(1)}-${p.max.toFixed(1)})`);
  });
}
