import { closest, distance } from 'fastest-levenshtein';

// The placeholders a studio text may write for a company fact or a setting (`{email.hr}`), checked on save: a
// misspelt one would go live with its braces showing. The names are the ones the page fills in (each field's
// `placeholders`: lib/company-facts.ts knownTokens, or the field's own list); this only compares text with them.

/** A `{…}` that looks meant as a placeholder: a short name of letters, digits, dots, hyphens or underscores. */
const PLACEHOLDER = /\{\s*([A-Za-z][\w.-]{0,39})\s*\}/g;

/**
 * What is wrong with the placeholders of `text`, as one message naming the field (`label`), or null when every one
 * is known. Offers the nearest known name ("did you mean {email.hr}?"), else the list.
 */
export function placeholderProblem(label: string, text: string, known: readonly string[]): string | null {
  const unknown = [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[0]).filter((token) => !known.includes(token)))];
  if (!unknown.length) return null;
  const each = unknown.map((token) => {
    const guess = suggestion(token, known);
    return guess ? `${token}: did you mean ${guess}?` : token;
  });
  const plural = unknown.length > 1;
  return `${label}: unknown placeholder${plural ? 's' : ''} ${each.join('; ')}${each.at(-1)!.endsWith('?') ? '' : '.'} The placeholders this text may use are ${known.join(', ')}.`;
}

/** The known name nearest `token` (same letters in another case, or at most two edits away), if any. */
function suggestion(token: string, known: readonly string[]): string | null {
  const bare = token.replace(/\s+/g, '').toLowerCase();
  const same = known.find((name) => name.toLowerCase() === bare);
  if (same) return same;
  const near = closest(bare, known as string[]);
  return distance(bare, near) <= Math.max(2, Math.floor(near.length / 4)) ? near : null;
}
