// Which errors mean "the database cannot be reached now" (a 503 the visitor may retry) and which are bugs
// (a 500): real errors from pg against a closed port and a server that never answers, and lookalikes.
import { createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseUnavailable } from '@/server/db/unavailable';
import { toResponse } from '@/server/http/errors';
import { freePort } from '../../support/server';

describe('databaseUnavailable', () => {
  let silent: Server;
  const held: Socket[] = [];
  beforeAll(async () => {
    silent = createServer((socket) => void held.push(socket)); // accepts, never answers
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  const failure = async (config: pg.PoolConfig, sql = 'SELECT 1') => {
    const pool = new pg.Pool({ ...config, max: 1 });
    pool.on('error', () => undefined);
    try {
      await pool.query(sql);
      throw new Error('the query did not fail');
    } catch (error) {
      return error;
    } finally {
      void pool.end().catch(() => undefined);
    }
  };

  it('knows pg failing to connect to a closed port, and timing out on a server that never answers', async () => {
    const refused = await failure({ host: '127.0.0.1', port: await freePort(), connectionTimeoutMillis: 2000 });
    expect((refused as { code?: string }).code).toBe('ECONNREFUSED');
    expect(databaseUnavailable(refused)).toBe(true);
    const timedOut = await failure({ host: '127.0.0.1', port: (silent.address() as { port: number }).port, connectionTimeoutMillis: 300 });
    expect((timedOut as Error).message).toMatch(/timeout/i);
    expect(databaseUnavailable(timedOut)).toBe(true);
  });

  it('knows PostgreSQL refusing connections, a connection cut under a query, and a query timeout', () => {
    for (const code of ['57P01', '57P03', '53300', '08006']) expect(databaseUnavailable(Object.assign(new Error('x'), { code })), code).toBe(true);
    expect(databaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(databaseUnavailable(new Error('Query read timeout'))).toBe(true);
    expect(databaseUnavailable(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]))).toBe(true);
    expect(databaseUnavailable(new Error('wrapped', { cause: Object.assign(new Error('x'), { code: 'ETIMEDOUT' }) }))).toBe(true);
  });

  it('leaves bugs and bad data alone', () => {
    for (const code of ['23505', '42P01', '22P02', 'SQLITE_CONSTRAINT']) expect(databaseUnavailable(Object.assign(new Error('x'), { code })), code).toBe(false);
    expect(databaseUnavailable(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(databaseUnavailable(null)).toBe(false);
    expect(databaseUnavailable('Connection terminated')).toBe(false);
  });

  it('is answered 503 with Retry-After and a way forward (one log line), not 500', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = toResponse(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }), 'apply');
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('60');
      expect((await response.json()).message).toBe('We cannot receive this form right now because of a fault on our side. Please try again in a few minutes, or write to us at hr@navyug.example.');
      expect(logged.mock.calls).toEqual([['apply form: the database is unreachable (connect ECONNREFUSED 127.0.0.1:5432); answered 503']]);
      expect(toResponse(new Error('a bug')).status).toBe(500);
    } finally {
      logged.mockRestore();
    }
  });
});
