import { z } from 'zod';

// The analytics dashboard's state, all in its URL (STYLE.md 5): the range, and one filter chosen from a list's row.

export const RANGES = { today: 'Today', '7d': '7 days', '30d': '30 days', '12m': '12 months', custom: 'Custom' } as const;
export type RangeKey = keyof typeof RANGES;

export const LIST_LABELS = {
  page: 'Top pages',
  entry: 'Entry pages',
  referrer: 'Referrers',
  campaign: 'Campaigns',
  source: 'UTM sources',
  country: 'Countries',
  device: 'Devices',
  browser: 'Browsers',
  notfound: 'Not found',
} as const;
export type ListKey = keyof typeof LIST_LABELS;
export const LIST_KEYS = Object.keys(LIST_LABELS) as ListKey[];

/** The first column of each list: what a row is. */
export const ROW_LABELS: Record<ListKey, string> = { page: 'Page', entry: 'Entry page', referrer: 'Referrer', campaign: 'Campaign', source: 'Source', country: 'Country', device: 'Device', browser: 'Browser', notfound: 'Path' };

/** What an empty value means in each list. */
export const NONE_LABEL: Partial<Record<ListKey, string>> = { referrer: 'Direct or none', campaign: 'No campaign', source: 'No source', country: 'Unknown' };

export interface AnalyticsQuery {
  range: RangeKey;
  /** first and last day, YYYY-MM-DD (UTC), inclusive */
  from: string;
  to: string;
  /** the period before, as long */
  previousFrom: string;
  previousTo: string;
  filter: { dim: ListKey; value: string } | null;
}

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const date = z.string().regex(/^\d{4}-\d\d-\d\d$/).refine((d) => !Number.isNaN(dayMs(d)));

/** The query from the URL's parameters; anything malformed falls back to the last 7 days, unfiltered. */
export function parseAnalyticsQuery(params: Record<string, string | string[] | undefined>, now: Date = new Date()): AnalyticsQuery {
  const one = (name: string) => (Array.isArray(params[name]) ? params[name][0] : params[name]);
  const rangeParam = one('range');
  const range: RangeKey = rangeParam && Object.hasOwn(RANGES, rangeParam) ? (rangeParam as RangeKey) : '7d';
  const today = iso(now.getTime());
  let from: string;
  let to = today;
  if (range === 'today') from = today;
  else if (range === '30d') from = iso(now.getTime() - 29 * DAY);
  else if (range === '12m') from = iso(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 12, now.getUTCDate() + 1));
  else from = iso(now.getTime() - 6 * DAY);
  if (range === 'custom') {
    const f = date.safeParse(one('from'));
    const t = date.safeParse(one('to'));
    if (f.success && t.success) [from, to] = f.data <= t.data ? [f.data, t.data] : [t.data, f.data];
    if (to > today) to = today;
    // at most 25 months back: nothing older is kept (lib/retention.ts)
    const oldest = iso(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 25, now.getUTCDate()));
    if (from < oldest) from = oldest;
    if (from > to) from = to;
  }
  const days = Math.round((dayMs(to) - dayMs(from)) / DAY) + 1;
  const previousTo = iso(dayMs(from) - DAY);
  const previousFrom = iso(dayMs(from) - days * DAY);
  const f = one('f');
  const match = f ? /^([a-z]+):(.{0,200})$/s.exec(f) : null;
  const filter = match && (LIST_KEYS as string[]).includes(match[1]) ? { dim: match[1] as ListKey, value: match[2] } : null;
  return { range, from, to, previousFrom, previousTo, filter };
}

/** The URL of the dashboard (or its CSV) for a query, with changes. */
export function analyticsHref(base: string, q: AnalyticsQuery, change: { range?: RangeKey; filter?: AnalyticsQuery['filter']; list?: ListKey } = {}): string {
  const params = new URLSearchParams();
  const range = change.range ?? q.range;
  params.set('range', range);
  if (range === 'custom') {
    params.set('from', q.from);
    params.set('to', q.to);
  }
  const filter = change.filter === undefined ? q.filter : change.filter;
  if (filter) params.set('f', `${filter.dim}:${filter.value}`);
  if (change.list) params.set('list', change.list);
  return `${base}?${params}`;
}
