import type { FormState } from '@/lib/validation/form-state';

/** A piece of a changed paragraph (server/content/diff.ts): in both versions, or only in one; `cut`: context shortened. */
export interface ContentDiffPart {
  value: string;
  added?: boolean;
  removed?: boolean;
  cut?: 'before' | 'after' | 'middle';
}

/** A field's changes between two versions (server/content/diff.ts): only its changed paragraphs, word by word. */
export interface ContentDiff {
  name: string;
  label: string;
  paragraphs: ContentDiffPart[][];
}

/**
 * A field two people changed since the revision they both opened: what each changed (against that revision, or
 * against each other when it is gone), for the editor to choose one.
 */
export interface ConflictField {
  name: string;
  label: string;
  theirs: ContentDiffPart[][];
  yours: ContentDiffPart[][];
}

/** The radio button's name that says which version of a conflicting field to keep ('theirs' or 'yours'). */
export const keepName = (field: string) => `keep.${field}`;

/** The editor's answer: a form answer, plus the item it saved and, when refused, what another save changed. */
export interface ContentFormState extends Omit<FormState, 'token' | 'reference'> {
  id?: string;
  revision?: number;
  /** a save refused because another save changed some of the same fields: those fields, to choose a version of each */
  conflict?: { by: string; at: string; revision: number; fields: ConflictField[]; compared: 'opened' | 'each-other' };
  /** a draft saved while a schedule waits: the editor asks whether to keep it (it publishes `revision`) or cancel it */
  schedule?: { at: string; revision: number };
  /** scheduled just now (with JavaScript): the editor's message gives the time in the staff member's zone */
  scheduled?: { at: string; revision: number };
}

/** A refusal's message per field (the studio's, one each) as the editor's fields take their errors (it marks each of them). */
export function fieldErrorsOf(fields: Record<string, string> | undefined): Record<string, string[]> {
  return Object.fromEntries(Object.entries(fields ?? {}).map(([field, message]) => [field, [message]]));
}

export const initialContentState: ContentFormState = { status: 'idle', values: {}, fieldErrors: {}, version: 0 };
