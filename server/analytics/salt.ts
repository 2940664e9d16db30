import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { RETENTION } from '@/lib/retention';

// The visitor hash (Plausible's method): SHA-256 of a random salt of the day, the client address, the user agent
// and the site. The same visitor hashes the same all day, on every instance (the salt is shared through the
// database); the next day the salt is new, and once the old one is deleted (within 48 h) nothing can link a
// hash to an address again, not even with the address and the user agent in hand.

export interface SaltStore {
  /** The salt of `day`, made if there is none yet (the first instance to ask wins). */
  saltFor(day: string, fresh: string): Promise<string>;
  /** Deletes the salts of days before `day`. */
  deleteBefore(day: string): Promise<void>;
}

export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** Hands out the day's salt from memory, asking the store once per day, and deletes salts past their 48 hours. */
export function dailySalt(store: SaltStore, now: () => Date = () => new Date()) {
  let cached: { day: string; salt: Promise<string> } | null = null;
  return {
    async current(): Promise<{ day: string; salt: string }> {
      const day = dayOf(now());
      if (cached?.day !== day) {
        const salt = store.saltFor(day, randomBytes(32).toString('base64url'));
        cached = { day, salt };
        salt.catch(() => {
          if (cached?.salt === salt) cached = null; // ask again on the next hit
        });
        // A salt is used through its day, so its 48 hours end a day after: yesterday's is the only other one kept.
        void salt.then(() => store.deleteBefore(oldestKept(now()))).catch(() => undefined);
      }
      return { day, salt: await cached.salt };
    },
  };
}

/** The oldest day whose salt may still exist at `now` (its day began less than 48 h ago). */
export function oldestKept(now: Date): string {
  return dayOf(new Date(now.getTime() - (RETENTION.analyticsSaltHours - 24) * 3_600_000));
}

/** 48 bits of the hash, as an integer: plenty for a day's visitors (collisions near 1 in 10^6 at 20,000 a day), safe as a JS number. */
export function visitorHash(salt: string, address: string, userAgent: string, site: string): number {
  const digest = createHash('sha256').update(`${salt}\n${address}\n${userAgent}\n${site}`).digest();
  return digest.readUIntBE(0, 6);
}
