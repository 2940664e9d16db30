import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath, chromiumArgs, E2E_PORT } from './test/support/browser';

const baseURL = `http://127.0.0.1:${E2E_PORT}`;
// The server's data folder, decided once here and inherited by the workers (they run this file again), so
// a test can manage admin users in the same database with the command line (test/e2e/admin.spec.ts).
process.env.NAVYUG_E2E_DATA_DIR ??= path.join(tmpdir(), `navyug-e2e-${process.pid}`);

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', testIgnore: /\.(mobile|nojs)\.spec\.ts$/, use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    { name: 'mobile', testMatch: /\.mobile\.spec\.ts$/, use: { ...devices['Pixel 7'], launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } } },
    { name: 'no-javascript', testMatch: /\.nojs\.spec\.ts$/, use: { ...devices['Desktop Chrome'], javaScriptEnabled: false } },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      SITE_URL: 'https://navyug.example',
      NEXT_TELEMETRY_DISABLED: '1',
      DATA_DIR: process.env.NAVYUG_E2E_DATA_DIR,
      LOGIN_WINDOW_MS: '15000', // the admin sign-in lockout: long enough to outlast ten tries on a busy machine, short enough to see it end
      FORM_MIN_FILL_MS: '0', // browsers under test fill forms faster than people
      RATE_LIMIT_MAX: '1000',
      ANALYTICS_RATE_MAX: '100000', // every test browses from 127.0.0.1
      WEBHOOK_ALLOW_PRIVATE: '1', // test/e2e/admin-webhooks.spec.ts: its receiver listens on 127.0.0.1
    },
  },
});
