import { normalizeWord, WORD } from './words';

/** A run of text, `match` when it is a word the query matched. Rendered as text and <mark>, never as HTML. */
export interface Segment {
  text: string;
  match: boolean;
}

/**
 * Splits `text` into plain and matched runs. `terms` are the document terms a search result reports
 * (MiniSearch's `terms`: 'development' for a query 'develop'), so a word is marked exactly when the index
 * matched it, whatever its case or accents.
 */
export function highlight(text: string, terms: readonly string[]): Segment[] {
  const wanted = new Set(terms.map(normalizeWord));
  const segments: Segment[] = [];
  const push = (part: string, match: boolean) => {
    if (!part) return;
    const last = segments.at(-1);
    if (last && last.match === match) last.text += part;
    else segments.push({ text: part, match });
  };
  let at = 0;
  if (wanted.size) {
    for (const found of text.matchAll(WORD)) {
      if (!wanted.has(normalizeWord(found[0]))) continue;
      push(text.slice(at, found.index), false);
      push(found[0], true);
      at = found.index + found[0].length;
    }
  }
  push(text.slice(at), false);
  return segments;
}

/**
 * About `length` characters of `text` where most of the matched words come together (the first such place),
 * cut at word boundaries with '…' where text was left out; the start of the text when no word matches.
 */
export function snippet(text: string, terms: readonly string[], length = 220): string {
  if (text.length <= length) return text;
  const wanted = new Set(terms.map(normalizeWord));
  const found = wanted.size
    ? [...text.matchAll(WORD)].map((m) => ({ at: m.index, term: normalizeWord(m[0]) })).filter((m) => wanted.has(m.term))
    : [];
  // A weak match ('look' for a query 'book') often comes first; a place with several of the words reads better.
  const lead = Math.round(length / 3);
  let first = 0;
  let most = 0;
  for (const [i, match] of found.entries()) {
    const distinct = new Set(found.slice(i).filter((m) => m.at < match.at + length - lead).map((m) => m.term)).size;
    if (distinct > most) [first, most] = [match.at, distinct];
  }
  let start = Math.max(0, Math.min(first - lead, text.length - length));
  if (start > 0) start = wordStart(text, start);
  let end = Math.min(text.length, start + length);
  if (end < text.length) end = wordEnd(text, end);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/** The start of the word after position `at` (or `at` itself when a word starts there). */
function wordStart(text: string, at: number): number {
  if (/\s/.test(text[at - 1])) return at;
  const space = text.slice(at).search(/\s/);
  return space < 0 || space > 30 ? at : at + space + 1;
}

/** The end of the word before position `at`. */
function wordEnd(text: string, at: number): number {
  const space = text.lastIndexOf(' ', at);
  return space <= 0 || at - space > 30 ? at : space;
}
