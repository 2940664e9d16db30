import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { beaconFastPath } from '@/server/serving/beacon.mts';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(hook: Parameters<typeof beaconFastPath>[1]) {
  const seen: string[] = [];
  const handler = beaconFastPath((req, res) => {
    seen.push(`next ${req.method} ${req.url}`);
    res.end('from next');
  }, hook);
  server = createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, seen };
}

describe('the beacon in front of Next', () => {
  it('hands POST /api/hit to the app with its body, address and headers, and answers as it says', async () => {
    const calls: unknown[] = [];
    const { url, seen } = await serve(() => async (request) => {
      calls.push({ method: request.method, body: request.body, address: request.address, ua: request.headers.get('user-agent') });
      return { status: 204, gif: false };
    });
    const response = await fetch(`${url}/api/hit`, { method: 'POST', body: '{"u":"x"}', headers: { 'x-navyug-client-address': '203.0.113.5', 'user-agent': 'UA' } });
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(calls).toEqual([{ method: 'POST', body: '{"u":"x"}', address: '203.0.113.5', ua: 'UA' }]);
    expect(seen).toEqual([]);
  });

  it('answers the <noscript> GET with a GIF', async () => {
    const { url } = await serve(() => async () => ({ status: 200, gif: true }));
    const response = await fetch(`${url}/api/hit`);
    expect(response.headers.get('content-type')).toBe('image/gif');
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 6).toString()).toBe('GIF89a');
  });

  it('answers as lib/beacon-pixel.mts falls back when the app fails', async () => {
    const { url } = await serve(() => async () => Promise.reject(new Error('down')));
    const image = await fetch(`${url}/api/hit`);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/gif']);
    expect(image.headers.get('content-length')).toBe(String((await image.arrayBuffer()).byteLength));
    expect((await fetch(`${url}/api/hit`, { method: 'POST', body: '{}' })).status).toBe(204);
  });

  it('leaves other paths, and every path before the app has started, to Next', async () => {
    let started = false;
    const { url, seen } = await serve(() => (started ? async () => ({ status: 204, gif: false }) : undefined));
    expect(await (await fetch(`${url}/api/hit`, { method: 'POST', body: '{}' })).text()).toBe('from next');
    started = true;
    expect(await (await fetch(`${url}/work`)).text()).toBe('from next');
    expect((await fetch(`${url}/api/hit`, { method: 'POST', body: '{}' })).status).toBe(204);
    expect(seen).toEqual(['next POST /api/hit', 'next GET /work']);
  });
});
