import 'server-only';
import type { Upload } from '../storage/uploads';

/** A Server Action's FormData as text fields and uploads (React's own $ACTION fields left out). */
export async function readFormData(form: FormData): Promise<{ fields: Record<string, string>; uploads: Upload[] }> {
  const fields: Record<string, string> = {};
  const uploads: Upload[] = [];
  for (const [name, value] of form.entries()) {
    if (name.startsWith('$ACTION')) continue;
    if (typeof value === 'string') fields[name] = value;
    else uploads.push({ field: name, name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) });
  }
  return { fields, uploads };
}
