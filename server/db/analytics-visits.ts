import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { AnalyticsCountTable, Database } from './schema';

// The queries that count a day's visits (server/repositories/analytics.ts keeps them; migration 0018 derives them
// from raw events the first time): on the database's floor, beside the migrations, so that both the repository and a
// migration use them without importing upwards.

/** A list row's counts (server/analytics/rollup.ts says what each means). */
export type DailySum = Omit<AnalyticsCountTable, 'day'>;

/** A list row of one day. */
export type TallyRow = AnalyticsCountTable;

/** A visit's attribute lists, each a column of analytics_visits. */
export const VISIT_DIMS = ['entry', 'referrer', 'source', 'campaign', 'country', 'device', 'browser'] as const;
export type VisitDim = (typeof VISIT_DIMS)[number];

/**
 * Every list's counts per day of `from`..`to` under a filter, counted in the database from the days' visits (GROUP
 * BY, both engines): the rows returned are a list's rows, never a visit, and the open-ended lists hold at most
 * VALUES_PER_DAY values a day (the rest are stored as "(other)"), so what reaches the server is bounded whatever the
 * traffic. A visit is a day and a visitor hash (analytics_visits says which attributes it has). Visitors are visits
 * with a counted page view; `converted` those of them that sent a form; the conversions of visits with no counted
 * view are in `conversions` and, apart, in the list 'unmatched'.
 */
export function visitsTally(from: string, to: string, filter: { dim: string; value: string } | null, lists: boolean) {
  let pageFilter = sql``;
  let where = sql``;
  if (filter && (VISIT_DIMS as readonly string[]).includes(filter.dim)) where = sql`AND ${sql.ref(`a.${filter.dim}`)} = ${filter.value}`;
  else if (filter) pageFilter = sql`JOIN analytics_visit_pages fp ON fp.day = a.day AND fp.visitor = a.visitor AND fp.kind = ${filter.dim === 'page' ? 'view' : 'notfound'} AND fp.path = ${filter.value} AND fp.day >= ${from} AND fp.day <= ${to}`;
  const attrLists = VISIT_DIMS.map((dim) => sql`UNION ALL SELECT day, ${sql.lit(dim)}, ${sql.ref(dim)}, sum(counted), sum(views), sum(conversions), sum(converted) FROM v GROUP BY day, ${sql.ref(dim)}`);
  return sql<TallyRow>`
    WITH v AS MATERIALIZED (
      SELECT a.day, a.visitor, a.views, a.conversions, CASE WHEN a.views > 0 THEN 1 ELSE 0 END AS counted,
        CASE WHEN a.views > 0 AND a.conversions > 0 THEN 1 ELSE 0 END AS converted, ${sql.join(VISIT_DIMS.map((dim) => sql.ref(`a.${dim}`)))}
      FROM analytics_visits a ${pageFilter} WHERE a.day >= ${from} AND a.day <= ${to} ${where}
    )
    SELECT day, 'total' AS dim, '' AS value, sum(counted) AS visitors, sum(views) AS views, sum(conversions) AS conversions, sum(converted) AS converted FROM v GROUP BY day
    UNION ALL SELECT day, 'unmatched', '', 0, 0, sum(conversions), 0 FROM v WHERE counted = 0 GROUP BY day
    ${lists ? sql`${sql.join(attrLists, sql` `)}
    UNION ALL SELECT v.day, CASE WHEN p.kind = 'view' THEN 'page' ELSE 'notfound' END, p.path, count(*), sum(p.n),
      sum(CASE WHEN p.kind = 'view' THEN v.conversions ELSE 0 END), sum(CASE WHEN p.kind = 'view' THEN v.converted ELSE 0 END)
    FROM analytics_visit_pages p JOIN v ON v.day = p.day AND v.visitor = p.visitor GROUP BY v.day, p.kind, p.path` : sql``}`;
}

/**
 * Counts days `from`..`to` of analytics_visits, analytics_visit_pages and analytics_counts again from their raw
 * events, by SQL (the migration that added them; a bench that seeds raw events). What keepVisits keeps as events
 * arrive, it derives at once.
 */
export async function deriveVisits(db: Kysely<Database>, from: string, to: string): Promise<void> {
  const view = sql`kind IN ('view', 'notfound')`;
  for (const table of ['analytics_visits', 'analytics_visit_pages', 'analytics_counts'] as const) await db.deleteFrom(table).where('day', '>=', from).where('day', '<=', to).execute();
  await sql`INSERT INTO analytics_visits (day, visitor, seen, rank, views, conversions, entry, referrer, source, campaign, country, device, browser)
    SELECT visit.day, visit.visitor, visit.seen, CASE WHEN e.kind IN ('view', 'notfound') THEN CASE WHEN e.entry = 1 THEN 3 ELSE 2 END ELSE 1 END, visit.views, visit.conversions,
      e.path, coalesce(e.referrer, ''), coalesce(e.utm_source, ''), coalesce(e.utm_campaign, ''), coalesce(e.country, ''), coalesce(e.device, ''), coalesce(e.browser, '')
    FROM (
      SELECT day, visitor, coalesce(max(CASE WHEN ${view} THEN at END), '') AS seen, sum(CASE WHEN ${view} THEN 1 ELSE 0 END) AS views, sum(CASE WHEN ${view} THEN 0 ELSE 1 END) AS conversions,
        coalesce(min(CASE WHEN ${view} AND entry = 1 THEN id END), min(CASE WHEN ${view} THEN id END), min(id)) AS first
      FROM analytics_events WHERE day >= ${from} AND day <= ${to} GROUP BY day, visitor
    ) visit JOIN analytics_events e ON e.id = visit.first`.execute(db);
  await sql`INSERT INTO analytics_visit_pages (day, visitor, kind, path, n)
    SELECT day, visitor, kind, path, count(*) FROM analytics_events WHERE day >= ${from} AND day <= ${to} AND ${view} GROUP BY day, visitor, kind, path`.execute(db);
  await sql`INSERT INTO analytics_counts (day, dim, value, visitors, views, conversions, converted) ${visitsTally(from, to, null, true)}`.execute(db);
}

