import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../schema';

// Trigram indexes for the inbox's text search on PostgreSQL, on the same expressions the search uses
// (server/repositories/inbox.ts), so `LIKE '%word%'` is an index lookup at 100,000 submissions. pg_trgm
// ships with PostgreSQL; where the database user may not create extensions, the search still works, by a
// scan. SQLite scans: at 100,000 rows that stays well under the budget (npm run bench:inbox).
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>) => {
    if (dialect !== 'postgres') return;
    await sql`SAVEPOINT trigram`.execute(db);
    try {
      await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    } catch (error) {
      await sql`ROLLBACK TO SAVEPOINT trigram`.execute(db);
      console.warn(`migration 0006: pg_trgm is not available (${(error as Error).message}); the inbox search will scan`);
      return;
    }
    await sql`CREATE INDEX leads_search ON leads USING gin ((lower(fullname || ' ' || email || ' ' || coalesce(company, '') || ' ' || coalesce(message, ''))) gin_trgm_ops)`.execute(db);
    await sql`CREATE INDEX applications_search ON applications USING gin ((lower(first_name || ' ' || last_name || ' ' || email)) gin_trgm_ops)`.execute(db);
  };
}
