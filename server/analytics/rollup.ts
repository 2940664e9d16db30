import 'server-only';
import type { Kysely } from 'kysely';
import { addMonthsUtc, RETENTION } from '@/lib/retention';
import type { AnalyticsDailyTable, Database } from '../db/schema';
import { deleteAnalyticsBefore, deleteSaltsBefore, firstEventDay, lastRolledDay, monthsToRollUp, replaceDaily, rollUpMonth, tallyDays } from '../repositories/analytics';
import { dayOf } from './salt';
import { every } from '../loop';
import type { TallyRow } from '../db/analytics-visits';

// A day's counts as the dashboard shows them, per list and per filter. The counting itself is SQL
// (server/repositories/analytics.ts tallyDays: GROUP BY in the database, never a day's events in memory); this keeps
// what both the daily rollup and the dashboard's today do with its rows, so both agree.
//
// A visitor is a visitor-day: the salt changes every day, so no one can be followed from one day to the next, and
// "visitors" over a range is the sum of each day's (as Plausible counts). A visit's entry page, referrer, campaign,
// country, device and browser are those of its first view that arrived from elsewhere (else its first view, else
// what its conversion's form carried); its conversions count for each of them.
//
// The conversion rate's rule (the dashboard states it): visitors are those with a counted page view, and the rate is
// the share of them who sent at least one form (`converted`), so it cannot pass 100 %. A form sent by someone with no
// counted view that day (their view dropped or limited, or sent from another network) is still a conversion, shown
// apart as "without a counted view" (the list 'unmatched'), and counts in no rate.

export const LISTS = ['page', 'entry', 'referrer', 'source', 'campaign', 'country', 'device', 'browser', 'notfound'] as const;
export type ListDim = (typeof LISTS)[number];
export type Filter = { dim: ListDim; value: string } | null;

/** Rows kept per list and day; the rest is summed into OTHER. Bounds the table whatever the traffic. */
export const ROWS_PER_LIST = 50;
/** Filters rolled up per list and day (its busiest values); a rarer value filters nothing on that day (docs/development.md: Analytics). */
export const FILTERS_PER_LIST = 10;
export const OTHER = '(other)';

export interface Counts {
  visitors: number;
  views: number;
  conversions: number;
  /** visitors who sent at least one form */
  converted: number;
}
export type Tally = Record<'total' | 'unmatched' | ListDim, Map<string, Counts>>;

export const ZERO: Counts = { visitors: 0, views: 0, conversions: 0, converted: 0 };
export const addCounts = (a: Counts, b: Counts): Counts => ({ visitors: a.visitors + b.visitors, views: a.views + b.views, conversions: a.conversions + b.conversions, converted: a.converted + b.converted });

/** The rows of tallyDays as one map per list (days summed). */
export function tally(rows: Iterable<TallyRow>): Tally {
  const t = Object.fromEntries(['total', 'unmatched', ...LISTS].map((d) => [d, new Map<string, Counts>()])) as Tally;
  for (const { dim, value, ...c } of rows) {
    const list = t[dim as keyof Tally];
    if (list) list.set(value, addCounts(list.get(value) ?? ZERO, c));
  }
  return t;
}

/**
 * The busiest `n` rows of a list, the rest summed into OTHER (visitors summed too: an upper bound there), with the
 * values stored as OTHER past the day's cap (server/analytics/queue.ts).
 */
function top(map: Map<string, Counts>, n: number): [string, Counts][] {
  const other = map.get(OTHER);
  const rows = [...map].filter(([value]) => value !== OTHER).sort((a, b) => b[1].visitors - a[1].visitors || b[1].views - a[1].views || b[1].conversions - a[1].conversions);
  if (rows.length + (other ? 1 : 0) <= n) return other ? [...rows, [OTHER, other]] : rows;
  return [...rows.slice(0, n - 1), [OTHER, rows.slice(n - 1).reduce((sum, [, c]) => addCounts(sum, c), other ?? ZERO)]];
}

/** The rollup rows of one day: unfiltered, and under each of the day's busiest values of every list. */
export async function rollupDay(day: string, count: (filter: Filter) => Promise<TallyRow[]>): Promise<AnalyticsDailyTable[]> {
  const rows: AnalyticsDailyTable[] = [];
  const emit = (fdim: string, fvalue: string, t: Tally) => {
    for (const [dim, map] of Object.entries(t)) for (const [value, c] of top(map, ROWS_PER_LIST)) rows.push({ fdim, fvalue, day, dim, value, ...c });
  };
  const all = tally(await count(null));
  emit('', '', all);
  for (const dim of LISTS) {
    for (const [value] of top(all[dim], FILTERS_PER_LIST)) if (value !== OTHER) emit(dim, value, tally(await count({ dim, value })));
  }
  return rows;
}

const DAY = 86_400_000;

/**
 * Rolls up every complete day not rolled yet (through yesterday), then applies retention: raw events after
 * RETENTION.analyticsRawDays, daily counts after analyticsRollupMonths, salts past their 48 hours.
 */
export async function rollUpAndExpire(db: Kysely<Database>, now: Date = new Date()): Promise<{ rolled: string[]; deleted: { events: number; daily: number } }> {
  const yesterday = dayOf(new Date(now.getTime() - DAY));
  const last = await lastRolledDay(db);
  const afterLast = last ? dayOf(new Date(Date.parse(`${last}T00:00:00Z`) + DAY)) : null;
  const firstEvent = await firstEventDay(db);
  // From the day after the last rolled one, skipping days without events (a quiet month is not 30 empty rollups).
  const first = firstEvent && afterLast && afterLast > firstEvent ? afterLast : firstEvent;
  const rolled: string[] = [];
  const rawFrom = dayOf(new Date(now.getTime() - RETENTION.analyticsRawDays * DAY));
  for (let day = first; day && day <= yesterday; day = dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + DAY))) {
    await replaceDaily(db, day, await rollupDay(day, (filter) => tallyDays(db, day, day, filter)));
    rolled.push(day);
  }
  // A month is summed once it is over and its days are rolled (a day rolled again later sums it again).
  for (const month of await monthsToRollUp(db, dayOf(now).slice(0, 7))) await rollUpMonth(db, month);
  for (const month of new Set(rolled.map((day) => day.slice(0, 7)))) if (month < dayOf(now).slice(0, 7)) await rollUpMonth(db, month);
  const deleted = await deleteAnalyticsBefore(db, rawFrom, dayOf(addMonthsUtc(now, -RETENTION.analyticsRollupMonths)));
  await deleteSaltsBefore(db, dayOf(new Date(now.getTime() - (RETENTION.analyticsSaltHours - 24) * 3_600_000)));
  return { rolled, deleted };
}

/** The rollup and retention, every 15 minutes in each instance (each day is rolled whole, so a second run is harmless). */
export function startAnalyticsRollups(db: Kysely<Database>, everyMs = 15 * 60_000): () => Promise<void> {
  const loop = every(everyMs, 'analytics: rollup', () => rollUpAndExpire(db), { firstAfterMs: 5_000, onError: (error) => console.error(`analytics: rollup failed (${(error as Error).message})`) });
  return loop.stop;
}
