import { describe, expect, it } from 'vitest';
import { analyticsAllowed, CONSENT_KEY, readConsent, writeConsent } from '@/lib/consent';

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('consent store', () => {
  it('has no answer on a first visit', () => {
    expect(readConsent(memoryStore())).toBeNull();
  });

  it.each(['accepted', 'declined'] as const)('remembers %s with the date of the choice', (choice) => {
    const store = memoryStore();
    expect(writeConsent(store, choice, new Date('2026-01-02T03:04:05Z'))).toBe(true);
    expect(readConsent(store)).toEqual({ choice, at: '2026-01-02T03:04:05.000Z' });
    expect(JSON.parse(store.data.get(CONSENT_KEY)!)).toEqual({ choice, at: '2026-01-02T03:04:05.000Z' });
  });

  it.each(['yes', '{"choice":"maybe","at":"x"}', '{"choice":"accepted"}', 'null', '[]'])(
    'treats an unreadable stored value (%s) as no answer',
    (raw) => {
      expect(readConsent(memoryStore({ [CONSENT_KEY]: raw }))).toBeNull();
    },
  );

  it('survives a browser that refuses storage', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readConsent(blocked)).toBeNull();
    expect(writeConsent(blocked, 'accepted')).toBe(false);
    expect(writeConsent(null, 'accepted')).toBe(false);
  });

  it('allows analytics only after Accept', () => {
    expect(analyticsAllowed(null)).toBe(false);
    expect(analyticsAllowed({ choice: 'declined', at: '' })).toBe(false);
    expect(analyticsAllowed({ choice: 'accepted', at: '' })).toBe(true);
  });
});
