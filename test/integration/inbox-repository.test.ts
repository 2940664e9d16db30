// The admin inbox's queries on both engines: one list of leads and applications, newest first, paged;
// filters; word search (LIKE's own wildcards taken literally); the CSV export's batches in the same order.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_ALPHABET } from '@/lib/reference';
import { migrate, type Db } from '@/server/db/client';
import type { Database } from '@/server/db/schema';
import { eachInboxRow, listInbox, PAGE_SIZE } from '@/server/repositories/inbox';
import { seedDemoJobs } from '@/server/repositories/jobs';
import { engineDatabase, type Engine } from '../support/database';

const N = 130; // five pages and a bit
/** A valid, distinct reference for seeded row i (i written in the reference alphabet). */
const seededReference = (letter: string, i: number) => `NV-${letter}-${[4, 3, 2, 1, 0].map((k) => REFERENCE_ALPHABET[Math.floor(i / REFERENCE_ALPHABET.length ** k) % REFERENCE_ALPHABET.length]).join('')}`;
const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString();

describe.each<{ engine: Engine }>([{ engine: 'SQLite' }, { engine: 'PostgreSQL' }])('inbox queries on $engine', ({ engine }) => {
  let db: Db;
  let opened: Awaited<ReturnType<typeof engineDatabase>>;
  let skip = false;

  beforeAll(async () => {
    opened = await engineDatabase(engine);
    if (!opened) {
      skip = true;
      return;
    }
    db = opened.db;
    await migrate(db);
    await seedDemoJobs(db.kysely);
    const job = (await db.kysely.selectFrom('jobs').select(['id', 'job_title']).executeTakeFirstOrThrow());
    for (let i = 0; i < N; i++) {
      if (i % 3 === 2) {
        await db.kysely.insertInto('applications').values({ id: randomUUID(), job_id: job.id, first_name: `Ann${i}`, last_name: 'Lee', email: `ann${i}@example.com`, mobile: '+1', submission_key: randomUUID(), reference: seededReference('A', i), ip: null, user_agent: null, created_at: at(i), status: 'new', spam_reason: null }).execute();
      } else {
        await db.kysely.insertInto('leads').values({
          id: randomUUID(), kind: i % 2 ? 'quote' : 'contact', status: i % 5 === 0 ? 'done' : 'new', spam_reason: null, fullname: `Lead ${i}`, email: `lead${i}@example.com`, phone: '+1',
          company: i === 7 ? '100%_Real Ltd' : null, project_type: null, project_type_other: null, budget: null, timeline: null, talent: null, talent_other: null, hear: null, hear_other: null,
          message: i === 10 ? 'We need a Kubernetes MIGRATION soon' : 'hello', consent: 0, ip: null, user_agent: null, created_at: at(i), submission_key: randomUUID(), reference: seededReference(i % 2 ? 'Q' : 'C', i),
          source_page: null, source_context: null, last_contact_at: at(i), kept_at: null, kept_by: null,
        }).execute();
      }
    }
  }, 60_000);
  afterAll(async () => {
    await opened?.close();
  });

  it('lists both kinds in one list, newest first, page by page, with the total', async (ctx) => {
    if (skip) return ctx.skip();
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(N / PAGE_SIZE); page++) {
      const { rows, total } = await listInbox(db.kysely, db.dialect, {}, page);
      expect(total).toBe(N);
      seen.push(...rows.map((r) => r.created_at));
    }
    expect(seen).toEqual(Array.from({ length: N }, (_, i) => at(N - 1 - i)));
    const first = (await listInbox(db.kysely, db.dialect, {}, 1)).rows[0];
    expect(first).toMatchObject({ kind: 'quote', name: `Lead ${N - 1}`, files: 0 });
  });

  it('filters by kind, status and dates', async (ctx) => {
    if (skip) return ctx.skip();
    const applications = await listInbox(db.kysely, db.dialect, { kind: 'application' }, 1);
    expect(applications.total).toBe(Array.from({ length: N }, (_, i) => i).filter((i) => i % 3 === 2).length);
    expect(applications.rows.every((r) => r.kind === 'application' && r.about)).toBe(true);
    const done = await listInbox(db.kysely, db.dialect, { status: 'done' }, 1);
    expect(done.rows.every((r) => r.status === 'done')).toBe(true);
    const day = await listInbox(db.kysely, db.dialect, { from: '2026-01-02', to: '2026-01-02' }, 1);
    expect(day.total).toBe(24);
  });

  it('searches words in any case and takes % and _ literally', async (ctx) => {
    if (skip) return ctx.skip();
    expect((await listInbox(db.kysely, db.dialect, { q: 'kubernetes migration' }, 1)).rows.map((r) => r.name)).toEqual(['Lead 10']);
    expect((await listInbox(db.kysely, db.dialect, { q: '100%_real' }, 1)).rows.map((r) => r.name)).toEqual(['Lead 7']);
    expect((await listInbox(db.kysely, db.dialect, { q: '%' }, 1)).rows.map((r) => r.name)).toEqual(['Lead 7']);
    expect((await listInbox(db.kysely, db.dialect, { q: 'ANN11@EXAMPLE' }, 1)).rows.map((r) => r.name)).toEqual(['Ann11 Lee']);
  });

  it('finds a submission by its reference, however it is typed', async (ctx) => {
    if (skip) ctx.skip();
    const names = async (q: string) => (await listInbox(db.kysely, db.dialect, { q }, 1)).rows.map((r) => `${r.name} ${r.reference}`);
    expect(await names(seededReference('A', 11))).toEqual([`Ann11 Lee ${seededReference('A', 11)}`]);
    expect(await names(seededReference('Q', 7).toLowerCase().replaceAll('-', ' '))).toEqual([`Lead 7 ${seededReference('Q', 7)}`]);
    expect(await names(seededReference('C', 7))).toEqual([]); // the right code with the wrong kind is another reference
  });

  it('exports every match in the list order, in batches', async (ctx) => {
    if (skip) return ctx.skip();
    const all = [];
    for await (const row of eachInboxRow(db.kysely, db.dialect, {})) all.push(row.created_at);
    expect(all).toEqual(Array.from({ length: N }, (_, i) => at(N - 1 - i)));
    const quotes = [];
    for await (const row of eachInboxRow(db.kysely, db.dialect, { kind: 'quote' })) quotes.push(row.kind);
    expect(quotes.length).toBe((await listInbox(db.kysely, db.dialect, { kind: 'quote' }, 1)).total);
  });
});
