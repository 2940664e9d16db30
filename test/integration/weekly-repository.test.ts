// The admin home's weekly view on both engines: 12 ISO weeks (Monday 00:00 UTC) up to the one `now` is in,
// by kind and, for quote requests, by how they heard of us and by budget; spam, older and later rows left out,
// empty weeks as zeros, a row at Monday 00:00 in the week it starts, whatever the session's time zone.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, type Db } from '@/server/db/client';
import type { SubmissionStatus } from '@/server/db/schema';
import { seedDemoJobs } from '@/server/repositories/jobs';
import { weeklyView, weekStart } from '@/server/repositories/weekly';
import { engineDatabase, type Engine } from '../support/database';

const NOW = new Date('2026-03-18T10:00:00.000Z'); // a Wednesday: its week starts on Monday 16 March
const WEEKS = ['2025-12-29', '2026-01-05', '2026-01-12', '2026-01-19', '2026-01-26', '2026-02-02', '2026-02-09', '2026-02-16', '2026-02-23', '2026-03-02', '2026-03-09', '2026-03-16'];

type LeadSeed = [kind: 'contact' | 'quote', createdAt: string, status: SubmissionStatus, hear?: string | null, budget?: string | null];
const LEADS: LeadSeed[] = [
  ['contact', '2025-12-28T23:59:59.999Z', 'new'], // a moment before the first week: out
  ['contact', '2025-12-29T00:00:00.000Z', 'new'], // the first week's first moment: in
  ['quote', '2026-01-04T23:59:59.999Z', 'new', 'referral', '5000'], // Sunday night: still week 0
  ['quote', '2026-01-05T00:00:00.000Z', 'done', 'online-search', '5000-10000'], // Monday 00:00: week 1
  ['contact', '2026-01-07T12:00:00.000Z', 'spam'],
  ['quote', '2026-01-08T12:00:00.000Z', 'spam', 'referral', '5000'],
  ['quote', '2026-01-20T08:00:00.000Z', 'in_progress', null, null], // stored without answers
  ['quote', '2026-01-21T08:00:00.000Z', 'new', 'podcast', 'more-20000'], // an answer no option has (any more)
  ['contact', '2026-03-16T00:00:00.000Z', 'new'],
  ['quote', '2026-03-18T09:00:00.000Z', 'new', 'social-media', '10000-20000'],
  ['contact', '2026-03-23T00:00:00.000Z', 'new'], // next week: out
  ['quote', '2025-06-01T12:00:00.000Z', 'new', 'referral', '5000'], // long ago: out
];
const APPLICATIONS: [createdAt: string, status: SubmissionStatus][] = [
  ['2026-01-05T00:00:00.000Z', 'new'],
  ['2026-01-11T23:59:59.999Z', 'new'],
  ['2026-01-12T00:00:00.000Z', 'spam'], // the only row of week 2, so that week is empty
  ['2025-12-01T10:00:00.000Z', 'new'],
  ['2026-02-10T10:00:00.000Z', 'done'],
];

/** A 12-row grid of zeros with the given cells set: `{ week: { series: n } }`. */
function grid(width: number, cells: Record<number, Record<number, number>>): number[][] {
  return WEEKS.map((_, w) => Array.from({ length: width }, (_, s) => cells[w]?.[s] ?? 0));
}

describe('weekStart', () => {
  it.for([
    ['2026-03-16T00:00:00.000Z', '2026-03-16'],
    ['2026-03-18T10:00:00.000Z', '2026-03-16'],
    ['2026-03-22T23:59:59.999Z', '2026-03-16'],
    ['2026-03-23T00:00:00.000Z', '2026-03-23'],
    ['2026-01-01T12:00:00.000Z', '2025-12-29'], // across a year
  ])('%s is in the week of %s', ([at, monday]) => {
    expect(weekStart(new Date(at)).toISOString()).toBe(`${monday}T00:00:00.000Z`);
  });
});

describe.each<{ engine: Engine }>([{ engine: 'SQLite' }, { engine: 'PostgreSQL' }])('the weekly view on $engine', ({ engine }) => {
  let db: Db;
  let opened: Awaited<ReturnType<typeof engineDatabase>>;
  let skip = false;

  beforeAll(async () => {
    // PostgreSQL sessions far east of UTC (UTC+14): were a timestamp read in one, Monday 00:00 UTC would fall in the week before.
    opened = await engineDatabase(engine, { pgOptions: '-c TimeZone=Pacific/Kiritimati' });
    if (!opened) {
      skip = true;
      return;
    }
    db = opened.db;
    await migrate(db);
  }, 60_000);
  afterAll(async () => {
    await opened?.close();
  });

  it('has 12 empty weeks, each a zero, before anything comes in', async (ctx) => {
    if (skip) return ctx.skip();
    const view = await weeklyView(db.kysely, db.dialect, NOW);
    expect(view.weeks).toEqual(WEEKS);
    expect(view.byKind).toEqual({ series: [{ key: 'contact', label: 'Contact messages' }, { key: 'quote', label: 'Quote requests' }, { key: 'application', label: 'Job applications' }], counts: grid(3, {}) });
    expect(view.byHear.series.map((s) => s.label)).toEqual(['Referral', 'Online search', 'Social media', 'Other']);
    expect(view.byBudget.counts).toEqual(grid(4, {}));
  });

  it('counts by week and kind, and the quote requests by answer, without spam, older or later rows', async (ctx) => {
    if (skip) return ctx.skip();
    await seed(db);
    const view = await weeklyView(db.kysely, db.dialect, NOW);
    expect(view.weeks).toEqual(WEEKS);
    // contact, quote, application
    expect(view.byKind.counts).toEqual(grid(3, { 0: { 0: 1, 1: 1 }, 1: { 1: 1, 2: 2 }, 3: { 1: 2 }, 6: { 2: 1 }, 11: { 0: 1, 1: 1 } }));
    expect(view.byHear.series).toEqual([
      { key: 'referral', label: 'Referral' },
      { key: 'online-search', label: 'Online search' },
      { key: 'social-media', label: 'Social media' },
      { key: 'other-hear', label: 'Other' },
      { key: 'podcast', label: 'podcast' },
      { key: '', label: 'Not given' },
    ]);
    expect(view.byHear.counts).toEqual(grid(6, { 0: { 0: 1 }, 1: { 1: 1 }, 3: { 4: 1, 5: 1 }, 11: { 2: 1 } }));
    expect(view.byBudget.series.map((s) => s.label)).toEqual(['Less than $5,000', '$5,000 to $10,000', '$10,000 to $20,000', 'More than $20,000', 'Not given']);
    expect(view.byBudget.counts).toEqual(grid(5, { 0: { 0: 1 }, 1: { 1: 1 }, 3: { 3: 1, 4: 1 }, 11: { 2: 1 } }));
  });

  it('moves with now: a week later the oldest week drops off and a new one starts empty', async (ctx) => {
    if (skip) return ctx.skip();
    const view = await weeklyView(db.kysely, db.dialect, new Date('2026-03-23T00:00:00.000Z'));
    expect(view.weeks).toEqual([...WEEKS.slice(1), '2026-03-23']);
    expect(view.byKind.counts[0]).toEqual([0, 1, 2]); // was week 1
    expect(view.byKind.counts[11]).toEqual([1, 0, 0]); // the contact message of Monday 23 March, 00:00
  });
});

async function seed(db: Db) {
  await seedDemoJobs(db.kysely);
  const job = await db.kysely.selectFrom('jobs').select('id').executeTakeFirstOrThrow();
  await db.kysely
    .insertInto('leads')
    .values(
      LEADS.map(([kind, created_at, status, hear = null, budget = null], i) => ({
        id: randomUUID(), kind, status, spam_reason: null, fullname: `Lead ${i}`, email: `lead${i}@example.com`, phone: '+1', company: null,
        project_type: null, project_type_other: null, budget, timeline: null, talent: null, talent_other: null, hear, hear_other: null,
        message: null, consent: 1, ip: null, user_agent: null, created_at, submission_key: randomUUID(), reference: `NV-Q-L${i}`,
        last_contact_at: created_at, kept_at: null, kept_by: null,
      })),
    )
    .execute();
  await db.kysely
    .insertInto('applications')
    .values(
      APPLICATIONS.map(([created_at, status], i) => ({
        id: randomUUID(), job_id: job.id, first_name: `Ann${i}`, last_name: 'Lee', email: `ann${i}@example.com`, mobile: '+1', submission_key: randomUUID(), reference: `NV-A-A${i}`, ip: null, user_agent: null, created_at, status, spam_reason: null,
      })),
    )
    .execute();
}
