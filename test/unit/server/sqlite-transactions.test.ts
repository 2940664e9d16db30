import { mkdtempSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { nodeSqlite } from '@/server/db/sqlite';

describe('a transaction on SQLite', () => {
  let dir: string | undefined;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  it('takes the write lock when it begins, so another process waits for it rather than slipping a write in between its read and its write', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'navyug-tx-'));
    const file = path.join(dir, 't.db');
    const db = new Kysely<{ t: { n: number } }>({ dialect: new SqliteDialect({ database: nodeSqlite(file) }) });
    await sql`create table t (n integer)`.execute(db);
    const other = new DatabaseSync(file);
    other.exec('PRAGMA busy_timeout = 0');
    let refused = '';
    await db.transaction().execute(async (trx) => {
      await trx.selectFrom('t').selectAll().execute(); // a read first, as a form's transaction does
      try {
        other.exec('insert into t values (1)'); // another process writes now
      } catch (error) {
        refused = (error as Error).message;
      }
      await trx.insertInto('t').values({ n: 2 }).execute();
    });
    expect(refused).toMatch(/locked|busy/i);
    expect((await db.selectFrom('t').select('n').execute()).map((r) => r.n)).toEqual([2]);
    other.close();
    await db.destroy();
  });
});
