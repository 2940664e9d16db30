import { describe, expect, it } from 'vitest';
import { BEACON_HEADERS, beaconResponse, hitFallback, PIXEL } from '@/lib/beacon-pixel.mts';

describe('the beacon pixel', () => {
  it('is a 1×1 GIF', () => {
    expect(PIXEL.subarray(0, 6).toString()).toBe('GIF89a');
    expect(PIXEL.readUInt16LE(6)).toBe(1);
    expect(PIXEL.readUInt16LE(8)).toBe(1);
  });

  it('answers with the GIF when asked, with nothing else otherwise, never stored nor indexed', () => {
    expect(beaconResponse({ status: 200, gif: true })).toEqual({ status: 200, headers: { ...BEACON_HEADERS, 'content-type': 'image/gif' }, body: PIXEL });
    expect(beaconResponse({ status: 204, gif: false })).toEqual({ status: 204, headers: BEACON_HEADERS, body: null });
    expect(BEACON_HEADERS).toMatchObject({ 'cache-control': 'no-store', 'x-robots-tag': 'noindex' });
  });

  it('falls back to the GIF for the <noscript> GET and to 204 for the beacon POST', () => {
    expect(hitFallback('GET')).toEqual({ status: 200, gif: true });
    expect(hitFallback('POST')).toEqual({ status: 204, gif: false });
  });
});
