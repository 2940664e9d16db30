// public/hit.js and public/hit-tz.js: the page-view beacon and its time-zone worker, minified from their
// readable sources in lib/analytics. Every page loads them (after idle), so their bytes count on every page:
// minified they are 0.6 KB gzip instead of 1.1.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { transform } from 'esbuild';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
/** Each file served from public/, by the readable source it is built from. */
export const BEACON_FILES = { 'hit.js': 'lib/analytics/hit.browser.js', 'hit-tz.js': 'lib/analytics/hit-tz.browser.js' };

/**
 * What public/`name` must hold: its source, minified, and nothing else (a line saying where it comes from would
 * be a tenth of hit.js and half of hit-tz.js; a unit test, test/unit/analytics/beacon-files.test.ts, says it).
 */
export async function minifiedBeaconFile(name) {
  const source = BEACON_FILES[name];
  const { code } = await transform(readFileSync(path.join(ROOT, source), 'utf8'), { minify: true, target: 'es2017', legalComments: 'none' });
  return code;
}

export const beaconTasks = () =>
  Object.keys(BEACON_FILES).map((name) => async () => {
    const file = await minifiedBeaconFile(name);
    writeFileSync(path.join(ROOT, 'public', name), file);
    const { record } = await import('./lib.mjs');
    record(name, 0, 0, Buffer.byteLength(file), 'js');
  });
