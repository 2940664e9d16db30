import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '@/server/db/client';
import { rollupDay, tally, visitsOf } from '@/server/analytics/rollup';
import type { EventRow } from '@/server/repositories/analytics';
import { parseAnalyticsQuery } from '@/lib/admin/analytics-query';
import { rollUpAndExpire } from '@/server/services/analytics';
import { analyticsReport, splitMonths } from '@/server/services/analytics-report';
import { engineDatabase } from '../../support/database';

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

const counts = (rows: ReturnType<typeof rollupDay>, fdim: string, fvalue: string, dim: string) =>
  Object.fromEntries(rows.filter((r) => r.fdim === fdim && r.fvalue === fvalue && r.dim === dim).map((r) => [r.value, [r.visitors, r.views, r.conversions]]));

describe('the daily rollup', () => {
  it('counts visitors, page views and conversions per list', () => {
    const rows = rollupDay('2026-03-10', DAY);
    expect(counts(rows, '', '', 'total')).toEqual({ '': [3, 5, 1] });
    expect(counts(rows, '', '', 'page')).toEqual({ '/work': [2, 2, 1], '/about-us': [1, 1, 1], '/contact-us': [1, 1, 1] });
    expect(counts(rows, '', '', 'entry')).toEqual({ '/work': [2, 4, 1], '/wp-login.php': [1, 1, 0] });
    expect(counts(rows, '', '', 'campaign')).toEqual({ spring: [1, 3, 1], '': [2, 2, 0] });
    expect(counts(rows, '', '', 'referrer')).toEqual({ 'news.example': [1, 3, 1], 'google.com': [1, 1, 0], '': [1, 1, 0] });
    expect(counts(rows, '', '', 'notfound')).toEqual({ '/wp-login.php': [1, 1, 0] });
  });

  it('under a filter, every list counts only the visits it keeps', () => {
    const rows = rollupDay('2026-03-10', DAY);
    expect(counts(rows, 'referrer', 'google.com', 'total')).toEqual({ '': [1, 1, 0] });
    expect(counts(rows, 'referrer', 'google.com', 'device')).toEqual({ mobile: [1, 1, 0] });
    expect(counts(rows, 'page', '/about-us', 'referrer')).toEqual({ 'news.example': [1, 3, 1] });
    expect(counts(rows, 'campaign', 'spring', 'page')).toEqual({ '/work': [1, 1, 1], '/about-us': [1, 1, 1], '/contact-us': [1, 1, 1] });
  });

  it('a conversion whose visitor has no view that day takes what its form carried', () => {
    const t = tally(visitsOf([event({ visitor: 9, kind: 'quote', path: '/get-quote', utm_campaign: 'autumn' })]));
    expect(t.campaign.get('autumn')).toEqual({ visitors: 1, views: 0, conversions: 1 });
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

describe('rollup and retention in the database', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(() => close?.());

  it('rolls up each complete day once, and deletes raw events after 30 days, rollups after 25 months, salts after 48 hours', async () => {
    const handle = (await engineDatabase('SQLite'))!;
    close = handle.close;
    const db = handle.db.kysely;
    await migrate(handle.db);
    const row = (day: string, visitor: number) => ({ ...event({ day, visitor }), at: `${day}T12:00:00.000Z` });
    await db.insertInto('analytics_events').values([row('2026-03-09', 1), row('2026-03-10', 1), row('2026-03-10', 2), row('2026-03-11', 3)]).execute();
    await db.insertInto('analytics_daily').values({ fdim: '', fvalue: '', day: '2024-01-01', dim: 'total', value: '', visitors: 5, views: 5, conversions: 0 }).execute();
    await db.insertInto('analytics_salts').values([{ day: '2026-03-09', salt: 'a' }, { day: '2026-03-10', salt: 'b' }, { day: '2026-03-11', salt: 'c' }]).execute();

    const first = await rollUpAndExpire(db, new Date('2026-03-11T08:00:00Z'));
    expect(first.rolled).toEqual(['2026-03-09', '2026-03-10']);
    const totals = await db.selectFrom('analytics_daily').select(['day', 'visitors']).where('fdim', '=', '').where('dim', '=', 'total').orderBy('day').execute();
    expect(totals).toEqual([{ day: '2026-03-09', visitors: 1 }, { day: '2026-03-10', visitors: 2 }]); // 2024-01-01 is past 25 months
    expect((await db.selectFrom('analytics_salts').select('day').orderBy('day').execute()).map((r) => r.day)).toEqual(['2026-03-10', '2026-03-11']);
    expect((await rollUpAndExpire(db, new Date('2026-03-11T09:00:00Z'))).rolled).toEqual([]);

    // 30 days later: the raw events are gone, the daily counts stay
    const later = await rollUpAndExpire(db, new Date('2026-04-12T08:00:00Z'));
    expect(later.deleted.events).toBe(4);
    expect(await db.selectFrom('analytics_events').selectAll().execute()).toEqual([]);
    expect((await db.selectFrom('analytics_daily').select('day').where('dim', '=', 'total').where('fdim', '=', '').orderBy('day').execute()).map((r) => r.day)).toEqual(['2026-03-09', '2026-03-10', '2026-03-11']);
    // March is over: its days summed into one monthly row per list row, which a range of whole months reads
    expect(await db.selectFrom('analytics_monthly').select(['month', 'visitors']).where('fdim', '=', '').where('dim', '=', 'total').execute()).toEqual([{ month: '2026-03', visitors: 4 }]);
    const report = await analyticsReport(db, parseAnalyticsQuery({ range: 'custom', from: '2026-03-01', to: '2026-04-12' }, new Date('2026-04-12T08:00:00Z')), new Date('2026-04-12T08:00:00Z'));
    expect(report.totals.visitors).toBe(4);
    expect(report.lists.page).toEqual([{ value: '/', visitors: 4, views: 4, conversions: 0 }]);
  });
});
