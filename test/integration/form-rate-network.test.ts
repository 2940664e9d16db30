// A form's rate limit counts an IPv6 /64 as one client, as the guard's body slots, the analytics limit and sign-in
// throttling do: a visitor who picks a new address in their network for every post is still one visitor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '@/server/config';
import { alreadyRefused, rateLimited } from '@/server/forms/submission';
import type { Submission } from '@/server/forms/submission';
import { migratedDatabase } from '../support/database';
type Db = import('@/server/db/client').Db;

describe.each<{ engine: 'SQLite' | 'PostgreSQL' }>([{ engine: 'SQLite' }, { engine: 'PostgreSQL' }])('form rate limit per network on $engine', ({ engine }) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const opened = await migratedDatabase(engine);
    if (opened) ({ db, close } = opened);
  });
  afterAll(async () => close?.());

  const post = (ip: string) => rateLimited(db.kysely, 'contact', { ip } as Submission, (wait) => `Too many submissions from your network. Please wait ${wait}.`);

  it('refuses a new address in the same /64 once the network used its window, and lets another network in', async () => {
    if (!db) return;
    for (let n = 1; n <= config.rateLimit.max; n++) expect(await post(`2001:db8:1:2::${n.toString(16)}`), `post ${n}`).toBeNull();
    expect(await post('2001:db8:1:2:ffff:ffff:ffff:ffff')).toMatchObject({ status: 'rejected', httpStatus: 429 });
    expect(await alreadyRefused(db.kysely, 'contact', '2001:db8:1:2::abcd')).toBeGreaterThan(0); // the guard's early answer too
    expect(await post('2001:db8:1:3::1')).toBeNull();
    expect(await post('192.0.2.7')).toBeNull();
  });
});
