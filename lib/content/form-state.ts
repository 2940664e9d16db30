import type { FormState } from '@/lib/validation/form-state';

/** A field's changes between two versions (server/content/diff.ts), as the editor draws them. */
export interface ContentDiff {
  label: string;
  parts: { value: string; added?: boolean; removed?: boolean }[];
}

/** The editor's answer: a form answer, plus the item it saved and, when refused, what another save changed. */
export interface ContentFormState extends Omit<FormState, 'token' | 'reference'> {
  id?: string;
  revision?: number;
  conflict?: { by: string; at: string; revision: number; diffs: ContentDiff[] };
  /** a draft saved while a schedule waits: the editor asks whether to keep it (it publishes `revision`) or cancel it */
  schedule?: { at: string; revision: number };
}

export const initialContentState: ContentFormState = { status: 'idle', values: {}, fieldErrors: {}, version: 0 };
