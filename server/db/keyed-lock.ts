import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Db } from './client';
import type { Database } from './schema';

/**
 * Runs `work` (reads, then writes that depend on them) in one write transaction that no other caller naming any of
 * the same `keys` can interleave with, on every instance. A plain transaction is not enough for a check-then-count:
 * under PostgreSQL's READ COMMITTED two of them read the same count and both go ahead.
 *
 * - PostgreSQL: a transaction-scoped advisory lock per key, taken before the first read and released by the commit.
 *   A lock rather than SELECT … FOR UPDATE, because the rows that decide may not exist yet (a first attempt), and
 *   there is nothing to lock in an empty set. The keys are taken in sorted order, so two callers that share two keys
 *   never wait for each other crosswise. A hash collision only makes two unrelated callers wait their turn.
 * - SQLite: BEGIN IMMEDIATE takes the database's write lock before the first read, so no other connection (the
 *   admin command line, a second process on the same file) writes between the read and the write. Within this
 *   process Kysely already lends its one connection to one caller at a time; `connection()` holds it throughout.
 */
export async function withKeysLocked<T>(db: Db, keys: string[], work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  if (db.dialect === 'postgres') {
    return db.kysely.transaction().execute(async (trx) => {
      for (const key of [...new Set(keys)].sort()) await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
      return work(trx);
    });
  }
  return db.kysely.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}
