import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
// The compression middleware Next itself runs in front of its pages.
import compression from 'next/dist/compiled/compression';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScripts, scriptHash } from '@/server/serving/csp.mts';
import { deferChunkScripts, inlineStylesheets, LOADER, rewriteHtml, rewriteHtmlResponses } from '@/server/serving/html-rewrite.mts';
import { TOKEN_PLACEHOLDER } from '@/server/serving/contract.mts';
import { fillTokens } from '@/server/serving/token-fill.mts';

// The shape of a page as Next 16 writes it: chunk scripts in <head>, a low-priority preload for the entry
// chunk, the entry's own async script and the RSC payload at the end of <body>, and the legacy polyfill.
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
  '<script src="/_next/static/chunks/react-dom.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-1.js" async=""></script>' +
  '<title>Home - Navyug</title></head><body><h1>Hello</h1>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<script src="/_next/static/chunks/main.js" async=""></script>' +
  '<script>self.__next_f.push([1,"payload"])</script></body></html>';

describe('deferChunkScripts', () => {
  const out = deferChunkScripts(PAGE);

  it('takes every chunk script and chunk preload out of the markup, once each, into one loader in <head>', () => {
    expect(out).not.toMatch(/<script src="[^"]+" async="">/);
    expect(out).not.toContain('rel="preload" as="script"');
    const loaders = out.match(/<script>\(function\(w,d,urls\)[\s\S]*?<\/script>/g) ?? [];
    expect(loaders).toHaveLength(1);
    expect(out.indexOf(loaders[0]!)).toBeLessThan(out.indexOf('</head>'));
    const urls = JSON.parse(/\}\)\(window,document,(\[.*\])\)<\/script>/.exec(loaders[0]!)![1]!);
    expect(urls).toEqual(['/_next/static/chunks/react-dom.js', '/_next/static/chunks/turbopack-1.js', '/_next/static/chunks/main.js']);
  });

  it('leaves everything else as it was: styles, the payload scripts, the legacy polyfill, the text', () => {
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script>self.__next_f.push([1,"payload"])</script>',
      '<title>Home - Navyug</title>',
      '<h1>Hello</h1>',
    ])
      expect(out).toContain(kept);
  });

  it('returns a page without chunk scripts unchanged', () => {
    const plain = '<!DOCTYPE html><html><head><title>x</title></head><body><p>hi</p></body></html>';
    expect(deferChunkScripts(plain)).toBe(plain);
  });

  it("returns Next's error shell unchanged: nothing shows on it until its scripts have run", () => {
    const shell = PAGE.replace('<html lang="en">', '<html id="__next_error__">').replace('<h1>Hello</h1>', '');
    expect(deferChunkScripts(shell)).toBe(shell);
  });
});

describe('the loader', () => {
  /** Runs the loader against a fake window, document and paint timing; returns what it appended and its hooks. */
  function run({ hidden = false, readyState = 'interactive', animationFrames = true, paintTiming = true } = {}) {
    const appended: { src: string; async: boolean }[] = [];
    const listeners: Record<string, () => void> = {};
    const windowListeners: Record<string, () => void> = {};
    const frames: (() => void)[] = [];
    const timers: { fn: () => void; ms: number }[] = [];
    let observer: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    let observed: unknown;
    const document = {
      visibilityState: hidden ? 'hidden' : 'visible',
      readyState,
      createElement: () => ({ src: '', async: false }),
      head: { appendChild: (el: { src: string; async: boolean }) => appended.push(el) },
      addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
    };
    const window = {
      addEventListener: (type: string, fn: () => void) => (windowListeners[type] = fn),
      requestAnimationFrame: animationFrames ? (fn: () => void) => frames.push(fn) : undefined,
    };
    class PerformanceObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['navigation'];
      constructor(callback: typeof observer) {
        observer = callback;
      }
      observe(options: unknown) {
        observed = options;
      }
    }
    const setTimeout = (fn: () => void, ms: number) => timers.push({ fn, ms });
    new Function('window', 'document', 'PerformanceObserver', 'setTimeout', LOADER.replace('URLS', '["/a.js","/b.js"]'))(
      window,
      document,
      PerformanceObserver,
      setTimeout,
    );
    const paint = (name: string) => observer!({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) });
    /** Runs the callbacks queued for the next animation frame. */
    const frame = () => frames.splice(0).forEach((fn) => fn());
    /** Runs the timers queued with a delay of at most `ms`. */
    const tick = (ms = 0) => timers.filter((t) => t.ms <= ms).forEach((t) => timers.splice(timers.indexOf(t), 1) && t.fn());
    return { appended, listeners, windowListeners, frame, tick, paint, observed };
  }

  it('starts the scripts, async and once, two frames after both the load event and the first contentful paint', () => {
    for (const order of [['load', 'paint'], ['paint', 'load']]) {
      const page = run();
      expect(page.observed).toEqual({ type: 'paint', buffered: true });
      page.paint('first-paint');
      for (const step of order) {
        page.frame();
        page.tick();
        expect(page.appended, order.join()).toHaveLength(0);
        if (step === 'load') page.windowListeners.load!();
        else page.paint('first-contentful-paint');
      }
      page.frame();
      page.tick();
      expect(page.appended).toHaveLength(0);
      page.frame();
      expect(page.appended).toHaveLength(0);
      page.tick(); // the task after the second frame
      expect(page.appended).toHaveLength(2);
      page.paint('first-contentful-paint');
      page.frame();
      page.frame();
      page.tick(1000); // and the fallback a second after load
      expect(page.appended, order.join()).toEqual([
        { src: '/a.js', async: true },
        { src: '/b.js', async: true },
      ]);
    }
  });

  it('goes by load alone where the page had loaded already and paint timing or animation frames are missing', () => {
    const done = run({ readyState: 'complete', paintTiming: false });
    done.frame();
    done.frame();
    done.tick();
    expect(done.appended).toHaveLength(2);
    const noFrames = run({ animationFrames: false });
    noFrames.paint('first-contentful-paint');
    noFrames.windowListeners.load!();
    expect(noFrames.appended).toHaveLength(2);
  });

  it('starts them a second after load when nothing contentful has been painted', () => {
    const page = run();
    page.windowListeners.load!();
    page.tick();
    page.frame();
    expect(page.appended).toHaveLength(0);
    page.tick(1000);
    expect(page.appended).toHaveLength(2);
  });

  it('starts them at once on load in a background tab, when visibility changes, or on a key or pointer press', () => {
    const background = run({ hidden: true });
    expect(background.appended).toHaveLength(0);
    background.windowListeners.load!();
    expect(background.appended).toHaveLength(2);
    for (const event of ['visibilitychange', 'pointerdown', 'keydown']) {
      const page = run();
      page.listeners[event]!();
      expect(page.appended, event).toHaveLength(2);
    }
  });
});

describe('inlineStylesheets', () => {
  const sheets: Record<string, string> = { '/_next/static/chunks/a.css': '.a{color:red}', '/_next/static/chunks/b.css': '.b{color:blue}' };
  const source = (href: string) => sheets[href];
  const link = (name: string) => `<link rel="stylesheet" href="/_next/static/chunks/${name}.css" data-precedence="next"/>`;

  it("puts each sheet in a <style>, in order, and keeps its link disabled (never fetched) for React to adopt", () => {
    const out = inlineStylesheets(`<head>${link('a')}${link('b')}</head>`, source);
    expect(out).toBe(
      '<head><style data-href="/_next/static/chunks/a.css">.a{color:red}</style><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" disabled=""/>' +
        '<style data-href="/_next/static/chunks/b.css">.b{color:blue}</style><link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next" disabled=""/></head>',
    );
  });

  it('leaves a link alone when its sheet cannot be read, could end the <style>, or names a file relative to itself', () => {
    const odd: Record<string, string> = {
      '/_next/static/chunks/end.css': '.x{content:"</style><script>"}',
      '/_next/static/chunks/rel.css': '.x{background:url(../media/x.png)}',
      '/_next/static/chunks/abs.css': '.x{background:url("/_next/static/media/x.png")}',
    };
    const out = inlineStylesheets(`${link('missing')}${link('end')}${link('rel')}${link('abs')}`, (href) => odd[href]);
    expect(out).toBe(`${link('missing')}${link('end')}${link('rel')}<style data-href="/_next/static/chunks/abs.css">${odd['/_next/static/chunks/abs.css']}</style>` + link('abs').replace('/>', ' disabled=""/>'));
  });

  it('is applied by rewriteHtml to pages whose scripts it defers, never to Next\'s error shell', () => {
    const page = PAGE.replace('a.css', 'b.css');
    expect(rewriteHtml(Buffer.from(page), { 'content-type': 'text/html' }, source).toString()).toContain('<style data-href="/_next/static/chunks/b.css">.b{color:blue}</style>');
    const shell = `<!DOCTYPE html><html id="__next_error__"><head>${link('a')}<script src="/_next/static/chunks/x.js" async=""></script></head><body></body></html>`;
    expect(rewriteHtml(Buffer.from(shell), { 'content-type': 'text/html' }, source).toString()).toBe(shell);
  });
});

describe('rewriteHtml', () => {
  it('rewrites HTML documents only', () => {
    const body = Buffer.from(PAGE);
    expect(rewriteHtml(body, { 'content-type': 'text/html; charset=utf-8' }).toString()).toBe(deferChunkScripts(PAGE));
    expect(rewriteHtml(body, { 'content-type': 'text/x-component' })).toBe(body);
    expect(rewriteHtml(body, {})).toBe(body);
  });
});

describe('rewriteHtmlResponses', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  });

  async function serve(upstream: (req: IncomingMessage, res: ServerResponse) => void, wrap = (handler: ReturnType<typeof rewriteHtmlResponses>) => handler) {
    const server = createServer(wrap(rewriteHtmlResponses(upstream)));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return (path: string, { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {}) =>
      new Promise<{ status: number; headers: IncomingHttpHeaders; raw: Buffer; text: string }>((resolve, reject) => {
        request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => {
            const raw = Buffer.concat(chunks);
            const coding = res.headers['content-encoding'];
            const text = (coding === 'gzip' ? gunzipSync(raw) : coding === 'br' ? brotliDecompressSync(raw) : raw).toString();
            resolve({ status: res.statusCode!, headers: res.headers, raw, text });
          });
        })
          .on('error', reject)
          .end();
      });
  }

  /** Answers like Next: its compression middleware in front, headers set, the body in two writes. */
  const nextLike = (type: string, body: string, cacheControl = 'private, no-cache, no-store') => (req: IncomingMessage, res: ServerResponse) =>
    compression()(req, res, () => {
      res.statusCode = 200;
      res.setHeader('content-type', type);
      res.setHeader('cache-control', cacheControl);
      res.setHeader('etag', '"upstream"');
      res.setHeader('x-frame-options', 'DENY');
      res.write(body.slice(0, 100));
      res.end(body.slice(100));
    });

  it('sends an HTML page rewritten, compressed as the upstream chose, with its length and a new validator', async () => {
    const get = await serve(nextLike('text/html; charset=utf-8', PAGE));
    const answer = await get('/contact-us', { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.text).toBe(deferChunkScripts(PAGE));
    expect(Number(answer.headers['content-length'])).toBe(answer.raw.length);
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    expect(answer.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(answer.headers['x-frame-options']).toBe('DENY');
    const plain = await get('/contact-us');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(deferChunkScripts(PAGE));
  });

  it('sends Brotli to a browser that takes it, though Next compressed with gzip, and says it varies on Accept-Encoding', async () => {
    const get = await serve(nextLike('text/html; charset=utf-8', PAGE));
    for (const accept of ['gzip, deflate, br, zstd', 'br']) {
      const answer = await get('/contact-us', { headers: { 'accept-encoding': accept } });
      expect(answer.headers['content-encoding'], accept).toBe('br');
      expect(answer.text).toBe(deferChunkScripts(PAGE));
      expect(Number(answer.headers['content-length'])).toBe(answer.raw.length);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
    }
    expect((await get('/contact-us', { headers: { 'accept-encoding': 'gzip, br;q=0.5' } })).headers['content-encoding']).toBe('gzip');
    // what is not an HTML page is left as the upstream sent it
    const css = await serve(nextLike('text/css', 'a{color:red}'.repeat(200), 'public, max-age=60'));
    expect((await css('/a.css', { headers: { 'accept-encoding': 'gzip, br' } })).headers['content-encoding']).toBe('gzip');
  });

  it('sends a form page that the token fill holds after it as Brotli once, not Brotli of Brotli', async () => {
    const form = PAGE.replace('<h1>Hello</h1>', `<h1>Hello</h1><input name="token" value="${TOKEN_PLACEHOLDER}"/>`);
    let minted = 0;
    const get = await serve(nextLike('text/html; charset=utf-8', form), (handler) => fillTokens(handler, { paths: ['/contact-us'], mint: () => `${++minted}`.padStart(TOKEN_PLACEHOLDER.length, '7') }));
    const answer = await get('/contact-us', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.text).toContain('<h1>Hello</h1><input name="token" value="7777');
    expect(answer.text).not.toContain(TOKEN_PLACEHOLDER);
    expect(Number(answer.headers['content-length'])).toBe(answer.raw.length);
  });

  it('takes headers given to writeHead, and keeps the status', async () => {
    const get = await serve((req, res) => {
      res.writeHead(404, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      res.end(gzipSync(PAGE));
    });
    const answer = await get('/missing');
    expect(answer.status).toBe(404);
    expect(answer.text).toBe(deferChunkScripts(PAGE));
  });

  it('answers 404, kept by no cache, a page whose head asks for it (lib/page-status.mts), and no other', async () => {
    const missing = PAGE.replace('<title>', '<meta name="navyug-status" content="404"/><title>');
    const inBody = PAGE.replace('<h1>Hello</h1>', '<p>&lt;meta name="navyug-status" content="404"/&gt;</p><meta name="navyug-status" content="404"/>');
    const cases: [string, string, string, number][] = [
      ['marked', missing, 'public, s-maxage=31536000', 404],
      ['not marked', PAGE, 'public, s-maxage=31536000', 200],
      ['marked in the body only', inBody, 'public, s-maxage=31536000', 200],
    ];
    for (const [name, body, cacheControl, status] of cases) {
      const get = await serve(nextLike('text/html; charset=utf-8', body, cacheControl));
      const answer = await get('/no/such/page', { headers: { 'accept-encoding': 'br' } });
      expect(answer.status, name).toBe(status);
      expect(answer.headers['cache-control'], name).toBe(status === 404 ? 'private, no-cache, no-store, max-age=0, must-revalidate' : cacheControl);
      expect(answer.text, name).toBe(deferChunkScripts(body)); // the page itself as any other
    }
  });

  it('lets a page too big to hold stream through unchanged', async () => {
    const big = PAGE + `<!--${'x'.repeat(5 * 1024 * 1024)}-->`;
    const get = await serve((req, res) => {
      res.setHeader('content-type', 'text/html');
      res.setHeader('etag', '"upstream"');
      for (let i = 0; i < big.length; i += 1024 * 1024) res.write(big.slice(i, i + 1024 * 1024));
      res.end();
    });
    const answer = await get('/');
    expect(answer.text).toBe(big);
    expect(answer.headers.etag).toBe('"upstream"');
  });

  it("rewrites a Server Action's page answer (a POST without JavaScript) too, with a CSP that allows exactly its inline scripts", async () => {
    const get = await serve((req, res) => {
      res.setHeader('content-security-policy', "default-src 'self'; script-src 'self' 'unsafe-inline'; object-src 'none'");
      nextLike('text/html', PAGE)(req, res);
    });
    const answer = await get('/', { method: 'POST', headers: { 'accept-encoding': 'gzip' } });
    expect(answer.text).toContain(LOADER.slice(0, 40));
    const scripts = inlineScripts(answer.text);
    expect(scripts.length).toBeGreaterThanOrEqual(3); // the loader and Next's two payload scripts
    const policy = String(answer.headers['content-security-policy']);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
    expect(policy).toMatch(/; object-src 'none'$/);
    for (const script of scripts) expect(policy).toContain(scriptHash(script));
    expect(policy.match(/'sha256-/g)).toHaveLength(new Set(scripts).size);
  });

  it('passes through what it must not or need not change: other types, no-transform, pages without chunks', async () => {
    const json = JSON.stringify({ html: PAGE });
    const cases: [string, (req: IncomingMessage, res: ServerResponse) => void, string, { method?: string }?][] = [
      ['json', nextLike('application/json', json), json],
      ['no-transform', nextLike('text/html', PAGE, 'public, max-age=60, no-transform'), PAGE],
      ['plain page', nextLike('text/html', `<html><body>${'<p>Plain.</p>'.repeat(50)}</body></html>`), `<html><body>${'<p>Plain.</p>'.repeat(50)}</body></html>`],
    ];
    for (const [name, upstream, expected, options] of cases) {
      const get = await serve(upstream);
      const answer = await get('/', { ...options, headers: { 'accept-encoding': 'gzip' } });
      expect(answer.text, name).toBe(expected);
      expect(answer.headers.etag, name).toBe('"upstream"');
    }
  });
});
