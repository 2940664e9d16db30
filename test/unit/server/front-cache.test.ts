import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scriptHash } from '@/server/serving/csp.mts';
import { PAGE_CACHE_HEADER, TOKEN_PLACEHOLDER } from '@/server/serving/contract.mts';
import { createFrontCache, negotiate, PROXY_SECONDS, storableFor, type FrontCacheOptions } from '@/server/serving/front-cache.mts';
import { filledBrotli } from '@/server/serving/token-fill.mts';

const PAGE = `<!doctype html><html><body>${'<p>Technology meets creativity.</p>'.repeat(200)}</body></html>`;
const STATIC_HEADERS = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=31536000', etag: '"abc"', vary: 'rsc, Accept-Encoding' };

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** the header names in the order they came */
  names: string[];
  raw: Buffer;
  text: string;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A cache in front of a fake upstream that counts its calls; `reply` writes the upstream's answer. */
async function setUp(reply: (req: IncomingMessage, res: ServerResponse) => void, options?: FrontCacheOptions) {
  const calls: string[] = [];
  const cache = createFrontCache((req, res) => {
    calls.push(`${req.method} ${req.url}`);
    reply(req, res);
  }, options);
  const server = createServer(cache.handle);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Answer>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const text = raw.length === 0 ? '' : (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString();
          resolve({ status: res.statusCode!, headers: res.headers, names: res.rawHeaders.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase()), raw, text });
        });
      })
        .on('error', reject)
        .end();
    });
  /** A request, then waits until what it captured is stored. */
  const prime = async (path: string, headers: Record<string, string> = {}) => {
    const answer = await get(path, headers);
    await cache.settled();
    return answer;
  };
  return { cache, calls, get, prime };
}

const staticPage = (req: IncomingMessage, res: ServerResponse) => {
  for (const [name, value] of Object.entries(STATIC_HEADERS)) res.setHeader(name, value);
  res.setHeader('x-frame-options', 'DENY');
  res.end(PAGE);
};

const FLIGHT = `0:{"b":"build-1","f":[["children","services"]]}\n`;
const RSC_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url'];

/** Answers like Next: Flight data to an RSC request, HTML to any other, and deletes the RSC headers first. */
const nextPage = (req: IncomingMessage, res: ServerResponse) => {
  const rsc = req.headers.rsc === '1';
  for (const name of RSC_HEADERS) delete req.headers[name];
  res.setHeader('cache-control', 's-maxage=31536000');
  res.setHeader('vary', 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding');
  res.setHeader('content-type', rsc ? 'text/x-component' : 'text/html; charset=utf-8');
  res.end(rsc ? FLIGHT : PAGE);
};

describe('front cache', () => {
  it('answers a prerendered page from memory after the first request, in the encoding the client prefers', async () => {
    const { calls, get, prime, cache } = await setUp(staticPage);
    const first = await prime('/services');
    expect(first.text).toBe(PAGE);
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip;q=0.9', 'gzip'],
      ['', undefined],
      ['identity', undefined],
    ] as const) {
      const answer = await get('/services', accept ? { 'accept-encoding': accept } : {});
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.text).toBe(PAGE);
      expect(Number(answer.headers['content-length'])).toBe(answer.raw.length);
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers.vary).toBe('rsc, Accept-Encoding');
    }
    expect(calls).toEqual(['GET /services']);
    expect(cache.stats.hits).toBe(5);
  });

  it('stores what the upstream sent gzip-compressed, decoded, and recompresses it itself', async () => {
    const { calls, get, prime } = await setUp((req, res) => {
      for (const [name, value] of Object.entries(STATIC_HEADERS)) res.setHeader(name, value);
      res.setHeader('content-encoding', 'gzip');
      const body = gzipSync(PAGE);
      res.write(body.subarray(0, 100));
      res.end(body.subarray(100));
    });
    await prime('/', { 'accept-encoding': 'gzip' });
    const answer = await get('/', { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.text).toBe(PAGE);
    expect((await get('/')).text).toBe(PAGE);
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['private, no-cache, no-store, max-age=0, must-revalidate', {}],
    ['max-age=60', {}], // a private cache may keep it; a shared one needs s-maxage or public
    ['s-maxage=60', { 'set-cookie': 'session=1' }],
    [undefined, {}],
  ])('passes through and never stores a response with Cache-Control %s', async (cacheControl, extra) => {
    const { calls, prime } = await setUp((req, res) => {
      if (cacheControl) res.setHeader('cache-control', cacheControl);
      for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
      res.end(PAGE);
    });
    await prime('/contact-us');
    expect((await prime('/contact-us')).text).toBe(PAGE);
    expect(calls).toHaveLength(2);
  });

  it('never stores errors, and sends POST, ranges and credentials straight through', async () => {
    const { calls, prime, get } = await setUp((req, res) => {
      if (req.url === '/missing') res.statusCode = 404;
      staticPage(req, res);
    });
    await prime('/missing');
    await prime('/missing');
    await get('/services', {}, 'POST');
    await get('/services', {}, 'POST');
    await prime('/services'); // stored
    await prime('/services', { range: 'bytes=0-10' });
    await prime('/services', { authorization: 'Basic eDp5' });
    await get('/services');
    expect(calls).toEqual(['GET /missing', 'GET /missing', 'POST /services', 'POST /services', 'GET /services', 'GET /services', 'GET /services']);
  });

  it('keeps one stored answer per value of the headers the response varies on', async () => {
    const { calls, prime, get } = await setUp(nextPage);
    await prime('/faqs');
    await prime('/faqs', { rsc: '1' });
    expect(calls).toEqual(['GET /faqs', 'GET /faqs']);
    expect((await get('/faqs')).text).toBe(PAGE);
    expect((await get('/faqs', { rsc: '1' })).text).toBe(FLIGHT);
    expect(calls).toHaveLength(2);
  });

  it('stores an RSC answer under the RSC headers the request arrived with, though Next deletes them', async () => {
    const { calls, prime, get } = await setUp(nextPage);
    await prime('/services', { rsc: '1' });
    const html = await prime('/services');
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.text).toBe(PAGE);
    const flight = await get('/services', { rsc: '1' });
    expect(flight.headers['content-type']).toBe('text/x-component');
    expect(flight.text).toBe(FLIGHT);
    expect((await get('/services')).text).toBe(PAGE);
    expect(calls).toEqual(['GET /services', 'GET /services']);
  });

  it.each([
    ['Flight data to a request without RSC: 1', {}, 'text/x-component'],
    ['HTML to an RSC request', { rsc: '1' }, 'text/html; charset=utf-8'],
  ])('never stores %s', async (_, headers, contentType) => {
    const { cache, calls, prime } = await setUp((req, res) => {
      for (const [name, value] of Object.entries(STATIC_HEADERS)) res.setHeader(name, value);
      res.setHeader('content-type', contentType);
      res.end(PAGE);
    });
    await prime('/faqs', headers);
    await prime('/faqs', headers);
    expect(calls).toHaveLength(2);
    expect(cache.stats.stored).toBe(0);
  });

  it('keys an RSC request by its path alone, since its `_rsc` parameter only busts caches', async () => {
    const { calls, prime, get } = await setUp(nextPage);
    await prime('/faqs?_rsc=1a2b', { rsc: '1' });
    expect((await get('/faqs?_rsc=3c4d', { rsc: '1' })).text).toBe(FLIGHT);
    expect((await prime('/faqs')).text).toBe(PAGE); // another variant
    expect((await get('/faqs?_rsc=5e6f')).text).toBe(PAGE);
    await prime('/faqs?_rsc=7a8b', { rsc: '1', 'next-router-prefetch': '1' }); // another variant
    await get('/faqs?_rsc=9c0d', { rsc: '1', 'next-router-prefetch': '1' });
    await prime('/faqs?_rsc=1a2b&page=2', { rsc: '1' }); // not only `_rsc`: never stored
    await get('/faqs?_rsc=1a2b&page=2', { rsc: '1' });
    expect(calls).toEqual(['GET /faqs?_rsc=1a2b', 'GET /faqs', 'GET /faqs?_rsc=7a8b', 'GET /faqs?_rsc=1a2b&page=2', 'GET /faqs?_rsc=1a2b&page=2']);
  });

  it('keys /_next/image by its url, w and q alone, and stores it only with one of each', async () => {
    const { cache, calls, prime, get } = await setUp((req, res) => {
      res.setHeader('cache-control', 'public, max-age=60, must-revalidate');
      res.setHeader('content-type', 'image/webp');
      res.setHeader('vary', 'Accept');
      res.end(`webp of ${req.url}`);
    });
    await prime('/_next/image?url=%2Fhero.jpg&w=640&q=75');
    expect((await get('/_next/image?q=75&dpl=1&url=%2Fhero.jpg&w=640')).text).toBe('webp of /_next/image?url=%2Fhero.jpg&w=640&q=75');
    await prime('/_next/image?url=%2Fhero.jpg&w=1080&q=75');
    await prime('/_next/image?url=%2Fhero.jpg&w=640'); // no q
    await prime('/_next/image?url=%2Fhero.jpg&w=640&q=75&w=1080'); // two w
    await prime('/_next/image?url=%2Fhero.jpg&w=640&q=75&w=1080');
    expect(calls).toEqual([
      'GET /_next/image?url=%2Fhero.jpg&w=640&q=75',
      'GET /_next/image?url=%2Fhero.jpg&w=1080&q=75',
      'GET /_next/image?url=%2Fhero.jpg&w=640',
      'GET /_next/image?url=%2Fhero.jpg&w=640&q=75&w=1080',
      'GET /_next/image?url=%2Fhero.jpg&w=640&q=75&w=1080',
    ]);
    expect(cache.stats.stored).toBe(2);
  });

  it('stores no other URL with a query string, so a flood of them leaves the stored pages alone', async () => {
    const { cache, calls, prime, get } = await setUp(staticPage, { maxBytes: 12_000 });
    await prime('/');
    for (let i = 0; i < 3; i++) await prime(`/?a=${i}`);
    await prime('/?a=0');
    expect((await get('/')).text).toBe(PAGE);
    expect(calls).toEqual(['GET /', 'GET /?a=0', 'GET /?a=1', 'GET /?a=2', 'GET /?a=0']);
    expect(cache.stats).toMatchObject({ stored: 1, evictions: 0 });
  });

  it('answers 304 to a matching If-None-Match, and serves HEAD from the stored headers', async () => {
    const { calls, prime, get } = await setUp(staticPage);
    await prime('/about-us');
    const notModified = await get('/about-us', { 'if-none-match': 'W/"abc"' });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.etag).toBe('"abc"');
    expect(notModified.raw.length).toBe(0);
    expect((await get('/about-us', { 'if-none-match': '"other"' })).status).toBe(200);
    const head = await get('/about-us', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.raw.length).toBe(0);
    expect(calls).toHaveLength(1);
  });

  it('asks the upstream again once the stored answer is stale', async () => {
    let clock = 1_000_000;
    const { calls, prime, get } = await setUp(
      (req, res) => {
        res.setHeader('cache-control', 'public, max-age=10');
        res.setHeader('content-type', 'application/javascript');
        res.end('console.log(1)');
      },
      { now: () => clock },
    );
    await prime('/_next/static/chunks/a.js');
    clock += 9_000;
    expect((await get('/_next/static/chunks/a.js')).headers.age).toBe('9');
    clock += 2_000;
    await get('/_next/static/chunks/a.js');
    expect(calls).toHaveLength(2);
  });

  it('stays within its memory: skips oversized answers and drops the least recently used', async () => {
    const { cache, calls, prime, get } = await setUp(staticPage, { maxBytes: 12_000, maxEntryBytes: 8_000 });
    await prime('/a'); // ~7.2 KB identity + small br and gzip copies
    await prime('/b'); // evicts /a
    expect(cache.stats.bytes).toBeLessThanOrEqual(12_000);
    await get('/b');
    await get('/a');
    expect(calls).toEqual(['GET /a', 'GET /b', 'GET /a']);

    const big = await setUp((req, res) => {
      staticPage(req, res);
    }, { maxEntryBytes: 1_000 });
    await big.prime('/large');
    await big.prime('/large');
    expect(big.calls).toHaveLength(2);
    expect(big.cache.stats.stored).toBe(0);
  });

  it('counts in stats.evictions the variants dropped for memory, not those replaced', async () => {
    let clock = 1_000_000;
    const { cache, prime } = await setUp(
      (req, res) => {
        res.setHeader('cache-control', 's-maxage=10');
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(PAGE);
      },
      { maxBytes: 12_000, now: () => clock },
    );
    await prime('/a');
    clock += 11_000;
    await prime('/a'); // stale: the new answer replaces the old
    expect(cache.stats).toMatchObject({ stored: 2, evictions: 0 });
    await prime('/b'); // no room for /a as well
    expect(cache.stats).toMatchObject({ stored: 3, evictions: 1 });
  });
});

describe('front cache under a flood of misses', () => {
  it('queues at most maxPendingFills captures; the other misses are plain pass-throughs', async () => {
    // The upstream takes a moment, so all ten requests are in flight together.
    const slowPage = (req: IncomingMessage, res: ServerResponse) => void setTimeout(() => staticPage(req, res), 50);
    const { cache, calls, get } = await setUp(slowPage, { maxPendingFills: 1 });
    // Ten distinct URLs at once: only the first is captured.
    await Promise.all(Array.from({ length: 10 }, (_, i) => get(`/services/${i}`)));
    await cache.settled();
    expect(calls).toHaveLength(10);
    expect(cache.stats.stored).toBe(1);
  });
});

describe('front cache on a first page view', () => {
  it('stores every asset requested together, compressing them one after the other', async () => {
    const { cache, calls, get } = await setUp(staticPage);
    await Promise.all(Array.from({ length: 20 }, (_, i) => get(`/_next/static/chunks/${i}.js`)));
    await cache.settled();
    expect(cache.stats.stored).toBe(20);
    await Promise.all(Array.from({ length: 20 }, (_, i) => get(`/_next/static/chunks/${i}.js`)));
    expect(calls).toHaveLength(20);
  });
});

describe('storableFor', () => {
  it.each([
    [200, { 'cache-control': 's-maxage=31536000' }, 31_536_000_000],
    [200, { 'cache-control': 'public, max-age=31536000, immutable' }, 31_536_000_000],
    [200, { 'cache-control': 's-maxage=60, stale-while-revalidate' }, 60_000],
    [200, { 'cache-control': 'public, max-age=0' }, 0],
    [200, { 'cache-control': 's-maxage=60', vary: '*' }, 0],
    [200, { 'cache-control': 'private, max-age=60' }, 0],
    [200, { 'cache-control': 'private, s-maxage=60' }, 0],
    [206, { 'cache-control': 'public, max-age=60' }, 0],
  ])('status %i with %o may be kept %i ms', (status, headers, ms) => {
    expect(storableFor(status, headers)).toBe(ms);
  });
});

describe('negotiate', () => {
  const all = { identity: Buffer.from('x'), gzip: Buffer.from('g'), br: Buffer.from('b') };
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0.1, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    [undefined, 'identity'],
  ])('Accept-Encoding %s gets %s', (accept, expected) => {
    expect(negotiate(accept, all)).toBe(expected);
  });

  it('falls back to what is stored', () => {
    expect(negotiate('br, gzip', { identity: Buffer.from('tiny') })).toBe('identity');
  });
});

describe('purge', () => {
  it('also drops a response captured before the purge that was still being compressed', async () => {
    const { cache, calls, get } = await setUp(staticPage);
    await get('/jobs-page'); // captured; its compression is queued
    cache.purge(); // content changed (say, a job was published) before the queue got to it
    await cache.settled();
    await get('/jobs-page');
    expect(calls).toEqual(['GET /jobs-page', 'GET /jobs-page']); // not served from the stale capture
    expect(cache.stats.stored).toBe(0);
    await cache.settled();
    await get('/jobs-page');
    expect(calls).toHaveLength(2); // a capture made after the purge is stored as usual
  });
});

describe('front cache: pages with per-visitor form tokens', () => {
  const script = `self.__next_f.push([1,"{\\"token\\":\\"${TOKEN_PLACEHOLDER}\\"}"])`;
  const FORM_PAGE = `<!doctype html><html><body>${'<p>Tell us about your project.</p>'.repeat(100)}<input type="hidden" name="formtoken" value="${TOKEN_PLACEHOLDER}"/><script>${script}</script><script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>`;
  const formPage = (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', 's-maxage=31536000');
    res.setHeader('etag', '"template"');
    res.setHeader('content-security-policy', "default-src 'self'; script-src 'self'");
    res.end(FORM_PAGE);
  };
  let minted = 0;
  const mint = () => `${1_700_000_000_000 + minted++}.${'a'.repeat(16)}.${'b'.repeat(43)}`;
  const tokenOf = (html: string) => /name="formtoken" value="([^"]+)"/.exec(html)![1];

  /** Each answer is the page filled with its own token, private, without a validator, its scripts hashed as filled. */
  const expectFilled = (answers: Answer[]) => {
    expect(new Set(answers.map((answer) => tokenOf(answer.text))).size).toBe(answers.length);
    for (const answer of answers) {
      const token = tokenOf(answer.text);
      expect(token).not.toBe(TOKEN_PLACEHOLDER);
      expect(answer.text).toBe(FORM_PAGE.replaceAll(TOKEN_PLACEHOLDER, token));
      expect(answer.headers['cache-control']).toBe('private, no-cache');
      expect(answer.headers.etag).toBeUndefined();
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
      expect(Number(answer.headers['content-length'])).toBe(answer.raw.length);
      const policy = String(answer.headers['content-security-policy']);
      expect(policy).toContain(scriptHash(script.replace(TOKEN_PLACEHOLDER, token)));
      expect(policy).toContain(scriptHash('(self.__next_f=self.__next_f||[]).push([0])'));
      expect(policy).not.toContain(scriptHash(script));
    }
  };

  it('keeps the page once and gives every visitor a fresh token, Brotli, gzip or plain, private and without a validator', async () => {
    const { get, prime, calls } = await setUp(formPage, { mint });
    const first = await prime('/contact-us', { 'accept-encoding': 'gzip' });
    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    const [br, brAgain, gzip, plain, brOnly, gzipPreferred] = [
      await get('/contact-us', browser),
      await get('/contact-us', browser),
      await get('/contact-us', { 'accept-encoding': 'gzip' }),
      await get('/contact-us'),
      await get('/contact-us', { 'accept-encoding': 'br' }),
      await get('/contact-us', { 'accept-encoding': 'br;q=0.5, gzip' }),
    ];
    expect(calls).toEqual(['GET /contact-us']);
    expect(tokenOf(first.text)).toBe(TOKEN_PLACEHOLDER); // a miss is filled further out (fillTokens), not here
    expect([br, brAgain, gzip, plain, brOnly, gzipPreferred].map((answer) => answer.headers['content-encoding'])).toEqual(['br', 'br', 'gzip', undefined, 'br', 'gzip']);
    expect(brotliDecompressSync(br.raw).toString()).toBe(br.text);
    expectFilled([br, brAgain, gzip, plain, brOnly, gzipPreferred]);
    // A conditional request gets the page, not a 304 for someone else's token.
    expect((await get('/contact-us', { 'if-none-match': '"template"' })).status).toBe(200);
    // HEAD: the head a GET gets, without the body.
    const head = await get('/contact-us', browser, 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.raw.length).toBe(0);
  });

  it('sends the gzip splice while the Brotli compressions the process allows are all running', async () => {
    const { get, prime } = await setUp(formPage, { mint });
    await prime('/contact-us');
    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    filledBrotli.inFlight += filledBrotli.limit;
    let busy: Answer[];
    try {
      busy = [await get('/contact-us', browser), await get('/contact-us', browser), await get('/contact-us', { 'accept-encoding': 'br' })];
    } finally {
      filledBrotli.inFlight -= filledBrotli.limit;
    }
    expect(busy.map((answer) => answer.headers['content-encoding'])).toEqual(['gzip', 'gzip', undefined]);
    const free = await get('/contact-us', browser);
    expect(free.headers['content-encoding']).toBe('br');
    expectFilled([...busy, free]);
    expect(filledBrotli.inFlight).toBe(0);
  });

  it('answers 503 when no token can be minted, and stores no template without a way to fill it', async () => {
    const failing = await setUp(formPage, {
      mint: () => {
        throw new Error('database down');
      },
    });
    await failing.prime('/get-quote');
    const refused = await failing.get('/get-quote');
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('30');
    const withoutMint = await setUp(formPage);
    await withoutMint.prime('/get-quote');
    await withoutMint.get('/get-quote');
    expect(withoutMint.calls).toHaveLength(2);
  });
});

describe('front cache: pages rendered per request that may be shared (x-navyug-page-cache)', () => {
  const careers = (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    res.setHeader(PAGE_CACHE_HEADER, '300');
    if (req.url?.includes('cookie')) res.setHeader('set-cookie', 'a=b');
    res.end(PAGE);
  };

  it('stores them despite Next’s private Cache-Control, which still goes downstream, and forgets them on purge()', async () => {
    const { get, prime, calls, cache } = await setUp(careers);
    await prime('/career');
    const hit = await get('/career');
    expect(calls).toEqual(['GET /career']);
    expect(hit.headers['cache-control']).toMatch(/^private, no-cache, no-store/);
    expect(hit.headers[PAGE_CACHE_HEADER]).toBeUndefined();
    cache.purge();
    await get('/career');
    expect(calls).toEqual(['GET /career', 'GET /career']);
  });

  // Text that compresses like a page's (words in varying order), not one sentence repeated.
  const words = ['design', 'technology', 'agency', 'mobile', 'cloud', 'brand', 'product', 'data', 'team', 'launch', 'users', 'fast'];
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647);
  const page = `<!doctype html><html><body>${Array.from({ length: 3000 }, () => `<span class="w${next() % 9}">${words[next() % words.length]}</span>`).join(' ')}</body></html>`;
  const wordy = (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    res.setHeader(PAGE_CACHE_HEADER, '300');
    res.end(page);
  };

  it('answers a page kept until a publish with Brotli’s best once it has refined it in the background', async () => {
    const { get, prime, cache } = await setUp(wordy, { refineAfterMs: 200 });
    const quality = (q: number) => brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: q, [constants.BROTLI_PARAM_SIZE_HINT]: page.length } }).length;
    expect(quality(11)).toBeLessThan(quality(5));
    await prime('/career'); // stored at quality 5; refined 200 ms later
    const quick = await get('/career', { 'accept-encoding': 'br' });
    expect(quick.raw.length).toBe(quality(5));
    expect(cache.stats.refined).toBe(0);
    await vi.waitFor(() => expect(cache.stats.refined).toBe(1), { timeout: 5000 });
    expect(cache.stats.stored).toBe(1);
    const hit = await get('/career', { 'accept-encoding': 'br' });
    expect(hit.headers['content-encoding']).toBe('br');
    expect(hit.raw.length).toBe(quality(11));
    expect(Number(hit.headers['content-length'])).toBe(quality(11));
    expect(hit.text).toBe(page);
  });

  it('refines nothing a publish emptied before its time', async () => {
    const { prime, cache } = await setUp(wordy, { refineAfterMs: 100 });
    await prime('/career');
    cache.purge();
    await prime('/about-us');
    await vi.waitFor(() => expect(cache.stats.refined).toBe(1), { timeout: 5000 }); // /about-us, stored after the purge
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(cache.stats.refined).toBe(1);
  });

  it('lets nginx in front keep a hit for a second (X-Accel-Expires, before Cache-Control), and nothing else: a miss, a form page', async () => {
    const { get, prime } = await setUp(careers);
    const miss = await prime('/career');
    expect(miss.headers['x-accel-expires']).toBeUndefined(); // Next's own answer: nginx keeps nothing of it
    const hit = await get('/career');
    expect(hit.headers['x-accel-expires']).toBe(String(PROXY_SECONDS));
    expect(hit.names.indexOf('x-accel-expires')).toBeLessThan(hit.names.indexOf('cache-control')); // nginx 1.22 reads them in order
    const form = await setUp(
      (req, res) => {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
        res.setHeader(PAGE_CACHE_HEADER, '300');
        res.end(`<!doctype html><html><body>${'<p>Tell us about your project.</p>'.repeat(100)}<input type="hidden" name="formtoken" value="${TOKEN_PLACEHOLDER}"/></body></html>`);
      },
      { mint: () => `${1_700_000_000_000}.${'a'.repeat(16)}.${'b'.repeat(43)}` },
    );
    await form.prime('/contact-us');
    const filled = await form.get('/contact-us');
    expect(filled.text).not.toContain(TOKEN_PLACEHOLDER);
    expect(form.calls).toEqual(['GET /contact-us']);
    expect(filled.headers['x-accel-expires']).toBeUndefined(); // each visitor's own token: never kept downstream
  });

  it('keeps the mark to itself: a miss, an answer it does not store and a hit all go out without it', async () => {
    const { get, prime, calls } = await setUp(careers);
    const miss = await prime('/career');
    expect(miss.text).toBe(PAGE);
    expect(miss.headers[PAGE_CACHE_HEADER]).toBeUndefined();
    expect((await get('/career')).headers[PAGE_CACHE_HEADER]).toBeUndefined();
    expect(calls).toEqual(['GET /career']); // the miss was stored: the mark was read though it never went out
    const notStored = await get('/career?cookie=1'); // a query string: no key, straight to Next
    expect(notStored.headers[PAGE_CACHE_HEADER]).toBeUndefined();
    const { get: getRaw } = await setUp((req, res) => res.writeHead(200, { 'content-type': 'text/html', [PAGE_CACHE_HEADER.toUpperCase()]: '300' }).end(PAGE));
    expect((await getRaw('/career')).headers[PAGE_CACHE_HEADER]).toBeUndefined();
  });

  it("keys a job's page by its id alone and stores no other query string on it", async () => {
    const { get, prime, calls } = await setUp(careers);
    await prime('/career-details?id=12');
    await get('/career-details?id=12');
    await prime('/career-details?id=12&x=1');
    await prime('/career-details?id=abc');
    await get('/career-details?id=abc');
    await prime('/career-details?cookie=1&id=3');
    expect(calls).toEqual(['GET /career-details?id=12', 'GET /career-details?id=12&x=1', 'GET /career-details?id=abc', 'GET /career-details?id=abc', 'GET /career-details?cookie=1&id=3']);
  });

  it('never stores such a page when it sets a cookie', () => {
    expect(storableFor(200, { [PAGE_CACHE_HEADER]: '300', 'set-cookie': 'a=b' })).toBe(0);
    expect(storableFor(200, { [PAGE_CACHE_HEADER]: '300', 'cache-control': 'private, no-store' })).toBe(300_000);
    expect(storableFor(404, { [PAGE_CACHE_HEADER]: '300' })).toBe(0);
  });
});
