import 'server-only';
import { sql, type Kysely } from 'kysely';

// Analytics that survive a flood (issue 32; server/analytics/, docs/staff.md: Analytics).
// - analytics_values: the values of the open-ended lists (not-found paths, referrers, UTM source, medium and
//   campaign) kept for a day, at most VALUES_PER_DAY each, shared by every instance; any further value of that day is
//   stored as "(other)", so a flood of made-up paths or campaigns cannot grow a day's lists or the rollups.
// - converted: visitors (with a counted page view) who sent at least one form, the conversion rate's numerator, so
//   the rate cannot pass 100 %. Rows rolled before this migration take min(conversions, visitors).
// - two indexes that cover what tallyDays groups a day's events by (a visit; a visit's pages), in place of (day,
//   visitor): the GROUP BY reads the index, not the table (a day of 100,000 made-up views: 850 -> 510 ms on SQLite).
export function up() {
  return async (db: Kysely<unknown>) => {
    await db.schema
      .createTable('analytics_values')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('dim', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('analytics_values_pk', ['day', 'dim', 'value'])
      .execute();
    await db.schema.dropIndex('analytics_events_day').execute();
    await db.schema.createIndex('analytics_events_visit').on('analytics_events').columns(['day', 'visitor', 'kind', 'entry']).execute();
    await db.schema.createIndex('analytics_events_pages').on('analytics_events').columns(['day', 'visitor', 'kind', 'path']).execute();
    for (const table of ['analytics_daily', 'analytics_monthly']) {
      await db.schema.alterTable(table).addColumn('converted', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await sql`UPDATE ${sql.table(table)} SET converted = CASE WHEN conversions < visitors THEN conversions ELSE visitors END`.execute(db);
    }
  };
}
