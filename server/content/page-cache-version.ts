import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readSetting, writeSetting } from '../repositories/settings';
import { every } from '../loop';
import { purgePageCache } from '../serving/contract.mts';

// Pages rendered from the database (the careers pages) are kept in each instance's page cache
// (server/serving/front-cache.mts) until their content changes. A change writes a new content version to the
// settings table, which every instance shares; each instance polls it and empties its page cache when it
// differs, so a job published through one instance shows on all of them within one poll.

const KEY = 'content_version';

/** Records that database-backed pages changed: this instance's cache empties now, the others' on their next poll. */
export async function pagesChanged(db: Kysely<Database>): Promise<void> {
  await writeSetting(db, KEY, randomUUID());
  purgePageCache();
}

/**
 * Polls the content version every `intervalMs` and empties the page cache when it changed, and also when the
 * database answers again after failing (pages rendered meanwhile may say the jobs could not be loaded).
 */
export function watchPageCacheVersion(db: Kysely<Database>, intervalMs: number): () => Promise<void> {
  let seen: string | null | undefined; // undefined: not read yet
  let failing = false;
  const poll = async () => {
    try {
      const value = await readSetting(db, KEY);
      if ((seen !== undefined && value !== seen) || failing) purgePageCache();
      seen = value;
      failing = false;
    } catch {
      failing = true;
    }
  };
  return every(intervalMs, 'content version', poll).stop;
}
