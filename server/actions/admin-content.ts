'use server';

import { refresh, revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { collectionAccess, COLLECTIONS, SPECS, type CollectionName } from '@/lib/content/collections';
import { formFieldErrors, formNames, fromFormValues, toFormValues, type FormValues } from '@/lib/content/form-values';
import { fieldErrorsOf, keepName, type ConflictField, type ContentFormState } from '@/lib/content/form-state';
import { fieldWarnings, warningsMessage } from '@/lib/content/warnings';
import { canonicalZone, formatInZone, isTimeZone, zonedToUtc } from '@/lib/time-zone.mts';
import { z } from '@/lib/validation/zod';
import { config } from '../config';
import { diffFields } from '../content/diff';
import { agencyToday } from '../content/legal-versions';
import * as studio from '../content/studio';
import type { Db } from '../db/client';
import { adminAction, adminFormAction, type ActionTarget } from './admin-action';

// The content studio's Server Actions (server/actions/admin-action.ts checks the session and reads the form). Each
// works without JavaScript (plain form posts; the editor's answer gives back every typed value), and leaves the
// decisions to server/content/studio.ts.

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');
const itemPath = (collection: CollectionName, id: string) => `/admin/content/${collection}/${id}`;
const collection = z.enum(COLLECTIONS);
/**
 * Who may act on an item: its collection's access (the legal texts and the company's facts are the owner's). A form
 * that names no collection is only checked for a content role: it goes back to the studio without acting.
 */
const access = (target?: { collection: CollectionName }) => (target ? collectionAccess(target.collection) : 'editor');

/**
 * The item a button is about (the login comes back to it); a tampered form goes back to the studio. The role was
 * judged by the collection the form names, so the stored item must be of that collection: an editor who posts a
 * legal text's id under `collection=posts` acts on nothing.
 */
const item = {
  schema: z.object({ collection, id: z.string().min(1) }),
  path: ({ collection, id }) => itemPath(collection, id),
  list: '/admin/content',
  lost: '/admin/content',
  check: ({ collection, id }, { db }) => studio.isItemOf(db.kysely, id, collection),
} satisfies ActionTarget<{ collection: CollectionName; id: string }>;

/** Next's client-side caches of public pages; every instance's page cache is emptied by pagesChanged. */
function refreshSite() {
  revalidatePath('/', 'layout');
}

/**
 * Saves the editor's form as a draft, then does what its button asked: nothing more ("Save draft"), publish now
 * (in the save's transaction), schedule, or open the preview. A refusal keeps every typed value; a conflict shows
 * what the other save changed. The collection's own fields are read by its spec (lib/content/form-values.ts) and
 * checked by the service.
 */
export const saveContent = adminAction(
  {
    access,
    target: {
      schema: z.object({ collection, id: z.string().transform((id) => id || undefined) }),
      path: ({ collection, id }) => (id ? itemPath(collection, id) : `/admin/content/${collection}/new`),
      list: '/admin/content',
      lost: '/admin/content',
      check: async ({ collection, id }, { db }) => !id || studio.isItemOf(db.kysely, id, collection),
    },
    schema: z.object({ intent: z.string(), revision: z.string().transform((revision) => Number(revision) || undefined), slug: z.string(), scheduleAt: z.string(), scheduleZone: z.string() }),
  },
  async ({ collection, id, intent, revision, slug, scheduleAt, scheduleZone }, { db, actor, form, version, requestHeaders }): Promise<ContentFormState> => {
    const spec = SPECS[collection];
    const values: FormValues = {};
    for (const name of formNames(spec, Object.fromEntries([...form.entries()].map(([key, value]) => [key, text(value)])))) values[name] = text(form.get(name));
    // The zone the schedule was typed in: the browser's (the field's script sends it), else the agency's.
    const zone = isTimeZone(scheduleZone) ? canonicalZone(scheduleZone) : config.agencyTimeZone;
    const base = { version, values: { ...values, slug, scheduleAt, scheduleZone: zone }, fieldErrors: {}, id, revision };
    // After a conflict: the fields where the editor chose the other person's version (the revision the form now names).
    const theirs = [...form.keys()].filter((key) => key.startsWith(keepName('')) && text(form.get(key)) === 'theirs').map((key) => key.slice(keepName('').length));

    const saved = await studio.saveDraft(db.kysely, { collection, id, revision, slug, fields: fromFormValues(spec, values), actor, publish: intent === 'publish', goingLive: intent === 'schedule', theirs });
    if (saved.kind === 'missing') redirect(`/admin/content/${collection}?error=missing`);
    // A new item opens on its own page; what the button asked for is done there.
    if (saved.kind === 'saved' && !id && intent !== 'publish' && intent !== 'schedule' && intent !== 'preview') redirect(`${itemPath(collection, saved.item.id)}?done=created`);
    const answer =
      saved.kind === 'invalid'
        ? { ...base, status: 'invalid' as const, message: 'Some fields need another look: see the messages beside them. Nothing was saved.', fieldErrors: formFieldErrors(spec, values, saved.errors) }
        : saved.kind === 'conflict'
          ? conflictState(collection, saved, base, { at: scheduleAt, zone })
          : await finish(db, collection, saved, intent, { at: scheduleAt, zone }, actor, base, { created: !id, scripted: requestHeaders.has('next-action') });
    // An answer in the form (a save, a refusal, a conflict): the page around it (its status line: state, revision,
    // what is live) is drawn again from the item as it is now. Only here: an answer that redirects draws the page it
    // names anyway, and refresh() before redirect() had the browser fetch the page twice over, its requests cut off.
    refresh();
    return answer;
  },
);

/**
 * A save refused because the other person changed some of the same fields: the form now names their revision and
 * holds every field settled (theirs where only they changed it, yours where only you did) and your text in the
 * fields both changed, each shown with its two versions to choose from. Saving again is a normal save.
 */
function conflictState(collection: CollectionName, saved: Extract<studio.SaveResult, { kind: 'conflict' }>, base: Omit<ContentFormState, 'status'>, schedule: { at: string; zone: string }): ContentFormState {
  const spec = SPECS[collection];
  const { current, mine, mySlug, fields: names, merged } = saved;
  const by = current.updated_by ?? 'someone';
  const theirs = { slug: current.slug, fields: JSON.parse(current.draft) as Record<string, unknown> };
  const yours = { slug: mySlug, fields: mine };
  // Each side against the revision both opened: what each one wrote; when it is gone, each against the other.
  const theirDiffs = diffFields(spec, saved.base ?? yours, theirs, names);
  const yourDiffs = diffFields(spec, saved.base ?? theirs, yours, names);
  const fields: ConflictField[] = names.flatMap((name) => {
    const label = name === 'slug' ? 'Slug' : spec.fields.find((field) => field.name === name)?.label;
    if (!label) return [];
    return [{ name, label, theirs: theirDiffs.find((diff) => diff.name === name)?.paragraphs ?? [], yours: yourDiffs.find((diff) => diff.name === name)?.paragraphs ?? [] }];
  });
  const { slug: settledSlug, ...settled } = merged;
  for (const name of names) if (name !== 'slug') settled[name] = mine[name];
  const slug = names.includes('slug') ? mySlug : String(settledSlug ?? mySlug);
  const labels = fields.map((field) => field.label).join(', ');
  return {
    ...base,
    status: 'error',
    // The form now names their revision: saving again saves the choices below over it.
    revision: current.revision,
    values: { ...toFormValues(spec, settled), slug, scheduleAt: schedule.at, scheduleZone: schedule.zone },
    message: `Not saved: ${by} saved this ${spec.singular} at ${formatInZone(current.updated_at, schedule.zone)} (revision ${current.revision}) after you opened it, and you both changed ${labels}. Choose below which version to keep, then save again. Your text is still in the form; every other change, theirs and yours, is kept.`,
    conflict: { by, at: current.updated_at, revision: current.revision, fields, compared: saved.base ? 'opened' : 'each-other' },
  };
}

/**
 * What the button asked for, after the draft was saved (and published, when it asked for that). `created`: the item
 * is new (its page is another address: a refusal goes there too). `scripted`: the browser called the action with
 * JavaScript (Next's header), so the success is an answer in the form, the page around it drawn again (refresh());
 * a plain form post is sent to the item's page instead (303), so reloading it does not post again. A redirect with
 * JavaScript carries the whole page in the action's answer, which the browser drops part-way once it has drawn it.
 */
async function finish(db: Db, collection: CollectionName, saved: Extract<studio.SaveResult, { kind: 'saved' }>, intent: string, scheduleAt: { at: string; zone: string }, actor: studio.Actor, base: Omit<ContentFormState, 'status'>, { created, scripted }: { created: boolean; scripted: boolean }): Promise<ContentFormState> {
  const { item, fields, published } = saved;
  const spec = SPECS[collection];
  const fresh = { ...base, id: item.id, revision: item.revision, values: { ...toFormValues(spec, fields), slug: item.slug, scheduleAt: scheduleAt.at, scheduleZone: scheduleAt.zone } };
  const where = created ? itemPath(collection, item.id) : null;
  // What the save let through but staff should look at (lib/content/warnings.ts): in the message, and beside the field.
  const warned = warningsMessage(fieldWarnings(collection, fields), Object.fromEntries(spec.fields.map((field) => [field.name, field.label])));
  const withWarnings = (message: string) => (warned ? `${message} ${warned}` : message);
  if (intent === 'preview') redirect(`${itemPath(collection, item.id)}/preview`);
  if (published) {
    if (published.kind === 'published') {
      refreshSite();
      // Merged with another person's save: the answer says whose change it kept (the page around it is drawn again).
      if (saved.kept?.fields.length && !created) return { ...fresh, status: 'sent', message: withWarnings(`Published: this revision is on the site now. ${keptMessage(collection, saved.kept).replace(/^Saved\. /, '')}`) };
      // A warning to read, or a form with its script: the answer says it in the form (without JavaScript, the page
      // drawn after the redirect says it, and a reload does not post again).
      if ((warned || scripted) && !created) return { ...fresh, status: 'sent', message: withWarnings('Published: this revision is on the site now.') };
      // The page is drawn again (its state, the live revision, the links), so the answer is a message on it.
      redirect(`${itemPath(collection, item.id)}?done=published`);
    }
    if (where) redirect(`${where}?error=publish`);
    return {
      ...fresh,
      ...datePrefilled(fresh, published),
      status: 'error',
      message: published.kind === 'refused' ? `Saved as a draft, not published: ${published.problems.join(' ')}` : 'Saved as a draft, not published: it changed meanwhile. Reload the page.',
      fieldErrors: published.kind === 'refused' ? fieldErrorsOf(published.fields) : {},
    };
  }
  if (intent === 'schedule') {
    // datetime-local sends minutes, or seconds too when the browser shows them, in the zone its label names.
    const at = zonedToUtc(scheduleAt.at, scheduleAt.zone) ?? new Date(Number.NaN);
    const result = await studio.schedule(db.kysely, item.id, item.revision, at, actor);
    if (result.kind === 'scheduled' && scripted && !created) {
      // The editor shows the time in the staff member's zone and UTC (a <time>, as the page's notice does).
      const message = `Scheduled: this revision goes live at ${formatInZone(result.at, scheduleAt.zone)}, within a minute of it; a draft saved after it does not.`;
      return { ...fresh, status: 'sent', message, scheduled: { at: result.at, revision: item.revision } };
    }
    if (result.kind === 'scheduled') redirect(`${itemPath(collection, item.id)}?done=scheduled`);
    if (where) redirect(`${where}?error=schedule`);
    return { ...fresh, ...datePrefilled(fresh, result), status: 'error', message: `Saved as a draft, not scheduled: ${result.kind === 'refused' ? result.problems.join(' ') : 'it changed meanwhile. Reload the page.'}`, fieldErrors: result.kind === 'refused' ? { ...fieldErrorsOf(result.fields), scheduleAt: result.problems } : {} };
  }
  if (item.scheduled_at && item.scheduled_revision) {
    const at = formatInZone(item.scheduled_at, scheduleAt.zone);
    return {
      ...fresh,
      status: 'sent',
      message: withWarnings(`${saved.kept?.fields.length ? `${keptMessage(collection, saved.kept)} ` : ''}Draft saved (revision ${item.revision}). A schedule is waiting: revision ${item.scheduled_revision} goes live at ${at}, not this save. Keep the schedule, or cancel it?`),
      schedule: { at: item.scheduled_at, revision: item.scheduled_revision },
    };
  }
  const after = item.published ? 'The live page has not changed: publish to update it.' : 'It is not on the site until you publish it.';
  if (saved.kept?.fields.length) return { ...fresh, status: 'sent', message: withWarnings(`${keptMessage(collection, saved.kept)} This is revision ${item.revision}. ${after}`) };
  return { ...fresh, status: 'sent', message: withWarnings(`Draft saved (revision ${item.revision}). ${after}`) };
}

/** A save merged with another person's: "Saved. Kept a@b's change to Title, Summary." */
function keptMessage(collection: CollectionName, kept: { by: string; fields: string[] }): string {
  const spec = SPECS[collection];
  const labels = kept.fields.map((name) => (name === 'slug' ? 'Slug' : (spec.fields.find((field) => field.name === name)?.label ?? name)));
  return `Saved. Kept ${kept.by}'s change to ${labels.join(', ')}.`;
}

/**
 * "Keep the schedule", asked after a draft was saved while one waits ("Cancel the schedule" is cancelScheduleContent).
 * Two actions rather than one action and a button value: that value did not reach the action when called with JavaScript.
 */
export const keepSchedule = adminFormAction({ access, target: item }, async ({ collection, id }) => {
  redirect(`${itemPath(collection, id)}?done=schedule-kept`);
});

export const unpublishContent = adminFormAction({ access, target: item }, async ({ collection, id }, { db, actor }) => {
  const done = await studio.unpublish(db.kysely, id, actor);
  if (done) refreshSite();
  redirect(`${itemPath(collection, id)}?done=${done ? 'unpublished' : 'unchanged'}`);
});

export const cancelScheduleContent = adminFormAction({ access, target: item }, async ({ collection, id }, { db, actor }) => {
  const cancelled = await studio.cancelSchedule(db.kysely, id, actor);
  redirect(`${itemPath(collection, id)}?done=${cancelled ? 'schedule-cancelled' : 'unchanged'}`);
});

export const deleteContent = adminFormAction({ access, target: item }, async ({ collection, id }, { db, actor, form }) => {
  if (text(form.get('confirm')) !== 'yes') redirect(`${itemPath(collection, id)}?error=confirm`);
  if (await studio.deleteItem(db.kysely, id, actor)) refreshSite();
  redirect(`/admin/content/${collection}?done=deleted`);
});

export const restoreContent = adminFormAction({ access, target: item }, async ({ collection, id }, { db, actor }) => {
  if (await studio.restoreItem(db.kysely, id, actor)) refreshSite();
  redirect(`${itemPath(collection, id)}?done=restored`);
});

/**
 * Back to the list after a move: `via` names the control used and the fragment the moved row, whose focus returns
 * to that control (components/admin/content/collection-list.tsx). A collection whose order the site does not show
 * (the fixed pages, legal texts, company facts) is not reordered: the list offers no move there.
 */
const moved = (collection: CollectionName, id: string, via: 'up' | 'down' | 'to') => redirect(`/admin/content/${collection}?done=moved&via=${via}#item-${id}`);

/** To a place typed in the list (1 = first): one step, one audit entry, with or without JavaScript. */
export const moveContentTo = adminFormAction(
  { access, target: item, schema: z.object({ position: z.coerce.number().int().min(1).max(10_000) }) },
  async ({ collection, id, position }, { db, actor }) => {
    if (!SPECS[collection].ordered) redirect(`/admin/content/${collection}`);
    if (await studio.moveTo(db.kysely, id, position, actor)) refreshSite();
    moved(collection, id, 'to');
  },
);

export const moveContent = adminFormAction(
  { access, target: item, schema: z.object({ direction: z.string().transform((direction) => (direction === 'up' ? 'up' : 'down')) }) },
  async ({ collection, id, direction }, { db, actor }) => {
    if (!SPECS[collection].ordered) redirect(`/admin/content/${collection}`);
    if (await studio.move(db.kysely, id, direction, actor)) refreshSite();
    moved(collection, id, direction);
  },
);

export const restoreRevisionAction = adminFormAction(
  { access, target: item, schema: z.object({ from: z.string().transform(Number), revision: z.string().transform(Number) }) },
  async ({ collection, id, from, revision }, { db, actor }) => {
    const result = await studio.restoreRevision(db.kysely, id, from, revision, actor);
    // The live revision restored is the live page again: nothing to publish.
    const live = result.kind === 'saved' && result.item.published !== null && result.item.published_revision === result.item.revision;
    redirect(`${itemPath(collection, id)}?${result.kind === 'saved' ? `done=${live ? 'restored-live' : 'restored-revision'}&from=${from}` : 'error=stale'}`);
  },
);

export const shareContent = adminFormAction({ access, target: item }, async ({ collection, id }, { db, actor }) => {
  await studio.createShare(db.kysely, id, actor);
  redirect(`${itemPath(collection, id)}?done=shared#share`);
});

export const revokeShareAction = adminFormAction({ access, target: item, schema: z.object({ share: z.string() }) }, async ({ collection, id, share }, { db, actor }) => {
  await studio.revokeShare(db.kysely, id, share, actor);
  redirect(`${itemPath(collection, id)}?done=revoked#share`);
});

/**
 * A legal text refused for its effective date (its words changed, its date did not: server/content/legal-versions.ts):
 * the date field comes back holding today's date where the agency is, for the editor to keep or change.
 */
function datePrefilled(fresh: Pick<ContentFormState, 'values'>, refusal: { kind: string; fields?: Record<string, string> }): Pick<ContentFormState, 'values'> | object {
  return refusal.kind === 'refused' && refusal.fields?.effective ? { values: { ...fresh.values, effective: agencyToday(new Date()) } } : {};
}
