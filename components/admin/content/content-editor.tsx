'use client';

import { useActionState, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { unstable_rethrow } from 'next/navigation';
import type { CollectionName, FieldSpec } from '@/lib/content/collections';
import { specFor } from '@/lib/content/collections';
import { addName, altName, cellName, EMPTY_ROWS, KEEP_IMAGE, mediaName, removeAtName, removeRowName, rowsInUse, type FormValues } from '@/lib/content/form-values';
import type { MediaItem } from '@/lib/media';
import { initialContentState, type ContentFormState } from '@/lib/content/form-state';
import { fieldWarnings } from '@/lib/content/warnings';
import { cancelScheduleContent, keepSchedule, saveContent } from '@/server/actions/admin-content';
import { failedState } from '@/components/forms/catch-action-errors';
import { SelectField, TextArea, TextField } from '@/components/forms/fields';
import { FormMessage } from '@/components/forms/form-message';
import formStyles from '@/components/forms/forms.module.css';
import { ConflictChoices } from './conflict-choices';
import { MarkdownField } from './markdown-field';
import { MediaPicker } from '@/components/admin/media/media-picker';
import { LocalTime } from '@/components/admin/shared/local-time';
import { ZonedTimeField } from '@/components/admin/shared/zoned-time-field';
import styles from './content-editor.module.css';

interface Props {
  collection: CollectionName;
  id?: string;
  revision?: number;
  values: FormValues;
  /** whether the item is live (the buttons say what saving does to it) */
  published: boolean;
  /** the revision the site shows, when it is live */
  publishedRevision?: number | null;
  /** the media library, for the image fields */
  media: MediaItem[];
  /** why the last Publish was refused, when the page was opened after it (a new item's first publish) */
  refusal?: { message: string; fieldErrors: Record<string, string[]> };
}

/**
 * Every field of an item, by its collection's description, and the buttons that save it: a plain form post
 * without JavaScript, the same Server Action with it. After a refusal the answer's values fill the fields again
 * and the message takes focus; after a conflict the fields both people changed are shown with a choice of version.
 */
export function ContentEditor({ collection, id, revision, values: initial, published, publishedRevision, media, refusal }: Props) {
  // an item's own fields, where a collection's items differ (the site's pages)
  const spec = specFor(collection, initial.slug);
  // A refusal the page was opened with is the form's first answer: its message, and each field's beside it.
  const [state, action, pending] = useActionState(keepTextOnRefusal(saveContent), refusal ? { ...initialContentState, id, revision, status: 'error', message: refusal.message, fieldErrors: refusal.fieldErrors, values: initial, version: 1 } : { ...initialContentState, id, revision });
  const message = useRef<HTMLDivElement>(null);
  // What was typed or chosen in the server-drawn form before the script took it over: React puts a textarea and a
  // select back to their server-drawn value as it hydrates them, after this first render of the form (a text input
  // it leaves as typed). Read here, before that, and put back once hydrated (before any field's own effect, the rich
  // editor's included, reads its control).
  const formId = useId();
  const [typed] = useState(() => typedBeforeHydration(typeof document === 'undefined' ? null : document.getElementById(formId)));
  useLayoutEffect(() => restoreTyped(typed), [typed]);
  // Marks the form once React has taken it over; tests (and scripts driving the editor) wait for this mark.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const bar = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // After an answer: a refusal's first field with a message (in the form's order) takes focus, the message is read
  // out all the same (an alert); any other answer's message takes focus itself.
  useEffect(() => {
    if (state.version > 0) (firstInvalid(form.current) ?? message.current)?.focus();
  }, [state.version]);
  // The answer's values while it is about the newest revision this page knows; a newer one drawn by the server
  // (a revision restored, the page reloaded) starts from the stored text. Not keyed by revision: without
  // JavaScript React finds the answer's state by the form's place in the tree, which must not change.
  const fromAnswer = state.version > 0 && (state.revision ?? 0) >= (revision ?? 0);
  const values: FormValues = fromAnswer ? state.values : initial;
  const currentRevision = fromAnswer ? state.revision : revision;
  const remount = `${state.version}-${currentRevision ?? 0}`;
  const errors = state.fieldErrors;
  // What the text as it stands lets through but should be looked at again (lib/content/warnings.ts): never blocks.
  const warnings = fieldWarnings(collection, values);
  const tone = state.status === 'sent' ? 'success' : state.status === 'idle' ? 'idle' : 'error';
  return (
    <form ref={form} id={formId} action={action} onFocus={(event) => keepClearOfBar(event.target, bar.current)} className={`${formStyles.form} ${styles.editor}`} aria-label={id ? `Edit ${spec.singular}` : `New ${spec.singular}`} aria-busy={pending} data-hydrated={hydrated || undefined} noValidate>
      <FormMessage tone={tone} message={state.scheduled ? <ScheduledMessage {...state.scheduled} /> : state.message} ref={message} />
      {state.status !== 'sent' && <ErrorSummary fields={spec.fields} errors={errors} />}
      {state.schedule && (
        <fieldset className={`${formStyles.wide} ${styles.schedule}`}>
          <legend>
            The schedule: revision {state.schedule.revision} at <LocalTime iso={state.schedule.at} />
          </legend>
          <button type="submit" formAction={keepSchedule} className="button button-outline" disabled={pending}>
            Keep the schedule
          </button>
          <button type="submit" formAction={cancelScheduleContent} className="button button-outline" disabled={pending}>
            Cancel the schedule
          </button>
        </fieldset>
      )}
      {state.conflict && <ConflictChoices conflict={state.conflict} version={state.version} />}
      <input type="hidden" name="collection" value={collection} />
      {(state.id ?? id) && <input type="hidden" name="id" value={state.id ?? id} />}
      {currentRevision !== undefined && <input type="hidden" name="revision" value={currentRevision} />}
      {spec.fields.map((field) => (
        <Field key={`${field.name}-${remount}`} field={field} values={values} errors={errors} warnings={warnings[field.name]} media={media} />
      ))}
      {spec.fixed ? (
        <p className={`${formStyles.wide} ${formStyles.hint}`}>
          <input type="hidden" name="slug" value={values.slug ?? ''} />
          {spec.path && values.slug ? `Its address is ${spec.path(values.slug)}: the site's routes decide it.` : 'One of the site’s own pages: its words change here, its address stays.'}
        </p>
      ) : (
      <TextField
        key={`slug-${remount}`}
        name="slug"
        label="Slug"
        hint={spec.path ? `Optional: made from the title when empty. The address is ${spec.path('slug')}; after publishing, a changed slug keeps the old address redirecting here.` : 'Optional: made from the title when empty. Unique in this collection.'}
        defaultValue={values.slug}
        errors={errors.slug}
        maxLength={80}
        className={formStyles.wide}
      />
      )}
      {/* Stays at the bottom of the window while the form is long (sticky), with what the site shows now. */}
      <div ref={bar} className={`${formStyles.wide} ${styles.buttons}`} role="group" aria-label="Save and publish">
        <p className={styles.state}>{stateLine(state.id ?? id, currentRevision, published, publishedRevision)}</p>
        <button type="submit" name="intent" value="draft" className="button button-outline" disabled={pending}>
          Save draft
        </button>
        <button type="submit" name="intent" value="publish" className="button button-dark" disabled={pending}>
          Publish
        </button>
        <button type="submit" name="intent" value="preview" className="button button-outline" disabled={pending}>
          Preview
        </button>
        <a href="#schedule" className="button button-outline">
          Schedule…
        </a>
      </div>
      <p className={`${formStyles.wide} ${formStyles.hint}`}>{published ? 'Save draft keeps the live version as it is; Publish replaces it with this text.' : 'Save draft keeps it off the site; Publish puts it on the site now.'}</p>
      <fieldset id="schedule" className={`${formStyles.wide} ${styles.schedule}`}>
        <legend>Schedule</legend>
        <ZonedTimeField key={`at-${remount}`} name="scheduleAt" zoneName="scheduleZone" label="Publish at" hint="Saves this text and publishes it at that time, within a minute." value={values.scheduleAt} valueZone={values.scheduleZone} errors={errors.scheduleAt} />
        <button type="submit" name="intent" value="schedule" className="button button-outline" disabled={pending}>
          Schedule
        </button>
      </fieldset>
    </form>
  );
}

/** A schedule set just now, its time in the staff member's zone and UTC (the item page's notice says the same without JavaScript). */
function ScheduledMessage({ at }: { at: string }) {
  return (
    <>
      Scheduled: this revision goes live at <LocalTime iso={at} />, within a minute of it; a draft saved after it does not.
    </>
  );
}

/**
 * Scrolls a focused control clear of the sticky action bar when the browser left part of it under the bar (the CSS
 * scroll margins move an input clear, but a textarea is scrolled to by its first line): WCAG 2.2, 2.4.11. Nothing to
 * do where the bar is not sticky (small screens) or the control is in it.
 */
function keepClearOfBar(target: EventTarget, bar: HTMLElement | null) {
  if (!bar || !(target instanceof HTMLElement) || bar.contains(target) || getComputedStyle(bar).position !== 'sticky') return;
  requestAnimationFrame(() => {
    const control = target.getBoundingClientRect();
    const top = bar.getBoundingClientRect().top;
    const under = control.bottom + 8 - top;
    // as far as its bottom clears the bar, but never past its top (a control taller than the window shows its start)
    if (under > 0) window.scrollBy({ top: Math.min(under, Math.max(control.top - 80, 0)), behavior: 'instant' });
  });
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * The controls of the server-drawn form whose value differs from the one drawn (typed into, or chosen, before the
 * page's script loaded), each with that value. Nothing on the server, or where React draws the form itself (a
 * client-side navigation: no form is there yet).
 */
function typedBeforeHydration(form: HTMLElement | null): { control: Control; value: string; checked: boolean }[] {
  if (!form) return [];
  return [...form.querySelectorAll<Control>('input, textarea, select')].flatMap((control) => {
    const changed =
      control instanceof HTMLSelectElement
        ? [...control.options].some((option) => option.selected !== option.defaultSelected)
        : control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')
          ? control.checked !== control.defaultChecked
          : control.type !== 'hidden' && control.type !== 'file' && control.value !== control.defaultValue;
    return changed ? [{ control, value: control.value, checked: control instanceof HTMLInputElement && control.checked }] : [];
  });
}

/** Puts the typed values back into their controls (the same elements: hydration keeps the server's). */
function restoreTyped(typed: ReturnType<typeof typedBeforeHydration>) {
  for (const { control, value, checked } of typed) {
    if (!control.isConnected) continue;
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) control.checked = checked;
    else control.value = value;
  }
}

/**
 * The first control with a message, in the form's order: one marked invalid, or the first (or chosen) one in a
 * group with a message (a list, an image choice). Skips what is hidden (the plain text under the rich editor).
 */
function firstInvalid(form: HTMLFormElement | null): HTMLElement | undefined {
  const control = 'input:not([type="hidden"]), textarea, select, [contenteditable="true"]';
  const shown = (element: Element | null): element is HTMLElement => element instanceof HTMLElement && element.getClientRects().length > 0;
  for (const marked of form?.querySelectorAll('[aria-invalid="true"], [data-invalid]') ?? []) {
    if (marked.matches(control) && shown(marked)) return marked;
    const inside = [marked.querySelector('input[type="radio"]:checked'), ...marked.querySelectorAll(control)].find(shown);
    if (inside) return inside;
  }
  return undefined;
}

/** What the site shows of this item, as of the last answer: the line beside the buttons. */
export function stateLine(id: string | undefined, revision: number | undefined, published: boolean, publishedRevision: number | null | undefined): string {
  if (!id || revision === undefined) return 'New: not saved yet.';
  if (published && publishedRevision === revision) return `Live: revision ${revision} is on the site.`;
  if (published) return `Revision ${revision}: not on the site yet (it shows revision ${publishedRevision ?? 'an earlier one'}).`;
  return `Draft, revision ${revision}: not on the site.`;
}

type SaveAction = (state: ContentFormState, form: FormData) => Promise<ContentFormState>;
const wrapped = new WeakMap<SaveAction, SaveAction>();

/**
 * The editor's Server Action as the browser calls it. It sends the form and only what the action reads of the
 * previous answer (its version): React would otherwise send the whole answer back with every save (each value again,
 * a conflict's two versions), doubling a long post past the editor's body limit. And a call the request guard
 * refuses (too long, busy, out of date) or the network loses answers with its message at the form and every typed
 * value kept, where it would throw and the error page would replace the form. On the server (the form without
 * JavaScript) it is the action itself.
 */
function keepTextOnRefusal(action: SaveAction): SaveAction {
  if (typeof window === 'undefined') return action;
  let call = wrapped.get(action);
  if (!call) {
    call = async (previous, form) => {
      try {
        return await action({ ...initialContentState, version: previous.version }, form);
      } catch (error) {
        // A save that redirects (published, scheduled, a new item's page) rejects the call with Next's redirect
        // signal, for Next to navigate to the page it names: not a failure, and the form must not say so.
        unstable_rethrow(error);
        return { ...failedState(previous, form, error), id: previous.id, revision: previous.revision };
      }
    };
    wrapped.set(action, call); // one function per action, so useActionState sees the same one on every render
  }
  return call;
}

function Field({ field, values, errors, warnings, media }: { field: FieldSpec; values: FormValues; errors: Record<string, string[]>; warnings?: string[]; media: MediaItem[] }) {
  // A warning is read with the field's hint (its aria-describedby), in words that say so, not only in colour.
  const hint = warnings?.length ? (
    <>
      {field.hint}
      {warnings.map((warning) => (
        <span key={warning} className={styles.warning}>
          <strong>Check:</strong> {warning}
        </span>
      ))}
    </>
  ) : (
    field.hint
  );
  const common = { name: field.name, label: field.label, hint, required: field.required, errors: errors[field.name] };
  switch (field.kind) {
    case 'text':
      return <TextField {...common} defaultValue={values[field.name]} className={formStyles.wide} />;
    case 'number':
      return <TextField {...common} type="number" defaultValue={values[field.name]} />;
    case 'date':
      return <TextField {...common} type="date" defaultValue={values[field.name]} />;
    case 'select':
      return <SelectField {...common} options={field.options ?? []} defaultValue={values[field.name]} />;
    case 'markdown':
      return <MarkdownField {...common} media={media} defaultValue={values[field.name]} className={`${formStyles.wide} ${styles.markdown}`} />;
    case 'image':
      return <ImageField field={field} values={values} errors={errors} media={media} />;
    case 'images':
      return <ImagesField field={field} values={values} errors={errors} media={media} />;
    case 'rows':
      return <RowsField field={field} values={values} errors={errors} />;
    default:
      return <TextArea {...common} defaultValue={values[field.name]} className={formStyles.wide} />;
  }
}

const parse = <T,>(json: string | undefined, fallback: T): T => {
  try {
    return json ? (JSON.parse(json) as T) : fallback;
  } catch {
    return fallback;
  }
};

/**
 * An image field: a choice from the media library (whose alt text, or decorative mark, is the image's), or the
 * image the item has. An image built with the site (the seed's) keeps its own alt text field here.
 */
function ImageField({ field, values, errors, media }: { field: FieldSpec; values: FormValues; errors: Record<string, string[]>; media: MediaItem[] }) {
  const image = parse<{ src: string; width: number; height: number; mediaId?: string } | null>(values[field.name], null);
  const builtIn = image && !image.mediaId;
  return (
    <div id={field.name} className={`${formStyles.wide} ${styles.image}`}>
      <input type="hidden" name={field.name} value={values[field.name] ?? ''} />
      {builtIn && (
        <div className={styles.galleryItem}>
          {/* eslint-disable-next-line @next/next/no-img-element -- the admin's own thumbnail of a stored file */}
          <img src={image.src} alt="" width={120} height={Math.round((120 * image.height) / image.width)} className={styles.thumb} />
          <TextField name={altName(field.name)} label={`${field.label}: alt text`} neededFor="required to publish" hint="What the image shows, for people who cannot see it." defaultValue={values[altName(field.name)]} errors={errors[field.name]} />
        </div>
      )}
      <MediaPicker
        name={mediaName(field.name)}
        value={values[mediaName(field.name)] || (builtIn ? KEEP_IMAGE : '')}
        media={media}
        label={field.label}
        hint="From the media library (upload images under Media). Its alt text is the library's: an image needs alt text or a decorative mark there before this can be published."
        error={builtIn ? undefined : errors[field.name]?.join(' ')}
      />
    </div>
  );
}

/**
 * A gallery: its images in order, each with "Remove" (and, for an image built with the site, its alt text field;
 * a library image's alt text is the library's), then "Add an image" from the media library, one a save.
 */
function ImagesField({ field, values, errors, media }: { field: FieldSpec; values: FormValues; errors: Record<string, string[]>; media: MediaItem[] }) {
  const images = parse<{ src: string; width: number; height: number; mediaId?: string }[]>(values[field.name], []);
  const named = (image: { src: string; mediaId?: string }, index: number) => media.find((item) => item.id === image.mediaId)?.filename ?? `image ${index + 1}`;
  return (
    <fieldset id={field.name} className={`${formStyles.wide} ${styles.image}`}>
      <legend>{field.label}</legend>
      <input type="hidden" name={field.name} value={values[field.name] ?? '[]'} />
      {images.length === 0 && <p className={formStyles.hint}>No images yet: add one from the media library below.</p>}
      {images.map((image, index) => (
        <div key={`${image.src}-${index}`} className={styles.galleryItem}>
          {/* eslint-disable-next-line @next/next/no-img-element -- the admin's own thumbnail of a stored file */}
          <img src={image.src} alt="" width={120} height={Math.round((120 * image.height) / image.width)} className={styles.thumb} />
          {image.mediaId ? (
            <p className={formStyles.hint}>{named(image, index)}: from the media library, with its alt text.</p>
          ) : (
            <TextField name={altName(field.name, index)} label={`${field.label} image ${index + 1}: alt text`} neededFor="required to publish" hint="What the image shows, for people who cannot see it." defaultValue={values[altName(field.name, index)]} />
          )}
          <label className={styles.remove}>
            <input type="checkbox" name={removeAtName(field.name, index)} /> Remove {named(image, index)} from the {field.label.toLowerCase()}
          </label>
        </div>
      ))}
      <MediaPicker name={addName(field.name)} value="" media={media} label={`${field.label}: add an image`} hint="Chosen from the media library, it is added at the end when you save (one at a time). It needs alt text or a decorative mark there before this can be published." error={errors[field.name]?.join(' ')} />
    </fieldset>
  );
}

/**
 * A list of small records (counters, steps, tools): each row's cells, with "Remove", then empty rows to add more in
 * the same save. A plain form: rows go in the order shown; an empty row is left out. A message about a row sits at
 * its cell (marked invalid, and naming the row as its label does); one about the whole list, at the list's group.
 */
function RowsField({ field, values, errors }: { field: FieldSpec; values: FormValues; errors: Record<string, string[]> }) {
  const count = rowsInUse(field, values) + EMPTY_ROWS;
  const columns = field.columns ?? [];
  const error = errors[field.name]?.join(' ');
  const errorId = `${field.name}-error`;
  return (
    <fieldset id={field.name} className={`${formStyles.wide} ${styles.rows}`} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined} data-invalid={error ? true : undefined}>
      <legend>{field.label}</legend>
      {field.hint && <p className={formStyles.hint}>{field.hint}</p>}
      {error && (
        <ul id={errorId} className={formStyles.errors}>
          <li>{error}</li>
        </ul>
      )}
      {Array.from({ length: count }, (_, index) => {
        const filled = index < count - EMPTY_ROWS;
        return (
          <div key={index} className={styles.row} role="group" aria-label={filled ? `${field.label}, row ${index + 1}` : `${field.label}, new row ${index + 1}`}>
            {columns.map((column) => {
              const name = cellName(field.name, index, column.name);
              const cell = { name, label: `${column.label} (row ${index + 1})`, required: filled && !column.optional, defaultValue: values[name] ?? '', errors: errors[name] };
              return column.kind === 'textarea' ? <TextArea key={column.name} {...cell} /> : <TextField key={column.name} {...cell} />;
            })}
            {filled && (
              <label className={styles.remove}>
                {/* ticked before a refused save: still ticked */}
                <input type="checkbox" name={removeRowName(field.name, index)} defaultChecked={values[removeRowName(field.name, index)] === 'on'} /> Remove row {index + 1}
              </label>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

/**
 * The fields a refused save's messages are about, in the form's order, each a link to its field (after GOV.UK's error
 * summary): without JavaScript nothing moves focus, so this is how to reach a field far down the form; with it, the
 * first of them takes focus. Each message is at its field, not repeated here; one about no field (the whole item) is.
 */
function ErrorSummary({ fields, errors }: { fields: FieldSpec[]; errors: Record<string, string[]> }) {
  const entries = summaryEntries(fields, errors);
  if (!entries.length) return null;
  return (
    <div className={`${formStyles.wide} ${styles.summary}`}>
      <h2 id="error-summary" className={styles.summaryTitle}>
        {entries.length === 1 ? 'The field to look at' : `The ${entries.length} fields to look at`}
      </h2>
      <ul aria-labelledby="error-summary">
        {entries.map(({ target, text }) => (
          <li key={`${target}-${text}`}>{target ? <a href={`#${target}`}>{text}</a> : text}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The summary's lines in the form's order: each field with a message (a list, then its rows' cells), the slug, the
 * schedule, then each message about no field. `target`: the id of what shows the message (a control is named by its
 * field: components/forms/fields.tsx; a list or an image field by its name).
 */
export function summaryEntries(fields: FieldSpec[], errors: Record<string, string[]>): { target?: string; text: string }[] {
  const entries: { target?: string; text: string }[] = [];
  const seen = new Set<string>();
  const take = (key: string, text: string) => {
    seen.add(key);
    if (errors[key]?.length) entries.push({ target: key, text });
  };
  for (const field of fields) {
    take(field.name, field.label);
    if (field.kind !== 'rows') continue;
    const cells = Object.keys(errors).flatMap((key) => {
      const [name, row, column] = key.split('.');
      const index = (field.columns ?? []).findIndex((each) => each.name === column);
      return name === field.name && /^\d+$/.test(row ?? '') && index >= 0 ? [{ key, row: Number(row), index }] : [];
    });
    // "Tech stack tools, row 7: Icon"
    for (const cell of cells.sort((a, b) => a.row - b.row || a.index - b.index)) take(cell.key, `${field.label}, row ${cell.row + 1}: ${field.columns![cell.index].label}`);
  }
  take('slug', 'Slug');
  take('scheduleAt', 'Publish at');
  for (const [key, messages] of Object.entries(errors)) if (!seen.has(key)) for (const text of messages) entries.push({ text });
  return entries;
}
