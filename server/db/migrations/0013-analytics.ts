import 'server-only';
import type { Kysely } from 'kysely';
import type { Dialect } from '../schema';

// First-party analytics (issue 27; server/analytics/). Nothing here can name a person: a page view keeps a
// visitor hash that changes every day (a random salt per day, deleted within 48 h, then the hash links to nothing),
// never the address or the user agent.
// - analytics_salts: the day's random salt, shared by every instance, so a visitor hashes the same on each.
// - analytics_events: raw page views and conversions, kept 30 days (lib/retention.ts); `visitor` is 48 bits of the
//   hash (an integer on both engines, so counting distinct visitors stays cheap).
// - analytics_daily: what the dashboard reads past today, one row per day, list (`dim`) and row (`value`), and per
//   filter (`fdim`/`fvalue`, '' for none), kept 25 months: a view over two years reads thousands of rows, not millions.
// - analytics_monthly: the same summed per calendar month once it is over, so a year reads 12 months' rows, not 365 days'.
// - analytics_blocked: bots and spam turned away, a count per day and nothing else.
// - leads: how a lead arrived (UTM values and referrer host of its landing page, as its form carried them).
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>) => {
    const big = dialect === 'postgres' ? 'bigint' : 'integer';
    await db.schema.createTable('analytics_salts').addColumn('day', 'text', (c) => c.primaryKey()).addColumn('salt', 'text', (c) => c.notNull()).execute();
    await db.schema
      .createTable('analytics_events')
      .addColumn('id', dialect === 'postgres' ? 'bigserial' : 'integer', (c) => c.primaryKey())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('visitor', big, (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('entry', 'integer', (c) => c.notNull())
      .addColumn('referrer', 'text')
      .addColumn('utm_source', 'text')
      .addColumn('utm_medium', 'text')
      .addColumn('utm_campaign', 'text')
      .addColumn('country', 'text')
      .addColumn('device', 'text')
      .addColumn('browser', 'text')
      .execute();
    await db.schema.createIndex('analytics_events_day').on('analytics_events').columns(['day', 'visitor']).execute();
    await db.schema.createIndex('analytics_events_at').on('analytics_events').column('at').execute();
    await db.schema
      .createTable('analytics_daily')
      .addColumn('fdim', 'text', (c) => c.notNull())
      .addColumn('fvalue', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('dim', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('visitors', 'integer', (c) => c.notNull())
      .addColumn('views', 'integer', (c) => c.notNull())
      .addColumn('conversions', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('analytics_daily_pk', ['fdim', 'fvalue', 'day', 'dim', 'value'])
      .execute();
    await db.schema.createIndex('analytics_daily_day').on('analytics_daily').column('day').execute();
    // the chart and the period before read one list ('total') per day
    await db.schema.createIndex('analytics_daily_dim').on('analytics_daily').columns(['fdim', 'fvalue', 'dim', 'day']).execute();
    await db.schema
      .createTable('analytics_monthly')
      .addColumn('fdim', 'text', (c) => c.notNull())
      .addColumn('fvalue', 'text', (c) => c.notNull())
      .addColumn('month', 'text', (c) => c.notNull())
      .addColumn('dim', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('visitors', 'integer', (c) => c.notNull())
      .addColumn('views', 'integer', (c) => c.notNull())
      .addColumn('conversions', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('analytics_monthly_pk', ['fdim', 'fvalue', 'month', 'dim', 'value'])
      .execute();
    await db.schema.createTable('analytics_blocked').addColumn('day', 'text', (c) => c.primaryKey()).addColumn('hits', 'integer', (c) => c.notNull()).execute();
    for (const column of ['utm_source', 'utm_medium', 'utm_campaign', 'referrer_host', 'landing_page']) await db.schema.alterTable('leads').addColumn(column, 'text').execute();
  };
}
