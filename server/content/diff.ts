import 'server-only';
import { diffLines, diffWords } from 'diff';
import type { CollectionSpec } from '@/lib/content/collections';
import { toFormValues } from '@/lib/content/form-values';

/** A piece of a field's text: in both versions, only in the newer one (added), or only in the older (removed). */
export interface DiffPart {
  value: string;
  added?: boolean;
  removed?: boolean;
}

export interface FieldDiff {
  label: string;
  parts: DiffPart[];
}

/**
 * What differs between two versions of an item, field by field, in the words the editor shows them (lists one
 * per line, paragraphs by blank lines, images by their alt text and file), with jsdiff: word by word for short
 * fields, line by line for Markdown and paragraphs. Fields that are the same are left out.
 */
export function diffFields(spec: CollectionSpec, older: { slug: string; fields: Record<string, unknown> }, newer: { slug: string; fields: Record<string, unknown> }): FieldDiff[] {
  const a = toFormValues(spec, older.fields);
  const b = toFormValues(spec, newer.fields);
  const diffs: FieldDiff[] = [];
  if (older.slug !== newer.slug) diffs.push({ label: 'Slug', parts: diffWords(older.slug, newer.slug) });
  for (const field of spec.fields) {
    const before = describe(field.kind, a, field.name);
    const after = describe(field.kind, b, field.name);
    if (before === after) continue;
    const parts = field.kind === 'markdown' || field.kind === 'paragraphs' || field.kind === 'lines' ? diffLines(before, after) : diffWords(before, after);
    diffs.push({ label: field.label, parts: parts.map(({ value, added, removed }) => ({ value, added, removed })) });
  }
  return diffs;
}

function describe(kind: string, values: Record<string, string>, name: string): string {
  if (kind === 'image') {
    if (!values[name]) return '(no image)';
    return `${(JSON.parse(values[name]) as { src: string }).src}, alt text: ${values[`${name}.alt`] || '(none)'}`;
  }
  if (kind === 'images') {
    const images = JSON.parse(values[name] || '[]') as { src: string }[];
    return images.map((image, index) => `${image.src}, alt text: ${values[`${name}.${index}.alt`] || '(none)'}`).join('\n');
  }
  return values[name] ?? '';
}
