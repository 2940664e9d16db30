// A count a page's words may name that follows its list: the services page's `{services.count}` is the number of
// services shown now, so "{services.count} ways…" says "Seven ways…" once one is hidden.

export const SERVICES_COUNT = '{services.count}';

const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** `text` with each `token` replaced by `count` in words up to twelve (capitalised where a sentence starts), else digits. */
export function fillCount(text: string, token: string, count: number): string {
  const word = WORDS[count] ?? String(count);
  const capital = `${word[0].toUpperCase()}${word.slice(1)}`;
  return text.replace(new RegExp(`([.!?]\\s+|)${token.replace(/[{}.]/g, '\\$&')}`, 'g'), (_, before: string, at: number) => (before || at === 0 ? `${before}${capital}` : word));
}
