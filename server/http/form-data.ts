import 'server-only';
import type { Upload } from '../storage/uploads';

/** A Server Action's FormData as text fields and uploads (React's own $ACTION fields left out). */
export async function readFormData(form: FormData): Promise<{ fields: Record<string, string>; uploads: Upload[] }> {
  const fields: Record<string, string> = {};
  const uploads: Upload[] = [];
  for (const [name, value] of form.entries()) {
    if (name.startsWith('$ACTION')) continue;
    if (typeof value === 'string') fields[name] = value;
    // An empty file input arrives as a part with an empty file name, which some decoders turn into a nameless
    // Blob: it is "no file chosen", not a file called "undefined".
    else uploads.push({ field: name, name: typeof value.name === 'string' ? value.name : '', bytes: new Uint8Array(await value.arrayBuffer()) });
  }
  return { fields, uploads };
}
