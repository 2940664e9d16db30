import type { CollectionSpec, ContentImage, FieldSpec } from './collections';

// An item's fields as the editor's form carries them (every value a string, so a plain form post works and an
// answer after an error can give back exactly what was typed), and back. Lists are one entry per line,
// paragraphs are separated by a blank line, an image is its stored value as JSON in a hidden input with its
// alt text in a field of its own.

export type FormValues = Record<string, string>;

export const altName = (field: string, index?: number) => (index === undefined ? `${field}.alt` : `${field}.${index}.alt`);
export const removeName = (field: string) => `${field}.remove`;
/** The media library choice of an image field: an image's id, '' for none, or KEEP_IMAGE for the image it has. */
export const mediaName = (field: string) => `${field}.media`;
export const KEEP_IMAGE = 'current';
/** A gallery's "Add an image" choice (a library image's id, or '' for none) and each image's "Remove" box. */
export const addName = (field: string) => `${field}.add`;
export const removeAtName = (field: string, index: number) => `${field}.${index}.remove`;

/** A 'rows' field's cell (`counters.0.value`) and each row's "Remove" box. */
export const cellName = (field: string, index: number, column: string) => `${field}.${index}.${column}`;
export const removeRowName = (field: string, index: number) => `${field}.${index}.remove`;
/** How many empty rows the editor offers under a 'rows' field's rows, to add that many in one save. */
export const EMPTY_ROWS = 2;

/** How many rows a form holds for a 'rows' field: one past the highest row index any of its cells names. */
export function rowCount(field: FieldSpec, values: FormValues): number {
  const prefix = `${field.name}.`;
  let count = 0;
  for (const key of Object.keys(values)) {
    if (!key.startsWith(prefix)) continue;
    const index = /^(\d{1,3})\./.exec(key.slice(prefix.length))?.[1];
    if (index !== undefined) count = Math.max(count, Number(index) + 1);
  }
  return Math.min(count, 200);
}

/**
 * How many rows of a 'rows' field are in use: one past the highest row with any cell filled in. The empty rows the
 * editor offers for adding come back empty with a refused save, and are offered again rather than counted.
 */
export function rowsInUse(field: FieldSpec, values: FormValues): number {
  let used = 0;
  for (let index = 0; index < rowCount(field, values); index++) {
    if ((field.columns ?? []).some((column) => (values[cellName(field.name, index, column.name)] ?? '').trim())) used = index + 1;
  }
  return used;
}

/**
 * The form's rows of a 'rows' field that are saved, in order: a row ticked "Remove", and an empty row (one offered
 * for adding, or one emptied), are left out. Saved row k is form row keptRows(…)[k]: the studio names a row by its
 * place among the saved ones, the form by the number its label shows.
 */
export function keptRows(field: FieldSpec, values: FormValues): number[] {
  const columns = field.columns ?? [];
  return Array.from({ length: rowCount(field, values) }, (_, index) => index).filter(
    (index) => values[removeRowName(field.name, index)] !== 'on' && columns.some((column) => (values[cellName(field.name, index, column.name)] ?? '').trim()),
  );
}

/**
 * The studio's messages for a save (server/content/studio.ts validate: keyed by field name, or by a saved row's cell,
 * `field.<saved row>.<column>`) as the editor's form shows them, keyed by the form's names: a row's message at its
 * cell as the form names it, saying the row's number as its label does ("Row 7: …"), whatever rows before it were
 * removed or left empty. A message about a row as a whole goes to its first cell; one about the whole list stays
 * with the field (its group).
 */
export function formFieldErrors(spec: CollectionSpec, values: FormValues, errors: Record<string, string>): Record<string, string[]> {
  const shown: Record<string, string[]> = {};
  const add = (key: string, message: string) => (shown[key] ??= []).push(message);
  for (const [key, message] of Object.entries(errors)) {
    const [name, row, column] = key.split('.');
    const field = spec.fields.find((each) => each.name === name && each.kind === 'rows');
    const cell = field?.columns?.find((each) => each.name === column) ?? field?.columns?.[0];
    const index = field && row !== undefined && /^\d+$/.test(row) ? keptRows(field, values)[Number(row)] : undefined;
    if (!field || !cell || index === undefined) add(field ? field.name : key, message);
    else add(cellName(field.name, index, cell.name), `${rowLabel(index)}: ${message}`);
  }
  return shown;
}

/** How a message names form row `index` (from 0), as the row's fields are labelled. */
export const rowLabel = (index: number) => `Row ${index + 1}`;

/** The names a form of this collection sends, besides the item's id, revision and slug. */
export function formNames(spec: CollectionSpec, values: FormValues): string[] {
  return spec.fields.flatMap((field) => {
    if (field.kind === 'image') return [field.name, altName(field.name), removeName(field.name), mediaName(field.name)];
    if (field.kind === 'images') return [field.name, addName(field.name), ...imagesOf(values[field.name]).flatMap((_, index) => [altName(field.name, index), removeAtName(field.name, index)])];
    if (field.kind === 'rows') return Array.from({ length: rowCount(field, values) }, (_, index) => [...(field.columns ?? []).map((column) => cellName(field.name, index, column.name)), removeRowName(field.name, index)]).flat();
    return [field.name];
  });
}

export function toFormValues(spec: CollectionSpec, fields: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const field of spec.fields) {
    const value = fields[field.name];
    switch (field.kind) {
      case 'lines':
        values[field.name] = Array.isArray(value) ? value.join('\n') : '';
        break;
      case 'paragraphs':
        values[field.name] = Array.isArray(value) ? value.join('\n\n') : '';
        break;
      case 'image': {
        const image = value as ContentImage | undefined;
        values[field.name] = image ? JSON.stringify({ ...image, alt: undefined }) : '';
        values[altName(field.name)] = image?.alt ?? '';
        values[mediaName(field.name)] = image ? (image.mediaId ?? KEEP_IMAGE) : '';
        break;
      }
      case 'rows': {
        const rows = (Array.isArray(value) ? value : []) as Record<string, unknown>[];
        rows.forEach((row, index) => {
          for (const column of field.columns ?? []) values[cellName(field.name, index, column.name)] = row[column.name] === undefined || row[column.name] === null ? '' : String(row[column.name]);
        });
        break;
      }
      case 'images': {
        const images = (Array.isArray(value) ? value : []) as ContentImage[];
        values[field.name] = JSON.stringify(images.map((image) => ({ ...image, alt: undefined })));
        images.forEach((image, index) => (values[altName(field.name, index)] = image.alt));
        break;
      }
      default:
        values[field.name] = value === undefined || value === null ? '' : String(value);
    }
  }
  return values;
}

function imagesOf(json: string | undefined): Omit<ContentImage, 'alt'>[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

function imageOf(json: string | undefined): Omit<ContentImage, 'alt'> | undefined {
  if (!json) return undefined;
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as ContentImage) : undefined;
  } catch {
    return undefined;
  }
}

/** The fields to check with the collection's schema (which says what is wrong with any of them). */
export function fromFormValues(spec: CollectionSpec, values: FormValues): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const field of spec.fields) fields[field.name] = readField(field, values);
  return fields;
}

function readField(field: FieldSpec, values: FormValues): unknown {
  const raw = values[field.name] ?? '';
  switch (field.kind) {
    case 'lines':
      return raw.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
    case 'paragraphs':
      return raw.split(/\r?\n\s*\r?\n/).map((paragraph) => paragraph.replace(/\s*\r?\n\s*/g, ' ').trim()).filter(Boolean);
    case 'number':
      return raw.trim();
    case 'markdown':
      return raw.replace(/\r\n/g, '\n');
    case 'image': {
      const image = imageOf(raw);
      const choice = values[mediaName(field.name)];
      // A library image chosen in the picker: the server fills in its file, size and alt text (server/content/media.ts).
      if (choice && choice !== KEEP_IMAGE && choice !== image?.mediaId) return { src: '/media/pending', width: 1, height: 1, alt: '', mediaId: choice };
      if (!image || values[removeName(field.name)] === 'on' || choice === '') return undefined;
      return { ...image, alt: image.mediaId ? '' : (values[altName(field.name)] ?? '').trim() };
    }
    case 'rows':
      // Each row kept in order, its cells trimmed.
      return keptRows(field, values).map((index) => Object.fromEntries((field.columns ?? []).map((column) => [column.name, (values[cellName(field.name, index, column.name)] ?? '').trim()])));
    case 'images': {
      // Each kept image with its alt text (a library image's is the library's, filled in on the server), then the
      // library image chosen under "Add an image", if any.
      const kept = imagesOf(raw).flatMap((image, index) => (values[removeAtName(field.name, index)] === 'on' ? [] : [{ ...image, alt: image.mediaId ? '' : (values[altName(field.name, index)] ?? '').trim() }]));
      const added = values[addName(field.name)];
      return added ? [...kept, { src: '/media/pending', width: 1, height: 1, alt: '', mediaId: added }] : kept;
    }
    default:
      return raw.trim();
  }
}
