import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readSetting, writeSetting } from '../repositories/settings';

// Pages rendered from the database (the careers pages) are kept in each instance's page cache
// (server/http/front-cache.mts) until their content changes. A change writes a new content version to the
// settings table, which every instance shares; each instance polls it and empties its page cache when it
// differs, so a job published through one instance shows on all of them within one poll.

const KEY = 'content_version';

interface PageCache {
  purge(): void;
}

/** The production server's page cache (scripts/server.mjs registers it); absent under `next dev` and in unit tests. */
function pageCache(): PageCache | undefined {
  return (globalThis as { __navyugPageCache?: PageCache }).__navyugPageCache;
}

/** Records that database-backed pages changed: this instance's cache empties now, the others' on their next poll. */
export async function pagesChanged(db: Kysely<Database>): Promise<void> {
  await writeSetting(db, KEY, randomUUID());
  pageCache()?.purge();
}

/**
 * Polls the content version every `intervalMs` and empties the page cache when it changed, and also when the
 * database answers again after failing (pages rendered meanwhile may say the jobs could not be loaded).
 */
export function watchPageCacheVersion(db: Kysely<Database>, intervalMs: number): () => void {
  let seen: string | null | undefined; // undefined: not read yet
  let failing = false;
  let busy = false;
  const poll = async () => {
    if (busy) return;
    busy = true;
    try {
      const value = await readSetting(db, KEY);
      if ((seen !== undefined && value !== seen) || failing) pageCache()?.purge();
      seen = value;
      failing = false;
    } catch {
      failing = true;
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(poll, intervalMs);
  timer.unref();
  void poll();
  return () => clearInterval(timer);
}
