import 'server-only';
import { Readable } from 'node:stream';
import busboy from 'busboy';
import { MB } from '@/lib/validation/options';
import { config } from '../config';
import { CLIENT_HEADER, MAX_ADDRESS_LENGTH } from '../serving/contract.mts';
import { bodyTooLargeMessage, FORM_BODY_LIMITS, FORM_FILES, type FormKey } from './form-routes.mts';
import type { Upload } from '../storage/uploads';
import { HttpError } from './errors';

export interface ParsedForm {
  fields: Record<string, string>;
  uploads: Upload[];
}

/**
 * Streams a multipart (or URL-encoded) body for one form. Counts bytes as they arrive and stops at the
 * form's ceiling; takes exactly the files the form allows (per field, each at its size limit) and answers
 * 413 or 422 naming the first file past them, so no more than the limits is ever held in memory. A malformed
 * body answers 400 and a body of another type 415. After a refusal the rest of the body is read and dropped
 * (never destroyed under Next, whose stream would then throw), which the request guard keeps bounded.
 */
export async function readForm(request: Request, form: FormKey): Promise<ParsedForm> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b|^application\/x-www-form-urlencoded\b/i.test(type)) {
    throw new HttpError(415, 'Send the form as multipart/form-data or application/x-www-form-urlencoded.');
  }
  const ceiling = FORM_BODY_LIMITS[form];
  const fileRules = FORM_FILES[form];
  const maxFiles = Object.values(fileRules).reduce((sum, rule) => sum + rule.maxCount, 0);
  const largestFile = Math.max(0, ...Object.values(fileRules).map((rule) => rule.maxBytes));
  const tooLarge = () => new HttpError(413, bodyTooLargeMessage(ceiling), {}, { Connection: 'close' });
  if (Number(request.headers.get('content-length') ?? 0) > ceiling) throw tooLarge();
  if (!request.body) throw new HttpError(400, 'The form arrived empty.');

  return new Promise<ParsedForm>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': type },
        // one byte over the largest limit, so a file past its own limit is seen as such, never silently cut short
        limits: { fileSize: largestFile + 1, files: Math.max(maxFiles, 1), fields: 60, fieldSize: 64 * 1024, parts: 80 },
      });
    } catch {
      reject(new HttpError(400, 'The form could not be read: its multipart boundary is missing.'));
      return;
    }
    const source = Readable.fromWeb(request.body as import('node:stream/web').ReadableStream);
    const fields: Record<string, string> = {};
    const uploads: Upload[] = [];
    const counts: Record<string, number> = {};
    let received = 0;
    let settled = false;
    const fail = (error: HttpError) => {
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      source.on('error', () => undefined);
      source.resume(); // drain what is left; the guard has already bounded it
      reject(error);
    };
    source.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > ceiling) fail(tooLarge());
    });

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(new HttpError(413, `The field ${name.slice(0, 40)} is far longer than any answer we accept.`));
      else fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      const rule = Object.hasOwn(fileRules, field) ? fileRules[field] : undefined;
      counts[field] = (counts[field] ?? 0) + 1;
      const chosen = Boolean(info.filename); // a file input left empty still sends an empty part
      if (chosen && !rule) {
        stream.resume();
        const message = maxFiles ? `This form does not take a file called ${field.slice(0, 40)}.` : 'This form does not take files.';
        return fail(new HttpError(422, message, { form: [message] }));
      }
      if (chosen && rule && counts[field] > rule.maxCount) {
        stream.resume();
        const message = `Attach at most ${rule.maxCount} file${rule.maxCount === 1 ? '' : 's'} here.`;
        return fail(new HttpError(422, message, { [field]: [message] }));
      }
      // A body that ends inside a file errors the file's stream as well as the parser: one answer, from the parser.
      stream.on('error', () => fail(new HttpError(400, 'The form could not be read: the multipart body is malformed.')));
      const maxBytes = rule?.maxBytes ?? 0;
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes && chosen) {
          const message = `“${info.filename}” is larger than ${Math.round(maxBytes / MB)} MB.`;
          fail(new HttpError(413, message, { [field]: [message] }, { Connection: 'close' }));
        } else if (!settled) chunks.push(chunk);
      });
      stream.on('limit', () => fail(new HttpError(413, `“${info.filename}” is larger than ${Math.round(maxBytes / MB)} MB.`, {}, { Connection: 'close' })));
      stream.on('end', () => {
        if (!settled && (chosen || size > 0)) uploads.push({ field, name: info.filename ?? '', bytes: new Uint8Array(Buffer.concat(chunks)) });
      });
    });
    parser.on('filesLimit', () => fail(new HttpError(422, `Attach at most ${maxFiles} files.`, { files: [`Attach at most ${maxFiles} files.`] })));
    parser.on('partsLimit', () => fail(new HttpError(413, 'The form has far more parts than it should.')));
    parser.on('fieldsLimit', () => fail(new HttpError(413, 'The form has far more fields than it should.')));
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

/**
 * The client's address for rate limiting and the stored submission: set by our own server from the socket
 * or a trusted proxy (server/serving/client-address.mts), never a header the visitor chose. Under `next dev`,
 * which has no such server, the first X-Forwarded-For entry Next sets from the socket stands in.
 */
export function clientIp(headers: Headers): string | null {
  const ours = headers.get(CLIENT_HEADER);
  if (ours) return ours;
  return config.production ? null : headers.get('x-forwarded-for')?.split(',')[0]?.trim().slice(0, MAX_ADDRESS_LENGTH) || null;
}
