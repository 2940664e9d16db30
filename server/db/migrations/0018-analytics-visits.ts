import 'server-only';
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Database, Dialect } from '../schema';
import { deriveVisits } from '../analytics-visits';

// Analytics counted as page views arrive (issue 32; server/repositories/analytics.ts keepVisits). A day of 100,000
// made-up visits made today's dashboard count 100,000 visits at each request (825 ms on SQLite, a time-out on
// PostgreSQL); these tables keep what that count needs, updated with each batch of events:
// - analytics_visits: a day's visit (a visitor hash): its views, its conversions and the attributes its lists read
//   (those of its first view from elsewhere, else its first view, else its first conversion: `rank` 3, 2, 1).
// - analytics_visit_pages: the pages a visit viewed, and how often: the page lists and the page filter read these.
// - analytics_counts: a day's count per list row, unfiltered: what the dashboard reads for today, a few thousand rows
//   at most whatever the traffic (the open-ended lists are capped per day, migration 0016).
// Kept as long as the raw events (30 days). Existing events are counted here once, by the same query as at run time.
// A visit's `seen` is the time of its last page view: "Visitors now" counts the visits seen in the last five minutes
// from an index (a flood's 100,000 events: count(distinct visitor) took 56 to 87 ms).
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>) => {
    const big = dialect === 'postgres' ? 'bigint' : 'integer';
    const counts = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
    let visits = db.schema.createTable('analytics_visits').addColumn('day', 'text', (c) => c.notNull()).addColumn('visitor', big, (c) => c.notNull());
    visits = visits.addColumn('seen', 'text', (c) => c.notNull().defaultTo('')).addColumn('rank', 'integer', counts).addColumn('views', 'integer', counts).addColumn('conversions', 'integer', counts);
    for (const column of ['entry', 'referrer', 'source', 'campaign', 'country', 'device', 'browser']) visits = visits.addColumn(column, 'text', (c) => c.notNull().defaultTo(''));
    await visits.addPrimaryKeyConstraint('analytics_visits_pk', ['day', 'visitor']).execute();
    await db.schema.createIndex('analytics_visits_seen').on('analytics_visits').column('seen').execute();
    await db.schema
      .createTable('analytics_visit_pages')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('visitor', big, (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('n', 'integer', counts)
      .addPrimaryKeyConstraint('analytics_visit_pages_pk', ['day', 'visitor', 'kind', 'path'])
      .execute();
    // the page filter starts from the page
    await db.schema.createIndex('analytics_visit_pages_path').on('analytics_visit_pages').columns(['kind', 'path', 'day', 'visitor']).execute();
    await db.schema
      .createTable('analytics_counts')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('dim', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('visitors', 'integer', counts)
      .addColumn('views', 'integer', counts)
      .addColumn('conversions', 'integer', counts)
      .addColumn('converted', 'integer', counts)
      .addPrimaryKeyConstraint('analytics_counts_pk', ['day', 'dim', 'value'])
      .execute();
    await deriveVisits(db as unknown as Kysely<Database>, '0000-00-00', '9999-99-99');
  };
}
