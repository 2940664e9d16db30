import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/client';
import { withKeysLocked } from '../db/keyed-lock';
import type { AnalyticsDailyTable, AnalyticsEventTable, AnalyticsVisitTable, Database } from '../db/schema';
import { VISIT_DIMS, visitsTally, type DailySum, type TallyRow } from '../db/analytics-visits';

export { deriveVisits, type DailySum, type TallyRow } from '../db/analytics-visits';

// Every query of the analytics (server/analytics/): salts, batched writes of events, daily rollups and
// the dashboard's reads.

export type NewEvent = Omit<AnalyticsEventTable, 'id'>;

export async function saltFor(db: Kysely<Database>, day: string, fresh: string): Promise<string> {
  await db.insertInto('analytics_salts').values({ day, salt: fresh }).onConflict((c) => c.column('day').doNothing()).execute();
  const row = await db.selectFrom('analytics_salts').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
  return row.salt;
}

export async function deleteSaltsBefore(db: Kysely<Database>, day: string): Promise<void> {
  await db.deleteFrom('analytics_salts').where('day', '<', day).execute();
}

/** Rows per INSERT of a batch; between two the server goes back to its other requests (see insertEvents). */
const ROWS_PER_INSERT = 25;

/** Lets the server's other requests run between two statements of a long write (SQLite runs on its own thread). */
const yieldTurn = () => new Promise((resolve) => setImmediate(resolve));

async function insertRows<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = ROWS_PER_INSERT): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    if (i > 0) await yieldTurn();
    await insert(rows.slice(i, i + size));
  }
}

/**
 * One transaction for a batch: a commit (and its sync) per batch, not per page view. SQLite runs on the server's
 * own thread, so a batch written at once would hold every page request behind it (125 rows, about 1.5 ms at 500
 * page views/s); written 25 rows at a time with a turn of the event loop between, no request waits more than one
 * small insert. The batch's visits and today's counts are kept in the same transaction (keepVisits), under a lock
 * per day, so two instances never count one visit from two stale copies.
 */
export async function insertEvents(db: Db, events: NewEvent[], blocked: Map<string, number>): Promise<void> {
  const days = [...new Set(events.map((e) => e.day))].map((day) => `analytics:visits:${day}`);
  await withKeysLocked(db, days, async (trx) => {
    // PostgreSQL answers over the network, not on the server's thread: fewer, larger statements
    const rows = db.dialect === 'postgres' ? 500 : ROWS_PER_INSERT;
    await insertRows(events, (chunk) => trx.insertInto('analytics_events').values(chunk).execute(), rows);
    await keepVisits(trx, events, db.dialect === 'postgres' ? 500 : 100);
    for (const [day, hits] of blocked) {
      await trx
        .insertInto('analytics_blocked')
        .values({ day, hits })
        .onConflict((c) => c.column('day').doUpdateSet({ hits: sql`analytics_blocked.hits + ${hits}` }))
        .execute();
    }
  });
}

export type EventRow = Pick<AnalyticsEventTable, 'day' | 'kind' | 'visitor' | 'path' | 'entry' | 'referrer' | 'utm_source' | 'utm_medium' | 'utm_campaign' | 'country' | 'device' | 'browser'>;

const isView = (kind: string) => kind === 'view' || kind === 'notfound';
type Visit = Omit<AnalyticsVisitTable, 'day' | 'visitor'>;
interface Page {
  kind: 'view' | 'notfound';
  path: string;
  n: number;
}

/**
 * What one visit adds to its day's list rows: the visit to its total and its attributes' rows (the rate's
 * `converted` only with a counted view; a visit without one adds its conversions to 'unmatched'), and to each page it
 * viewed. The same rule as the query (visitsTally), which the tests hold it to.
 */
function visitRows(visit: Visit, pages: Iterable<Page>, add: (dim: string, value: string, visitors: number, views: number, conversions: number, converted: number) => void) {
  const counted = visit.views > 0 ? 1 : 0;
  const converted = counted && visit.conversions > 0 ? 1 : 0;
  add('total', '', counted, visit.views, visit.conversions, converted);
  if (!counted) add('unmatched', '', 0, 0, visit.conversions, 0);
  for (const dim of VISIT_DIMS) add(dim, visit[dim], counted, visit.views, visit.conversions, converted);
  for (const page of pages) add(page.kind === 'view' ? 'page' : 'notfound', page.path, 1, page.n, page.kind === 'view' ? visit.conversions : 0, page.kind === 'view' ? converted : 0);
}

/**
 * Brings the batch's visits, their pages and their day's counts up to date (inside insertEvents' transaction): each
 * visit's rows as they were are taken away from the counts and its rows as they are now added, so the counts always
 * equal what visitsTally would count from the visits. A visit's attributes are those of its first event of the
 * highest rank (a view from elsewhere, a view, a conversion): the events arrive in order, so the first of a rank is
 * the one that set it.
 */
export async function keepVisits(trx: Kysely<Database>, events: NewEvent[], rowsPerStatement = 100): Promise<void> {
  const byDay = new Map<string, NewEvent[]>();
  for (const e of events) byDay.set(e.day, [...(byDay.get(e.day) ?? []), e]);
  for (const [day, dayEvents] of byDay) {
    const visitors = [...new Set(dayEvents.map((e) => e.visitor))];
    const visits = new Map<number, Visit>();
    const pages = new Map<number, Map<string, Page>>();
    for (let i = 0; i < visitors.length; i += 500) {
      const chunk = visitors.slice(i, i + 500);
      for (const { day: _day, visitor, ...visit } of await trx.selectFrom('analytics_visits').selectAll().where('day', '=', day).where('visitor', 'in', chunk).execute()) visits.set(Number(visitor), visit);
      for (const { visitor, kind, path, n } of await trx.selectFrom('analytics_visit_pages').select(['visitor', 'kind', 'path', 'n']).where('day', '=', day).where('visitor', 'in', chunk).execute()) {
        const own = pages.get(Number(visitor)) ?? new Map<string, Page>();
        pages.set(Number(visitor), own.set(`${kind}\t${path}`, { kind, path, n: Number(n) }));
      }
    }
    const delta = new Map<string, DailySum>();
    const tally = (sign: number) => (dim: string, value: string, visitors: number, views: number, conversions: number, converted: number) => {
      const key = `${dim}\t${value}`;
      const row = delta.get(key) ?? { dim, value, visitors: 0, views: 0, conversions: 0, converted: 0 };
      delta.set(key, { dim, value, visitors: row.visitors + sign * visitors, views: row.views + sign * views, conversions: row.conversions + sign * conversions, converted: row.converted + sign * converted });
    };
    for (const [visitor, visit] of visits) visitRows(visit, pages.get(visitor)?.values() ?? [], tally(-1));
    const viewed = new Map<string, { visitor: number } & Page>();
    for (const e of dayEvents) {
      const visit = visits.get(e.visitor) ?? { seen: '', rank: 0, views: 0, conversions: 0, entry: '', referrer: '', source: '', campaign: '', country: '', device: '', browser: '' };
      const view = isView(e.kind);
      const rank = view ? (e.entry ? 3 : 2) : 1;
      visits.set(e.visitor, {
        ...(rank > visit.rank ? { rank, entry: e.path, referrer: e.referrer ?? '', source: e.utm_source ?? '', campaign: e.utm_campaign ?? '', country: e.country ?? '', device: e.device ?? '', browser: e.browser ?? '' } : visit),
        seen: view && e.at > visit.seen ? e.at : visit.seen,
        views: visit.views + (view ? 1 : 0),
        conversions: visit.conversions + (view ? 0 : 1),
      });
      if (view) {
        const kind = e.kind as Page['kind'];
        const key = `${kind}\t${e.path}`;
        const own = pages.get(e.visitor) ?? new Map<string, Page>();
        pages.set(e.visitor, own.set(key, { kind, path: e.path, n: (own.get(key)?.n ?? 0) + 1 }));
        const added = viewed.get(`${e.visitor}\t${key}`);
        viewed.set(`${e.visitor}\t${key}`, { visitor: e.visitor, kind, path: e.path, n: (added?.n ?? 0) + 1 });
      }
    }
    for (const visitor of visitors) visitRows(visits.get(visitor)!, pages.get(visitor)?.values() ?? [], tally(1));

    await insertRows(visitors.map((visitor) => ({ day, visitor, ...visits.get(visitor)! })), (chunk) =>
      trx
        .insertInto('analytics_visits')
        .values(chunk)
        .onConflict((c) => c.columns(['day', 'visitor']).doUpdateSet((eb) => Object.fromEntries(['seen', 'rank', 'views', 'conversions', ...VISIT_DIMS].map((column) => [column, eb.ref(`excluded.${column}` as 'excluded.rank')]))))
        .execute(),
    rowsPerStatement);
    await insertRows([...viewed.values()].map((page) => ({ day, ...page })), (chunk) =>
      trx
        .insertInto('analytics_visit_pages')
        .values(chunk)
        .onConflict((c) => c.columns(['day', 'visitor', 'kind', 'path']).doUpdateSet({ n: sql`analytics_visit_pages.n + excluded.n` }))
        .execute(),
    rowsPerStatement);
    const changed = [...delta.values()].filter((r) => r.visitors || r.views || r.conversions || r.converted);
    await insertRows(changed.map((row) => ({ day, ...row })), (chunk) =>
      trx
        .insertInto('analytics_counts')
        .values(chunk)
        .onConflict((c) =>
          c.columns(['day', 'dim', 'value']).doUpdateSet({
            visitors: sql`analytics_counts.visitors + excluded.visitors`,
            views: sql`analytics_counts.views + excluded.views`,
            conversions: sql`analytics_counts.conversions + excluded.conversions`,
            converted: sql`analytics_counts.converted + excluded.converted`,
          }),
        )
        .execute(),
    rowsPerStatement);
  }
}

const numbers = (r: TallyRow): TallyRow => ({ day: r.day, dim: r.dim, value: r.value, visitors: Number(r.visitors), views: Number(r.views), conversions: Number(r.conversions), converted: Number(r.converted) });

/**
 * Every list's counts per day of `from`..`to`, under a filter or none. Unfiltered, they are read as they were kept
 * (analytics_counts: a few thousand rows a day at most); under a filter, counted from the days' visits that pass it.
 */
export async function tallyDays(db: Kysely<Database>, from: string, to: string, filter: { dim: string; value: string } | null, { lists = true } = {}): Promise<TallyRow[]> {
  if (filter) return (await visitsTally(from, to, filter, lists).execute(db)).rows.map(numbers);
  let query = db
    .selectFrom('analytics_counts')
    .select(['day', 'dim', 'value', 'visitors', 'views', 'conversions', 'converted'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .where((eb) => eb.or([eb('visitors', '<>', 0), eb('views', '<>', 0), eb('conversions', '<>', 0)]));
  if (!lists) query = query.where('dim', 'in', ['total', 'unmatched']);
  return (await query.execute()).map(numbers);
}

/**
 * The values of one open-ended list kept for `day` (analytics_values), after admitting as many of `values` as the
 * cap leaves room for. Call inside withKeysLocked on the day and list, so instances admit one at a time.
 */
export async function admitValues(trx: Kysely<Database>, day: string, dim: string, values: string[], cap: number): Promise<Set<string>> {
  const kept = new Set((await trx.selectFrom('analytics_values').select('value').where('day', '=', day).where('dim', '=', dim).execute()).map((r) => r.value));
  const fresh = [...new Set(values)].filter((value) => !kept.has(value)).slice(0, Math.max(0, cap - kept.size));
  if (fresh.length) await trx.insertInto('analytics_values').values(fresh.map((value) => ({ day, dim, value }))).onConflict((c) => c.doNothing()).execute();
  for (const value of fresh) kept.add(value);
  return kept;
}

/** Visitors with a page view since `since` (ISO): visits are a visitor's day, so one visitor is one visit. */
export async function visitorsSince(db: Kysely<Database>, since: string): Promise<number> {
  const row = await db.selectFrom('analytics_visits').select(sql<number>`count(*)`.as('n')).where('seen', '>=', since).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Replaces a day's rollup rows (a day rolled again after late events is counted once). */
export async function replaceDaily(db: Kysely<Database>, day: string, rows: AnalyticsDailyTable[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('analytics_daily').where('day', '=', day).execute();
    for (let i = 0; i < rows.length; i += 500) await trx.insertInto('analytics_daily').values(rows.slice(i, i + 500)).execute();
  });
}

/** Sums a finished month's daily rows into analytics_monthly (replacing any earlier sum of it). */
export async function rollUpMonth(db: Kysely<Database>, month: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('analytics_monthly').where('month', '=', month).execute();
    await sql`INSERT INTO analytics_monthly (fdim, fvalue, month, dim, value, visitors, views, conversions, converted)
      SELECT fdim, fvalue, ${month}, dim, value, sum(visitors), sum(views), sum(conversions), sum(converted) FROM analytics_daily
      WHERE day >= ${`${month}-01`} AND day <= ${`${month}-31`} GROUP BY fdim, fvalue, dim, value`.execute(trx);
  });
}

/** Months that have daily rows but no monthly sum yet, before `month`. */
export async function monthsToRollUp(db: Kysely<Database>, before: string): Promise<string[]> {
  const days = await db.selectFrom('analytics_daily').select(sql<string>`substr(day, 1, 7)`.as('month')).where('fdim', '=', '').where('dim', '=', 'total').where('day', '<', `${before}-01`).distinct().execute();
  const done = new Set((await db.selectFrom('analytics_monthly').select('month').where('fdim', '=', '').where('dim', '=', 'total').execute()).map((r) => r.month));
  return days.map((r) => r.month).filter((m) => !done.has(m)).sort();
}

/** The monthly sums of months `from`..`to` (YYYY-MM) under one filter, summed per list row. */
export async function sumMonthly(db: Kysely<Database>, filter: { dim: string; value: string }, from: string, to: string): Promise<DailySum[]> {
  const rows = await db
    .selectFrom('analytics_monthly')
    .select(['dim', 'value', sql<number>`sum(visitors)`.as('visitors'), sql<number>`sum(views)`.as('views'), sql<number>`sum(conversions)`.as('conversions'), sql<number>`sum(converted)`.as('converted')])
    .where('fdim', '=', filter.dim)
    .where('fvalue', '=', filter.value)
    .where('month', '>=', from)
    .where('month', '<=', to)
    .groupBy(['dim', 'value'])
    .execute();
  return rows.map((r) => ({ dim: r.dim, value: r.value, visitors: Number(r.visitors), views: Number(r.views), conversions: Number(r.conversions), converted: Number(r.converted) }));
}

/** The latest day that has rollup rows, or null. */
export async function lastRolledDay(db: Kysely<Database>): Promise<string | null> {
  const row = await db.selectFrom('analytics_daily').select(sql<string | null>`max(day)`.as('day')).where('fdim', '=', '').executeTakeFirst();
  return row?.day ?? null;
}

export async function firstEventDay(db: Kysely<Database>): Promise<string | null> {
  const row = await db.selectFrom('analytics_events').select(sql<string | null>`min(day)`.as('day')).executeTakeFirst();
  return row?.day ?? null;
}

/** The rollups of days `from`..`to` under one filter ('' = none), summed per list row. */
export async function sumDaily(db: Kysely<Database>, filter: { dim: string; value: string }, from: string, to: string): Promise<DailySum[]> {
  const rows = await db
    .selectFrom('analytics_daily')
    .select(['dim', 'value', sql<number>`sum(visitors)`.as('visitors'), sql<number>`sum(views)`.as('views'), sql<number>`sum(conversions)`.as('conversions'), sql<number>`sum(converted)`.as('converted')])
    .where('fdim', '=', filter.dim)
    .where('fvalue', '=', filter.value)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy(['dim', 'value'])
    .execute();
  return rows.map((r) => ({ dim: r.dim, value: r.value, visitors: Number(r.visitors), views: Number(r.views), conversions: Number(r.conversions), converted: Number(r.converted) }));
}

/** Visitors per day (the chart), unfiltered or under one filter. */
export async function dailyTotals(db: Kysely<Database>, filter: { dim: string; value: string }, from: string, to: string) {
  const rows = await db
    .selectFrom('analytics_daily')
    .select(['day', 'visitors', 'views', 'conversions', 'converted'])
    .where('fdim', '=', filter.dim)
    .where('fvalue', '=', filter.value)
    .where('dim', '=', 'total')
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  return rows.map((r) => ({ day: r.day, visitors: Number(r.visitors), views: Number(r.views), conversions: Number(r.conversions), converted: Number(r.converted) }));
}

export async function blockedHits(db: Kysely<Database>, from: string, to: string): Promise<number> {
  const row = await db.selectFrom('analytics_blocked').select(sql<number>`coalesce(sum(hits), 0)`.as('n')).where('day', '>=', from).where('day', '<=', to).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Retention (lib/retention.ts): raw events before `rawDay`, rollups and blocked counts before `rollupDay`. */
export async function deleteAnalyticsBefore(db: Kysely<Database>, rawDay: string, rollupDay: string): Promise<{ events: number; daily: number }> {
  const events = await db.deleteFrom('analytics_events').where('day', '<', rawDay).executeTakeFirst();
  const daily = await db.deleteFrom('analytics_daily').where('day', '<', rollupDay).executeTakeFirst();
  await db.deleteFrom('analytics_monthly').where('month', '<', rollupDay.slice(0, 7)).execute();
  await db.deleteFrom('analytics_blocked').where('day', '<', rollupDay).execute();
  await db.deleteFrom('analytics_values').where('day', '<', rawDay).execute();
  for (const table of ['analytics_visits', 'analytics_visit_pages', 'analytics_counts'] as const) await db.deleteFrom(table).where('day', '<', rawDay).execute();
  return { events: Number(events.numDeletedRows), daily: Number(daily.numDeletedRows) };
}
