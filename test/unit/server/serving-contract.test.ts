import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardHooks, offerGuardHooks, offerPageCache, processOnce, processValue, processValueOf, purgePageCache, setProcessValue, type GuardHooks } from '@/server/serving/contract.mts';

const slots = globalThis as unknown as Record<string, unknown>;
afterEach(() => {
  for (const key of Object.keys(slots)) if (key.startsWith('__navyug')) delete slots[key];
});

describe('the serving contract', () => {
  it('hands the serving layer the hooks the app offered, and nothing before', () => {
    expect(guardHooks()).toBeUndefined();
    const hooks: GuardHooks = { rateLimited: async () => null, formToken: async () => 'token', hit: async () => ({ status: 204, gif: false }) };
    offerGuardHooks(hooks);
    expect(guardHooks()).toBe(hooks);
  });

  it('empties the page cache the serving layer offered, and does nothing when there is none', () => {
    expect(() => purgePageCache()).not.toThrow();
    const purge = vi.fn();
    offerPageCache({ purge });
    purgePageCache();
    expect(purge).toHaveBeenCalledOnce();
  });

  it('makes a process value once, shared by every caller', async () => {
    const make = vi.fn(async () => ({ made: true }));
    const [a, b] = await Promise.all([processOnce('db', make), processOnce('db', make)]);
    expect(a).toBe(b);
    expect(make).toHaveBeenCalledOnce();
  });

  it('tries again after making it failed', async () => {
    await expect(processOnce('auth', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(processOnce('auth', async () => 'up')).resolves.toBe('up');
  });

  it('keeps a synchronous value and a set one', () => {
    const first = processValue('kicks', () => new Map());
    expect(processValue('kicks', () => new Map())).toBe(first);
    expect(processValueOf('start')).toBeUndefined();
    const start = async () => 1;
    setProcessValue('start', start);
    expect(processValueOf('start')).toBe(start);
  });
});
