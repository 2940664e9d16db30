/**
 * How search text is cut into words, shared by the index (engine.ts) and the highlighter (highlight.ts),
 * so a word is marked exactly when the index matched it. No MiniSearch here: the highlighter stays small.
 */

// Words too common to tell pages apart; without this 'how to build an app' would match nearly everything.
const STOP_WORDS = new Set([
  ...'a an and are as at be but by do does for from has have how i if in into is it its me my no not of on or our'.split(' '),
  ...'so than that the their them then there these they this to too us was we what when where which who why will with you your'.split(' '),
]);

/** Splits text into words as the index does: on spaces, line breaks and punctuation (MiniSearch's own rule). */
export const WORD = /[^\n\r\p{Z}\p{P}]+/gu;

/** A word as the index stores it: accents dropped ('résumé' finds 'resume') and lower case. */
export function normalizeWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The indexed form of a word, or null for a stop word or a single letter (the 's' of "client's"). */
export function processTerm(word: string): string | null {
  const term = normalizeWord(word);
  return term.length < 2 || STOP_WORDS.has(term) ? null : term;
}

export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}
