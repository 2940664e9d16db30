/** The visitor's cookie choice, kept in localStorage so the pop-up is never shown again once answered. */

export const CONSENT_KEY = 'cookie-consent';
export type ConsentChoice = 'accepted' | 'declined';
export interface ConsentRecord {
  choice: ConsentChoice;
  at: string; // ISO date of the choice
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The browser's localStorage, or null where it is blocked (private modes, storage disabled). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

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

/**
 * The choice as a form sends it with a submission (`accepted@2026-11-25T14:00:00.000Z`), so the consent ledger
 * can record it next to the person it now belongs to. Nothing identifies the browser: no id is ever made for it.
 */
export const choiceField = (record: ConsentRecord) => `${record.choice}@${record.at}`;

/** The choice a form sent, when it is well formed and not dated in the future (else it is not recorded). */
export function parseChoiceField(value: string | undefined, now = new Date()): ConsentRecord | null {
  const match = /^(accepted|declined)@(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,3})?Z)$/.exec(value ?? '');
  if (!match) return null;
  const at = new Date(match[2]);
  if (Number.isNaN(at.getTime()) || at.getTime() > now.getTime() + 60_000) return null;
  return { choice: match[1] as ConsentChoice, at: at.toISOString() };
}
