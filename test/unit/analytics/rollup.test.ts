import { afterEach, describe, expect, it } from 'vitest';
import { migrate, type Db } from '@/server/db/client';
import { rollupDay } from '@/server/analytics/rollup';
import { deriveVisits, insertEvents, tallyDays, visitorsSince, type EventRow } from '@/server/repositories/analytics';
import { parseAnalyticsQuery } from '@/lib/admin/analytics-query';
import { rollUpAndExpire } from '@/server/analytics/rollup';
import { analyticsReport, conversionRate, splitMonths } from '@/server/analytics/report';
import { engineDatabase, type Engine } from '../../support/database';

const event = (over: Partial<EventRow>): EventRow => ({ day: '2026-03-10', kind: 'view', visitor: 1, path: '/', entry: 0, referrer: null, utm_source: null, utm_medium: null, utm_campaign: null, country: 'FR', device: 'desktop', browser: 'Chrome', ...over });

// Visitor 1 arrives from a campaign, reads three pages and sends a contact message; visitor 2 arrives from a search
// engine and reads one; visitor 3 hits a page that does not exist.
const DAY = [
  event({ visitor: 1, path: '/work', entry: 1, referrer: 'news.example', utm_source: 'newsletter', utm_campaign: 'spring' }),
  event({ visitor: 1, path: '/about-us' }),
  event({ visitor: 1, path: '/contact-us' }),
  event({ visitor: 1, kind: 'contact', path: '/work', referrer: 'news.example', utm_campaign: 'spring' }),
  event({ visitor: 2, path: '/work', entry: 1, referrer: 'google.com', device: 'mobile', country: 'IN' }),
  event({ visitor: 3, kind: 'notfound', path: '/wp-login.php', entry: 1 }),
];

type Rows = Awaited<ReturnType<typeof rollupDay>>;
const counts = (rows: Rows, fdim: string, fvalue: string, dim: string) =>
  Object.fromEntries(rows.filter((r) => r.fdim === fdim && r.fvalue === fvalue && r.dim === dim).map((r) => [r.value, [r.visitors, r.views, r.conversions, r.converted]]));

describe.each<{ engine: Engine }>([{ engine: 'SQLite' }, { engine: 'PostgreSQL' }])('counted in the database ($engine)', ({ engine }) => {
  let close: (() => Promise<void>) | undefined;
  afterEach(() => close?.());

  async function open(): Promise<Db> {
    const handle = (await engineDatabase(engine))!;
    close = handle.close;
    await migrate(handle.db);
    return handle.db;
  }
  // as the server writes them: the events, and their visits and day's counts kept in the same transaction
  const store = (db: Db, events: EventRow[]) => insertEvents(db, events.map((e, i) => ({ ...e, at: `${e.day}T12:00:${String(i % 60).padStart(2, '0')}.000Z` })), new Map());
  const rollup = (db: Db, day = '2026-03-10') => rollupDay(day, (filter) => tallyDays(db.kysely, day, day, filter));

  it('the daily rollup counts visitors, page views and conversions per list', async () => {
    const db = await open();
    await store(db, DAY);
    const rows = await rollup(db);
    expect(counts(rows, '', '', 'total')).toEqual({ '': [3, 5, 1, 1] });
    expect(counts(rows, '', '', 'page')).toEqual({ '/work': [2, 2, 1, 1], '/about-us': [1, 1, 1, 1], '/contact-us': [1, 1, 1, 1] });
    expect(counts(rows, '', '', 'entry')).toEqual({ '/work': [2, 4, 1, 1], '/wp-login.php': [1, 1, 0, 0] });
    expect(counts(rows, '', '', 'campaign')).toEqual({ spring: [1, 3, 1, 1], '': [2, 2, 0, 0] });
    expect(counts(rows, '', '', 'referrer')).toEqual({ 'news.example': [1, 3, 1, 1], 'google.com': [1, 1, 0, 0], '': [1, 1, 0, 0] });
    expect(counts(rows, '', '', 'notfound')).toEqual({ '/wp-login.php': [1, 1, 0, 0] });
  });

  it('under a filter, every list counts only the visits it keeps', async () => {
    const db = await open();
    await store(db, DAY);
    const rows = await rollup(db);
    expect(counts(rows, 'referrer', 'google.com', 'total')).toEqual({ '': [1, 1, 0, 0] });
    expect(counts(rows, 'referrer', 'google.com', 'device')).toEqual({ mobile: [1, 1, 0, 0] });
    expect(counts(rows, 'page', '/about-us', 'referrer')).toEqual({ 'news.example': [1, 3, 1, 1] });
    expect(counts(rows, 'campaign', 'spring', 'page')).toEqual({ '/work': [1, 1, 1, 1], '/about-us': [1, 1, 1, 1], '/contact-us': [1, 1, 1, 1] });
    expect(counts(rows, 'notfound', '/wp-login.php', 'entry')).toEqual({ '/wp-login.php': [1, 1, 0, 0] });
  });

  it('the conversion rate never passes 100 %: visitors who sent a form over visitors with a counted view; a form without a counted view is shown apart', async () => {
    const db = await open();
    // Visitor 1 reads one page and sends three forms; visitor 2 reads and sends nothing; visitors 7 and 8 send a
    // form with no counted view (their view blocked, or the form sent from another network).
    await store(db, [
      event({ visitor: 1, path: '/get-quote', entry: 1, utm_campaign: 'autumn' }),
      ...(['contact', 'quote', 'application'] as const).map((kind) => event({ visitor: 1, kind, path: '/get-quote', utm_campaign: 'autumn' })),
      event({ visitor: 2, path: '/work', entry: 1 }),
      event({ visitor: 7, kind: 'quote', path: '/get-quote', utm_campaign: 'autumn' }),
      event({ visitor: 8, kind: 'contact', path: '/contact-us' }),
    ]);
    const query = parseAnalyticsQuery({ range: 'today' }, new Date('2026-03-10T18:00:00Z'));
    const today = await analyticsReport(db.kysely, query, new Date('2026-03-10T18:00:00Z'));
    expect(today.totals).toEqual({ visitors: 2, views: 2, conversions: 5, converted: 1 });
    expect(today.unmatched).toBe(2);
    expect(conversionRate(today.totals)).toBe(50);
    const autumn = today.lists.campaign.find((r) => r.value === 'autumn')!;
    expect(autumn).toMatchObject({ visitors: 1, conversions: 4, converted: 1 });
    expect(conversionRate(autumn)).toBe(100);
    for (const list of Object.values(today.lists)) for (const row of list) expect(conversionRate(row) ?? 0).toBeLessThanOrEqual(100);
    // rolled up, the day reads the same
    await rollUpAndExpire(db.kysely, new Date('2026-03-11T08:00:00Z'));
    const rolled = await analyticsReport(db.kysely, parseAnalyticsQuery({ range: 'custom', from: '2026-03-10', to: '2026-03-10' }, new Date('2026-03-11T08:00:00Z')), new Date('2026-03-11T08:00:00Z'));
    expect(rolled.totals).toEqual(today.totals);
    expect(rolled.unmatched).toBe(2);
  });

  it('the counts kept batch by batch as events arrive equal the same events counted at once, under every filter', async () => {
    const db = await open();
    // 600 events of 80 visitors over two days, in an order where a visit's conversion or a view from elsewhere often
    // comes after its first view (its attributes change), sent in batches of 1 to 40
    let seed = 7;
    const r = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const pick = <T,>(values: T[]) => values[Math.floor(r() * values.length)];
    const events: EventRow[] = Array.from({ length: 600 }, () => {
      const kind = pick(['view', 'view', 'view', 'notfound', 'contact', 'quote'] as const);
      return event({ day: pick(['2026-03-10', '2026-03-11']), visitor: 1 + Math.floor(r() * 80), kind, path: pick(['/', '/work', '/blog', '/nope']), entry: kind === 'view' && r() < 0.3 ? 1 : 0, referrer: pick([null, 'a.example', 'b.example']), utm_campaign: pick([null, 'spring']), country: pick(['FR', 'IN', null]), device: pick(['desktop', 'mobile']) });
    });
    for (let i = 0; i < events.length; ) {
      const n = 1 + Math.floor(r() * 40);
      await store(db, events.slice(i, i + n));
      i += n;
    }
    const filters = [null, { dim: 'page', value: '/work' }, { dim: 'notfound', value: '/nope' }, { dim: 'referrer', value: 'a.example' }, { dim: 'campaign', value: 'spring' }, { dim: 'entry', value: '/blog' }, { dim: 'country', value: '' }];
    const sorted = (rows: Awaited<ReturnType<typeof tallyDays>>) => rows.filter((row) => row.visitors || row.views || row.conversions).sort((a, b) => `${a.day}${a.dim}${a.value}`.localeCompare(`${b.day}${b.dim}${b.value}`));
    const kept = await Promise.all(filters.map(async (f) => sorted(await tallyDays(db.kysely, '2026-03-10', '2026-03-11', f))));
    expect(kept[0].find((row) => row.day === '2026-03-10' && row.dim === 'total')!.visitors).toBeGreaterThan(30);
    const visits = () => db.kysely.selectFrom('analytics_visits').selectAll().orderBy('day').orderBy('visitor').execute();
    const keptVisits = await visits();
    await deriveVisits(db.kysely, '2026-03-10', '2026-03-11');
    expect(await visits()).toEqual(keptVisits);
    for (const [i, f] of filters.entries()) expect(sorted(await tallyDays(db.kysely, '2026-03-10', '2026-03-11', f)), JSON.stringify(f)).toEqual(kept[i]);
  });

  it('"visitors now" counts the visits with a page view in the last five minutes, once each', async () => {
    const db = await open();
    const at = (minutesAgo: number) => new Date(Date.parse('2026-03-10T18:00:00Z') - minutesAgo * 60_000).toISOString();
    await insertEvents(db, [
      { ...event({ visitor: 1 }), at: at(9) },
      { ...event({ visitor: 1, path: '/work' }), at: at(2) },
      { ...event({ visitor: 1, path: '/blog' }), at: at(1) },
      { ...event({ visitor: 2 }), at: at(10) },
      { ...event({ visitor: 3, kind: 'contact' }), at: at(1) },
      { ...event({ visitor: 4, kind: 'notfound', path: '/nope' }), at: at(4) },
    ], new Map());
    expect(await visitorsSince(db.kysely, at(5))).toBe(2);
    expect(await visitorsSince(db.kysely, at(20))).toBe(3);
  });

  it('rolls up each complete day once, and deletes raw events after 30 days, rollups after 25 months, salts after 48 hours', async () => {
    const handle = await open();
    const db = handle.kysely;
    await store(handle, [event({ day: '2026-03-09', visitor: 1 }), event({ day: '2026-03-10', visitor: 1 }), event({ day: '2026-03-10', visitor: 2 }), event({ day: '2026-03-11', visitor: 3 })]);
    await db.insertInto('analytics_daily').values({ fdim: '', fvalue: '', day: '2024-01-01', dim: 'total', value: '', visitors: 5, views: 5, conversions: 0, converted: 0 }).execute();
    await db.insertInto('analytics_salts').values([{ day: '2026-03-09', salt: 'a' }, { day: '2026-03-10', salt: 'b' }, { day: '2026-03-11', salt: 'c' }]).execute();

    const first = await rollUpAndExpire(db, new Date('2026-03-11T08:00:00Z'));
    expect(first.rolled).toEqual(['2026-03-09', '2026-03-10']);
    const totals = await db.selectFrom('analytics_daily').select(['day', 'visitors']).where('fdim', '=', '').where('dim', '=', 'total').orderBy('day').execute();
    expect(totals.map((r) => ({ day: r.day, visitors: Number(r.visitors) }))).toEqual([{ day: '2026-03-09', visitors: 1 }, { day: '2026-03-10', visitors: 2 }]); // 2024-01-01 is past 25 months
    expect((await db.selectFrom('analytics_salts').select('day').orderBy('day').execute()).map((r) => r.day)).toEqual(['2026-03-10', '2026-03-11']);
    expect((await rollUpAndExpire(db, new Date('2026-03-11T09:00:00Z'))).rolled).toEqual([]);

    // 30 days later: the raw events are gone, the daily counts stay
    const later = await rollUpAndExpire(db, new Date('2026-04-12T08:00:00Z'));
    expect(later.deleted.events).toBe(4);
    expect(await db.selectFrom('analytics_events').selectAll().execute()).toEqual([]);
    for (const table of ['analytics_visits', 'analytics_visit_pages', 'analytics_counts'] as const) expect(await db.selectFrom(table).selectAll().where('day', '<', '2026-03-13').execute()).toEqual([]);
    expect((await db.selectFrom('analytics_daily').select('day').where('dim', '=', 'total').where('fdim', '=', '').orderBy('day').execute()).map((r) => r.day)).toEqual(['2026-03-09', '2026-03-10', '2026-03-11']);
    // March is over: its days summed into one monthly row per list row, which a range of whole months reads
    const monthly = await db.selectFrom('analytics_monthly').select(['month', 'visitors']).where('fdim', '=', '').where('dim', '=', 'total').execute();
    expect(monthly.map((r) => ({ month: r.month, visitors: Number(r.visitors) }))).toEqual([{ month: '2026-03', visitors: 4 }]);
    const report = await analyticsReport(db, parseAnalyticsQuery({ range: 'custom', from: '2026-03-01', to: '2026-04-12' }, new Date('2026-04-12T08:00:00Z')), new Date('2026-04-12T08:00:00Z'));
    expect(report.totals.visitors).toBe(4);
    expect(report.lists.page).toEqual([{ value: '/', visitors: 4, views: 4, conversions: 0, converted: 0 }]);
  });
});

describe('a range read from months and days', () => {
  it.each([
    ['2026-03-01', '2026-03-31', { months: { from: '2026-03', to: '2026-03' }, days: [] }],
    ['2026-03-10', '2026-03-20', { months: null, days: [['2026-03-10', '2026-03-20']] }],
    ['2025-11-15', '2026-02-10', { months: { from: '2025-12', to: '2026-01' }, days: [['2025-11-15', '2025-11-30'], ['2026-02-01', '2026-02-10']] }],
    ['2024-02-01', '2024-02-29', { months: { from: '2024-02', to: '2024-02' }, days: [] }],
  ])('%s to %s', (from, to, expected) => {
    expect(splitMonths(from, to)).toEqual(expected);
  });
});
