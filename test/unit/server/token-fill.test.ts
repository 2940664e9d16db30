import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScripts, scriptHash, withScriptHashes } from '@/server/serving/csp.mts';
import { TOKEN_PLACEHOLDER } from '@/server/serving/contract.mts';
import { brotliFilled, filledBrotli, fillTokens, makeTemplate, renderTemplate } from '@/server/serving/token-fill.mts';

const TOKEN = `1795606928695.${'k'.repeat(16)}.${'s'.repeat(43)}`;

describe('renderTemplate', () => {
  // Text that compresses with long back-references across where the token goes, and some that does not.
  const noise = Array.from({ length: 3000 }, (_, i) => ((i * 7919) % 65536).toString(36)).join(' ');
  const bodies = {
    middle: `<p>${noise}</p><input value="${TOKEN_PLACEHOLDER}"/><p>${noise}</p><script>push("${TOKEN_PLACEHOLDER}")</script>${noise}`,
    edges: `${TOKEN_PLACEHOLDER}${noise}${TOKEN_PLACEHOLDER}`,
    adjacent: `${TOKEN_PLACEHOLDER}${TOKEN_PLACEHOLDER}`,
  };

  for (const [name, text] of Object.entries(bodies)) {
    it(`fills every placeholder, uncompressed and as a valid gzip stream (${name})`, () => {
      const template = makeTemplate(Buffer.from(text), false)!;
      const expected = text.replaceAll(TOKEN_PLACEHOLDER, TOKEN);
      expect(renderTemplate(template, TOKEN, 'identity').toString()).toBe(expected);
      // gunzip checks the CRC-32 and the length in the trailer too.
      expect(gunzipSync(renderTemplate(template, TOKEN, 'gzip')).toString()).toBe(expected);
    });
  }

  it('has nothing to do for a body without a placeholder, and refuses a token of another length', () => {
    expect(makeTemplate(Buffer.from('<p>plain</p>'), true)).toBeNull();
    const template = makeTemplate(Buffer.from(bodies.middle), true)!;
    expect(() => renderTemplate(template, TOKEN.slice(1), 'gzip')).toThrow(/expected 74 bytes/);
  });

  it('keeps the placeholder exactly as long as a real token, so RSC length prefixes stay true', () => {
    expect(TOKEN_PLACEHOLDER).toHaveLength(TOKEN.length);
  });
});

describe('brotliFilled', () => {
  it('compresses the page as filled, from a scratch buffer it reuses, for pages of any size in any order', async () => {
    const small = makeTemplate(Buffer.from(`<i>${TOKEN_PLACEHOLDER}</i>`), false)!;
    const large = makeTemplate(Buffer.from(`<p>${'x'.repeat(50_000)}${TOKEN_PLACEHOLDER}${'y'.repeat(50_000)}</p>`), false)!;
    const other = `${TOKEN.slice(0, -1)}t`;
    const bodies = [await brotliFilled(large, TOKEN), await brotliFilled(small, other), await brotliFilled(large, other)];
    expect(bodies.map((body) => brotliDecompressSync(body!).toString())).toEqual([
      `<p>${'x'.repeat(50_000)}${TOKEN}${'y'.repeat(50_000)}</p>`,
      `<i>${other}</i>`,
      `<p>${'x'.repeat(50_000)}${other}${'y'.repeat(50_000)}</p>`,
    ]);
  });

  it('gives up (null) while the compressions the process allows are all running', async () => {
    const template = makeTemplate(Buffer.from(`<i>${TOKEN_PLACEHOLDER}</i>`), false)!;
    const running = Array.from({ length: filledBrotli.limit }, () => brotliFilled(template, TOKEN));
    expect(await brotliFilled(template, TOKEN)).toBeNull();
    for (const body of await Promise.all(running)) expect(brotliDecompressSync(body!).toString()).toBe(`<i>${TOKEN}</i>`);
  });
});

describe('withScriptHashes', () => {
  it('puts the hashes in script-src in place of unsafe-inline and older hashes, and leaves the other directives alone', () => {
    const policy = "default-src 'self'; script-src 'self' 'unsafe-inline' 'sha256-old='; style-src 'self' 'unsafe-inline'";
    expect(withScriptHashes(policy, ["'sha256-a='", "'sha256-b='", "'sha256-a='"])).toBe("default-src 'self'; script-src 'self' 'sha256-a=' 'sha256-b='; style-src 'self' 'unsafe-inline'");
  });

  it('finds inline scripts only, not external ones', () => {
    expect(inlineScripts('<script src="/a.js"></script><script>one()</script><script type="application/ld+json">{}</script>')).toEqual(['one()', '{}']);
    expect(scriptHash('one()')).toBe(scriptHash(['on', Buffer.from('e()')]));
  });
});

describe('fillTokens (a response the page cache did not fill)', () => {
  const servers: ReturnType<typeof createServer>[] = [];
  afterEach(() => servers.splice(0).forEach((server) => server.close()));

  async function serve(upstream: (req: IncomingMessage, res: ServerResponse) => void, mint: () => string) {
    const server = createServer(fillTokens(upstream, { paths: ['/contact-us'], mint }));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return (path: string, acceptEncoding = 'gzip') =>
      new Promise<{ status: number; headers: IncomingMessage['headers']; raw: Buffer; text: string }>((resolve, reject) => {
        request({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => {
            const raw = Buffer.concat(chunks);
            const encoding = res.headers['content-encoding'];
            const text = (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString();
            resolve({ status: res.statusCode!, headers: res.headers, raw, text });
          });
        })
          .on('error', reject)
          .end();
      });
  }

  // Next's payload carries the token too; the planted script in the content gets no hash.
  const page = `<html><body><input value="${TOKEN_PLACEHOLDER}"/><div><script>go("${TOKEN_PLACEHOLDER}")</script></div><script>self.__next_f.push([1,"${TOKEN_PLACEHOLDER}"])</script></body></html>`;
  const nextLike = (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('content-encoding', 'gzip');
    res.setHeader('cache-control', 's-maxage=31536000');
    res.setHeader('etag', '"upstream"');
    res.setHeader('content-security-policy', "script-src 'self'");
    res.end(gzipSync(page));
  };

  it("fills a form page's placeholders with one fresh token, re-encoded, private, with matching script hashes", async () => {
    const get = await serve(nextLike, () => TOKEN);
    const answer = await get('/contact-us');
    expect(answer.text).toBe(page.replaceAll(TOKEN_PLACEHOLDER, TOKEN));
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    expect(answer.headers.etag).toBeUndefined();
    expect(answer.headers['content-security-policy']).toBe(`script-src 'self' ${scriptHash(`self.__next_f.push([1,"${TOKEN}"])`)}`);
  });

  it('re-encodes it as Brotli for a client that prefers it, with a fresh token each time, and as gzip otherwise', async () => {
    const tokenNo = (n: number) => `${1_795_606_928_695 + n}.${'k'.repeat(16)}.${'s'.repeat(43)}`;
    let minted = 0;
    const get = await serve(nextLike, () => tokenNo(minted++));
    const [first, second, gzip, gzipPreferred] = [await get('/contact-us', 'gzip, deflate, br'), await get('/contact-us', 'gzip, deflate, br'), await get('/contact-us', 'gzip'), await get('/contact-us', 'br;q=0.5, gzip')];
    expect([first, second, gzip, gzipPreferred].map((answer) => answer.headers['content-encoding'])).toEqual(['br', 'br', 'gzip', 'gzip']);
    expect(brotliDecompressSync(first.raw).toString()).toBe(page.replaceAll(TOKEN_PLACEHOLDER, tokenNo(0)));
    expect(brotliDecompressSync(second.raw).toString()).toBe(page.replaceAll(TOKEN_PLACEHOLDER, tokenNo(1)));
    for (const answer of [first, second, gzip, gzipPreferred]) {
      const token = /value="([^"]+)"/.exec(answer.text)![1];
      expect(answer.text).toBe(page.replaceAll(TOKEN_PLACEHOLDER, token));
      expect(Number(answer.headers['content-length'])).toBe(answer.raw.length);
      expect(answer.headers['cache-control']).toBe('private, no-cache');
      expect(answer.headers.etag).toBeUndefined();
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
      expect(answer.headers['content-security-policy']).toBe(`script-src 'self' ${scriptHash(`self.__next_f.push([1,"${token}"])`)}`);
    }
    expect(new Set([first, second, gzip, gzipPreferred].map((answer) => /value="([^"]+)"/.exec(answer.text)![1])).size).toBe(4);
  });

  it('re-encodes it the upstream’s way while the Brotli compressions the process allows are all running', async () => {
    const get = await serve(nextLike, () => TOKEN);
    filledBrotli.inFlight += filledBrotli.limit;
    try {
      const busy = await get('/contact-us', 'gzip, deflate, br');
      expect(busy.headers['content-encoding']).toBe('gzip');
      expect(busy.text).toBe(page.replaceAll(TOKEN_PLACEHOLDER, TOKEN));
      expect(Number(busy.headers['content-length'])).toBe(busy.raw.length);
    } finally {
      filledBrotli.inFlight -= filledBrotli.limit;
    }
    expect((await get('/contact-us', 'gzip, deflate, br')).headers['content-encoding']).toBe('br');
  });

  it('leaves other paths alone, and answers 503 when no token can be minted', async () => {
    const get = await serve(nextLike, () => {
      throw new Error('no secret yet');
    });
    const other = await get('/about-us');
    expect(other.text).toBe(page);
    expect(other.headers.etag).toBe('"upstream"');
    const refused = await get('/contact-us');
    expect(refused.status).toBe(503);
    expect(refused.text).toMatch(/cannot be shown right now/);
  });
});
