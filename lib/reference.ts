/**
 * Human reference numbers for submissions, e.g. `NV-Q-7K3P9`: short enough to read out on the phone, from an
 * alphabet without the characters people mix up (0/O, 1/I/L, U/V), so a visitor can quote it when they call.
 * What the browser may need of them too (the job form's thank-you); new ones are drawn on the server
 * (lib/new-reference.ts, which only the server imports), so the random generator stays out of the page's script.
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
export const REFERENCE_CODE_LENGTH = 5;

export type ReferenceKind = 'contact' | 'quote' | 'application';
export const REFERENCE_LETTER: Record<ReferenceKind, string> = { contact: 'C', quote: 'Q', application: 'A' };

const PATTERN = new RegExp(`^NV([CQA])([${REFERENCE_ALPHABET}]{${REFERENCE_CODE_LENGTH}})$`);

/**
 * The reference a searcher meant, however they wrote it (`nv-q-7k3p9`, `NVQ7K3P9`, `NV Q 7K3P9`), or null when
 * the text is not one.
 */
export function parseReference(text: string): string | null {
  const match = PATTERN.exec(text.toUpperCase().replace(/[^A-Z0-9]/g, ''));
  return match ? `NV-${match[1]}-${match[2]}` : null;
}

/** The sentence a thank-you message ends with. */
export const referenceSentence = (reference: string) => `Your reference is ${reference}: quote it if you call or write to us.`;
