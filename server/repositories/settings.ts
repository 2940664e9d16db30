import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The value kept under `key`, or null when there is none. */
export async function readSetting(db: Kysely<Database>, key: string): Promise<string | null> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value ?? null;
}

/** Keeps `value` under `key`, replacing what was there. */
export async function writeSetting(db: Kysely<Database>, key: string, value: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/**
 * The value kept under `key`, keeping `value` there first when there is none. Whoever writes first wins, on every
 * instance: the others read the winner's value.
 */
export async function settingOrKeep(db: Kysely<Database>, key: string, value: string): Promise<string> {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return (await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow()).value;
}

/**
 * Keeps `value` under `key` only if nothing is there yet: true for the one caller (of every instance) that did, so
 * work done once per install (a seed) runs once.
 */
export async function claimSetting(db: Kysely<Database>, key: string, value: string): Promise<boolean> {
  const result = await db.insertInto('settings').values({ key, value }).onConflict((oc) => oc.column('key').doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
