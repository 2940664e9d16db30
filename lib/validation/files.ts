import { MAX_FILE_BYTES, MAX_FILES, MB } from './options';

/** What the browser knows about a chosen file before it is sent. */
export interface FileFacts {
  name: string;
  size: number;
}

export interface FileRules {
  maxFiles: number;
  maxBytes: number;
  /** lower-case extensions with the dot, e.g. ['.pdf'] */
  extensions: readonly string[];
  /** how the allowed types are named in messages, e.g. 'a PDF, Office document, image or ZIP file' */
  kinds: string;
  required?: string; // message when no file is chosen; omit for optional fields
}

export const QUOTE_FILE_RULES: FileRules = {
  maxFiles: MAX_FILES,
  maxBytes: MAX_FILE_BYTES,
  extensions: ['.pdf', '.doc', '.docx', '.xls', '.xlsx', '.ppt', '.pptx', '.odt', '.ods', '.odp', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.zip'],
  kinds: 'a PDF, Office document, image or ZIP file',
};

const sizeLabel = (bytes: number) => `${Math.round(bytes / MB)} MB`;

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/**
 * The checks the browser can make before upload (count, size, extension), with messages that name the
 * file. The server repeats them and also checks each file's content.
 */
export function checkFiles(files: FileFacts[], rules: FileRules): string[] {
  const chosen = files.filter((file) => file.name !== '' || file.size > 0); // an empty picker sends one blank part
  if (chosen.length === 0) return rules.required ? [rules.required] : [];
  const errors: string[] = [];
  if (chosen.length > rules.maxFiles) {
    errors.push(`Attach at most ${rules.maxFiles} file${rules.maxFiles === 1 ? '' : 's'} (you chose ${chosen.length}).`);
  }
  for (const file of chosen) {
    if (file.size > rules.maxBytes) errors.push(`“${file.name}” is larger than ${sizeLabel(rules.maxBytes)}.`);
    else if (file.size === 0) errors.push(`“${file.name}” is empty.`);
    else if (!rules.extensions.includes(extensionOf(file.name))) errors.push(`“${file.name}” is not ${rules.kinds}.`);
  }
  return errors;
}
