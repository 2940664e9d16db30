// The server's SQLite connection leaves WAL checkpoints to a thread of its own (server/db/sqlite.ts), so no commit
// on the request thread stops to copy the log into the database file.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CHECKPOINT_INTERVAL_MS, nodeSqlite } from '@/server/db/sqlite';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function open(backgroundCheckpoints: boolean) {
  const dir = mkdtempSync(path.join(tmpdir(), 'checkpoint-'));
  dirs.push(dir);
  const file = path.join(dir, 'x.db');
  const db = nodeSqlite(file, { backgroundCheckpoints });
  const query = (sql: string) => db.prepare(sql).all([]) as Record<string, unknown>[];
  const run = (sql: string, ...values: unknown[]) => db.prepare(sql).run(values);
  run('CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT)');
  /** About 8 MB of rows, in one commit: some 2,000 pages, past the default checkpoint threshold of 1,000. */
  const fill = () => {
    run('BEGIN');
    for (let i = 0; i < 4000; i++) run('INSERT INTO t (body) VALUES (?)', 'x'.repeat(2000));
    run('COMMIT');
  };
  return { db, file, query, fill, size: () => statSync(file).size };
}

async function waitFor(check: () => boolean, ms: number) {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  return check();
}

describe('SQLite checkpoints', () => {
  it('with background checkpoints, a commit never checkpoints; the thread moves the log into the file within seconds', async () => {
    const { db, query, fill, size } = open(true);
    try {
      expect(query('PRAGMA wal_autocheckpoint')).toEqual([{ wal_autocheckpoint: 0 }]);
      const before = size();
      fill();
      expect(await waitFor(() => size() > before + 4_000_000, CHECKPOINT_INTERVAL_MS * 5)).toBe(true);
      expect(query('SELECT count(*) AS n FROM t')).toEqual([{ n: 4000 }]);
    } finally {
      db.close();
    }
  });

  it('without them (the command line, tests), the connection checkpoints as SQLite does by default', () => {
    const { db, query, fill, size } = open(false);
    try {
      expect(query('PRAGMA wal_autocheckpoint')).toEqual([{ wal_autocheckpoint: 1000 }]);
      const before = size();
      fill();
      // the commit itself copied the log into the database file
      expect(size()).toBeGreaterThan(before + 4_000_000);
    } finally {
      db.close();
    }
  });
});
