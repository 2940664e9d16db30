// The admin sign-in limits (server/auth/throttle.ts) against a real database of each engine, on a clock the test
// sets: what each rule refuses and for how long, and that reservations made at once never overshoot a limit (the
// check and the count are one locked transaction). Needs no build.
import { describe, expect, it, onTestFinished } from 'vitest';
import { reserveLoginAttempt, type LoginRule, type Reservation } from '@/server/auth/throttle';
import { migrate, type Db } from '@/server/db/client';
import { engineDatabase, type Engine } from '../support/database';

const rule: LoginRule = { max: 5, windowMs: 60_000, accountMax: 12 };
const T0 = Date.UTC(2026, 10, 25, 9, 0, 0);

describe.each<{ engine: Engine }>([{ engine: 'SQLite' }, { engine: 'PostgreSQL' }])('admin sign-in limits on $engine', ({ engine }) => {
  async function database(): Promise<Db | null> {
    const opened = await engineDatabase(engine);
    if (!opened) return null;
    onTestFinished(() => opened.close());
    await migrate(opened.db);
    return opened.db;
  }
  const reserve = (db: Db, email: string, ip: string, at: number) => reserveLoginAttempt(db, email, ip, { now: at, rule });
  const refusal = (reservation: Reservation) => (reservation.granted ? 'granted' : { reason: reservation.reason, waitMs: reservation.waitMs });

  it('five failures from one address lock it, whatever the account, until the oldest leaves the window; a right password is not counted', async (ctx) => {
    const db = await database();
    if (!db) return ctx.skip();
    const right = await reserve(db, 'ops@agency.example', '203.0.113.1', T0);
    expect(right.granted).toBe(true);
    if (right.granted) await right.release();
    for (let i = 0; i < 5; i++) expect((await reserve(db, `user${i}@agency.example`, '203.0.113.1', T0 + i * 1000)).granted).toBe(true);
    expect(refusal(await reserve(db, 'ops@agency.example', '203.0.113.1', T0 + 10_000))).toEqual({ reason: 'address', waitMs: 50_000 });
    expect((await reserve(db, 'ops@agency.example', '203.0.113.2', T0 + 10_000)).granted).toBe(true); // another address
    expect((await reserve(db, 'ops@agency.example', '203.0.113.1', T0 + 60_000)).granted).toBe(true); // the first has left the window
  });

  it('an IPv6 client is counted by its /64', async (ctx) => {
    const db = await database();
    if (!db) return ctx.skip();
    for (let i = 1; i <= 5; i++) expect((await reserve(db, 'ops@agency.example', `2001:db8:7:7::${i}`, T0)).granted).toBe(true);
    expect(refusal(await reserve(db, 'ops@agency.example', '2001:db8:7:7:ffff::1', T0))).toMatchObject({ reason: 'address' });
    expect((await reserve(db, 'ops@agency.example', '2001:db8:7:8::1', T0)).granted).toBe(true);
  });

  it('past the account threshold: failed addresses wait out the window, fresh ones take turns 1 s, 2 s, 4 s … apart, capped at window / max', async (ctx) => {
    const db = await database();
    if (!db) return ctx.skip();
    const email = 'target@agency.example';
    let at = T0;
    // Three addresses, four failures each: the threshold (12), with none of them locked on its own.
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) for (let i = 0; i < 4; i++) expect((await reserve(db, email, ip, (at += 100))).granted).toBe(true);
    expect(refusal(await reserve(db, email, '198.51.100.1', at + 2000))).toEqual({ reason: 'account', waitMs: rule.windowMs - 2000 - 800 });
    expect((await reserve(db, 'other@agency.example', '198.51.100.1', at + 2000)).granted).toBe(true); // only this account is guarded

    expect(refusal(await reserve(db, email, '192.0.2.1', at + 500))).toEqual({ reason: 'account', waitMs: 500 });
    const gaps = [];
    for (let i = 0; i < 7; i++) {
      const delay = Math.min(1000 * 2 ** i, rule.windowMs / rule.max);
      expect(refusal(await reserve(db, email, `192.0.2.${10 + i}`, at + delay - 1))).toMatchObject({ reason: 'account' });
      expect((await reserve(db, email, `192.0.2.${20 + i}`, (at += delay))).granted).toBe(true);
      gaps.push(delay);
    }
    expect(gaps).toEqual([1000, 2000, 4000, 8000, 12_000, 12_000, 12_000]);
    // A right password at its turn is taken back: the next turn is as far as before.
    const owner = await reserve(db, email, '192.0.2.99', (at += 12_000));
    expect(owner.granted).toBe(true);
    if (owner.granted) await owner.release();
    expect((await reserve(db, email, '192.0.2.98', at)).granted).toBe(true);
  });

  it('reservations made at once never overshoot: with one try left, one of twenty is granted', async (ctx) => {
    const db = await database();
    if (!db) return ctx.skip();
    for (let i = 0; i < 4; i++) expect((await reserve(db, 'burst@agency.example', '203.0.113.50', T0 + i)).granted).toBe(true);
    const burst = await Promise.all(Array.from({ length: 20 }, () => reserve(db, 'burst@agency.example', '203.0.113.50', T0 + 10)));
    expect(burst.filter((reservation) => reservation.granted)).toHaveLength(1);
    // and on the account: twenty fresh addresses at the threshold, one turn
    for (let i = 0; i < rule.accountMax; i++) expect((await reserve(db, 'spread@agency.example', `198.51.100.${100 + i}`, T0)).granted).toBe(true);
    const spread = await Promise.all(Array.from({ length: 20 }, (_, i) => reserve(db, 'spread@agency.example', `192.0.2.${100 + i}`, T0 + 1000)));
    expect(spread.filter((reservation) => reservation.granted)).toHaveLength(1);
  });
});
