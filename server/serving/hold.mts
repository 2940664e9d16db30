// Holding a response until it ends, to send it transformed: the machinery behind the HTML rewrite
// (html-rewrite.mts) and the form-token fill (token-fill.mts).
//
// A held response's head and body are kept until the upstream ends it, decoded from the upstream's
// compression, transformed, encoded the same way and sent with its length. Our pages have no streamed
// Suspense parts, so the browser would not get anything earlier anyway; a response over MAX_HELD_BYTES
// streams on unchanged, as does one with `Cache-Control: no-transform` (RFC 9111 5.2.2.6).
// Only erasable TypeScript syntax: this file runs under Node's type stripping (scripts/server.mjs).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** What a transform answers: the body uncompressed, or already encoded in `encoding`. */
export type Transformed = Buffer | { body: Buffer; encoding: 'br' | 'gzip' };

export interface HoldOptions {
  /** Whether this request's response may be held at all (decided before the upstream runs). */
  wants(req: IncomingMessage): boolean;
  /** Whether to hold it, asked once its head is known (when the upstream first sends its head or body). */
  holds(res: ServerResponse): boolean;
  /**
   * The body to send (uncompressed in, uncompressed out: encoded again the upstream's way); may change the
   * response's headers. Or the body already encoded, with its coding: it is sent as it is.
   */
  transform(body: Buffer, res: ServerResponse): Transformed | Promise<Transformed>;
}

/** A response larger than this (as sent by the upstream) is let through as it streams, unchanged. */
const MAX_HELD_BYTES = 4 * 1024 * 1024;

/** A chunk as given to `res.write`/`res.end` (a string in some encoding, or bytes), as a Buffer. */
export function chunkBuffer(chunk: unknown, encoding: unknown): Buffer {
  return typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);
}

const CODECS: Record<string, { decode: (b: Buffer) => Promise<Buffer>; encode: (b: Buffer) => Promise<Buffer> }> = {
  identity: { decode: async (b) => b, encode: async (b) => b },
  gzip: { decode: promisify(zlib.gunzip), encode: (b) => promisify(zlib.gzip)(b, { level: 6 }) },
  br: {
    decode: promisify(zlib.brotliDecompress),
    encode: (b) => promisify(zlib.brotliCompress)(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
  },
};

/** Wraps a handler so that the responses `options` picks are sent transformed. */
export function holdResponses(upstream: Handler, options: HoldOptions): Handler {
  return (req, res) => {
    if (options.wants(req)) hold(res, options);
    upstream(req, res);
  };
}

function hold(res: ServerResponse, options: HoldOptions) {
  const real = { writeHead: res.writeHead, write: res.write, end: res.end };
  let held: boolean | undefined; // decided when the upstream first sends its head or body
  const chunks: Buffer[] = [];
  let heldBytes = 0;
  const holds = () => {
    held ??= !/no-transform/i.test(String(res.getHeader('cache-control') ?? '')) && options.holds(res);
    return held;
  };
  const keep = (chunk: unknown, encoding: unknown) => {
    if (chunk == null || typeof chunk === 'function') return;
    const buffer = chunkBuffer(chunk, encoding);
    chunks.push(buffer);
    heldBytes += buffer.length;
    if (heldBytes > MAX_HELD_BYTES) {
      // Too big to hold: send what is held and let the rest stream through.
      held = false;
      (real.writeHead as (s: number) => ServerResponse).call(res, res.statusCode);
      (real.write as (b: Buffer) => boolean).call(res, Buffer.concat(chunks.splice(0)));
    }
  };
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    // writeHead(status, [statusMessage], [headers]): the same as setting them, which a held response needs.
    if (typeof rest[0] === 'string') this.statusMessage = rest.shift() as string;
    this.statusCode = status;
    setHeaders(this, rest[0]);
    return holds() ? this : (real.writeHead as (s: number) => ServerResponse).call(this, status);
  } as ServerResponse['writeHead'];
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (!holds()) return (real.write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    keep(chunk, rest[0]);
    const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    if (callback) process.nextTick(callback);
    return true;
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    if (!holds()) return (real.end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    if (typeof chunk === 'function') rest.unshift(chunk);
    else keep(chunk, rest[0]);
    if (!held) return (real.end as (...args: unknown[]) => ServerResponse).call(this, ...rest.filter((arg) => typeof arg === 'function'));
    const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    send(this, Buffer.concat(chunks)).then(callback, (error) => {
      console.error('could not send a held response', error);
      this.destroy(error as Error);
    });
    return this;
  } as ServerResponse['end'];

  async function send(response: ServerResponse, wire: Buffer) {
    const encoding = String(response.getHeader('content-encoding') ?? 'identity').toLowerCase();
    const codec = CODECS[encoding];
    let body = wire;
    const decoded = codec ? await codec.decode(wire).catch(() => null) : null;
    if (codec && decoded) {
      const transformed = await options.transform(decoded, response);
      if (Buffer.isBuffer(transformed)) {
        if (transformed !== decoded) body = await codec.encode(transformed);
      } else {
        // Encoded by the transform itself (Brotli: html-rewrite.mts, token-fill.mts).
        body = transformed.body;
        response.setHeader('content-encoding', transformed.encoding);
      }
    }
    response.removeHeader('transfer-encoding');
    if (response.statusCode !== 204 && response.statusCode !== 304) response.setHeader('content-length', body.length);
    (real.writeHead as (s: number) => ServerResponse).call(response, response.statusCode);
    await new Promise<void>((resolve) => (real.end as (b: Buffer, cb: () => void) => void).call(response, body, resolve));
  }
}

function setHeaders(res: ServerResponse, headers: unknown) {
  if (!headers) return;
  if (Array.isArray(headers)) {
    // [[name, value], ...] or the raw [name, value, name, value, ...]
    const pairs = Array.isArray(headers[0]) ? (headers as [string, string][]) : headers.flatMap((v, i) => (i % 2 ? [] : [[v, headers[i + 1]]]));
    for (const [name, value] of pairs as [string, string][]) res.setHeader(name, value);
  } else for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) if (value !== undefined) res.setHeader(name, value);
}
