import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxSearch, parseInboxQuery } from '@/lib/admin/inbox-filter';
import { neutralise } from '@/lib/admin/csv';
import { safeNext } from '@/server/auth/session';
import { migrate, type Db } from '@/server/db/client';
import type { Database } from '@/server/db/schema';
import { nodeSqlite } from '@/server/db/sqlite';
import { hit, peekSliding } from '@/server/security/rate-limit';

describe('CSV cells', () => {
  it.for([
    ['=HYPERLINK("http://evil","x")', `'=HYPERLINK("http://evil","x")`],
    ['+1 415 555 0132', `'+1 415 555 0132`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\tx', `'\tx`],
    ['\rx', `'\rx`],
    ['Ada Lovelace', 'Ada Lovelace'],
    ['a=b', 'a=b'],
  ])('%j is written as %j', ([input, output]) => {
    expect(neutralise(input)).toBe(output);
  });
  it('writes numbers and empty values plainly', () => {
    expect([neutralise(3), neutralise(null), neutralise(undefined)]).toEqual(['3', '', '']);
  });
});

describe('where the login sends you back to', () => {
  it.for([
    ['/admin/leads/abc', '/admin/leads/abc'],
    ['/admin?status=new&q=ada', '/admin?status=new&q=ada'],
    ['https://evil.example/admin', '/admin'],
    ['//evil.example/admin', '/admin'],
    ['/admin//evil.example', '/admin'],
    ['/administrator', '/admin'],
    ['/admin/login?next=/admin', '/admin'],
    [undefined, '/admin'],
  ])('%j → %j', ([next, back]) => {
    expect(safeNext(next)).toBe(back);
  });
});

describe('inbox filters in the URL', () => {
  it('keeps what is valid and drops the rest', () => {
    expect(parseInboxQuery({ kind: 'quote', status: 'bogus', from: '2026-02-30x', to: '2026-03-01', q: '  ada  ', page: '3' })).toEqual({ kind: 'quote', status: undefined, from: undefined, to: '2026-03-01', q: 'ada', page: 3 });
    expect(parseInboxQuery({ page: '-4' }).page).toBe(1);
    expect(parseInboxQuery({ kind: ['contact', 'quote'] }).kind).toBe('contact');
  });
  it('writes a view back as a query string without empty parts', () => {
    expect(inboxSearch({ kind: 'contact', q: 'a b', page: 1 })).toBe('?kind=contact&q=a+b');
    expect(inboxSearch({ page: 2 })).toBe('?page=2');
    expect(inboxSearch({})).toBe('');
  });
});

describe('sliding rate limit (admin sign-in)', () => {
  let dir: string;
  let db: Db;
  const rule = { max: 5, windowMs: 60_000 };
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'navyug-unit-'));
    db = { kysely: new Kysely<Database>({ dialect: new SqliteDialect({ database: nodeSqlite(path.join(dir, 't.db')) }) }), dialect: 'sqlite' };
    await migrate(db);
  });
  afterAll(async () => {
    await db.kysely.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stays locked across a window boundary and decays over the next window', async () => {
    const start = 120_000 * 1000 + 50_000; // 50 s into a window
    for (let i = 0; i < 6; i++) await hit(db.kysely, 'k', rule, start);
    const locked = await peekSliding(db.kysely, 'k', rule, start);
    expect(locked.count).toBeGreaterThanOrEqual(5);
    expect(locked.waitMs).toBeGreaterThan(10_000);
    // 5 s into the next window: a fixed window would let it through; the slide keeps ~5.5 of 6
    const justAfter = await peekSliding(db.kysely, 'k', rule, start + 15_000);
    expect(justAfter.count).toBeGreaterThanOrEqual(5);
    // when the wait it gave has passed, the count is under the limit
    const later = await peekSliding(db.kysely, 'k', rule, start + locked.waitMs + 1);
    expect(later.count).toBeLessThan(5);
  });
});
