import { customAlphabet } from 'nanoid';

/**
 * Human reference numbers for submissions, e.g. `NV-Q-7K3P9`: short enough to read out on the phone, from an
 * alphabet without the characters people mix up (0/O, 1/I/L, U/V), so a visitor can quote it when they call.
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
const CODE_LENGTH = 5;
const code = customAlphabet(REFERENCE_ALPHABET, CODE_LENGTH);

export type ReferenceKind = 'contact' | 'quote' | 'application';
const LETTER: Record<ReferenceKind, string> = { contact: 'C', quote: 'Q', application: 'A' };

/** A new random reference for a submission of this kind (29^5, about 20 million per kind: the caller checks it is free). */
export function newReference(kind: ReferenceKind): string {
  return `NV-${LETTER[kind]}-${code()}`;
}

const PATTERN = new RegExp(`^NV([CQA])([${REFERENCE_ALPHABET}]{${CODE_LENGTH}})$`);

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
