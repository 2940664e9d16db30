// Test databases of our own on the local PostgreSQL. Apart from database.ts, which imports the app's
// server modules ('server-only'), so that the browser tests (Playwright, no such alias) can use it too.
import pg from 'pg';

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Refuses to touch anything but a database on this machine. */
function assertLocal(url: string) {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '::1'].includes(host)) throw new Error(`refusing a non-local test database: ${host}`);
}

let created = 0;

export interface TestPostgres {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh PostgreSQL database for one test file, or null where none is reachable. CI has PostgreSQL,
 * so there an unreachable server is an error, never a skip.
 */
export async function createPostgres(): Promise<TestPostgres | null> {
  assertLocal(ADMIN_URL);
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    if (process.env.CI) throw new Error(`PostgreSQL at ${ADMIN_URL} is required in CI: ${(error as Error).message}`);
    return null;
  }
  const name = `navyug_it_${process.pid}_${Date.now()}_${++created}`; // two in one millisecond are two
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
