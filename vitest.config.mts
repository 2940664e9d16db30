import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));
const resolve = {
  alias: {
    '@': root,
    'server-only': path.join(root, 'test/support/server-only.ts'),
  },
};

/**
 * A test database is dropped WITH (FORCE) when its file is done (test/support/postgres.ts): PostgreSQL ends the
 * connections still open to it with 57P01, and a pool client that has just been released can report it after its
 * test has finished, where nothing listens any more. That is the teardown of a throwaway database, not a fault of
 * the code under test; every other unhandled error still fails the run.
 */
function isTestDatabaseDrop(thrown: object): boolean {
  const error = thrown as { code?: unknown; client?: { database?: unknown } };
  const database = error.client?.database;
  return error.code === '57P01' && (database === undefined || (typeof database === 'string' && database.startsWith('navyug_it_')));
}

export default defineConfig({
  resolve,
  test: {
    onUnhandledError: (error) => (isTestDatabaseDrop(error) ? false : undefined),
    projects: [
      { resolve, test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node' } },
      {
        resolve,
        // Each file starts real servers (Next, SMTP, PostgreSQL databases): one file at a time on two cores.
        test: { name: 'integration', include: ['test/integration/**/*.test.ts'], environment: 'node', fileParallelism: false, testTimeout: 30_000, hookTimeout: 90_000 },
      },
    ],
  },
});
