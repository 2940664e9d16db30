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

export default defineConfig({
  resolve,
  test: {
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
