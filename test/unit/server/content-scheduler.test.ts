// Scheduling with a fake clock: the scheduler every instance runs publishes an item once its time has come, within
// one interval of it (250 ms by default: with the poll and nginx's half second, within PRODUCT.md's 1 s), and never before.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Db } from '@/server/db/client';
import { findItem, stateOf } from '@/server/repositories/content';
import { saveDraft, schedule, SCHEDULER_INTERVAL_MS, startScheduler } from '@/server/content/studio';
import { config } from '@/server/config';

const T0 = new Date('2027-05-01T09:00:00.000Z');
const me = { email: 'editor@navyug.example' };

/** Lets the scheduler's database work finish (real I/O; only the timers are fake). */
async function settle() {
  for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve));
}

describe('the content scheduler', () => {
  let dir: string;
  let db: Db;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'navyug-scheduler-'));
    db = await openDatabase({ dataDir: dir });
  });
  afterAll(async () => {
    await db.kysely.destroy();
    rmSync(dir, { recursive: true, force: true });
  });
  afterEach(() => vi.useRealTimers());

  it('ticks as often as the content version poll by default, so a schedule shows within PRODUCT.md’s second', () => {
    expect(config.contentSchedulerMs).toBe(SCHEDULER_INTERVAL_MS);
    // Its tick, the other instances' poll, then nginx's half second (deploy/nginx.conf): 250 + 250 + 500 ms.
    expect(SCHEDULER_INTERVAL_MS + config.contentPollMs + 500).toBeLessThanOrEqual(1000);
  });

  it('publishes a scheduled item within one interval of its time, not before', async () => {
    const saved = await saveDraft(db.kysely, { collection: 'faqs', slug: '', fields: { title: 'Can you start next week?', content: 'Often, yes.' }, actor: me, now: T0 });
    if (saved.kind !== 'saved') throw new Error(saved.kind);
    const at = new Date(T0.getTime() + 5_000);
    expect(await schedule(db.kysely, saved.item.id, 1, at, me, T0)).toEqual({ kind: 'scheduled', at: at.toISOString() });

    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'], now: T0 });
    const stop = startScheduler(db.kysely, SCHEDULER_INTERVAL_MS, () => new Date());
    try {
      const state = async () => stateOf((await findItem(db.kysely, saved.item.id))!);
      await settle();
      for (let waited = 0; waited + SCHEDULER_INTERVAL_MS < 5_000; waited += SCHEDULER_INTERVAL_MS) {
        await vi.advanceTimersByTimeAsync(SCHEDULER_INTERVAL_MS);
        await settle();
        expect(await state(), `at +${(waited + SCHEDULER_INTERVAL_MS) / 1000} s`).toBe('scheduled');
      }
      // The time comes at +5 s: the tick at +5 s publishes it.
      await vi.advanceTimersByTimeAsync(SCHEDULER_INTERVAL_MS);
      await settle();
      expect(Date.now() - at.getTime()).toBeLessThanOrEqual(SCHEDULER_INTERVAL_MS);
      expect(await state()).toBe('published');
      const item = (await findItem(db.kysely, saved.item.id))!;
      expect(item.scheduled_at).toBeNull();
      expect(item.published_revision).toBe(1);
    } finally {
      stop();
    }
  });
});
