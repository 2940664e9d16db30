import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const cache = new Map<string, string>();

/** A random secret kept in the settings table, made on first use and shared by every instance. */
export async function secret(db: Kysely<Database>, key: string): Promise<string> {
  const cached = cache.get(key);
  if (cached) return cached;
  await db
    .insertInto('settings')
    .values({ key, value: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const { value } = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  cache.set(key, value);
  return value;
}
