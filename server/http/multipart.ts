import 'server-only';
import { Readable } from 'node:stream';
import busboy from 'busboy';
import { MB } from '@/lib/validation/options';
import type { Upload } from '../storage/uploads';
import { HttpError } from './errors';

export interface ParsedForm {
  fields: Record<string, string>;
  uploads: Upload[];
}

export interface BodyLimits {
  maxFileBytes: number; // per file, by field: the largest any field allows
  maxFiles: number;
  maxFieldBytes?: number;
}

/**
 * Streams a multipart (or URL-encoded) body. Stops reading at the first file over its limit and answers
 * 413 naming it, so no more than the limits is ever held in memory; a malformed body answers 400 and a
 * body of another type 415.
 */
export async function readForm(request: Request, limits: BodyLimits): Promise<ParsedForm> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b|^application\/x-www-form-urlencoded\b/i.test(type)) {
    throw new HttpError(415, 'Send the form as multipart/form-data or application/x-www-form-urlencoded.');
  }
  const declared = Number(request.headers.get('content-length') ?? 0);
  const ceiling = limits.maxFiles * limits.maxFileBytes + 2 * MB;
  if (declared > ceiling) throw new HttpError(413, `The upload is too large: at most ${limits.maxFiles} files of ${Math.round(limits.maxFileBytes / MB)} MB each.`);
  if (!request.body) throw new HttpError(400, 'The form arrived empty.');

  return new Promise<ParsedForm>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': type },
        limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles + 1, fields: 60, fieldSize: limits.maxFieldBytes ?? 64 * 1024, parts: 80 },
      });
    } catch {
      reject(new HttpError(400, 'The form could not be read: its multipart boundary is missing.'));
      return;
    }
    const source = Readable.fromWeb(request.body as import('node:stream/web').ReadableStream);
    const fields: Record<string, string> = {};
    const uploads: Upload[] = [];
    let settled = false;
    const fail = (error: HttpError) => {
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      source.destroy();
      reject(error);
    };

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(new HttpError(413, `The field ${name} is far longer than any answer we accept.`));
      else fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        const message = `“${info.filename}” is larger than ${Math.round(limits.maxFileBytes / MB)} MB.`;
        // We stop reading here, so the connection cannot carry another request: tell the client to close it.
        fail(new HttpError(413, message, { [field]: [message] }, { Connection: 'close' }));
      });
      stream.on('end', () => {
        if (!settled) uploads.push({ field, name: info.filename ?? '', bytes: new Uint8Array(Buffer.concat(chunks)) });
      });
    });
    parser.on('filesLimit', () => fail(new HttpError(422, `Attach at most ${limits.maxFiles} files.`, { files: [`Attach at most ${limits.maxFiles} files.`] })));
    parser.on('partsLimit', () => fail(new HttpError(413, 'The form has far more parts than it should.')));
    parser.on('error', () => fail(new HttpError(400, 'The form could not be read: the multipart body is malformed.')));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      resolve({ fields, uploads });
    });
    source.on('error', () => fail(new HttpError(400, 'The upload was interrupted.')));
    source.pipe(parser);
  });
}

/** The client address for rate limiting: the first X-Forwarded-For entry (set by Next or the proxy). */
export function clientIp(headers: Headers): string | null {
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || headers.get('x-real-ip') || null;
}
