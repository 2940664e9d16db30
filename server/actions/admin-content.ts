'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { COLLECTIONS, SPECS, type CollectionName } from '@/lib/content/collections';
import { formNames, fromFormValues, toFormValues, type FormValues } from '@/lib/content/form-values';
import type { ContentFormState } from '@/lib/content/form-state';
import { z } from '@/lib/validation/zod';
import { diffFields } from '../content/diff';
import * as studio from '../content/studio';
import type { Db } from '../db/client';
import { adminAction, adminFormAction, type ActionTarget } from './admin-action';

// The content studio's Server Actions (server/actions/admin-action.ts checks the session and reads the form). Each
// works without JavaScript (plain form posts; the editor's answer gives back every typed value), and leaves the
// decisions to server/content/studio.ts.

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');
const itemPath = (collection: CollectionName, id: string) => `/admin/content/${collection}/${id}`;
const collection = z.enum(COLLECTIONS);

/** The item a button is about (the login comes back to it); a tampered form goes back to the studio. */
const item = {
  schema: z.object({ collection, id: z.string().min(1) }),
  path: ({ collection, id }) => itemPath(collection, id),
  list: '/admin/content',
  lost: '/admin/content',
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
    access: 'editor',
    target: {
      schema: z.object({ collection, id: z.string().transform((id) => id || undefined) }),
      path: ({ collection, id }) => (id ? itemPath(collection, id) : `/admin/content/${collection}/new`),
      list: '/admin/content',
      lost: '/admin/content',
    },
    schema: z.object({ intent: z.string(), revision: z.string().transform((revision) => Number(revision) || undefined), slug: z.string(), scheduleAt: z.string() }),
  },
  async ({ collection, id, intent, revision, slug, scheduleAt }, { db, actor, form, version }): Promise<ContentFormState> => {
    const spec = SPECS[collection];
    const values: FormValues = {};
    for (const name of formNames(spec, Object.fromEntries([...form.entries()].map(([key, value]) => [key, text(value)])))) values[name] = text(form.get(name));
    const base = { version, values: { ...values, slug, scheduleAt }, fieldErrors: {}, id, revision };

    const saved = await studio.saveDraft(db.kysely, { collection, id, revision, slug, fields: fromFormValues(spec, values), actor, publish: intent === 'publish' });
    if (saved.kind === 'missing') redirect(`/admin/content/${collection}?error=missing`);
    if (saved.kind === 'invalid') {
      return { ...base, status: 'invalid', message: 'Some fields need another look: see the messages beside them. Nothing was saved.', fieldErrors: Object.fromEntries(Object.entries(saved.errors).map(([name, message]) => [name, [message]])) };
    }
    if (saved.kind === 'conflict') {
      const { current } = saved;
      return {
        ...base,
        status: 'error',
        // The form now names the revision it was shown against: saving again is a deliberate choice to replace it.
        revision: current.revision,
        message: `Not saved: ${current.updated_by ?? 'someone'} saved this ${spec.singular} at ${current.updated_at.slice(0, 16).replace('T', ' ')} UTC (revision ${current.revision}) after you opened it. Their changes are below. Your text is still in the form: save again to replace their version with yours, or reload the page to start from theirs.`,
        conflict: { by: current.updated_by ?? 'someone', at: current.updated_at, revision: current.revision, diffs: diffFields(spec, { slug: current.slug, fields: JSON.parse(current.draft) }, { slug: saved.mySlug, fields: saved.mine }) },
      };
    }
    // A new item opens on its own page; what the button asked for is done there.
    if (!id && intent !== 'publish' && intent !== 'schedule' && intent !== 'preview') redirect(`${itemPath(collection, saved.item.id)}?done=created`);
    return finish(db, collection, saved, intent, scheduleAt, actor, base, !id);
  },
);

/** What the button asked for, after the draft was saved (and published, when it asked for that). */
async function finish(db: Db, collection: CollectionName, saved: Extract<studio.SaveResult, { kind: 'saved' }>, intent: string, scheduleAt: string, actor: studio.Actor, base: Omit<ContentFormState, 'status'>, created: boolean): Promise<ContentFormState> {
  const { item, fields, published } = saved;
  const spec = SPECS[collection];
  const fresh = { ...base, id: item.id, revision: item.revision, values: { ...toFormValues(spec, fields), slug: item.slug, scheduleAt } };
  const where = created ? itemPath(collection, item.id) : null;
  if (intent === 'preview') redirect(`${itemPath(collection, item.id)}/preview`);
  if (published) {
    if (published.kind === 'published') {
      refreshSite();
      // The page is drawn again (its state, the live revision, the links), so the answer is a message on it.
      redirect(`${itemPath(collection, item.id)}?done=published`);
    }
    if (where) redirect(`${where}?error=publish`);
    return {
      ...fresh,
      status: 'error',
      message: published.kind === 'refused' ? `Saved as a draft, not published: ${published.problems.join(' ')}` : 'Saved as a draft, not published: it changed meanwhile. Reload the page.',
      fieldErrors: published.kind === 'refused' ? fieldErrorsOf(published.fields) : {},
    };
  }
  if (intent === 'schedule') {
    // datetime-local sends minutes, or seconds too when the browser shows them; the time is UTC, as labelled.
    const at = new Date(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(scheduleAt) ? `${scheduleAt.length === 16 ? `${scheduleAt}:00` : scheduleAt}Z` : 'invalid');
    const result = await studio.schedule(db.kysely, item.id, item.revision, at, actor);
    if (result.kind === 'scheduled') redirect(`${itemPath(collection, item.id)}?done=scheduled`);
    if (where) redirect(`${where}?error=schedule`);
    return { ...fresh, status: 'error', message: `Saved as a draft, not scheduled: ${result.kind === 'refused' ? result.problems.join(' ') : 'it changed meanwhile. Reload the page.'}`, fieldErrors: result.kind === 'refused' ? { ...fieldErrorsOf(result.fields), scheduleAt: result.problems } : {} };
  }
  if (item.scheduled_at && item.scheduled_revision) {
    const at = `${item.scheduled_at.slice(0, 16).replace('T', ' ')} UTC`;
    return {
      ...fresh,
      status: 'sent',
      message: `Draft saved (revision ${item.revision}). A schedule is waiting: revision ${item.scheduled_revision} goes live at ${at}, not this save. Keep the schedule, or cancel it?`,
      schedule: { at: item.scheduled_at, revision: item.scheduled_revision },
    };
  }
  return { ...fresh, status: 'sent', message: `Draft saved (revision ${item.revision}). ${item.published ? 'The live page has not changed: publish to update it.' : 'It is not on the site until you publish it.'}` };
}

/**
 * "Keep the schedule", asked after a draft was saved while one waits ("Cancel the schedule" is cancelScheduleContent).
 * Two actions rather than one action and a button value: that value did not reach the action when called with JavaScript.
 */
export const keepSchedule = adminFormAction({ access: 'editor', target: item }, async ({ collection, id }) => {
  redirect(`${itemPath(collection, id)}?done=schedule-kept`);
});

export const unpublishContent = adminFormAction({ access: 'editor', target: item }, async ({ collection, id }, { db, actor }) => {
  const done = await studio.unpublish(db.kysely, id, actor);
  if (done) refreshSite();
  redirect(`${itemPath(collection, id)}?done=${done ? 'unpublished' : 'unchanged'}`);
});

export const cancelScheduleContent = adminFormAction({ access: 'editor', target: item }, async ({ collection, id }, { db, actor }) => {
  const cancelled = await studio.cancelSchedule(db.kysely, id, actor);
  redirect(`${itemPath(collection, id)}?done=${cancelled ? 'schedule-cancelled' : 'unchanged'}`);
});

export const deleteContent = adminFormAction({ access: 'editor', target: item }, async ({ collection, id }, { db, actor, form }) => {
  if (text(form.get('confirm')) !== 'yes') redirect(`${itemPath(collection, id)}?error=confirm`);
  if (await studio.deleteItem(db.kysely, id, actor)) refreshSite();
  redirect(`/admin/content/${collection}?done=deleted`);
});

export const restoreContent = adminFormAction({ access: 'editor', target: item }, async ({ collection, id }, { db, actor }) => {
  if (await studio.restoreItem(db.kysely, id, actor)) refreshSite();
  redirect(`${itemPath(collection, id)}?done=restored`);
});

/** To a place typed in the list (1 = first): one step, one audit entry, with or without JavaScript. */
export const moveContentTo = adminFormAction(
  { access: 'editor', target: item, schema: z.object({ position: z.coerce.number().int().min(1).max(10_000) }) },
  async ({ collection, id, position }, { db, actor }) => {
    if (await studio.moveTo(db.kysely, id, position, actor)) refreshSite();
    redirect(`/admin/content/${collection}?done=moved#item-${id}`);
  },
);

export const moveContent = adminFormAction(
  { access: 'editor', target: item, schema: z.object({ direction: z.string().transform((direction) => (direction === 'up' ? 'up' : 'down')) }) },
  async ({ collection, id, direction }, { db, actor }) => {
    if (await studio.move(db.kysely, id, direction, actor)) refreshSite();
    redirect(`/admin/content/${collection}?done=moved#item-${id}`);
  },
);

export const restoreRevisionAction = adminFormAction(
  { access: 'editor', target: item, schema: z.object({ from: z.string().transform(Number), revision: z.string().transform(Number) }) },
  async ({ collection, id, from, revision }, { db, actor }) => {
    const result = await studio.restoreRevision(db.kysely, id, from, revision, actor);
    redirect(`${itemPath(collection, id)}?${result.kind === 'saved' ? `done=restored-revision&from=${from}` : 'error=stale'}`);
  },
);

export const shareContent = adminFormAction({ access: 'editor', target: item }, async ({ collection, id }, { db, actor }) => {
  await studio.createShare(db.kysely, id, actor);
  redirect(`${itemPath(collection, id)}?done=shared#share`);
});

export const revokeShareAction = adminFormAction({ access: 'editor', target: item, schema: z.object({ share: z.string() }) }, async ({ collection, id, share }, { db, actor }) => {
  await studio.revokeShare(db.kysely, share, actor);
  redirect(`${itemPath(collection, id)}?done=revoked#share`);
});

/** A refusal's message per field, as the editor's fields take their errors (it marks each of them). */
function fieldErrorsOf(fields: Record<string, string> | undefined): Record<string, string[]> {
  return Object.fromEntries(Object.entries(fields ?? {}).map(([field, message]) => [field, [message]]));
}
