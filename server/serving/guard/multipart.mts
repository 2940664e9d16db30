// A multipart body checked before Next parses it: well formed, every part named, and on our pages what React sends
// to a Server Action (actions.mts).
// Only erasable TypeScript syntax: this file runs under Node's type stripping (scripts/server.mjs).
import { createReadStream } from 'node:fs';
import { open as open_ } from 'node:fs/promises';
import { Readable } from 'node:stream';
import busboy from 'busboy';
import { MB } from '../../http/form-routes.mts';
import { formActionProblem, OUT_OF_DATE, replyProblem } from './actions.mts';
import type { Body } from './body.mts';
import { limit, Refusal } from './refusal.mts';

/**
 * Parses a multipart body once without keeping its files (busboy, as Next does): it must be well formed and
 * every part must have a name. On our pages (`actionIds` given) it must also be what React sends to a Server
 * Action, because Next answers anything else with 500: a form posted without JavaScript names one of this
 * build's actions ($ACTION_ID_<id>, or $ACTION_REF_<n> with `$ACTION_<n>:0` = {"id", "bound"}) and its bound
 * arguments are plain JSON; a call from JavaScript (`fetch`: Next-Action header) has its arguments in field
 * `0` and the FormData it passes in fields `_<k>_<name>`.
 */
export async function checkMultipart(body: Body, type: string, actionIds: ReadonlySet<string> | undefined, fetchAction: boolean, owns: (id: string) => boolean = () => true) {
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { 'content-type': type }, limits: { fieldSize: 1 * MB, fields: 200, parts: 300 } });
  } catch {
    throw new Refusal(400, 'The form could not be read: its multipart boundary is missing.');
  }
  const problems: string[] = [];
  const fields = new Map<string, string>();
  const names: string[] = [];
  parser.on('field', (name, value, info) => {
    names.push(name);
    if (!name) problems.push('a part without a name');
    else if (info.valueTruncated) problems.push(`the field ${limit(name, 40)} is far too long`);
    else if (name.startsWith('$ACTION_') || name === '0') fields.set(name, value);
  });
  parser.on('file', (name, stream) => {
    names.push(name);
    if (!name) problems.push('a file without a field name');
    stream.on('error', () => problems.push('a file cut short')); // busboy reports it on the parser too
    stream.resume();
  });
  parser.on('partsLimit', () => problems.push('far too many parts'));
  parser.on('fieldsLimit', () => problems.push('far too many fields'));
  // busboy skips a part without a form-data Content-Disposition; the parser Next uses for a form posted
  // without JavaScript throws on it. So count the delimiters too: one more than the parts busboy reported.
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type);
  const delimiters = boundary ? counter(Buffer.from(`\r\n--${boundary[1] ?? boundary[2]}`)) : null;
  const source = body.buffer ? Readable.from([body.buffer]) : createReadStream(body.file!);
  if (delimiters) source.on('data', delimiters.feed);
  await new Promise<void>((resolve, reject) => {
    parser.on('close', resolve);
    parser.on('error', () => reject(new Refusal(400, 'The form could not be read: the multipart body is malformed.')));
    source.on('error', reject);
    source.pipe(parser);
  });
  if (delimiters && delimiters.count() !== names.length + 1) problems.push('a part without a form-data Content-Disposition');
  if (actionIds) {
    // That parser also wants nothing before the first delimiter and nothing after the last but a line break.
    if (boundary && !(await framedExactly(body, boundary[1] ?? boundary[2]))) problems.push('text outside its parts');
    const problem = fetchAction ? replyProblem(fields, names) : formActionProblem(fields, actionIds, owns);
    if (problem) problems.push(problem);
  }
  if (problems.includes(OUT_OF_DATE)) throw new Refusal(404, OUT_OF_DATE);
  if (problems.length) throw new Refusal(400, `The form could not be read: ${problems[0]}.`);
}

/** Whether the body starts with its first delimiter and ends with the closing one (and at most CRLF). */
async function framedExactly(body: Body, boundary: string): Promise<boolean> {
  const open = Buffer.from(`--${boundary}`);
  const close = Buffer.from(`--${boundary}--`);
  const want = close.length + 2;
  let head: Buffer;
  let tail: Buffer;
  if (body.buffer) {
    head = body.buffer.subarray(0, open.length);
    tail = body.buffer.subarray(Math.max(0, body.buffer.length - want));
  } else {
    const file = await open_(body.file!);
    try {
      head = Buffer.alloc(open.length);
      tail = Buffer.alloc(Math.min(want, body.size));
      await file.read(head, 0, head.length, 0);
      await file.read(tail, 0, tail.length, body.size - tail.length);
    } finally {
      await file.close();
    }
  }
  const trimmed = tail.subarray(-2).toString() === '\r\n' ? tail.subarray(0, -2) : tail;
  return head.equals(open) && trimmed.subarray(-close.length).equals(close);
}

/** Counts occurrences of `needle` in a stream of chunks (the body is read as if it began with CRLF). */
function counter(needle: Buffer) {
  let tail = Buffer.from('\r\n');
  let found = 0;
  return {
    feed(chunk: Buffer) {
      const data = Buffer.concat([tail, chunk]);
      for (let at = data.indexOf(needle); at !== -1; at = data.indexOf(needle, at + needle.length)) found++;
      tail = data.subarray(Math.max(0, data.length - needle.length + 1));
    },
    count: () => found,
  };
}
