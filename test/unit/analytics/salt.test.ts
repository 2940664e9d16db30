import { describe, expect, it } from 'vitest';
import { dailySalt, oldestKept, visitorHash, type SaltStore } from '@/server/analytics/salt';

/** The database's salts, in memory: the same contract as server/repositories/analytics.ts. */
function memoryStore() {
  const salts = new Map<string, string>();
  const store: SaltStore = {
    async saltFor(day, fresh) {
      if (!salts.has(day)) salts.set(day, fresh);
      return salts.get(day)!;
    },
    async deleteBefore(day) {
      for (const key of salts.keys()) if (key < day) salts.delete(key);
    },
  };
  return { salts, store };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the daily salt', () => {
  it('stays the same all day, changes at midnight UTC, and is gone 48 hours after its day began', async () => {
    let now = new Date('2026-03-10T00:00:01Z');
    const { salts, store } = memoryStore();
    const salt = dailySalt(store, () => now);
    const first = await salt.current();
    expect(first.day).toBe('2026-03-10');
    now = new Date('2026-03-10T23:59:59Z');
    expect((await salt.current()).salt).toBe(first.salt);

    now = new Date('2026-03-11T00:00:00Z');
    const second = await salt.current();
    expect(second.day).toBe('2026-03-11');
    expect(second.salt).not.toBe(first.salt);
    await settle();
    // yesterday's is still needed for nothing but it is within its 48 hours: kept until the next day begins
    expect([...salts.keys()]).toEqual(['2026-03-10', '2026-03-11']);

    now = new Date('2026-03-12T00:00:00Z');
    await salt.current();
    await settle();
    expect(salts.has('2026-03-10')).toBe(false);
    expect([...salts.keys()]).toEqual(['2026-03-11', '2026-03-12']);
  });

  it('is shared: a second instance asking the same store gets the same salt', async () => {
    const now = () => new Date('2026-03-10T12:00:00Z');
    const { store } = memoryStore();
    expect((await dailySalt(store, now).current()).salt).toBe((await dailySalt(store, now).current()).salt);
  });

  it.each([
    ['2026-03-12T00:00:00Z', '2026-03-11'],
    ['2026-03-12T23:59:59Z', '2026-03-11'],
  ])('at %s the oldest salt kept is %s', (at, day) => {
    expect(oldestKept(new Date(at))).toBe(day);
  });
});

describe('the visitor hash', () => {
  it('is the same for the same salt, address, agent and site, and differs when any of them does', () => {
    const base = visitorHash('salt', '203.0.113.9', 'UA', 'navyug.example');
    expect(visitorHash('salt', '203.0.113.9', 'UA', 'navyug.example')).toBe(base);
    for (const other of [visitorHash('other', '203.0.113.9', 'UA', 'navyug.example'), visitorHash('salt', '203.0.113.8', 'UA', 'navyug.example'), visitorHash('salt', '203.0.113.9', 'UA2', 'navyug.example'), visitorHash('salt', '203.0.113.9', 'UA', 'other.example')]) {
      expect(other).not.toBe(base);
    }
    expect(Number.isSafeInteger(base)).toBe(true);
  });
});
