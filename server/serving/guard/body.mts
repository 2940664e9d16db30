// A request body received in full before Next reads it (in memory up to a size, else in a private temporary file),
// counted as it streams and stopped past its limit, when it stalls or when it crawls; then replayed to Next as an
// ordinary request. And the queue that lets only a few large bodies be parsed at once.
// Only erasable TypeScript syntax: this file runs under Node's type stripping (scripts/server.mjs).
import { createReadStream, createWriteStream, rmSync, type WriteStream } from 'node:fs';
import { IncomingMessage, type ServerResponse } from 'node:http';
import { Refusal, tooLarge } from './refusal.mts';

/** A received body: its size, and its bytes in memory or the file that holds them. */
export interface Body {
  size: number;
  buffer?: Buffer;
  file?: string;
}

export interface ReceiveOptions {
  maxBytes: number;
  memoryBodyBytes: number;
  idleTimeoutMs: number;
  minRate: { bytesPerSecond: number; graceMs: number };
  file: () => string;
}

/** Reads the whole body: counted as it streams, stopped past maxBytes, in memory or in a 0600 file. */
export function receive(req: IncomingMessage, options: ReceiveOptions): Promise<Body> {
  return new Promise<Body>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let file: string | undefined;
    let out: WriteStream | undefined;
    let done = false;
    const started = Date.now();
    let idle = setTimeout(() => stop(new Refusal(408, 'The upload stalled, so we stopped waiting for it. Please send the form again.')), options.idleTimeoutMs);
    const stop = (error: Error) => {
      if (done) return;
      done = true;
      clearTimeout(idle);
      req.off('data', onData);
      out?.destroy();
      if (file) rmSync(file, { force: true });
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      idle.refresh();
      size += chunk.length;
      if (size > options.maxBytes) return stop(tooLarge(options.maxBytes));
      const elapsed = Date.now() - started;
      if (elapsed > options.minRate.graceMs && (size * 1000) / elapsed < options.minRate.bytesPerSecond) {
        return stop(new Refusal(408, 'The upload arrived too slowly, so we stopped waiting for it. Please check your connection and send the form again.'));
      }
      if (out) {
        if (!out.write(chunk)) req.pause();
        return;
      }
      chunks.push(chunk);
      if (size > options.memoryBodyBytes) {
        file = options.file();
        out = createWriteStream(file, { mode: 0o600, flags: 'wx' });
        out.on('drain', () => req.resume());
        out.on('error', (error) => stop(error));
        for (const held of chunks.splice(0)) out.write(held);
      }
    };
    req.on('data', onData);
    req.once('error', () => stop(new Refusal(400, 'The upload was interrupted.')));
    req.once('aborted', () => stop(new Refusal(400, 'The upload was interrupted.')));
    req.once('end', () => {
      if (done) return;
      clearTimeout(idle);
      if (!out) {
        done = true;
        resolve({ size, buffer: Buffer.concat(chunks) });
        return;
      }
      out.end(() => {
        if (done) return;
        done = true;
        resolve({ size, file });
      });
    });
    idle = idle.unref();
  });
}

/** The request again, for Next: same socket, method, URL and headers, with the received body to read. */
export function replay(req: IncomingMessage, res: ServerResponse, body: Body): IncomingMessage {
  const copy = new IncomingMessage(req.socket);
  copy.method = req.method;
  copy.url = req.url;
  copy.httpVersion = req.httpVersion;
  copy.httpVersionMajor = req.httpVersionMajor;
  copy.httpVersionMinor = req.httpVersionMinor;
  copy.headers = { ...req.headers, 'content-length': String(body.size) };
  delete copy.headers['transfer-encoding'];
  copy.rawHeaders = Object.entries(copy.headers).flatMap(([name, value]) => (Array.isArray(value) ? value.flatMap((v) => [name, v]) : [name, String(value)]));
  copy.complete = true;
  if (body.buffer) {
    copy._read = () => undefined;
    copy.push(body.buffer);
    copy.push(null);
    return copy;
  }
  const stream = createReadStream(body.file!);
  res.once('close', () => stream.destroy()); // Next may answer without reading it all: close the file anyway
  copy._read = () => void stream.resume();
  stream.on('data', (chunk) => {
    if (!copy.push(chunk)) stream.pause();
  });
  stream.on('end', () => copy.push(null));
  stream.on('error', () => copy.push(null)); // the answer is already under way (or the client left)
  return copy;
}

/** At most `slots` holders at once; the others wait in line. `acquire` resolves with the release. */
export function semaphore(slots: number) {
  const waiting: (() => void)[] = [];
  let free = slots;
  return {
    async acquire(): Promise<() => void> {
      if (free > 0) free--;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const nextInLine = waiting.shift();
        if (nextInLine) nextInLine();
        else free++;
      };
    },
  };
}
