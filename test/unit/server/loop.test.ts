import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { every } from '@/server/loop';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A run that waits until the test lets it end. */
function gated() {
  const releases: Array<() => void> = [];
  const fn = vi.fn(() => new Promise<void>((resolve) => releases.push(resolve)));
  return { fn, release: () => releases.shift()?.() };
}

describe('every', () => {
  it('runs at once, then every interval, until stopped', async () => {
    const fn = vi.fn();
    const loop = every(1000, 'test', fn);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(fn).toHaveBeenCalledTimes(4);
    loop.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fn).toHaveBeenCalledTimes(4);
  });

  it('waits firstAfterMs before its first run when asked', async () => {
    const fn = vi.fn();
    const loop = every(10_000, 'test', fn, { firstAfterMs: 500 });
    expect(fn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(9_500);
    expect(fn).toHaveBeenCalledTimes(2);
    loop.stop();
  });

  it('never overlaps: a tick while a run is under way is skipped', async () => {
    const { fn, release } = gated();
    const loop = every(100, 'test', fn);
    await vi.advanceTimersByTimeAsync(350);
    expect(fn).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(100);
    expect(fn).toHaveBeenCalledTimes(2);
    loop.stop();
    release();
  });

  it('with `again`, goes round once more after a run asked for meanwhile', async () => {
    const { fn, release } = gated();
    const loop = every(60_000, 'test', fn, { again: true });
    void loop.run();
    void loop.run();
    expect(fn).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(fn).toHaveBeenCalledTimes(2);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(fn).toHaveBeenCalledTimes(2);
    loop.stop();
  });

  it('logs an error and goes on; run() resolves after the run', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    const loop = every(100, 'the sweep', async () => {
      calls += 1;
      if (calls === 1) throw new Error('database down');
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toHaveBeenCalledWith('the sweep: database down');
    await expect(loop.run()).resolves.toBeUndefined();
    expect(calls).toBe(2);
    const handled: unknown[] = [];
    const other = every(100, 'other', () => Promise.reject(new Error('x')), { onError: (error) => handled.push(error) });
    await vi.advanceTimersByTimeAsync(0);
    expect(handled).toHaveLength(1);
    expect(log).toHaveBeenCalledTimes(1);
    loop.stop();
    other.stop();
    log.mockRestore();
  });

  it('does not keep the process alive', () => {
    vi.useRealTimers();
    const unref = vi.spyOn(globalThis, 'setInterval');
    const loop = every(1000, 'test', () => {});
    const timer = unref.mock.results[0].value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    loop.stop();
    unref.mockRestore();
  });
});
