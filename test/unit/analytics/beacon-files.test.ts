import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a script of the repo, plain JavaScript without types
import { BEACON_FILES, minifiedBeaconFile } from '../../../scripts/media/beacon.mjs';

const root = path.join(__dirname, '../../..');

describe('the beacon files served from public/', () => {
  it.each(Object.entries(BEACON_FILES as Record<string, string>))('public/%s is %s, minified: run `npm run media -- beacon` after editing the source', async (name) => {
    expect(readFileSync(path.join(root, 'public', name), 'utf8')).toBe(await minifiedBeaconFile(name));
  });

  it('minified, the beacon still counts views, waits for the time zone and fills the landing field', async () => {
    const beacon: string = await minifiedBeaconFile('hit.js');
    for (const part of ['"/api/hit"', '"/hit-tz.js"', 'sendBeacon', '"pushState"', '"replaceState"', '"popstate"', '"formdata"', '"landing"']) expect(beacon).toContain(part);
    expect(beacon.length).toBeLessThan(readFileSync(path.join(root, BEACON_FILES['hit.js']), 'utf8').length / 2);
  });
});
