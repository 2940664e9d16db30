/** The visitor's cookie choice, kept in localStorage so the pop-up is never shown again once answered. */

export const CONSENT_KEY = 'cookie-consent';
export type ConsentChoice = 'accepted' | 'declined';
export interface ConsentRecord {
  choice: ConsentChoice;
  at: string; // ISO date of the choice
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The stored choice, or null when none was made (or the stored value is unreadable). */
export function readConsent(store: KeyValueStore | null | undefined): ConsentRecord | null {
  try {
    const raw = store?.getItem(CONSENT_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<ConsentRecord>;
    if ((value.choice === 'accepted' || value.choice === 'declined') && typeof value.at === 'string') {
      return { choice: value.choice, at: value.at };
    }
    return null;
  } catch {
    return null; // storage blocked or corrupt: ask again
  }
}

/** Saves the choice; returns false when the browser refuses storage (the answer then lasts this page view). */
export function writeConsent(store: KeyValueStore | null | undefined, choice: ConsentChoice, now = new Date()): boolean {
  try {
    if (!store) return false;
    store.setItem(CONSENT_KEY, JSON.stringify({ choice, at: now.toISOString() } satisfies ConsentRecord));
    return true;
  } catch {
    return false;
  }
}

/** Analytics-like beacons are allowed only after an explicit Accept. */
export function analyticsAllowed(record: ConsentRecord | null): boolean {
  return record?.choice === 'accepted';
}
