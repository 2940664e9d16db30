import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { settingOrKeep } from '../repositories/settings';

const cache = new Map<string, string>();

/** A random secret kept in the settings table, made on first use and shared by every instance. */
export async function secret(db: Kysely<Database>, key: string): Promise<string> {
  const cached = cache.get(key);
  if (cached) return cached;
  const value = await settingOrKeep(db, key, randomBytes(32).toString('hex'));
  cache.set(key, value);
  return value;
}
