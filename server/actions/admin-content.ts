'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { isCollection, SPECS, type CollectionName } from '@/lib/content/collections';
import { formNames, fromFormValues, toFormValues, type FormValues } from '@/lib/content/form-values';
import type { ContentFormState } from '@/lib/content/form-state';
import { diffFields } from '../content/diff';
import * as repo from '../repositories/content';
import * as studio from '../services/content';
import { adminContext } from './admin-context';

// The content studio's Server Actions. Each checks the session itself (adminContext), works without
// JavaScript (plain form posts; the editor's answer gives back every typed value), and leaves the decisions
// to server/services/content.ts.

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');
const itemPath = (collection: CollectionName, id: string) => `/admin/content/${collection}/${id}`;

/** Next's client-side caches of public pages; every instance's page cache is emptied by contentChanged. */
function refreshSite() {
  revalidatePath('/', 'layout');
}

/**
 * Saves the editor's form as a draft, then does what its button asked: nothing more ("Save draft"), publish now,
 * schedule, or open the preview. A refusal keeps every typed value; a conflict shows what the other save changed.
 */
export async function saveContent(previous: ContentFormState, form: FormData): Promise<ContentFormState> {
  const collection = text(form.get('collection'));
  if (!isCollection(collection)) redirect('/admin/content');
  const spec = SPECS[collection];
  const id = text(form.get('id')) || undefined;
  const { db, user, ip } = await adminContext(id ? itemPath(collection, id) : `/admin/content/${collection}/new`, 'editor');
  const actor = { email: user.email, ip };
  const intent = text(form.get('intent'));
  const revision = Number(text(form.get('revision'))) || undefined;
  const slug = text(form.get('slug'));
  const scheduleAt = text(form.get('scheduleAt'));
  const values: FormValues = {};
  for (const name of formNames(spec, Object.fromEntries([...form.entries()].map(([key, value]) => [key, text(value)])))) values[name] = text(form.get(name));
  const base = { version: previous.version + 1, values: { ...values, slug, scheduleAt }, fieldErrors: {}, id, revision };

  const saved = await studio.saveDraft(db.kysely, { collection, id, revision, slug, fields: fromFormValues(spec, values), actor });
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
  const item = saved.item;
  if (!id) {
    // A new item opens on its own page; what the button asked for is done there.
    if (intent === 'publish' || intent === 'schedule' || intent === 'preview') return finish(collection, item, intent, scheduleAt, actor, base, true);
    redirect(`${itemPath(collection, item.id)}?done=created`);
  }
  return finish(collection, item, intent, scheduleAt, actor, base, false);
}

async function finish(collection: CollectionName, item: repo.ContentRow, intent: string, scheduleAt: string, actor: studio.Actor, base: Omit<ContentFormState, 'status'>, created: boolean): Promise<ContentFormState> {
  const { db } = await adminContext(itemPath(collection, item.id), 'editor');
  const spec = SPECS[collection];
  const fresh = { ...base, id: item.id, revision: item.revision, values: { ...toFormValues(spec, JSON.parse(item.draft)), slug: item.slug, scheduleAt } };
  const where = created ? itemPath(collection, item.id) : null;
  if (intent === 'preview') redirect(`${itemPath(collection, item.id)}/preview`);
  if (intent === 'publish') {
    const result = await studio.publish(db.kysely, item.id, item.revision, actor);
    if (result.kind === 'published') {
      refreshSite();
      // The page is drawn again (its state, the live revision, the links), so the answer is a message on it.
      redirect(`${itemPath(collection, item.id)}?done=published`);
    }
    if (where) redirect(`${where}?error=publish`);
    return { ...fresh, status: 'error', message: result.kind === 'refused' ? `Saved as a draft, not published: ${result.problems.join(' ')}` : 'Saved as a draft, not published: it changed meanwhile. Reload the page.' };
  }
  if (intent === 'schedule') {
    // datetime-local sends minutes, or seconds too when the browser shows them; the time is UTC, as labelled.
    const at = new Date(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(scheduleAt) ? `${scheduleAt.length === 16 ? `${scheduleAt}:00` : scheduleAt}Z` : 'invalid');
    const result = await studio.schedule(db.kysely, item.id, item.revision, at, actor);
    if (result.kind === 'scheduled') redirect(`${itemPath(collection, item.id)}?done=scheduled`);
    if (where) redirect(`${where}?error=schedule`);
    return { ...fresh, status: 'error', message: `Saved as a draft, not scheduled: ${result.kind === 'refused' ? result.problems.join(' ') : 'it changed meanwhile. Reload the page.'}`, fieldErrors: result.kind === 'refused' ? { scheduleAt: result.problems } : {} };
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
export async function keepSchedule(form: FormData): Promise<void> {
  const { collection, id } = await itemContext(form);
  redirect(`${itemPath(collection, id)}?done=schedule-kept`);
}

/** The item a button is about, after the sign-in check. */
async function itemContext(form: FormData) {
  const collection = text(form.get('collection'));
  const id = text(form.get('id'));
  if (!isCollection(collection) || !id) redirect('/admin/content');
  const shared = await adminContext(itemPath(collection, id), 'editor');
  return { collection, id, ...shared, actor: { email: shared.user.email, ip: shared.ip } };
}

export async function unpublishContent(form: FormData): Promise<void> {
  const { db, collection, id, actor } = await itemContext(form);
  const done = await studio.unpublish(db.kysely, id, actor);
  if (done) refreshSite();
  redirect(`${itemPath(collection, id)}?done=${done ? 'unpublished' : 'unchanged'}`);
}

export async function cancelScheduleContent(form: FormData): Promise<void> {
  const { db, collection, id, actor } = await itemContext(form);
  const cancelled = await studio.cancelSchedule(db.kysely, id, actor);
  redirect(`${itemPath(collection, id)}?done=${cancelled ? 'schedule-cancelled' : 'unchanged'}`);
}

export async function deleteContent(form: FormData): Promise<void> {
  const { db, collection, id, actor } = await itemContext(form);
  if (text(form.get('confirm')) !== 'yes') redirect(`${itemPath(collection, id)}?error=confirm`);
  if (await studio.deleteItem(db.kysely, id, actor)) refreshSite();
  redirect(`/admin/content/${collection}?done=deleted`);
}

export async function restoreContent(form: FormData): Promise<void> {
  const { db, collection, id, actor } = await itemContext(form);
  if (await studio.restoreItem(db.kysely, id, actor)) refreshSite();
  redirect(`${itemPath(collection, id)}?done=restored`);
}

export async function moveContent(form: FormData): Promise<void> {
  const { db, collection, id, actor } = await itemContext(form);
  const direction = text(form.get('direction')) === 'up' ? 'up' : 'down';
  if (await studio.move(db.kysely, id, direction, actor)) refreshSite();
  redirect(`/admin/content/${collection}?done=moved#item-${id}`);
}

export async function restoreRevisionAction(form: FormData): Promise<void> {
  const { db, collection, id, actor } = await itemContext(form);
  const from = Number(text(form.get('from')));
  const result = await studio.restoreRevision(db.kysely, id, from, Number(text(form.get('revision'))), actor);
  redirect(`${itemPath(collection, id)}?${result.kind === 'saved' ? `done=restored-revision&from=${from}` : 'error=stale'}`);
}

export async function shareContent(form: FormData): Promise<void> {
  const { db, collection, id, actor } = await itemContext(form);
  await studio.createShare(db.kysely, id, actor);
  redirect(`${itemPath(collection, id)}?done=shared#share`);
}

export async function revokeShareAction(form: FormData): Promise<void> {
  const { db, collection, id, actor } = await itemContext(form);
  await studio.revokeShare(db.kysely, text(form.get('share')), actor);
  redirect(`${itemPath(collection, id)}?done=revoked#share`);
}
