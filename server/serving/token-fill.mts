// Per-visitor form tokens in pages that are otherwise the same for everyone.
//
// The contact, quote and job pages carry a signed 'form shown at' token (server/security/form-token.ts) in
// the form's hidden field and in the RSC payload that hydrates it. Rendering them per request to mint it cost
// 0.06 x an empty page's throughput, so they are rendered once with TOKEN_PLACEHOLDER in its place and every
// response gets a fresh token of the same length on its way out:
// - from the page cache (server/serving/front-cache.mts), which keeps such a page as a template: its parts
//   between the placeholders, each also compressed once as a raw deflate stream that ends byte-aligned
//   (Z_SYNC_FLUSH). A response is then those streams with the token between them as stored deflate blocks,
//   in a gzip frame whose CRC-32 covers the filled text (RFC 1951 3.2.4, RFC 1952), which costs no
//   compression. Brotli has no stored block that can follow a flushed stream cheaply, so a client that
//   prefers Brotli gets the filled page compressed per response instead (brotliFilled: quality 5, on libuv's
//   thread pool, not the event loop: 35 KB against the splice's 47 KB for the 136 KB contact page). At most
//   filledBrotli.limit such compressions run at once in the process; a response that would need one more
//   gets the gzip splice (or identity): under a burst beyond what the pool compresses, some form pages go
//   out as gzip, and a flood never queues compressions nor keeps more than that many threads busy;
// - otherwise (a miss, the cache off, a Server Action's answer) by fillTokens, which decodes, fills and
//   re-encodes the whole response: as Brotli, within the same limit, for a client that prefers it.
// A filled response is the visitor's own: `Cache-Control: private, no-cache`, no validator, and a CSP whose
// hashes cover the scripts as filled (server/serving/csp.mts). The length is kept so that any length prefix in
// the RSC payload stays true.
// Only erasable TypeScript syntax: this file runs under Node's type stripping (scripts/server.mjs).
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { ownScripts, scriptHash, withScriptHashes } from './csp.mts';
import { BR_OR_GZIP, negotiate, withAcceptEncoding } from './content-coding.mts';
import { TOKEN_PLACEHOLDER } from './contract.mts';
import { holdResponses, type Handler } from './hold.mts';

const PLACEHOLDER = Buffer.from(TOKEN_PLACEHOLDER);

/** Mints a fresh token; throws when it cannot (e.g. its secret is not readable yet). */
export type Mint = () => string | Promise<string>;

export interface TokenTemplate {
  /** The body (uncompressed) split at each placeholder: one part more than placeholders. */
  parts: Buffer[];
  /** Each part as raw deflate: every one but the last sync-flushed (byte-aligned, not final). */
  deflated: Buffer[];
  /** For an HTML page: hashes of its inline scripts without a placeholder, and the others as their parts. */
  scripts: { fixed: string[]; split: string[][] } | null;
  /** Bytes held, for the cache's accounting. */
  size: number;
}

export const hasPlaceholder = (body: Buffer) => body.includes(PLACEHOLDER);

/** The template of a body that holds at least one placeholder (else null), compressed once. */
export function makeTemplate(body: Buffer, html: boolean): TokenTemplate | null {
  if (!hasPlaceholder(body)) return null;
  const parts: Buffer[] = [];
  for (let from = 0; ; ) {
    const at = body.indexOf(PLACEHOLDER, from);
    parts.push(body.subarray(from, at < 0 ? undefined : at));
    if (at < 0) break;
    from = at + PLACEHOLDER.length;
  }
  const deflated = parts.map((part, i) =>
    zlib.deflateRawSync(part, { level: 9, finishFlush: i < parts.length - 1 ? zlib.constants.Z_SYNC_FLUSH : zlib.constants.Z_FINISH }),
  );
  let scripts: TokenTemplate['scripts'] = null;
  if (html) {
    scripts = { fixed: [], split: [] };
    for (const text of ownScripts(body.toString('utf8'))) {
      if (text.includes(TOKEN_PLACEHOLDER)) scripts.split.push(text.split(TOKEN_PLACEHOLDER));
      else scripts.fixed.push(scriptHash(text));
    }
  }
  const size = [...parts, ...deflated].reduce((sum, b) => sum + b.length, 0);
  return { parts, deflated, scripts, size };
}

/** The template with `token` in every placeholder, uncompressed or as gzip. */
export function renderTemplate(template: TokenTemplate, token: string, encoding: 'identity' | 'gzip'): Buffer {
  const value = tokenBytes(token);
  if (encoding === 'identity') return Buffer.concat(template.parts.flatMap((part, i) => (i ? [value, part] : [part])));
  // A stored block: BFINAL=0 and BTYPE=00 in the first byte (the rest of it is padding), LEN, one's complement NLEN.
  const stored = Buffer.alloc(5 + value.length);
  stored.writeUInt16LE(value.length, 1);
  stored.writeUInt16LE(~value.length & 0xffff, 3);
  value.copy(stored, 5);
  let crc = 0;
  let length = 0;
  template.parts.forEach((part, i) => {
    if (i) crc = zlib.crc32(value, crc);
    crc = zlib.crc32(part, crc);
    length += part.length + (i ? value.length : 0);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  return Buffer.concat([GZIP_HEADER, ...template.deflated.flatMap((part, i) => (i ? [stored, part] : [part])), trailer]);
}

/** Magic, deflate, no flags, no time, no extra flags, OS unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * Brotli for filled pages, compressed per response. Quality 1, for cost: on the 103 KB contact page it
 * takes about 0.22 ms of a pool thread for 28.7 KB, where quality 2 takes 0.45 ms for 27.3 KB, 4 takes
 * 0.83 ms for 25.8 KB, and the gzip splice sends 46.8 KB. The event loop still pays for the stream around
 * each one, about 0.13-0.19 ms against the splice's 0.03 ms. `limit` compressions at most run at once: one
 * core fewer than the machine has, so the event loop keeps a core, and one thread fewer than libuv's pool,
 * so file and DNS work never waits behind them (1 on two cores). Tests may move `inFlight`.
 */
export const filledBrotli = {
  quality: 5,
  limit: Math.max(1, Math.min(availableParallelism() - 1, (Number(process.env.UV_THREADPOOL_SIZE) || 4) - 1)),
  inFlight: 0,
};
/**
 * The template filled with `token` as Brotli, compressed on the thread pool; null when filledBrotli.limit
 * compressions are running already (or this one failed): the caller then sends it the way it would have
 * without Brotli. The filled text is written into one of `limit` scratch buffers, reused, so a response
 * leaves only its compressed body behind for the collector (about 35 KB of the contact page's 136 KB).
 */
export async function brotliFilled(template: TokenTemplate, token: string): Promise<Buffer | null> {
  if (filledBrotli.inFlight >= filledBrotli.limit) return null;
  filledBrotli.inFlight++;
  const scratch = scratchBuffers.pop() ?? { bytes: Buffer.allocUnsafeSlow(0) };
  try {
    const filled = fillInto(scratch, template, token);
    return await brotliCompress(filled, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: filledBrotli.quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: filled.length } });
  } catch (error) {
    console.error('form token: could not compress a filled page', error);
    return null;
  } finally {
    scratchBuffers.push(scratch);
    filledBrotli.inFlight--;
  }
}
const brotliCompress = promisify(zlib.brotliCompress);

/** Buffers to fill a page into before compressing it: at most filledBrotli.limit, each as large as its largest page. */
const scratchBuffers: { bytes: Buffer }[] = [];

function fillInto(scratch: { bytes: Buffer }, template: TokenTemplate, token: string): Buffer {
  const value = tokenBytes(token);
  const length = template.parts.reduce((sum, part) => sum + part.length, 0) + value.length * (template.parts.length - 1);
  if (scratch.bytes.length < length) scratch.bytes = Buffer.allocUnsafeSlow(length);
  let at = 0;
  template.parts.forEach((part, i) => {
    if (i) at += value.copy(scratch.bytes, at);
    at += part.copy(scratch.bytes, at);
  });
  return scratch.bytes.subarray(0, length);
}

function tokenBytes(token: string): Buffer {
  const value = Buffer.from(token);
  if (value.length !== PLACEHOLDER.length) throw new Error(`form token: expected ${PLACEHOLDER.length} bytes, got ${value.length}`);
  return value;
}

/** The hashes of the template's inline scripts as filled with `token`. */
export function templateScriptHashes(template: TokenTemplate, token: string): string[] {
  if (!template.scripts) return [];
  return [...template.scripts.fixed, ...template.scripts.split.map((pieces) => scriptHash(pieces.flatMap((piece, i) => (i ? [token, piece] : [piece]))))];
}

/** Marks a filled response as the visitor's own (see the top of this file). */
export function personalise(res: ServerResponse, scriptHashes: string[] | null) {
  res.setHeader('cache-control', 'private, no-cache');
  res.removeHeader('etag');
  res.removeHeader('last-modified');
  const policy = res.getHeader('content-security-policy');
  if (scriptHashes && typeof policy === 'string') res.setHeader('content-security-policy', withScriptHashes(policy, scriptHashes));
}

/**
 * When no token can be minted (its secret is not readable yet), the visitor gets a 503 rather than a form that
 * cannot be sent: sets the status and headers, answers the body.
 */
export function cannotFill(res: ServerResponse, error: unknown): Buffer {
  console.error('form token: could not mint one', error);
  res.statusCode = 503;
  res.setHeader('retry-after', '30');
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  return Buffer.from('This form cannot be shown right now. Please try again in a minute.');
}

/** Responses the page cache has already filled: fillTokens lets them through. */
export const filledResponses = new WeakSet<ServerResponse>();

/**
 * Fills the placeholders of every HTML or RSC response of the given paths that still holds them (decoded,
 * filled with one fresh token, re-encoded: as Brotli when the client prefers it and brotliFilled has room,
 * else the upstream's way), or answers cannotFill.
 */
export function fillTokens(upstream: Handler, options: { paths: readonly string[]; mint: Mint }): Handler {
  const paths = new Set(options.paths);
  return holdResponses(upstream, {
    wants: (req) => req.method !== 'HEAD' && paths.has((req.url ?? '/').split('?')[0].replace(/\/+$/, '') || '/'),
    holds: (res) => !filledResponses.has(res) && /^text\/(html|x-component)\b/i.test(String(res.getHeader('content-type') ?? '')),
    async transform(body, res) {
      const template = makeTemplate(body, /^text\/html\b/i.test(String(res.getHeader('content-type'))));
      if (!template) return body;
      let token: string;
      try {
        token = await options.mint();
      } catch (error) {
        return cannotFill(res, error);
      }
      personalise(res, template.scripts && templateScriptHashes(template, token));
      res.setHeader('vary', withAcceptEncoding(res.getHeader('vary') as OutgoingHttpHeaders['vary']));
      const br = negotiate(res.req?.headers['accept-encoding'], BR_OR_GZIP) === 'br' ? await brotliFilled(template, token) : null;
      return br ? { body: br, encoding: 'br' as const } : renderTemplate(template, token, 'identity');
    },
  });
}
