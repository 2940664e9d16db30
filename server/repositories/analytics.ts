import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { AnalyticsDailyTable, AnalyticsEventTable, Database } from '../db/schema';

// Every query of the analytics (server/services/analytics.ts): salts, batched writes of events, daily rollups and
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
const EVENTS_PER_INSERT = 25;

/**
 * One transaction for a batch: a commit (and its sync) per batch, not per page view. SQLite runs on the server's
 * own thread, so a batch written at once would hold every page request behind it (125 rows, about 1.5 ms at 500
 * page views/s); written 25 rows at a time with a turn of the event loop between, no request waits more than one
 * small insert. Other queries wait for the transaction, as they would for any other.
 */
export async function insertEvents(db: Kysely<Database>, events: NewEvent[], blocked: Map<string, number>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < events.length; i += EVENTS_PER_INSERT) {
      if (i > 0) await new Promise((resolve) => setImmediate(resolve));
      await trx.insertInto('analytics_events').values(events.slice(i, i + EVENTS_PER_INSERT)).execute();
    }
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

/** A list row of one day as counted from the raw events (server/analytics/rollup.ts says how). */
export interface TallyRow {
  day: string;
  dim: string;
  value: string;
  visitors: number;
  views: number;
  conversions: number;
  converted: number;
}

/** A visit's attribute lists and the column of its first event that each reads. */
export const VISIT_COLUMNS = { entry: 'path', referrer: 'referrer', source: 'utm_source', campaign: 'utm_campaign', country: 'country', device: 'device', browser: 'browser' } as const;
export type VisitDim = keyof typeof VISIT_COLUMNS;

/**
 * Every list's counts per day of `from`..`to`, counted in the database (GROUP BY, both engines), under a filter:
 * the rows returned are a list's rows, never the day's events, and the open-ended lists hold at most
 * VALUES_PER_DAY values a day (the rest are stored as "(other)"), so what reaches the server is bounded whatever the
 * traffic. A visit is a day and a visitor hash. Its attributes are those of its first view that arrived from
 * elsewhere (entry = 1), else its first view, else its first conversion (what the form carried). Visitors are visits
 * with a counted page view; `converted` those of them that sent a form; the conversions of visits with no counted
 * view are in `conversions` and, apart, in the list 'unmatched'.
 */
export async function tallyDays(db: Kysely<Database>, from: string, to: string, filter: { dim: string; value: string } | null, { lists = true } = {}): Promise<TallyRow[]> {
  const view = sql`kind IN ('view', 'notfound')`;
  let where = sql`1 = 1`;
  if (filter && Object.hasOwn(VISIT_COLUMNS, filter.dim)) where = sql`${sql.ref(`f.${filter.dim}`)} = ${filter.value}`;
  else if (filter) where = sql`EXISTS (SELECT 1 FROM pages p WHERE p.day = visit.day AND p.visitor = visit.visitor AND p.kind = ${filter.dim === 'page' ? 'view' : 'notfound'} AND p.path = ${filter.value})`;
  const attrs = Object.entries(VISIT_COLUMNS).map(([dim, column]) => sql`coalesce(e.${sql.ref(column)}, '') AS ${sql.ref(dim)}`);
  const attrLists = Object.keys(VISIT_COLUMNS).map((dim) => sql`UNION ALL SELECT day, ${sql.lit(dim)}, ${sql.ref(dim)}, sum(counted), sum(views), sum(conversions), sum(converted) FROM v GROUP BY day, ${sql.ref(dim)}`);
  const { rows } = await sql<TallyRow>`
    WITH visit AS MATERIALIZED (
      SELECT day, visitor, sum(CASE WHEN ${view} THEN 1 ELSE 0 END) AS views, sum(CASE WHEN ${view} THEN 0 ELSE 1 END) AS conversions,
        coalesce(min(CASE WHEN ${view} AND entry = 1 THEN id END), min(CASE WHEN ${view} THEN id END), min(id)) AS first
      FROM analytics_events WHERE day >= ${from} AND day <= ${to} GROUP BY day, visitor
    ),
    pages AS MATERIALIZED (
      SELECT day, visitor, kind, path, count(*) AS n FROM analytics_events WHERE day >= ${from} AND day <= ${to} AND ${view} GROUP BY day, visitor, kind, path
    ),
    v AS MATERIALIZED (
      SELECT visit.day, visit.visitor, visit.views, visit.conversions, CASE WHEN visit.views > 0 THEN 1 ELSE 0 END AS counted,
        CASE WHEN visit.views > 0 AND visit.conversions > 0 THEN 1 ELSE 0 END AS converted, f.*
      FROM visit JOIN (SELECT e.id, ${sql.join(attrs)} FROM analytics_events e WHERE e.day >= ${from} AND e.day <= ${to}) f ON f.id = visit.first
      WHERE ${where}
    )
    SELECT day, 'total' AS dim, '' AS value, sum(counted) AS visitors, sum(views) AS views, sum(conversions) AS conversions, sum(converted) AS converted FROM v GROUP BY day
    UNION ALL SELECT day, 'unmatched', '', 0, 0, sum(conversions), 0 FROM v WHERE counted = 0 GROUP BY day
    ${lists ? sql`${sql.join(attrLists, sql` `)}
    UNION ALL SELECT v.day, CASE WHEN p.kind = 'view' THEN 'page' ELSE 'notfound' END, p.path, count(*), sum(p.n),
      sum(CASE WHEN p.kind = 'view' THEN v.conversions ELSE 0 END), sum(CASE WHEN p.kind = 'view' THEN v.converted ELSE 0 END)
    FROM pages p JOIN v ON v.day = p.day AND v.visitor = p.visitor GROUP BY v.day, p.kind, p.path` : sql``}`.execute(db);
  return rows.map((r) => ({ day: r.day, dim: r.dim, value: r.value, visitors: Number(r.visitors), views: Number(r.views), conversions: Number(r.conversions), converted: Number(r.converted) }));
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

export async function visitorsSince(db: Kysely<Database>, since: string): Promise<number> {
  const row = await db
    .selectFrom('analytics_events')
    .select(sql<number>`count(distinct visitor)`.as('n'))
    .where('at', '>=', since)
    .where('kind', 'in', ['view', 'notfound'])
    .executeTakeFirst();
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

export interface DailySum {
  dim: string;
  value: string;
  visitors: number;
  views: number;
  conversions: number;
  converted: number;
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
  return { events: Number(events.numDeletedRows), daily: Number(daily.numDeletedRows) };
}
