import 'server-only';
import type { AnalyticsDailyTable } from '../db/schema';
import type { EventRow } from '../repositories/analytics';

// A day's raw events turned into the counts the dashboard shows, per list and per filter. Pure: the daily rollup
// stores its output, and the dashboard computes today's (not rolled yet) with the same code, so both agree.
//
// A visitor is a visitor-day: the salt changes every day, so no one can be followed from one day to the next, and
// "visitors" over a range is the sum of each day's (as Plausible counts). A visit's entry page, referrer, campaign,
// country, device and browser are those of its first view that arrived from elsewhere (else its first view, else
// what its conversion's form carried); its conversions count for each of them.

export const LISTS = ['page', 'entry', 'referrer', 'source', 'campaign', 'country', 'device', 'browser', 'notfound'] as const;
export type ListDim = (typeof LISTS)[number];
export type Filter = { dim: ListDim; value: string } | null;

/** Rows kept per list and day; the rest is summed into OTHER. Bounds the table whatever the traffic. */
export const ROWS_PER_LIST = 50;
/** Filters rolled up per list and day (its busiest values); a rarer value filters nothing on that day (README: Analytics). */
export const FILTERS_PER_LIST = 10;
export const OTHER = '(other)';

interface Visit {
  views: number;
  conversions: number;
  pages: Map<string, number>;
  notFound: Map<string, number>;
  attrs: Record<Exclude<ListDim, 'page' | 'notfound'>, string> | null;
}

export interface Counts {
  visitors: number;
  views: number;
  conversions: number;
}
export type Tally = Record<'total' | ListDim, Map<string, Counts>>;

const GOALS = new Set(['contact', 'quote', 'application']);

function attrsOf(e: EventRow): NonNullable<Visit['attrs']> {
  return { entry: e.path, referrer: e.referrer ?? '', source: e.utm_source ?? '', campaign: e.utm_campaign ?? '', country: e.country ?? '', device: e.device ?? '', browser: e.browser ?? '' };
}

/** Groups events into visits (per day and visitor). */
export function visitsOf(events: Iterable<EventRow>): Visit[] {
  const visits = new Map<string, Visit & { firstView?: EventRow; entryView?: EventRow; goal?: EventRow }>();
  for (const e of events) {
    const key = `${e.day}:${e.visitor}`;
    let v = visits.get(key);
    if (!v) visits.set(key, (v = { views: 0, conversions: 0, pages: new Map(), notFound: new Map(), attrs: null }));
    if (GOALS.has(e.kind)) {
      v.conversions++;
      v.goal ??= e;
      continue;
    }
    v.views++;
    const bucket = e.kind === 'notfound' ? v.notFound : v.pages;
    bucket.set(e.path, (bucket.get(e.path) ?? 0) + 1);
    v.firstView ??= e;
    if (e.entry && !v.entryView) v.entryView = e;
  }
  return [...visits.values()].map((v) => {
    const from = v.entryView ?? v.firstView ?? v.goal!;
    return { views: v.views, conversions: v.conversions, pages: v.pages, notFound: v.notFound, attrs: attrsOf(from) };
  });
}

const bump = (map: Map<string, Counts>, key: string, views: number, conversions: number) => {
  const c = map.get(key);
  if (c) {
    c.visitors++;
    c.views += views;
    c.conversions += conversions;
  } else map.set(key, { visitors: 1, views, conversions });
};

export function matches(visit: Visit, filter: Filter): boolean {
  if (!filter) return true;
  if (filter.dim === 'page') return visit.pages.has(filter.value);
  if (filter.dim === 'notfound') return visit.notFound.has(filter.value);
  return visit.attrs![filter.dim] === filter.value;
}

/** Every list's counts over the visits a filter keeps. */
export function tally(visits: Visit[], filter: Filter = null): Tally {
  const t = Object.fromEntries(['total', ...LISTS].map((d) => [d, new Map<string, Counts>()])) as Tally;
  for (const v of visits) {
    if (!matches(v, filter)) continue;
    bump(t.total, '', v.views, v.conversions);
    for (const [path, n] of v.pages) bump(t.page, path, n, v.conversions);
    for (const [path, n] of v.notFound) bump(t.notfound, path, n, 0);
    for (const dim of ['entry', 'referrer', 'source', 'campaign', 'country', 'device', 'browser'] as const) bump(t[dim], v.attrs![dim], v.views, v.conversions);
  }
  return t;
}

/** The busiest `n` rows of a list, the rest summed into OTHER (visitors summed too: an upper bound there). */
function top(map: Map<string, Counts>, n: number): [string, Counts][] {
  const rows = [...map].sort((a, b) => b[1].visitors - a[1].visitors || b[1].views - a[1].views);
  if (rows.length <= n) return rows;
  const rest = rows.slice(n - 1).reduce((sum, [, c]) => ({ visitors: sum.visitors + c.visitors, views: sum.views + c.views, conversions: sum.conversions + c.conversions }), { visitors: 0, views: 0, conversions: 0 });
  return [...rows.slice(0, n - 1), [OTHER, rest]];
}

/** The rollup rows of one day: unfiltered, and under each of the day's busiest values of every list. */
export function rollupDay(day: string, events: Iterable<EventRow>): AnalyticsDailyTable[] {
  const visits = visitsOf(events);
  const rows: AnalyticsDailyTable[] = [];
  const emit = (fdim: string, fvalue: string, t: Tally) => {
    for (const [dim, map] of Object.entries(t)) for (const [value, c] of top(map, ROWS_PER_LIST)) rows.push({ fdim, fvalue, day, dim, value, ...c });
  };
  const all = tally(visits);
  emit('', '', all);
  for (const dim of LISTS) {
    for (const [value] of top(all[dim], FILTERS_PER_LIST)) if (value !== OTHER) emit(dim, value, tally(visits, { dim, value }));
  }
  return rows;
}
