import 'server-only';
import { describeInboxQuery, parseInboxQuery } from '@/lib/admin/inbox-filter';
import type { Redactor } from '../repositories/person';

// What an erasure (server/privacy/requests.ts) takes out of the audit log: the person's e-mail addresses and names
// wherever an entry holds them, each replaced by `[erased]`; the entry keeps what happened, not to whom.
// - An address matches whole (any case): not inside a longer one, so erasing ann@x.co leaves joann@x.com and
//   ann@x.com alone. Its neighbours may be anything but the characters of an address ([A-Za-z0-9._%+-]); a dot
//   ending a sentence is not part of it.
// - A name matches as whole words (any case, any spacing between them): the full name as the person gave it,
//   anywhere in an entry's target and detail; and in a logged inbox search (an export of a view), also any one of
//   its words of at least NAME_PART_MIN letters ("Lovelace"). Shorter words alone ("Ann", "Li") are too common to
//   take out of other people's entries.
// - Exports logged before searches were recorded decoded (`?q=ann%40x.co`) are decoded first, then matched.

export const ERASED = '[erased]';
/** The shortest single word of a name that is erased on its own from a logged search. */
export const NAME_PART_MIN = 4;

const ADDRESS_BEFORE = '(?<![A-Za-z0-9._%+-])';
const ADDRESS_AFTER = '(?![A-Za-z0-9_%+-]|\\.[A-Za-z0-9])';
const WORD_BEFORE = '(?<![\\p{L}\\p{N}_])';
const WORD_AFTER = '(?![\\p{L}\\p{N}_])';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordsOf = (name: string) => name.trim().split(/\s+/u).filter(Boolean);

export function auditRedactor({ emails, names }: { emails: string[]; names: string[] }): Redactor {
  const addresses = [...new Set(emails.map((email) => email.trim().toLowerCase()).filter(Boolean))];
  const fullNames = [...new Map(names.map((name) => [wordsOf(name).join(' ').toLowerCase(), wordsOf(name)])).values()].filter((words) => words.length > 0);
  const parts = [...new Set(fullNames.flat().filter((word) => [...word].length >= NAME_PART_MIN).map((word) => word.toLowerCase()))];

  const alternation = (list: string[]) => list.map(escape).join('|');
  const addressPattern = addresses.length > 0 ? new RegExp(`${ADDRESS_BEFORE}(?:${alternation(addresses)})${ADDRESS_AFTER}`, 'gi') : null;
  const namePattern = fullNames.length > 0 ? new RegExp(`${WORD_BEFORE}(?:${fullNames.map((words) => words.map(escape).join('\\s+')).join('|')})${WORD_AFTER}`, 'giu') : null;
  const partPattern = parts.length > 0 ? new RegExp(`${WORD_BEFORE}(?:${alternation(parts)})${WORD_AFTER}`, 'giu') : null;

  const replace = (text: string, pattern: RegExp | null) => (pattern ? text.replace(pattern, ERASED) : text);
  const withoutPerson = (text: string, search: boolean) => replace(replace(replace(text, addressPattern), namePattern), search ? partPattern : null);

  // A name's longest word finds every entry the full name or a part could be in; an address, also URL-encoded.
  const longest = (words: string[]) => words.reduce((a, b) => (b.length > a.length ? b : a));
  const needles = [...new Set([...addresses, ...addresses.map(encodeURIComponent), ...fullNames.map(longest), ...parts].map((needle) => needle.toLowerCase()))];

  return {
    needles,
    redact(entry) {
      const search = entry.action === 'export';
      const detail = search && entry.detail?.startsWith('?') ? describeInboxQuery(parseInboxQuery(Object.fromEntries(new URLSearchParams(entry.detail)))) : entry.detail;
      const next = { actor: replace(entry.actor, addressPattern), target: entry.target && withoutPerson(entry.target, false), detail: detail && withoutPerson(detail, search) };
      return next.actor !== entry.actor || next.target !== entry.target || next.detail !== detail ? next : null;
    },
  };
}
