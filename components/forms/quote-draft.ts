// The quote form's answers kept in this browser's localStorage while the visitor writes them, so a reload, a
// closed tab or a visit later the same day finds them again. Only what the visitor typed or chose in text boxes
// and selects: never files, hidden fields (form token, source page, cookie choice), the honeypot or the consent
// box (agreeing is given fresh with each request). It never leaves the browser: nothing here makes a request,
// and the form sends its fields only when the visitor submits. Plain code, no dependencies, and loaded only when
// a draft is there or the visitor starts on the form (use-quote-draft.ts), so the page's first load stays as it
// was. Storage that is blocked or full is ignored: the form works the same, without a draft.
import { browserStorage } from '@/lib/consent';
import { COOKIE_CHOICE_FIELD, HONEYPOT_FIELD, TOKEN_FIELD } from '@/lib/validation/spam';
import { DRAFT_KEY } from './quote-draft-key';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A form control as the draft sees it: an <input>, <select> or <textarea> (or a stand-in in tests). */
export interface Control {
  name: string;
  type: string;
  value: string;
  defaultValue?: string;
  checked?: boolean;
  options?: ArrayLike<{ value: string; defaultSelected: boolean }>;
}

export interface Draft {
  /** when it was last saved (ms since the epoch) */
  at: number;
  /** the query of the page it was written on, to tell whether a prefilled URL is newer than the draft */
  search: string;
  fields: Record<string, string>;
}

// Only these kinds of control: not files, hidden fields, passwords, checkboxes (the consent box) or buttons.
const KEPT_TYPES = /^(text|email|tel|url|number|date|search|textarea|select-one)$/;
const NOT_KEPT_NAMES = [HONEYPOT_FIELD, TOKEN_FIELD, COOKIE_CHOICE_FIELD];

export const keeps = (control: Control) => Boolean(control.name) && KEPT_TYPES.test(control.type) && !NOT_KEPT_NAMES.includes(control.name);

/** The answers worth keeping: named text boxes and selects that are not empty. */
export function collect(controls: Iterable<Control>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const control of controls) if (keeps(control) && control.value) fields[control.name] = control.value;
  return fields;
}

/** A draft is good until the end of the day it was last saved on (the visitor's local day). */
export const sameDay = (at: number, now: number) => at <= now + 60_000 && new Date(at).toDateString() === new Date(now).toDateString();

/** Keeps the answers (or forgets the draft when there are none). */
export function saveDraft(store: Store | null, fields: Record<string, string>, search: string, now = Date.now()) {
  try {
    if (Object.keys(fields).length === 0) store?.removeItem(DRAFT_KEY);
    else store?.setItem(DRAFT_KEY, JSON.stringify({ at: now, search, fields } satisfies Draft));
  } catch {
    // blocked or full: no draft this time
  }
}

/** Today's draft, or null (none, unreadable, or from an earlier day: then it is removed). */
export function readDraft(store: Store | null, now = Date.now()): Draft | null {
  try {
    const raw = store?.getItem(DRAFT_KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<Draft>;
    const fields = draft.fields && typeof draft.fields === 'object' ? Object.entries(draft.fields).filter(([, v]) => typeof v === 'string') : [];
    if (typeof draft.at === 'number' && sameDay(draft.at, now) && fields.length) return { at: draft.at, search: String(draft.search ?? ''), fields: Object.fromEntries(fields) };
    store?.removeItem(DRAFT_KEY);
  } catch {
    // unreadable: treated as none
  }
  return null;
}

export function clearDraft(store: Store | null) {
  try {
    store?.removeItem(DRAFT_KEY);
  } catch {
    // blocked: nothing was kept either
  }
}

/** What a control shows before anyone touches it: its default option or text. */
function initial(control: Control): string {
  if (control.options) return Array.from(control.options).find((option) => option.defaultSelected)?.value ?? '';
  return control.defaultValue ?? '';
}

/**
 * Puts the draft's answers into the controls still showing their initial value (a visitor who typed before the
 * page's script arrived keeps what they typed). Returns the answers it put in.
 */
export function restore(controls: Iterable<Control>, fields: Record<string, string>): Record<string, string> {
  const filled: Record<string, string> = {};
  for (const control of controls) {
    const value = fields[control.name];
    const before = control.value;
    if (value === undefined || !keeps(control) || before !== initial(control)) continue;
    control.value = value;
    if (control.value === value) filled[control.name] = value;
    else control.value = before; // a select without that option (any more) stays as it was
  }
  return filled;
}

/** Empties every answer the visitor can change (files and the consent box too), leaving hidden fields alone. */
export function empty(controls: Iterable<Control>) {
  for (const control of controls) {
    if (keeps(control) || control.type === 'file') control.value = '';
    else if (control.type === 'checkbox') control.checked = false;
  }
}

const SAVE_AFTER_MS = 400;
const controlsOf = (form: HTMLFormElement) => Array.from(form.elements) as unknown as Control[];

export interface DraftKeeper {
  /** Empties the form and forgets the draft. */
  clear(): void;
  /** Forgets the draft (the form was sent). */
  forget(): void;
  /** Stops listening, saving what is still waiting (the form is leaving the page). */
  stop(): void;
}

interface KeepOptions {
  /** fields the page's URL filled in: a draft written on another URL does not override them */
  fromUrl: readonly string[];
  onRestored(fields: Record<string, string>): void;
  onInput(): void;
}

/** Restores today's draft into `form`, then saves the answers as the visitor changes them (debounced). */
export function keepDraft(form: HTMLFormElement, { fromUrl, onRestored, onInput }: KeepOptions): DraftKeeper {
  const store = browserStorage();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const draft = readDraft(store);
  if (draft) {
    // A prefilled URL (a 'Start a project like this' link) is newer than a draft written on another page.
    if (draft.search !== location.search) for (const name of fromUrl) delete draft.fields[name];
    const filled = restore(controlsOf(form), draft.fields);
    if (Object.keys(filled).length) onRestored(filled);
  }
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const save = () => {
    cancel();
    saveDraft(store, collect(controlsOf(form)), location.search);
  };
  const listening = new AbortController();
  const { signal } = listening;
  const later = () => {
    cancel();
    timer = setTimeout(save, SAVE_AFTER_MS);
    onInput();
  };
  form.addEventListener('input', later, { signal });
  form.addEventListener('change', later, { signal });
  form.addEventListener('submit', save, { signal });
  addEventListener('pagehide', () => timer && save(), { signal });
  // This module loads as the visitor starts: what they typed while it was on its way is kept too.
  if (controlsOf(form).some((control) => keeps(control) && control.value !== initial(control))) timer = setTimeout(save, SAVE_AFTER_MS);
  return {
    clear() {
      cancel();
      empty(controlsOf(form));
      clearDraft(store);
      form.querySelector<HTMLElement>('[name]:not([type="hidden"]):not([tabindex="-1"])')?.focus();
    },
    forget() {
      cancel();
      clearDraft(store);
    },
    stop() {
      listening.abort();
      if (timer) save();
    },
  };
}
