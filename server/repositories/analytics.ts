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

/** The raw events of the days from `from` to `to` (inclusive), oldest first. */
export async function eventsOfDays(db: Kysely<Database>, from: string, to: string): Promise<EventRow[]> {
  return db
    .selectFrom('analytics_events')
    .select(['day', 'kind', 'visitor', 'path', 'entry', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'country', 'device', 'browser'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('id')
    .execute();
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
    await sql`INSERT INTO analytics_monthly (fdim, fvalue, month, dim, value, visitors, views, conversions)
      SELECT fdim, fvalue, ${month}, dim, value, sum(visitors), sum(views), sum(conversions) FROM analytics_daily
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
    .select(['dim', 'value', sql<number>`sum(visitors)`.as('visitors'), sql<number>`sum(views)`.as('views'), sql<number>`sum(conversions)`.as('conversions')])
    .where('fdim', '=', filter.dim)
    .where('fvalue', '=', filter.value)
    .where('month', '>=', from)
    .where('month', '<=', to)
    .groupBy(['dim', 'value'])
    .execute();
  return rows.map((r) => ({ dim: r.dim, value: r.value, visitors: Number(r.visitors), views: Number(r.views), conversions: Number(r.conversions) }));
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
}

/** The rollups of days `from`..`to` under one filter ('' = none), summed per list row. */
export async function sumDaily(db: Kysely<Database>, filter: { dim: string; value: string }, from: string, to: string): Promise<DailySum[]> {
  const rows = await db
    .selectFrom('analytics_daily')
    .select(['dim', 'value', sql<number>`sum(visitors)`.as('visitors'), sql<number>`sum(views)`.as('views'), sql<number>`sum(conversions)`.as('conversions')])
    .where('fdim', '=', filter.dim)
    .where('fvalue', '=', filter.value)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy(['dim', 'value'])
    .execute();
  return rows.map((r) => ({ dim: r.dim, value: r.value, visitors: Number(r.visitors), views: Number(r.views), conversions: Number(r.conversions) }));
}

/** Visitors per day (the chart), unfiltered or under one filter. */
export async function dailyTotals(db: Kysely<Database>, filter: { dim: string; value: string }, from: string, to: string) {
  const rows = await db
    .selectFrom('analytics_daily')
    .select(['day', 'visitors', 'views', 'conversions'])
    .where('fdim', '=', filter.dim)
    .where('fvalue', '=', filter.value)
    .where('dim', '=', 'total')
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  return rows.map((r) => ({ day: r.day, visitors: Number(r.visitors), views: Number(r.views), conversions: Number(r.conversions) }));
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
  return { events: Number(events.numDeletedRows), daily: Number(daily.numDeletedRows) };
}
