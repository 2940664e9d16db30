import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, collect, empty, keepDraft, readDraft, restore, sameDay, saveDraft, type Control } from '@/components/forms/quote-draft';
import { DRAFT_KEY } from '@/components/forms/quote-draft-key';

/** A Storage stand-in that can also refuse, as a browser with storage blocked does. */
function fakeStorage(initial: Record<string, string> = {}, blocked = false) {
  const data = new Map(Object.entries(initial));
  const refuse = () => {
    if (blocked) throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    data,
    getItem: (key: string) => (refuse(), data.get(key) ?? null),
    setItem: (key: string, value: string) => void (refuse(), data.set(key, value)),
    removeItem: (key: string) => void (refuse(), data.delete(key)),
  };
}

const text = (name: string, value = '', defaultValue = ''): Control => ({ name, type: 'text', value, defaultValue });
const select = (name: string, value: string, options: string[], defaultValue = ''): Control => ({
  name,
  type: 'select-one',
  value,
  options: options.map((v) => ({ value: v, defaultSelected: v === defaultValue })),
});

/** The quote form's controls, as the visitor left them. */
const filledForm = (): Control[] => [
  text('fullname', 'Grace Hopper'),
  { name: 'address', type: 'email', value: 'grace@example.com', defaultValue: '' },
  text('companyname', ''),
  select('projecttype', 'other-projecttype', ['', 'webdevelopment', 'branding', 'other-projecttype']),
  text('projecttypeother', 'Compiler playground'),
  { name: 'comments', type: 'textarea', value: 'Ship it.', defaultValue: '' },
  { name: 'files', type: 'file', value: 'C:\\fakepath\\brief.pdf' },
  { name: 'privacy', type: 'checkbox', value: 'on', checked: true },
  text('website', 'bot was here'), // the honeypot
  { name: 'formtoken', type: 'hidden', value: '1700000000000.abc.def' },
  { name: 'source_page', type: 'hidden', value: '/bubble-bakes' },
  { name: 'cookie_choice', type: 'hidden', value: 'accepted@2026-11-20T09:30:00.000Z' },
  { name: '', type: 'submit', value: '' },
];

const NOON = new Date(2026, 10, 25, 12, 0).getTime(); // local time

describe('quote draft', () => {
  it('keeps what the visitor typed and chose, never files, consent, token, honeypot or other hidden fields', () => {
    expect(collect(filledForm())).toEqual({
      fullname: 'Grace Hopper',
      address: 'grace@example.com',
      projecttype: 'other-projecttype',
      projecttypeother: 'Compiler playground',
      comments: 'Ship it.',
    });
  });

  it('saves with the time and the page query, and reads it back the same day', () => {
    const store = fakeStorage();
    saveDraft(store, collect(filledForm()), '?case=bubble-bakes', NOON);
    const raw = JSON.parse(store.data.get(DRAFT_KEY)!);
    expect(raw).toEqual({ at: NOON, search: '?case=bubble-bakes', fields: collect(filledForm()) });
    expect(JSON.stringify(raw)).not.toMatch(/formtoken|website|fakepath|privacy|source_page|cookie/);
    expect(readDraft(store, NOON + 5 * 60_000)).toEqual({ at: NOON, search: '?case=bubble-bakes', fields: collect(filledForm()) });
  });

  it('lasts until the end of the local day it was last saved on, then is removed', () => {
    const store = fakeStorage();
    const late = new Date(2026, 10, 25, 23, 58).getTime();
    saveDraft(store, { fullname: 'Grace' }, '', late);
    expect(readDraft(store, new Date(2026, 10, 25, 23, 59, 59).getTime())).not.toBeNull();
    expect(readDraft(store, new Date(2026, 10, 26, 0, 0, 1).getTime())).toBeNull();
    expect(store.data.has(DRAFT_KEY)).toBe(false);
    expect(sameDay(NOON, NOON + 11 * 3_600_000)).toBe(true);
    expect(sameDay(NOON, NOON + 13 * 3_600_000)).toBe(false);
    expect(sameDay(NOON + 3_600_000, NOON)).toBe(false); // saved in the future: a wrong clock, not today's
  });

  it('forgets the draft when the form is emptied, and on clear', () => {
    const store = fakeStorage();
    saveDraft(store, { fullname: 'Grace' }, '', NOON);
    saveDraft(store, {}, '', NOON);
    expect(store.data.has(DRAFT_KEY)).toBe(false);
    saveDraft(store, { fullname: 'Grace' }, '', NOON);
    clearDraft(store);
    expect(store.data.size).toBe(0);
  });

  it.each(['not json', '{"at":"x","fields":{"a":"b"}}', '{"at":1,"fields":{}}', '{"fields":{"a":"b"}}', 'null', '[]'])('treats %s as no draft', (raw) => {
    expect(readDraft(fakeStorage({ [DRAFT_KEY]: raw }), NOON)).toBeNull();
  });

  it('keeps only text answers from a stored draft', () => {
    const store = fakeStorage({ [DRAFT_KEY]: JSON.stringify({ at: NOON, search: '', fields: { fullname: 'Grace', files: { evil: true }, n: 4 } }) });
    expect(readDraft(store, NOON)?.fields).toEqual({ fullname: 'Grace' });
  });

  it('ignores storage the browser blocks, without throwing', () => {
    const blocked = fakeStorage({}, true);
    expect(() => saveDraft(blocked, { fullname: 'Grace' }, '', NOON)).not.toThrow();
    expect(readDraft(blocked, NOON)).toBeNull();
    expect(() => clearDraft(blocked)).not.toThrow();
    expect(() => saveDraft(null, { fullname: 'Grace' }, '', NOON)).not.toThrow();
    expect(readDraft(null, NOON)).toBeNull();
  });

  it('restores into untouched controls only, never into hidden fields, files or the honeypot', () => {
    const controls: Control[] = [
      text('fullname'),
      text('companyname', 'Typed before the script loaded'),
      select('projecttype', 'branding', ['', 'webdevelopment', 'branding'], 'branding'), // prefilled by the URL
      select('budget', '', ['', '5000']),
      { name: 'formtoken', type: 'hidden', value: 'fresh-token', defaultValue: 'fresh-token' },
      { name: 'files', type: 'file', value: '', defaultValue: '' },
      text('website'),
    ];
    const filled = restore(controls, {
      fullname: 'Grace Hopper',
      companyname: 'From the draft',
      projecttype: 'webdevelopment',
      budget: '5000',
      formtoken: 'old-token',
      files: 'C:\\fakepath\\x.pdf',
      website: 'x',
    });
    expect(filled).toEqual({ fullname: 'Grace Hopper', projecttype: 'webdevelopment', budget: '5000' });
    expect(controls.map((c) => c.value)).toEqual(['Grace Hopper', 'Typed before the script loaded', 'webdevelopment', '5000', 'fresh-token', '', '']);
  });

  it('a select without the stored option stays as it was', () => {
    // a real <select> answers '' when given a value it has no option for
    const control = { name: 'timeline', type: 'select-one', options: [{ value: '', defaultSelected: true }], get value() { return ''; }, set value(_: string) {} };
    expect(restore([control], { timeline: 'gone' })).toEqual({});
    expect(control.value).toBe('');
  });

  it('empties every answer, the consent box and files included, and leaves hidden fields alone', () => {
    const controls = filledForm();
    empty(controls);
    const byName = Object.fromEntries(controls.map((c) => [c.name, c]));
    expect(collect(controls)).toEqual({});
    expect(byName.privacy.checked).toBe(false);
    expect(byName.files.value).toBe('');
    expect(byName.formtoken.value).toBe('1700000000000.abc.def');
    expect(byName.source_page.value).toBe('/bubble-bakes');
    expect(byName.cookie_choice.value).toBe('accepted@2026-11-20T09:30:00.000Z');
  });
});

describe('keeping a draft on a form', () => {
  /** Just enough of a <form> and a window for keepDraft: its controls, its listeners, the page's query. */
  function setUp(search: string, controls: Control[], stored?: object) {
    const storage = fakeStorage(stored ? { [DRAFT_KEY]: JSON.stringify(stored) } : {});
    const listeners = new Map<string, (() => void)[]>();
    const listen = (type: string, listener: () => void, options?: { signal?: AbortSignal }) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
      options?.signal?.addEventListener('abort', () => listeners.set(type, (listeners.get(type) ?? []).filter((l) => l !== listener)));
    };
    const focused: string[] = [];
    const form = {
      elements: controls,
      addEventListener: listen,
      querySelector: () => ({ focus: () => focused.push('first field') }),
    } as unknown as HTMLFormElement;
    vi.stubGlobal('window', { localStorage: storage });
    vi.stubGlobal('location', { search });
    vi.stubGlobal('addEventListener', listen);
    const fire = (type: string) => (listeners.get(type) ?? []).forEach((listener) => listener());
    return { storage, form, fire, focused };
  }
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  // The 'Other' boxes are always in the form (CSS shows one while its select says Other), so they restore like any box.
  const untouched = () => [text('fullname'), select('projecttype', 'branding', ['', 'branding', 'webdevelopment'], 'branding'), select('hear', '', ['', 'other-hear']), text('hearother')];

  it('restores today\'s draft, but not over the fields a prefilled address set when it was written elsewhere', () => {
    const controls = untouched();
    const { form } = setUp('?projecttype=branding&case=bubble-bakes', controls, {
      at: Date.now(), search: '', fields: { fullname: 'Grace', projecttype: 'webdevelopment', hear: 'other-hear', hearother: 'A podcast' },
    });
    const restored: Record<string, string>[] = [];
    keepDraft(form, { fromUrl: ['projecttype', 'projecttypeother'], onRestored: (f) => restored.push(f), onInput: () => {} });
    expect(restored).toEqual([{ fullname: 'Grace', hear: 'other-hear', hearother: 'A podcast' }]);
    expect(controls.map((c) => c.value)).toEqual(['Grace', 'branding', 'other-hear', 'A podcast']);
  });

  it('lets a draft written on the same address win over its prefill (it is the newer answer)', () => {
    const controls = untouched();
    const { form } = setUp('?projecttype=branding', controls, { at: Date.now(), search: '?projecttype=branding', fields: { projecttype: 'webdevelopment' } });
    keepDraft(form, { fromUrl: ['projecttype', 'projecttypeother'], onRestored: () => {}, onInput: () => {} });
    expect(controls[1].value).toBe('webdevelopment');
  });

  it('saves a moment after the last change, at once on submit, and forgets it when sent or cleared', () => {
    vi.useFakeTimers();
    const controls = untouched();
    const { storage, form, fire, focused } = setUp('', controls);
    let inputs = 0;
    const keeper = keepDraft(form, { fromUrl: [], onRestored: () => {}, onInput: () => inputs++ });
    controls[0].value = 'Gr';
    fire('input');
    controls[0].value = 'Grace';
    fire('input');
    expect(storage.data.has(DRAFT_KEY)).toBe(false);
    vi.advanceTimersByTime(400);
    expect(JSON.parse(storage.data.get(DRAFT_KEY)!).fields).toEqual({ fullname: 'Grace', projecttype: 'branding' });
    expect(inputs).toBe(2);

    controls[0].value = 'Grace Hopper';
    fire('submit');
    expect(JSON.parse(storage.data.get(DRAFT_KEY)!).fields.fullname).toBe('Grace Hopper');
    keeper.forget();
    expect(storage.data.has(DRAFT_KEY)).toBe(false);

    fire('input');
    keeper.clear(); // also cancels the save that was waiting
    vi.advanceTimersByTime(1000);
    expect(storage.data.has(DRAFT_KEY)).toBe(false);
    expect(controls.map((c) => c.value)).toEqual(['', '', '', '']);
    expect(focused).toEqual(['first field']);
  });

  it('keeps what was typed while the module was loading', () => {
    vi.useFakeTimers();
    const controls = untouched();
    controls[0].value = 'Quick Typist';
    const { storage, form } = setUp('', controls);
    keepDraft(form, { fromUrl: [], onRestored: () => {}, onInput: () => {} });
    vi.advanceTimersByTime(400);
    expect(JSON.parse(storage.data.get(DRAFT_KEY)!).fields).toEqual({ fullname: 'Quick Typist', projecttype: 'branding' });
  });

  it('saves nothing for a form nobody has touched', () => {
    vi.useFakeTimers();
    const { storage, form } = setUp('', untouched());
    keepDraft(form, { fromUrl: [], onRestored: () => {}, onInput: () => {} });
    vi.advanceTimersByTime(1000);
    expect(storage.data.size).toBe(0);
  });

  it('saves what is waiting when the page is hidden or the form leaves, and then stops listening', () => {
    vi.useFakeTimers();
    const controls = untouched();
    const { storage, form, fire } = setUp('', controls);
    const keeper = keepDraft(form, { fromUrl: [], onRestored: () => {}, onInput: () => {} });
    controls[0].value = 'Grace';
    fire('input');
    fire('pagehide');
    expect(JSON.parse(storage.data.get(DRAFT_KEY)!).fields.fullname).toBe('Grace');
    controls[0].value = 'Ada';
    fire('input');
    keeper.stop();
    expect(JSON.parse(storage.data.get(DRAFT_KEY)!).fields.fullname).toBe('Ada');
    controls[0].value = 'Nobody';
    fire('input');
    vi.advanceTimersByTime(1000);
    expect(JSON.parse(storage.data.get(DRAFT_KEY)!).fields.fullname).toBe('Ada');
  });
});
