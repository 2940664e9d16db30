import 'server-only';
import { diffArrays, diffWords } from 'diff';
import type { CollectionSpec, FieldSpec } from '@/lib/content/collections';
import { cellName, toFormValues } from '@/lib/content/form-values';

/**
 * A piece of a field's text: in both versions (context), only in the newer one (added), or only in the older
 * (removed). `cut` marks context shortened to a few words ("…" stands where text was left out).
 */
export interface DiffPart {
  value: string;
  added?: boolean;
  removed?: boolean;
  /** context cut short: text was left out before it ('before'), after it ('after'), or in its middle ('middle') */
  cut?: 'before' | 'after' | 'middle';
}

/** One changed paragraph (or line, or a short field's whole value), word by word. */
export type DiffParagraph = DiffPart[];

export interface FieldDiff {
  /** the field's name in the collection's spec ('slug' for the slug) */
  name: string;
  label: string;
  /** only the paragraphs that changed, each with a few words of context around its changes */
  paragraphs: DiffParagraph[];
}

/** Words of unchanged text kept on each side of a change. */
export const CONTEXT_WORDS = 6;

/**
 * What differs between two versions of a text, paragraph by paragraph (blank lines apart, or line by line for lists):
 * unchanged paragraphs are left out; a changed one is compared word by word, its unchanged stretches cut to a few
 * words of context; a paragraph only one version has is wholly added or removed.
 */
export function diffParagraphs(older: string, newer: string, { split = 'paragraphs', context = CONTEXT_WORDS }: { split?: 'paragraphs' | 'lines' | 'none'; context?: number } = {}): DiffParagraph[] {
  if (older === newer) return [];
  if (split === 'none') return [trim(diffWords(older, newer).map(plain), context)];
  const pieces = (text: string) => (split === 'lines' ? text.split('\n') : text.split(/\n[ \t]*\n+/)).map((piece) => piece.trim()).filter(Boolean);
  const changes = diffArrays(pieces(older), pieces(newer));
  const result: DiffParagraph[] = [];
  for (let index = 0; index < changes.length; index++) {
    const change = changes[index];
    if (!change.added && !change.removed) continue;
    // A run of removed paragraphs followed by added ones: the same paragraphs, edited; paired in order.
    const removed = change.removed ? change.value : [];
    const next = change.removed ? changes[index + 1] : undefined;
    const added = change.added ? change.value : next?.added ? next.value : [];
    if (next?.added) index++;
    const pairs = Math.min(removed.length, added.length);
    for (let i = 0; i < pairs; i++) result.push(trim(diffWords(removed[i], added[i]).map(plain), context));
    for (const paragraph of removed.slice(pairs)) result.push([{ value: paragraph, removed: true }]);
    for (const paragraph of added.slice(pairs)) result.push([{ value: paragraph, added: true }]);
  }
  return result;
}

const plain = ({ value, added, removed }: { value: string; added?: boolean; removed?: boolean }): DiffPart => ({ value, ...(added ? { added } : {}), ...(removed ? { removed } : {}) });

/** Cuts a paragraph's unchanged stretches to `context` words beside each change. */
function trim(parts: DiffPart[], context: number): DiffParagraph {
  return parts.map((part, index) => {
    if (part.added || part.removed) return part;
    // words with the spaces after them (a space before the first word stays with it)
    const words = part.value.split(/(?<=\s)(?=\S)/).reduce<string[]>((all, word) => (all.length && !all[all.length - 1].trim() ? [...all.slice(0, -1), all[all.length - 1] + word] : [...all, word]), []);
    const first = index === 0;
    const last = index === parts.length - 1;
    if (first && last) return part;
    if (first && words.length > context) return { value: `…${words.slice(-context).join('')}`, cut: 'before' };
    if (last && words.length > context) return { value: `${words.slice(0, context).join('')}…`, cut: 'after' };
    if (!first && !last && words.length > context * 2) return { value: `${words.slice(0, context).join('')}… ${words.slice(-context).join('')}`, cut: 'middle' };
    return part;
  });
}

type Version = { slug: string; fields: Record<string, unknown> };

/**
 * What differs between two versions of an item, field by field, in the words the editor shows them (lists one
 * per line, paragraphs by blank lines, images by their alt text and file): only the paragraphs that changed, word by
 * word. Fields that are the same are left out; `only` limits it to some fields.
 */
export function diffFields(spec: CollectionSpec, older: Version, newer: Version, only?: string[]): FieldDiff[] {
  const a = toFormValues(spec, older.fields);
  const b = toFormValues(spec, newer.fields);
  const diffs: FieldDiff[] = [];
  const wanted = (name: string) => !only || only.includes(name);
  if (wanted('slug') && older.slug !== newer.slug) diffs.push({ name: 'slug', label: 'Slug', paragraphs: diffParagraphs(older.slug, newer.slug, { split: 'none' }) });
  for (const field of spec.fields) {
    if (!wanted(field.name)) continue;
    const before = describe(field, a, field.name);
    const after = describe(field, b, field.name);
    if (before === after) continue;
    const split = field.kind === 'markdown' || field.kind === 'paragraphs' || field.kind === 'textarea' ? 'paragraphs' : field.kind === 'lines' || field.kind === 'images' || field.kind === 'rows' ? 'lines' : 'none';
    diffs.push({ name: field.name, label: field.label, paragraphs: diffParagraphs(before, after, { split }) });
  }
  return diffs;
}

/** A field's value as the editor shows it, in words (an image by its file and alt text). */
export function describeField(spec: CollectionSpec, fields: Record<string, unknown>, name: string): string {
  const field = spec.fields.find((each) => each.name === name);
  return field ? describe(field, toFormValues(spec, fields), name) : '';
}

function describe(field: FieldSpec, values: Record<string, string>, name: string): string {
  const kind = field.kind;
  if (kind === 'rows') {
    // a row a line, its cells joined: "30+ · Team members"
    const lines: string[] = [];
    for (let index = 0; (field.columns ?? []).some((column) => values[cellName(name, index, column.name)] !== undefined); index++) {
      lines.push((field.columns ?? []).map((column) => values[cellName(name, index, column.name)] ?? '').join(' · '));
    }
    return lines.join('\n');
  }
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
