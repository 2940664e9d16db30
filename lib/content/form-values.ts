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

/** The names a form of this collection sends, besides the item's id, revision and slug. */
export function formNames(spec: CollectionSpec, values: FormValues): string[] {
  return spec.fields.flatMap((field) => {
    if (field.kind === 'image') return [field.name, altName(field.name), removeName(field.name), mediaName(field.name)];
    if (field.kind === 'images') return [field.name, addName(field.name), ...imagesOf(values[field.name]).flatMap((_, index) => [altName(field.name, index), removeAtName(field.name, index)])];
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
