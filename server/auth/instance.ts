import 'server-only';
import { nextCookies } from 'better-auth/next-js';
import { getMigrations } from 'better-auth/db/migration';
import { currentDb } from '../db/current';
import { processOnce } from '../serving/contract.mts';
import { createAuth, type Auth } from './auth';

/** The app's Better Auth, made once per process (tried again after a failure); `nextCookies` lets Server Actions set its cookies. */
export function auth(): Promise<Auth> {
  return processOnce('auth', async () => {
    const instance = await createAuth(await currentDb(), [nextCookies()]);
    await checkSchema(instance);
    return instance;
  });
}

/**
 * Better Auth's tables come with our migrations (0005-auth). If an upgrade of better-auth wants more, say so
 * loudly rather than let it create them itself: regenerate with scripts/auth-schema.mts into a new migration.
 */
async function checkSchema(instance: Auth) {
  const { toBeCreated, toBeAdded, toBeAddedIndexes } = await getMigrations(instance.options);
  const missing = [...toBeCreated.map((t) => t.table), ...toBeAdded.map((t) => `${t.table} (${Object.keys(t.fields).join(', ')})`), ...toBeAddedIndexes.map((i) => JSON.stringify(i).slice(0, 80))];
  if (missing.length) console.error(`auth: the database lacks what this better-auth version needs: ${missing.join('; ')}. Add a migration from scripts/auth-schema.mts.`);
}
