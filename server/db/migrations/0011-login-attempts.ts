import 'server-only';
import type { Kysely } from 'kysely';

// Admin password checks, one row each, so the sign-in limits can ask exact questions of them: how many from this
// address in the window, how many on this account today, has this address failed on this account, when was the
// last. The counters in rate_limits answer only "how many under one key". Old rows are deleted after a day.
export function up() {
  return async (db: Kysely<unknown>) => {
    await db.schema
      .createTable('login_attempts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('login_attempts_account').on('login_attempts').columns(['account', 'at']).execute();
    await db.schema.createIndex('login_attempts_address').on('login_attempts').columns(['address', 'at']).execute();
  };
}
