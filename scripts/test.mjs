// npm test: unit tests (Vitest), then browser tests (Playwright in Debian's Chromium) against the
// production build. Ends with one line 'N passed, N failed' that sums both.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildIfStale, ensurePinnedNode, findChromium, root } from './lib.mjs';

ensurePinnedNode();

const e2eOnly = process.argv.includes('--e2e-only');
const unitOnly = process.argv.includes('--unit-only');
const resultsDir = path.join(root, 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const bin = (name) => path.join(root, 'node_modules/.bin', name);
const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });

let passed = 0;
let failed = 0;

// Integration and browser tests run against the production build; the benchmark's test and the browser
// tests need Chromium.
buildIfStale();
ensureChromium();

if (!e2eOnly) {
  const unitJson = path.join(resultsDir, 'unit.json');
  const result = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitJson}`]);
  if (existsSync(unitJson)) {
    const report = JSON.parse(readFileSync(unitJson, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  } else if (result.status !== 0) failed += 1; // the runner itself broke
}

if (!unitOnly) {
  const e2eJson = path.join(resultsDir, 'e2e.json');
  const result = run(bin('playwright'), ['test']);
  if (existsSync(e2eJson)) {
    const { stats } = JSON.parse(readFileSync(e2eJson, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
  } else if (result.status !== 0) failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

/** Installs Debian's chromium when it is missing and we can (root with apt), else says how. */
function ensureChromium() {
  if (findChromium()) return;
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canApt) {
    console.error('Chromium not found. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).');
    return; // the browser tests and the benchmark test then fail with a clear error, counted as failures
  }
  console.log('> Installing Debian chromium for the browser tests...');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' });
}
