// A shared HTTP cache (the storable subset of RFC 9111) in front of Next's request handler.
//
// Why: `next start` gzips, and hashes for its ETag, every prerendered page on every request, so a 190 KB
// document costs it 5-6 ms of CPU and throughput falls with page size (0.2-0.5 x an empty page's). A
// front proxy or CDN fixes that in the scale path; this cache does the same inside the one process that
// `npm start` runs: a response that says a shared cache may keep it (200, `s-maxage` or `public, max-age`,
// no `private`/`no-store`/`no-cache`, no Set-Cookie) is stored once, compressed once with Brotli and gzip,
// and served from memory until it goes stale. Everything else (forms, API calls, admin, dynamic pages,
// ranges, HEAD misses, query strings) goes to Next untouched, and a miss is answered by Next as if the cache
// were not here. Query strings are unbounded (`/?a=1`, `/?a=2`, ... would push every warmed page out), so
// only two kinds are stored, under a normalised key (see cacheKey): Next's RSC requests and its image
// optimiser's.
//
// Written against Node's http types only (no Next import), so it runs under Node's type stripping and in
// unit tests with a fake upstream. Only erasable TypeScript syntax is used here for that reason.
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { chunkBuffer, type Handler } from './hold.mts';
import { PAGE_CACHE_HEADER } from './contract.mts';
import { BR_OR_GZIP, negotiate, withAcceptEncoding, type Encoding } from './content-coding.mts';
import { brotliFilled, cannotFill, filledResponses, makeTemplate, personalise, renderTemplate, templateScriptHashes, type Mint, type TokenTemplate } from './token-fill.mts';


export interface FrontCacheOptions {
  /** Memory for all stored bodies together (identity + encoded); least recently used go first. */
  maxBytes?: number;
  /** A response larger than this (uncompressed) is never stored, e.g. a video. */
  maxEntryBytes?: number;
  /** Variants kept per URL, for responses that vary on request headers (Next's RSC requests). */
  maxVariantsPerUrl?: number;
  /** Captured responses waiting to be compressed (one at a time); more misses meanwhile go to Next alone. */
  maxPendingFills?: number;
  /**
   * How long a stored page must stay (no publish meanwhile) before it is compressed again with Brotli's best
   * (refine below): 10 s by default, so the burst of renders after a publish never shares the CPU with it.
   */
  refineAfterMs?: number;
  now?: () => number;
  /**
   * Mints a visitor's form token: a response holding TOKEN_PLACEHOLDER is then kept as a template and each
   * visitor gets it filled with a fresh token (token-fill.mts). Without it, such responses are not stored.
   */
  mint?: Mint;
}

export interface FrontCache {
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Resolves when every response captured so far has been compressed and stored (tests, warm-up). */
  settled(): Promise<void>;
  /** Forgets everything, e.g. after content was revalidated, including responses captured but not yet stored. */
  purge(): void;
  /** `evictions`: variants dropped because maxBytes ran out (not replacements, not maxVariantsPerUrl). */
  readonly stats: { hits: number; misses: number; stored: number; bytes: number; evictions: number; refined: number };
}

export { negotiate } from './content-coding.mts';

interface Variant {
  /** The request's values (as it arrived) of the headers the response varies on, joined: whom it answers. */
  varyKey: string;
  headers: OutgoingHttpHeaders;
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
  /** Set for a page with per-visitor form tokens: bodies are then made from it per response. */
  template: TokenTemplate | null;
  etag: string | undefined;
  storedAt: number;
  freshForMs: number;
  size: number;
  /** a page this cache keeps until a publish: a proxy in front may keep it for PROXY_SECONDS (X-Accel-Expires) */
  proxyMay: boolean;
}

/**
 * How long nginx in front (deploy/nginx.conf) may keep a page this cache keeps until something is published: one
 * second, in `X-Accel-Expires`, which nginx reads (before Cache-Control, and hides from the client). Every public
 * page is such a page (the studio's content is on all of them), and nginx cannot be told of a publish; its key names
 * the half second (deploy/nginx.conf), so it answers nearly every request itself and a publish still shows through
 * it within a second. Browsers and other caches keep following Cache-Control (private, no-cache).
 */
export const PROXY_SECONDS = 1;

interface Entry {
  varyNames: string[];
  variants: Variant[];
}

const MIN_COMPRESS_BYTES = 1024;
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|rss\+xml|manifest\+json|[\w.-]+\+(json|xml))|image\/svg\+xml)/i;
// Headers that belong to one connection or one encoding of the body, never to the stored representation.
const NOT_STORED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'date', 'age', PAGE_CACHE_HEADER]);
// Headers a 304 repeats (RFC 9110 15.4.5).
const NOT_MODIFIED_HEADERS = ['cache-control', 'content-location', 'date', 'etag', 'expires', 'vary'];

const brotli = promisify(zlib.brotliCompress);
const brotliDecompress = promisify(zlib.brotliDecompress);
const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);

export function createFrontCache(upstream: Handler, options: FrontCacheOptions = {}): FrontCache {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const maxEntryBytes = options.maxEntryBytes ?? 2 * 1024 * 1024;
  const maxVariants = options.maxVariantsPerUrl ?? 4;
  const maxFills = options.maxPendingFills ?? 32;
  const refineAfterMs = options.refineAfterMs ?? 10_000;
  const now = options.now ?? Date.now;
  // A Map keeps insertion order: re-inserting on every hit makes its first key the least recently used.
  const entries = new Map<string, Entry>();
  const pending = new Set<Promise<void>>();
  const filling = new Set<string>();
  let queue: Promise<unknown> = Promise.resolve();
  /** Brotli's best for stored pages, one at a time, behind the stores (refine below). */
  let refining: Promise<unknown> = Promise.resolve();
  /** Bumped by purge(): a response captured under an older generation is never stored. */
  let generation = 0;
  const stats = { hits: 0, misses: 0, stored: 0, bytes: 0, evictions: 0, refined: 0 };

  function handle(req: IncomingMessage, res: ServerResponse) {
    const url = req.url ?? '/';
    const key = isCacheableRequest(req) ? cacheKey(url) : undefined;
    if (key === undefined) {
      hideMark(res);
      upstream(req, res);
      return;
    }
    const entry = entries.get(key);
    const wanted = entry && varyKey(req.headers, entry.varyNames);
    const variant = entry?.variants.find((v) => v.varyKey === wanted);
    const age = variant ? now() - variant.storedAt : 0;
    if (entry && variant && age < variant.freshForMs) {
      stats.hits++;
      entries.delete(key);
      entries.set(key, entry);
      const ageSeconds = Math.floor(age / 1000);
      if (variant.template) respondFilled(req, res, variant, variant.template, ageSeconds, options.mint!);
      else respond(req, res, variant, ageSeconds);
      return;
    }
    stats.misses++;
    // One capture per request URL at a time (a prefetch's concurrent RSC requests for one page differ in
    // `_rsc`), and a bounded queue of them, compressed one after the other: a page's twenty assets all get
    // stored on its first view, while a flood of distinct URLs (say, random paths) costs at most one busy
    // thread and maxPendingFills bodies in memory.
    const mark = hideMark(res);
    if (req.method === 'GET' && !filling.has(url) && filling.size < maxFills) capture(req, res, url, key, mark);
    upstream(req, res);
  }

  /** Copies what Next writes (after its own compression) and stores it under `key` once it has ended. */
  function capture(req: IncomingMessage, res: ServerResponse, url: string, key: string, mark: () => OutgoingHttpHeader | undefined) {
    // Next deletes the RSC request headers from req.headers while it handles the request, so the ones the
    // response varies on are read from a copy taken before it starts.
    const requestHeaders = { ...req.headers };
    filling.add(url);
    // A purge() after this request began may have been for content it read: such a response is not stored.
    const captured = generation;
    res.once('close', () => {
      if (!ended) filling.delete(url); // aborted before the end: let the next request try
    });
    let ended = false;
    const chunks: Buffer[] = [];
    let length = 0;
    let tooBig = false;
    const tap = (chunk: unknown, encoding: unknown) => {
      if (tooBig || chunk == null || typeof chunk === 'function') return;
      const buffer = chunkBuffer(chunk, encoding);
      length += buffer.length;
      if (length > maxEntryBytes) {
        tooBig = true;
        chunks.length = 0;
      } else chunks.push(buffer);
    };
    const write = res.write;
    const end = res.end;
    res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      tap(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as ServerResponse['write'];
    res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      tap(chunk, rest[0]);
      // The head as the upstream gave it: a layer outside may still change what the client gets (token-fill.mts).
      const head = { status: this.statusCode, headers: { ...this.getHeaders() } };
      const shared = mark();
      if (shared !== undefined) head.headers[PAGE_CACHE_HEADER] = shared;
      const result = (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
      ended = true;
      const wire = Buffer.concat(chunks);
      // A purge() while this waited for its turn means it may be stale: drop it rather than store it.
      const work = queue.then(() => (tooBig || captured !== generation ? undefined : store(requestHeaders, head, key, wire, captured)));
      queue = work.catch(() => undefined);
      schedule(work.finally(() => filling.delete(url)));
      return result;
    } as ServerResponse['end'];
  }

  async function store(requestHeaders: IncomingHttpHeaders, head: { status: number; headers: OutgoingHttpHeaders }, key: string, wire: Buffer, captured: number) {
    const { headers } = head;
    const freshForMs = storableFor(head.status, headers);
    if (freshForMs <= 0) return;
    // An RSC request (`RSC: 1`) is answered with Flight data, any other with HTML or an asset; an answer of
    // the wrong kind (say, a Vary that misses `rsc`) stored for one would be served to the other.
    if ((requestHeaders.rsc === '1') !== /^text\/x-component\b/i.test(String(headers['content-type'] ?? ''))) return;
    const encoding = String(headers['content-encoding'] ?? 'identity').toLowerCase();
    const decode = encoding === 'gzip' ? gunzip : encoding === 'br' ? brotliDecompress : encoding === 'identity' ? async (b: Buffer) => b : null;
    if (!decode) return;
    const identity = await decode(wire).catch(() => null);
    if (!identity || identity.length > maxEntryBytes) return;

    const varyNames = varyOf(headers);
    const stored: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) if (!NOT_STORED.has(name) && value !== undefined) stored[name] = value;
    const bodies: Variant['bodies'] = { identity };
    const template = makeTemplate(identity, /^text\/html\b/i.test(String(headers['content-type'] ?? '')));
    if (template && !options.mint) return;
    if (template) stored.vary = withAcceptEncoding(headers.vary); // compressed per response, never stored whole
    else if (isCompressible(headers, identity.length)) {
      stored.vary = withAcceptEncoding(headers.vary);
      const [br, gz] = await Promise.all([
        brotliAt(identity, brotliQuality(headers, key)),
        gzip(identity, { level: 9 }),
      ]);
      bodies.br = br;
      bodies.gzip = gz;
    }
    const size = template ? template.size : Object.values(bodies).reduce((sum, body) => sum + (body?.length ?? 0), 0);
    if (size > maxBytes) return;
    const variant: Variant = {
      varyKey: varyKey(requestHeaders, varyNames),
      headers: stored,
      bodies: template ? { identity: Buffer.alloc(0) } : bodies,
      template,
      etag: typeof headers.etag === 'string' && !template ? headers.etag : undefined,
      storedAt: now(),
      freshForMs,
      size,
      proxyMay: headers[PAGE_CACHE_HEADER] !== undefined && !template,
    };
    if (captured !== generation) return; // purged while it was being compressed
    put(key, varyNames, variant);
    if (bodies.br && refinable(headers, key)) refine(key, variant, captured);
  }

  /**
   * Compresses a stored page again with Brotli's best (quality 11) and puts that in place of the quick copy, once
   * per page and publish, on the thread pool and one page at a time, so no request waits for it. The quick copy
   * (quality 5) is 9-10 % larger: on a slow phone the home page's 51 KB took three round trips of TCP's first window
   * where 46 KB takes two, and a legal page's 47 KB became 43 KB (issue 31). It waits refineAfterMs first: done at
   * once, the refining took the CPU from the renders after a publish, and a publish took 2.1 s instead of 0.9 s to
   * show through nginx (p95, test/integration/nginx.test.ts, on a busy machine). Nothing if the page left the cache
   * or a publish emptied it meanwhile. Not waited for by settled() (the warm-up would wait too).
   */
  function refine(key: string, variant: Variant, captured: number) {
    const due = () => captured === generation && isStored(key, variant);
    setTimeout(() => {
      if (!due()) return;
      const work = refining.then(async () => {
        if (!due()) return;
        const identity = variant.bodies.identity;
        const best = await brotliAt(identity, 11);
        if (!due() || best.length >= variant.bodies.br!.length) return;
        const saved = variant.bodies.br!.length - best.length;
        variant.bodies.br = best;
        variant.size -= saved;
        stats.bytes -= saved;
        stats.refined++;
      });
      refining = work.catch((error) => console.error('front cache: could not refine a stored page', error));
    }, refineAfterMs).unref();
  }

  function isStored(key: string, variant: Variant) {
    return entries.get(key)?.variants.includes(variant) ?? false;
  }

  function put(key: string, varyNames: string[], variant: Variant) {
    const previous = entries.get(key);
    // A changed Vary list makes the old variants unusable (RFC 9111 4.1): start the URL afresh.
    const entry: Entry = previous && previous.varyNames.join() === varyNames.join() ? previous : { varyNames, variants: [] };
    if (entry !== previous && previous) previous.variants.forEach(forget);
    const same = entry.variants.findIndex((v) => v.varyKey === variant.varyKey);
    if (same >= 0) forget(entry.variants.splice(same, 1)[0]);
    entry.variants.push(variant);
    if (entry.variants.length > maxVariants) forget(entry.variants.shift()!);
    entries.delete(key);
    entries.set(key, entry);
    stats.stored++;
    stats.bytes += variant.size;
    while (stats.bytes > maxBytes) {
      const [oldestKey, oldest] = entries.entries().next().value!;
      forget(oldest.variants.shift()!);
      stats.evictions++;
      if (oldest.variants.length === 0) entries.delete(oldestKey);
    }
  }

  function forget(variant: Variant) {
    stats.bytes -= variant.size;
  }

  function schedule(work: Promise<void>) {
    const tracked = work.catch((error) => console.error('front cache: could not store a response', error)).finally(() => pending.delete(tracked));
    pending.add(tracked);
  }

  return {
    handle,
    stats,
    async settled() {
      while (pending.size) await Promise.all(pending);
    },
    purge() {
      generation++;
      entries.clear();
      stats.bytes = 0;
    },
  };
}

function respond(req: IncomingMessage, res: ServerResponse, variant: Variant, ageSeconds: number) {
  const age = String(Math.max(0, ageSeconds));
  if (variant.etag && matchesEtag(req.headers['if-none-match'], variant.etag)) {
    const headers: OutgoingHttpHeaders = { age };
    for (const name of NOT_MODIFIED_HEADERS) if (variant.headers[name] !== undefined) headers[name] = variant.headers[name];
    res.writeHead(304, headers).end();
    return;
  }
  const encoding = negotiate(req.headers['accept-encoding'], variant.bodies);
  const body = variant.bodies[encoding]!;
  // X-Accel-Expires first: nginx 1.22 (Debian 12) reads Cache-Control's `private` as final when it comes before it.
  const headers: OutgoingHttpHeaders = { ...(variant.proxyMay ? { 'x-accel-expires': String(PROXY_SECONDS) } : {}), ...variant.headers, age, 'content-length': body.length };
  if (encoding !== 'identity') {
    headers['content-encoding'] = encoding;
    // Each encoding is its own representation: like nginx, mark a shared validator as weak (RFC 9110 8.8.1).
    if (variant.etag) headers.etag = variant.etag.startsWith('W/') ? variant.etag : `W/${variant.etag}`;
  }
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * A page with form tokens: filled with a fresh one, never answered with a 304. Brotli (token-fill.mts
 * brotliFilled) when the client prefers it and a compression slot is free, else the gzip splice when it takes
 * gzip, else uncompressed. A HEAD gets the head a GET would.
 */
function respondFilled(req: IncomingMessage, res: ServerResponse, variant: Variant, template: TokenTemplate, ageSeconds: number, mint: Mint) {
  Promise.resolve()
    .then(mint)
    .then(
      async (token) => {
        const accepted = req.headers['accept-encoding'];
        let encoding = negotiate(accepted, BR_OR_GZIP);
        let body = encoding === 'br' ? await brotliFilled(template, token) : null;
        if (!body) {
          encoding = negotiate(accepted, { gzip: EMPTY }) === 'gzip' ? 'gzip' : 'identity';
          body = renderTemplate(template, token, encoding);
        }
        for (const [name, value] of Object.entries(variant.headers)) if (value !== undefined) res.setHeader(name, value);
        personalise(res, template.scripts && templateScriptHashes(template, token));
        if (encoding !== 'identity') res.setHeader('content-encoding', encoding);
        res.setHeader('content-length', body.length);
        res.setHeader('age', String(Math.max(0, ageSeconds)));
        filledResponses.add(res);
        res.writeHead(200);
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      (error) => {
        filledResponses.add(res);
        res.end(cannotFill(res, error));
      },
    );
}

/**
 * Takes the page-cache mark (next.config.ts) off an answer as its head goes out: it speaks to this cache only, and
 * no client or cache downstream needs it. Returns what the mark said, for `store`.
 */
function hideMark(res: ServerResponse): () => OutgoingHttpHeader | undefined {
  let mark: OutgoingHttpHeader | undefined;
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    mark = this.getHeader(PAGE_CACHE_HEADER) ?? mark;
    this.removeHeader(PAGE_CACHE_HEADER);
    const headers = args.find((arg) => arg !== null && typeof arg === 'object' && !Array.isArray(arg)) as OutgoingHttpHeaders | undefined;
    for (const name of Object.keys(headers ?? {})) {
      if (name.toLowerCase() !== PAGE_CACHE_HEADER) continue;
      mark = headers![name];
      delete headers![name];
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
  return () => mark;
}

const EMPTY = Buffer.alloc(0);

function isCacheableRequest(req: IncomingMessage) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const h = req.headers;
  // Ranges (video), credentials and Next's draft-mode bypass cookie always reach Next. Like a CDN in front
  // of its own origin, the cache does not let a client's `Cache-Control: no-cache` reach past it.
  return !h.range && !h.authorization && !h.cookie?.includes('__prerender_bypass');
}

/**
 * The key a request's response is stored and looked up under, or undefined: it must reach Next untouched.
 * A URL with a query string has one only if it is Next's RSC request, whose `_rsc` parameter only busts
 * other caches (the RSC headers its response varies on tell the variants apart), or `/_next/image`, which
 * reads only `url`, `w` and `q` (exactly one each).
 */
function cacheKey(url: string): string | undefined {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const pathname = url.slice(0, at);
  const params = new URLSearchParams(url.slice(at + 1));
  if (params.size === 1 && params.has('_rsc')) return pathname;
  // A job's page (`/career-details?id=12`), with or without `_rsc`.
  if (pathname === '/career-details' && params.size === 1 + Number(params.has('_rsc')) && /^[1-9]\d{0,8}$/.test(params.get('id') ?? '')) return `${pathname}?id=${params.get('id')}`;
  if (pathname !== '/_next/image') return undefined;
  const kept = new URLSearchParams();
  for (const name of ['url', 'w', 'q']) {
    const values = params.getAll(name);
    if (values.length !== 1) return undefined;
    kept.set(name, values[0]);
  }
  return `${pathname}?${kept}`;
}

/** Milliseconds a shared cache may serve this response without asking again; 0 = do not store. */
export function storableFor(status: number, headers: OutgoingHttpHeaders): number {
  if (status !== 200 || headers['set-cookie'] !== undefined || headers['content-range'] !== undefined) return 0;
  if (varyOf(headers).includes('*')) return 0;
  // A page rendered per request that may still be shared until its content changes (next.config.ts sets it
  // on the careers pages; server/runtime.ts purges the cache when a job changes, on every instance).
  const shared = Number(headers[PAGE_CACHE_HEADER]);
  if (Number.isInteger(shared) && shared > 0) return shared * 1000;
  const directives = new Map<string, string>();
  for (const part of String(headers['cache-control'] ?? '').split(',')) {
    const [name, value = ''] = part.trim().toLowerCase().split('=');
    if (name) directives.set(name, value.replace(/"/g, ''));
  }
  if (['private', 'no-store', 'no-cache'].some((d) => directives.has(d))) return 0;
  const seconds = directives.has('s-maxage') ? Number(directives.get('s-maxage')) : directives.has('public') ? Number(directives.get('max-age')) : NaN;
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => weak(tag) === weak(etag));
}

/** `body` compressed with Brotli at `quality`, on libuv's thread pool. */
const brotliAt = (body: Buffer, quality: number) => brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });

/**
 * Immutable build assets (without a query string) are a fixed set: they get Brotli's best, about 240 ms for
 * 190 KB, once per build. Anything else gets quality 5 (about 3 ms for the home page's 275 KB, 10 % larger), so no
 * miss costs much; a page kept until a publish is then refined to the best in the background (refine).
 */
function brotliQuality(headers: OutgoingHttpHeaders, key: string) {
  return /immutable/i.test(String(headers['cache-control'] ?? '')) && !key.includes('?') ? 11 : 5;
}

/**
 * A stored page worth Brotli's best after all, not already at it: one without a query string, or a job's page (both a
 * set the site's content bounds, not one a visitor can grow; cacheKey stores no other query string but images').
 */
function refinable(headers: OutgoingHttpHeaders, key: string) {
  return brotliQuality(headers, key) < 11 && (!key.includes('?') || key.startsWith('/career-details?id='));
}

function isCompressible(headers: OutgoingHttpHeaders, length: number) {
  if (length < MIN_COMPRESS_BYTES) return false;
  if (/no-transform/i.test(String(headers['cache-control'] ?? ''))) return false;
  return COMPRESSIBLE.test(String(headers['content-type'] ?? ''));
}

function varyOf(headers: OutgoingHttpHeaders): string[] {
  return String(headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name && name !== 'accept-encoding');
}

function varyKey(requestHeaders: IncomingHttpHeaders, varyNames: string[]) {
  return varyNames
    .map((name) => {
      const value = requestHeaders[name];
      return Array.isArray(value) ? value.join(', ') : (value ?? '');
    })
    .join('\0');
}
