import 'server-only';
import type { Kysely } from 'kysely';
import type { AnalyticsQuery, ListKey } from '@/lib/admin/analytics-query';
import type { Database } from '../db/schema';
import { addCounts as add, OTHER, ZERO, type Counts, type Filter } from './rollup';
import { blockedHits, dailyTotals, lastRolledDay, sumDaily, sumMonthly, tallyDays, visitorsSince } from '../repositories/analytics';

// The dashboard's numbers (app/admin/(console)/analytics). Days already rolled up are read from analytics_daily (a
// few thousand rows for two years); the days after (today, usually) are counted in the database from the raw events
// by the query the rollup uses (tallyDays), so a page view shows within the beacon's flush, about a second, and no
// day's events are ever loaded here.

export interface ListRow extends Counts {
  value: string;
}

export interface Report {
  totals: Counts;
  previous: Counts;
  lists: Record<ListKey, ListRow[]>;
  /** visitors and page views per day, oldest first, every day of the range */
  daily: { day: string; visitors: number; views: number; conversions: number }[];
  visitorsNow: number;
  blocked: number;
  /** conversions from visitors with no counted page view that day: in `totals.conversions`, in no rate */
  unmatched: number;
}

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const next = (day: string) => iso(Date.parse(`${day}T00:00:00Z`) + DAY);

/** Counts per list, per day's total, of days `from`..`to` under a filter. */
async function period(db: Kysely<Database>, from: string, to: string, filter: Filter, rolledThrough: string | null, withLists: boolean) {
  const f = filter ? { dim: filter.dim, value: filter.value } : { dim: '', value: '' };
  const lists = new Map<string, Map<string, Counts>>();
  const daily = new Map<string, Counts>();
  const merge = (dim: string, value: string, c: Counts) => {
    if (dim === 'total') return;
    let list = lists.get(dim);
    if (!list) lists.set(dim, (list = new Map()));
    list.set(value, add(list.get(value) ?? ZERO, c));
  };
  const rolledTo = rolledThrough && rolledThrough < to ? rolledThrough : to;
  if (rolledThrough && from <= rolledTo) {
    // Whole months inside the range come summed (analytics_monthly), the days at either end from analytics_daily.
    const { months, days } = splitMonths(from, rolledTo);
    const [sums, totals] = await Promise.all([
      withLists ? Promise.all([months ? sumMonthly(db, f, months.from, months.to) : [], ...days.map(([a, b]) => sumDaily(db, f, a, b))]).then((parts) => parts.flat()) : Promise.resolve([]),
      dailyTotals(db, f, from, rolledTo),
    ]);
    for (const row of sums) merge(row.dim, row.value, row);
    for (const row of totals) daily.set(row.day, row);
  }
  const rawFrom = rolledThrough && rolledThrough >= from ? next(rolledThrough) : from;
  if (rawFrom <= to) {
    for (const { day, dim, value, ...c } of await tallyDays(db, rawFrom, to, filter, { lists: withLists })) {
      if (dim === 'total') daily.set(day, add(daily.get(day) ?? ZERO, c));
      else merge(dim, value, c);
    }
  }
  const totals = [...daily.values()].reduce(add, ZERO);
  return { lists, daily, totals };
}

/** The whole calendar months within `from`..`to`, and the runs of days before and after them. */
export function splitMonths(from: string, to: string): { months: { from: string; to: string } | null; days: [string, string][] } {
  const firstWhole = from.endsWith('-01') ? from.slice(0, 7) : monthAfter(from.slice(0, 7));
  const lastWhole = next(to).endsWith('-01') ? to.slice(0, 7) : monthBefore(to.slice(0, 7));
  if (firstWhole > lastWhole) return { months: null, days: [[from, to]] };
  const days: [string, string][] = [];
  if (from < `${firstWhole}-01`) days.push([from, iso(Date.parse(`${firstWhole}-01T00:00:00Z`) - DAY)]);
  const afterLast = `${monthAfter(lastWhole)}-01`;
  if (afterLast <= to) days.push([afterLast, to]);
  return { months: { from: firstWhole, to: lastWhole }, days };
}

const monthAfter = (m: string) => new Date(Date.UTC(Number(m.slice(0, 4)), Number(m.slice(5, 7)), 1)).toISOString().slice(0, 7);
const monthBefore = (m: string) => new Date(Date.UTC(Number(m.slice(0, 4)), Number(m.slice(5, 7)) - 2, 1)).toISOString().slice(0, 7);

export async function analyticsReport(db: Kysely<Database>, q: AnalyticsQuery, now: Date = new Date(), rowsPerList = 10): Promise<Report> {
  const rolledThrough = await lastRolledDay(db);
  const filter = q.filter as Filter;
  const [current, previous, visitorsNow, blocked] = await Promise.all([
    period(db, q.from, q.to, filter, rolledThrough, true),
    period(db, q.previousFrom, q.previousTo, filter, rolledThrough, false),
    visitorsSince(db, new Date(now.getTime() - 5 * 60_000).toISOString()),
    blockedHits(db, q.from, q.to),
  ]);
  const lists = {} as Record<ListKey, ListRow[]>;
  for (const dim of ['page', 'entry', 'referrer', 'campaign', 'source', 'country', 'device', 'browser', 'notfound'] as ListKey[]) {
    const rows = [...(current.lists.get(dim) ?? new Map<string, Counts>())].map(([value, c]) => ({ value, ...c }));
    rows.sort((a, b) => (a.value === OTHER ? 1 : 0) - (b.value === OTHER ? 1 : 0) || b.visitors - a.visitors || b.views - a.views || a.value.localeCompare(b.value));
    lists[dim] = rowsPerList > 0 ? rows.slice(0, rowsPerList) : rows;
  }
  const daily = [];
  for (let day = q.from; day <= q.to; day = next(day)) daily.push({ day, ...(current.daily.get(day) ?? ZERO) });
  const unmatched = current.lists.get('unmatched')?.get('')?.conversions ?? 0;
  return { totals: current.totals, previous: previous.totals, lists, daily, visitorsNow, blocked, unmatched };
}

/**
 * The share of visitors (those with a counted page view) who sent at least one form, as a percentage with one
 * decimal; null without visitors. Never above 100 % (server/analytics/rollup.ts states the rule).
 */
export const conversionRate = (c: Counts) => (c.visitors ? Math.round((c.converted / c.visitors) * 1000) / 10 : null);
