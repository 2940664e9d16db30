import { customAlphabet } from 'nanoid';
import { REFERENCE_ALPHABET, REFERENCE_CODE_LENGTH, REFERENCE_LETTER, type ReferenceKind } from '@/lib/reference';

const code = customAlphabet(REFERENCE_ALPHABET, REFERENCE_CODE_LENGTH);

/** A new random reference for a submission of this kind (29^5, about 20 million per kind: the caller checks it is free). */
export function newReference(kind: ReferenceKind): string {
  return `NV-${REFERENCE_LETTER[kind]}-${code()}`;
}
