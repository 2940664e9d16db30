import 'server-only';
import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { checkFiles, extensionOf, type FileRules } from '@/lib/validation/files';

/** A file received in a form post, held in memory (never more than the rules' maximum). */
export interface Upload {
  field: string;
  name: string;
  bytes: Uint8Array;
}

export interface AcceptedFile {
  id: string;
  field: string;
  name: string; // sanitised
  contentType: string; // detected from the bytes
  size: number;
  bytes: Uint8Array;
}

/** Which detected types each extension may hold: the bytes must agree with the name. */
const TYPES_BY_EXTENSION: Record<string, string[]> = {
  '.pdf': ['application/pdf'],
  '.doc': ['application/x-cfb'],
  '.xls': ['application/x-cfb'],
  '.ppt': ['application/x-cfb'],
  '.docx': ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/zip'],
  '.xlsx': ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/zip'],
  '.pptx': ['application/vnd.openxmlformats-officedocument.presentationml.presentation', 'application/zip'],
  '.odt': ['application/vnd.oasis.opendocument.text', 'application/zip'],
  '.ods': ['application/vnd.oasis.opendocument.spreadsheet', 'application/zip'],
  '.odp': ['application/vnd.oasis.opendocument.presentation', 'application/zip'],
  '.png': ['image/png'],
  '.jpg': ['image/jpeg'],
  '.jpeg': ['image/jpeg'],
  '.gif': ['image/gif'],
  '.webp': ['image/webp'],
  '.zip': ['application/zip'],
  '.mp4': ['video/mp4'],
};

/** Keeps letters, digits, dot, dash and underscore; never a path, never hidden, never empty. */
export function sanitiseFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFKD')
    .replace(/[^\w.\- ]+/g, '')
    .replace(/\s+/g, '-')
    .replace(/^[.-]+/, '')
    .slice(-120);
  return clean || 'file';
}

/** Checks count, size and content of uploads; returns the accepted files or the reasons, naming each file. */
export async function inspectUploads(
  uploads: Upload[],
  rules: FileRules,
): Promise<{ ok: true; files: AcceptedFile[] } | { ok: false; errors: string[]; tooLarge: boolean }> {
  const chosen = uploads.filter((upload) => upload.name !== '' || upload.bytes.byteLength > 0);
  const errors = checkFiles(chosen.map((u) => ({ name: u.name, size: u.bytes.byteLength })), rules);
  const tooLarge = chosen.some((u) => u.bytes.byteLength > rules.maxBytes);
  if (errors.length) return { ok: false, errors, tooLarge };

  const files: AcceptedFile[] = [];
  for (const upload of chosen) {
    const detected = await fileTypeFromBuffer(upload.bytes);
    const allowed = TYPES_BY_EXTENSION[extensionOf(upload.name)] ?? [];
    if (!detected || !allowed.includes(detected.mime)) {
      errors.push(`“${upload.name}” does not contain what its name says: it is not ${rules.kinds}.`);
      continue;
    }
    files.push({
      id: randomUUID(),
      field: upload.field,
      name: sanitiseFileName(upload.name),
      contentType: detected.mime,
      size: upload.bytes.byteLength,
      bytes: upload.bytes,
    });
  }
  return errors.length ? { ok: false, errors, tooLarge: false } : { ok: true, files };
}
