// A visitor thanked for a submission must not lose it to a power cut: the connection that stores submissions
// (server/db/client.ts openDatabase, what the server, the admin command line and the migrations use) waits for
// the disk at every commit. SQLite: synchronous = FULL (2). PostgreSQL: synchronous_commit = on, even where the
// database's own default says off.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { openDatabase, type Db } from '@/server/db/client';
import { createPostgres } from '../support/database';

let db: Db | undefined;
afterEach(async () => {
  await db?.kysely.destroy();
  db = undefined;
});

function dataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'navyug-durable-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('SQLite', () => {
  it('syncs every commit: PRAGMA synchronous reads 2 (FULL) on the connection that stores submissions', async () => {
    db = await openDatabase({ dataDir: dataDir() });
    const { rows } = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(db.kysely);
    expect(rows[0].synchronous).toBe(2);
  });

  it('reads 1 (NORMAL) only when the benchmark asks for it, to measure the difference', async () => {
    db = await openDatabase({ dataDir: dataDir(), sqliteSynchronous: 'NORMAL' });
    const { rows } = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(db.kysely);
    expect(rows[0].synchronous).toBe(1);
  });
});

describe('PostgreSQL', () => {
  it('SHOW synchronous_commit answers on for every pooled connection, though the database says off', async (ctx) => {
    const pgdb = await createPostgres();
    if (!pgdb) return ctx.skip(); // never in CI: createPostgres throws there
    onTestFinished(() => pgdb.drop());
    const plain = async (statement: string) => {
      const client = new pg.Client({ connectionString: pgdb.url });
      await client.connect();
      try {
        return (await client.query(statement)).rows[0];
      } finally {
        await client.end();
      }
    };
    await plain(`ALTER DATABASE ${new URL(pgdb.url).pathname.slice(1)} SET synchronous_commit = off`);
    expect((await plain('SHOW synchronous_commit')).synchronous_commit).toBe('off'); // what any other client now gets

    db = await openDatabase({ dataDir: dataDir(), databaseUrl: pgdb.url });
    // Three transactions at once hold three connections of the pool.
    const sessions = await Promise.all(
      [1, 2, 3].map(() =>
        db!.kysely.transaction().execute(async (trx) => {
          await sql`SELECT pg_sleep(0.2)`.execute(trx);
          const { rows } = await sql<{ pid: number; synchronous_commit: string }>`SELECT pg_backend_pid() AS pid, current_setting('synchronous_commit') AS synchronous_commit`.execute(trx);
          return rows[0];
        }),
      ),
    );
    expect(new Set(sessions.map((s) => s.pid)).size).toBe(3);
    expect(sessions.map((s) => s.synchronous_commit)).toEqual(['on', 'on', 'on']);
    const { rows } = await sql<{ synchronous_commit: string }>`SHOW synchronous_commit`.execute(db.kysely);
    expect(rows[0].synchronous_commit).toBe('on');
  });
});
