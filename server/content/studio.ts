import 'server-only';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isCollection, schemaFor, SLUG_PATTERN, SPECS, specFor, slugify, type CollectionName, type ContentImage, type Fields } from '@/lib/content/collections';
import { mayBeCaseStudy } from '@/lib/top-level-routes';
import { RETENTION } from '@/lib/retention';
import type { Database } from '../db/schema';
import { audit } from '../repositories/audit';
import * as repo from '../repositories/content';
import { withLibraryImages } from './media';
import { mergeFields } from './merge';
import { seedItems } from './seed';
import { iconFieldErrors } from './icon-checks';
import { placeholderProblem } from '@/lib/content/placeholders';
import { cellName } from '@/lib/content/form-values';
import { serviceFieldErrors } from './service-checks';
import { findMediaByHash, setMediaUsage } from '../repositories/media';
import { claimSetting } from '../repositories/settings';
import { secret } from '../security/secret';
import { every } from '../loop';
import { pagesChanged } from './page-cache-version';
import { effectiveDateIssue, publishedFacts, recordLiveLegalVersions } from './legal-versions';
import { knownTokens } from '@/lib/company-facts';

// The content studio's rules: drafts never touch the live page, every save is a revision, a save made from
// an older copy is refused (never a silent overwrite), publishing copies the draft to the live columns (a
// changed slug keeps its old address as a 308), schedules are published by whichever instance sees them due.

export type Actor = { email: string; ip?: string | null };

/** How the media library names an item using its images (media_usage.item_key): an image in use cannot be deleted. */
export const usageKey = (id: string) => `content:${id}`;
const DAY_MS = 86_400_000;

export type FieldErrors = Record<string, string>;

export type SaveResult =
  /**
   * `fields`: the draft as saved; `published`: what its publish came to, when the save asked for one; `kept`: saved
   * from an older revision, merged by field: what the other person changed that this save kept
   */
  | { kind: 'saved'; item: repo.ContentRow; fields: Fields; published?: PublishResult; kept?: { by: string; fields: string[] } }
  | { kind: 'invalid'; errors: FieldErrors }
  /**
   * `fields`: the fields both changed (all that differ when the revision opened is gone); `merged`: the rest settled;
   * `base`: the revision the save was made from, when it is still there (what both started from)
   */
  | { kind: 'conflict'; current: repo.ContentRow; mine: Record<string, unknown>; mySlug: string; fields: string[]; merged: Record<string, unknown>; base?: { slug: string; fields: Record<string, unknown> } }
  | { kind: 'missing' };

/** A save made from an older revision that merges cleanly: saved again, from the current revision, merged. */
type Rebase = { kind: 'rebase'; revision: number; slug: string; fields: Record<string, unknown>; kept: { by: string; fields: string[] } };

export interface SaveInput {
  collection: CollectionName;
  /** absent for a new item */
  id?: string;
  /** the revision the editor started from; a save from any other is refused */
  revision?: number;
  slug: string;
  fields: Record<string, unknown>;
  actor: Actor;
  now?: Date;
  /** publish the draft too, in the save's transaction (the editor's "Publish" button); a refused publish leaves it saved */
  publish?: boolean;
  /**
   * the save is on its way live (Publish, or Schedule after it): a save refused for its fields also names what would
   * stop it going live (an image without alt text, a missing cover), so every problem shows at once
   */
  goingLive?: boolean;
  /**
   * fields ('slug' included) to take as revision `revision` has them rather than from `fields`: after a conflict,
   * the fields where the editor chose the other person's version
   */
  theirs?: string[];
}

/**
 * Checks an item's fields and slug, reporting every problem at once: the error map is keyed by field name ('slug'
 * included), a message about one row of a 'rows' field by its cell (`browse.2.href`: see errorKey).
 */
export async function validate(db: Kysely<Database>, collection: CollectionName, id: string | undefined, slugInput: string, fields: Record<string, unknown>): Promise<{ ok: true; slug: string; fields: Fields } | { ok: false; errors: FieldErrors }> {
  const errors: FieldErrors = {};
  const spec = SPECS[collection];
  // A fixed collection's items are the pages the code routes to: none is added, and each keeps its slug.
  const fixedSlug = spec.fixed && id ? (await repo.findItem(db, id))?.slug : undefined;
  // checked by the item's own schema where a collection's items differ (the site's pages, by their stored slug)
  const parsed = schemaFor(collection, fixedSlug ?? slugInput.trim()).safeParse(fields);
  if (!parsed.success) for (const issue of parsed.error.issues) errors[errorKey(collection, issue.path)] ??= issue.message;
  const title = typeof fields.title === 'string' ? fields.title : '';
  const slug = fixedSlug ?? (slugInput.trim() ? slugInput.trim().toLowerCase() : slugify(title));
  if (spec.fixed && !id) errors.form = `${spec.label} are the site's own pages: change one of them rather than adding one.`;
  else if (!slug) errors.slug ??= 'Give a slug: the title has no letters or digits to make one from.';
  else if (!SLUG_PATTERN.test(slug) || slug.length > 80) errors.slug = 'A slug is lower-case letters and digits joined by single hyphens, at most 80 characters.';
  // A case study is served at /{slug}: the same list that routes that address there (lib/top-level-routes.ts) says
  // which addresses other pages hold.
  else if (collection === 'case-studies' && !mayBeCaseStudy(slug)) errors.slug = `"${slug}" is the address of another page of the site.`;
  else {
    const holder = await repo.findSlugHolder(db, collection, slug);
    if (holder && holder.id !== id) errors.slug = slugTaken(collection, slug, holder);
  }
  const { fields: specs } = specFor(collection, slug);
  // every tool's icon, in any collection (the columns of kind 'icon' of the item's fields)
  for (const [name, message] of Object.entries(await iconFieldErrors(specs, fields))) errors[name] ??= message;
  // every placeholder of a text the page fills in names one it knows (the facts' as published: an office each)
  const filled = specs.filter((field) => field.placeholders && typeof fields[field.name] === 'string');
  const facts = filled.some((field) => !Array.isArray(field.placeholders)) ? await publishedFacts(db) : undefined;
  for (const field of filled) {
    const known = Array.isArray(field.placeholders) ? field.placeholders : knownTokens(facts, { legal: field.placeholders === 'legal' });
    const problem = placeholderProblem(field.label, fields[field.name] as string, known);
    if (problem) errors[field.name] ??= problem;
  }
  if (collection === 'services') for (const [name, message] of Object.entries(await serviceFieldErrors(db, slug, fields))) errors[name] ??= message; // the redirect's path
  if (Object.keys(errors).length || !parsed.success) return { ok: false, errors };
  return { ok: true, slug, fields: parsed.data as Fields };
}

/**
 * Where a schema's message belongs: its field, or for one row of a 'rows' field that row's cell, `field.<row>.<column>`
 * (`field.<row>` for the row as a whole), the row counted among the rows saved (from 0). The editor's action finds the
 * form's row and says its number as labelled (lib/content/form-values.ts formFieldErrors): rows removed or left
 * empty before it are not saved, so the count here is not the form's.
 */
function errorKey(collection: CollectionName, path: readonly PropertyKey[]): string {
  const field = SPECS[collection].fields.find((each) => each.name === path[0]);
  if (field?.kind === 'rows' && typeof path[1] === 'number') return typeof path[2] === 'string' ? cellName(field.name, path[1], path[2]) : `${field.name}.${path[1]}`;
  return String(path[0] ?? 'form');
}

/** Why a slug is not free: another item has it as its draft slug, its live address or its scheduled one. */
function slugTaken(collection: CollectionName, slug: string, holder: repo.ContentRow): string {
  const other = `Another ${SPECS[collection].singular}`;
  if (holder.deleted_at) return `${other} in the deleted list still holds the slug "${slug}" (it can be restored): choose another slug.`;
  if (holder.slug === slug) return `${other} already uses the slug "${slug}".`;
  if (holder.published !== null && holder.published_slug === slug) return `${other} is live at "${slug}" (its published address, until its new slug is published): choose another slug.`;
  return `${other} is scheduled to go live at "${slug}": choose another slug.`;
}

/**
 * What an item holds while it shows it anywhere (its draft, its live version, the revision it has scheduled): its
 * slugs, which no other item may take, and its media library images, which the library will not delete. Called
 * in the transaction of every write that changes one of them, with the row as it is now; throws
 * repo.SlugTakenError when another item holds one of the slugs.
 */
async function holdWhatItShows(trx: Kysely<Database>, row: repo.ContentRow): Promise<void> {
  const versions = [{ slug: row.slug, data: row.draft }];
  if (row.published !== null && row.published_slug) versions.push({ slug: row.published_slug, data: row.published });
  if (row.scheduled_at && row.scheduled_revision) {
    const scheduled = await repo.findRevision(trx, row.id, row.scheduled_revision);
    if (scheduled) versions.push({ slug: scheduled.slug, data: scheduled.data });
  }
  await repo.setSlugClaims(trx, row.collection, row.id, versions.map((version) => version.slug));
  const fields = versions.map((version) => JSON.parse(version.data) as Record<string, unknown>);
  const mediaIds = fields.flatMap((each) => imagesOf(each).flatMap((image) => (image.mediaId ? [image.mediaId] : [])));
  // and the library images a body shows (the rich editor writes them as /media/<hash>-<width>.webp#WxH)
  for (const hash of new Set(fields.flatMap(bodyImageHashes))) {
    const media = await findMediaByHash(trx, hash);
    if (media) mediaIds.push(media.id);
  }
  await setMediaUsage(trx, usageKey(row.id), [...new Set(mediaIds)]);
}

/** The same, for the row as this transaction now sees it (after its own update, whatever another committed). */
async function holdFor(trx: Kysely<Database>, id: string): Promise<void> {
  const row = await repo.findItem(trx, id);
  if (row) await holdWhatItShows(trx, row);
}

/**
 * Saves a draft (a new item, or a new revision of one): the live page does not change, unless the save asks to
 * publish it too, which it does in the same transaction with the fields just checked. A save from an older revision
 * than the item's is merged by field with what was saved since (server/content/merge.ts): when no field was changed
 * by both, it is saved merged, and says whose changes it kept; otherwise nothing is saved, and the conflict names the
 * fields to settle.
 */
export async function saveDraft(db: Kysely<Database>, input: SaveInput): Promise<SaveResult> {
  if (input.theirs?.length && input.id && input.revision) {
    const chosen = await repo.findRevision(db, input.id, input.revision);
    if (chosen) {
      const stored = JSON.parse(chosen.data) as Record<string, unknown>;
      const fields = { ...input.fields };
      for (const name of input.theirs) if (name !== 'slug') fields[name] = stored[name];
      input = { ...input, fields, slug: input.theirs.includes('slug') ? chosen.slug : input.slug, theirs: undefined };
    }
  }
  // Rebased onto each save that came in between (usually none or one), keeping what each merge kept of theirs.
  let kept: Rebase['kept'] | undefined;
  for (let next = input; ; ) {
    const result = await saveOnce(db, next);
    if (result.kind !== 'rebase') return result.kind === 'saved' && kept ? { ...result, kept } : result;
    kept = { by: result.kept.by, fields: [...new Set([...(kept?.fields ?? []), ...result.kept.fields])] };
    next = { ...input, revision: result.revision, slug: result.slug, fields: result.fields };
  }
}

async function saveOnce(db: Kysely<Database>, input: SaveInput): Promise<SaveResult | Rebase> {
  const now = input.now ?? new Date();
  // Images chosen from the media library are stored with their file, size and alt text as the library has them.
  const library = await withLibraryImages(db, input.fields);
  const checked = await validate(db, input.collection, input.id, input.slug, library.fields);
  if (!checked.ok) {
    if (!(input.publish || input.goingLive)) return { kind: 'invalid', errors: checked.errors };
    return { kind: 'invalid', errors: { ...fieldsOf(publishIssues(input.collection, library.fields)), ...checked.errors } };
  }
  let result: SaveResult | Rebase;
  try {
    result = await db.transaction().execute(async (trx): Promise<SaveResult | Rebase> => {
      const saved = await writeDraft(trx, input, checked, now.toISOString());
      if (!input.publish || saved.kind !== 'saved') return saved;
      const { item, fields } = saved;
      if (item.deleted_at) return { ...saved, published: { kind: 'missing' } }; // as publish() finds it
      return { ...saved, published: await goLive(trx, item, { revision: item.revision, fields, slug: item.slug }, input.actor, now, 'content.publish') };
    });
  } catch (error) {
    // Taken between the check and the save (another editor's save, or a publish, at the same moment).
    if (error instanceof repo.SlugTakenError) return { kind: 'invalid', errors: { slug: `Another ${SPECS[input.collection].singular} has just taken the slug "${error.slug}": choose another slug.` } };
    throw error;
  }
  if (result.kind === 'saved' && result.published?.kind === 'published') await pagesChanged(db);
  return result;
}

async function writeDraft(trx: Kysely<Database>, input: SaveInput, checked: { slug: string; fields: Fields }, now: string): Promise<SaveResult | Rebase> {
  const data = JSON.stringify(checked.fields);
  const title = String((checked.fields as { title: string }).title);
  const fields = checked.fields;
  if (!input.id) {
    const id = randomUUID();
    const row: repo.ContentRow = {
      id, collection: input.collection, slug: checked.slug, title, position: (await repo.lastPosition(trx, input.collection)) + 1, draft: data, revision: 1,
      published: null, published_slug: null, published_revision: null, published_at: null, scheduled_at: null, scheduled_revision: null, deleted_at: null, created_at: now, updated_at: now, updated_by: input.actor.email,
    };
    await holdWhatItShows(trx, row); // first: its slug claim decides a race for the slug
    await repo.insertItem(trx, row);
    await repo.insertRevision(trx, { item_id: id, revision: 1, data, slug: checked.slug, note: 'created', created_at: now, created_by: input.actor.email });
    return { kind: 'saved', item: row, fields };
  }
  const current = await repo.findItem(trx, input.id);
  if (!current || current.collection !== input.collection) return { kind: 'missing' };
  if (input.revision !== current.revision) return mergeWithCurrent(trx, current, input.revision, checked);
  if (current.draft === data && current.slug === checked.slug) return { kind: 'saved', item: current, fields }; // nothing changed: no empty revision
  const revision = current.revision + 1;
  // A draft back to what is live (the live revision restored, an edit undone by hand) is the live page again, not
  // "changed since published".
  const live = current.published === data && current.published_slug === checked.slug ? { published_revision: revision } : {};
  const changes = { draft: data, slug: checked.slug, title, revision, updated_at: now, updated_by: input.actor.email, ...live };
  if (!(await repo.updateItemAt(trx, current.id, current.revision, changes))) return mergeWithCurrent(trx, (await repo.findItem(trx, current.id))!, current.revision, checked);
  await repo.insertRevision(trx, { item_id: current.id, revision, data, slug: checked.slug, note: 'saved', created_at: now, created_by: input.actor.email });
  await holdFor(trx, current.id);
  return { kind: 'saved', item: { ...current, ...changes }, fields };
}

/** A save from revision `from` against the item as it is now: merged by field, or the fields to settle. */
async function mergeWithCurrent(trx: Kysely<Database>, current: repo.ContentRow, from: number | undefined, mine: { slug: string; fields: Fields }): Promise<SaveResult | Rebase> {
  const base = from ? await repo.findRevision(trx, current.id, from) : undefined;
  const theirs = { ...(JSON.parse(current.draft) as Record<string, unknown>), slug: current.slug };
  const yours = { ...(mine.fields as Record<string, unknown>), slug: mine.slug };
  const conflict = (fields: string[], merged: Record<string, unknown>): SaveResult => ({ kind: 'conflict', current, mine: mine.fields, mySlug: mine.slug, fields, merged, ...(base ? { base: { slug: base.slug, fields: JSON.parse(base.data) as Record<string, unknown> } } : {}) });
  if (!base) return conflict(mergeFields(theirs, theirs, yours).mine, theirs); // nothing to merge from: every field that differs
  const merge = mergeFields({ ...(JSON.parse(base.data) as Record<string, unknown>), slug: base.slug }, theirs, yours);
  if (merge.conflicts.length) return conflict(merge.conflicts, merge.merged);
  const { slug, ...fields } = merge.merged;
  return { kind: 'rebase', revision: current.revision, slug: String(slug), fields, kept: { by: current.updated_by ?? 'another editor', fields: merge.theirs } };
}

/** The media library images (their hashes) the Markdown of an item's fields shows. */
function bodyImageHashes(fields: Record<string, unknown>): string[] {
  return Object.values(fields).flatMap((value) => (typeof value === 'string' ? [...value.matchAll(/\]\(\/media\/([0-9a-f]{32})-\d+\.(?:webp|avif|jpg)/g)].map((match) => match[1]) : []));
}

/** Images of an item's fields (cover, gallery, Open Graph, photo). */
export function imagesOf(fields: Record<string, unknown>): ContentImage[] {
  const images: ContentImage[] = [];
  for (const value of Object.values(fields)) {
    if (Array.isArray(value)) for (const each of value) if (isImage(each)) images.push(each);
    if (isImage(value)) images.push(value);
  }
  return images;
}
const isImage = (value: unknown): value is ContentImage => typeof value === 'object' && value !== null && 'src' in value && 'alt' in value;

/**
 * Why an item cannot go live as it is, field by field: an image without alt text (the media library's decorative
 * mark counts as an answer), named by its field's label, and a cover or photo the collection needs.
 */
export function publishIssues(collection: CollectionName, fields: Record<string, unknown>, decorative: (mediaId: string) => boolean = () => false): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = [];
  const unnamed = (image: ContentImage) => !image.alt.trim() && !(image.mediaId && (image.decorative || decorative(image.mediaId)));
  const why = 'needs alt text (or a “decorative” mark in the media library) before this can be published.';
  for (const spec of SPECS[collection].fields) {
    const value = fields[spec.name];
    if (spec.kind === 'image' && isImage(value) && unnamed(value)) issues.push({ field: spec.name, message: `${spec.label}: the image ${why}` });
    if (spec.kind === 'images' && Array.isArray(value)) value.forEach((image, index) => isImage(image) && unnamed(image) && issues.push({ field: spec.name, message: `${spec.label}: image ${index + 1} ${why}` }));
  }
  if (collection === 'case-studies' && !fields.cover) issues.push({ field: 'cover', message: 'Cover image: a case study needs one before it can be published (the portfolio shows it).' });
  if (collection === 'team' && !fields.image) issues.push({ field: 'image', message: 'Photo: a team member needs one before they can be published.' });
  if (collection === 'industries' && !fields.image) issues.push({ field: 'image', message: 'Image: an industry needs one before it can be published (its card shows it).' });
  return issues;
}

/** The same as messages. */
export function publishProblems(collection: CollectionName, fields: Record<string, unknown>, decorative?: (mediaId: string) => boolean): string[] {
  return publishIssues(collection, fields, decorative).map((issue) => issue.message);
}

/** A refusal's messages per field (the editor marks those fields), the first for each. */
const fieldsOf = (issues: { field: string; message: string }[]) => Object.fromEntries([...issues].reverse().map((issue) => [issue.field, issue.message]));

export type PublishResult = { kind: 'published'; item: repo.ContentRow } | { kind: 'refused'; problems: string[]; fields?: Record<string, string> } | { kind: 'conflict'; current: repo.ContentRow } | { kind: 'missing' };

/** Makes the draft at `revision` the live version (now): the page, the lists, the feeds and the search follow. */
export async function publish(db: Kysely<Database>, id: string, revision: number, actor: Actor, now = new Date()): Promise<PublishResult> {
  const result = await db.transaction().execute(async (trx): Promise<PublishResult> => {
    const current = await repo.findItem(trx, id);
    if (!current || current.deleted_at) return { kind: 'missing' };
    if (current.revision !== revision) return { kind: 'conflict', current };
    return goLive(trx, current, { revision, fields: JSON.parse(current.draft) as Record<string, unknown>, slug: current.slug }, actor, now, 'content.publish');
  });
  if (result.kind === 'published') await pagesChanged(db);
  return result;
}

/**
 * What stands in the way of `fields` going live as item `current` at `at`, as Publish and Schedule refuse it: an
 * image gone from the library or without alt text, a cover or photo the collection needs, a changed legal text still
 * carrying the live one's date. `library`: the fields with the library's images as they are now (an alt text added
 * there since the draft was saved counts). The item's page asks the same after a new item's refused publish.
 */
export async function liveProblems(db: Kysely<Database>, current: Pick<repo.ContentRow, 'collection' | 'published'>, fields: Record<string, unknown>, at: Date): Promise<{ library: Awaited<ReturnType<typeof withLibraryImages>>; refusal?: Extract<PublishResult, { kind: 'refused' }> }> {
  const library = await withLibraryImages(db, fields);
  const issues = publishIssues(current.collection as CollectionName, library.fields);
  const dated = current.collection === 'legal' && effectiveDateIssue(current.published, library.fields, at);
  if (dated) issues.push(dated);
  const problems = [...new Set([...library.problems, ...issues.map((issue) => issue.message)])];
  return problems.length ? { library, refusal: { kind: 'refused', problems, fields: fieldsOf(issues) } } : { library };
}

/**
 * Puts one revision of an item live: the draft (Publish), or the revision a schedule named, whatever was saved
 * since. Refused while one of its images cannot be shown (gone from the library, or without alt text).
 */
async function goLive(trx: Kysely<Database>, current: repo.ContentRow, source: { revision: number; fields: Record<string, unknown>; slug: string }, actor: Actor, now: Date, action: string): Promise<PublishResult> {
  const collection = current.collection as CollectionName;
  const { library, refusal } = await liveProblems(trx, current, source.fields, now);
  if (refusal) return refusal;
  const liveSlug = current.published !== null ? current.published_slug : null;
  if (liveSlug && liveSlug !== source.slug) await repo.addRedirect(trx, collection, liveSlug, current.id, now.toISOString());
  await repo.dropRedirect(trx, collection, source.slug);
  const changes = { published: JSON.stringify(library.fields), published_slug: source.slug, published_revision: source.revision, published_at: current.published_at ?? now.toISOString(), scheduled_at: null, scheduled_revision: null };
  // the legal texts' versions shown until now, then those shown from now (server/content/legal-versions.ts)
  const shownBefore = collection === 'legal' || collection === 'company' ? await recordLiveLegalVersions(trx, now) : null;
  // Publish names the draft it saw (a save since is a conflict); a schedule publishes its revision whatever the draft.
  if (action === 'content.publish') {
    if (!(await repo.updateItemAt(trx, current.id, source.revision, changes))) return { kind: 'conflict', current: (await repo.findItem(trx, current.id))! };
  } else await repo.updateItem(trx, current.id, changes);
  await holdFor(trx, current.id);
  if (shownBefore) await recordLiveLegalVersions(trx, now, shownBefore);
  await audit(trx, { actor: actor.email, action, target: `${collection}/${source.slug}`, detail: `revision ${source.revision}`, ip: actor.ip, at: now });
  return { kind: 'published', item: { ...current, ...changes } };
}

/**
 * Whether item `id` is stored in `collection` (deleted ones too): the studio's buttons name both, access is judged
 * by the collection, so a button acts only on an item of the collection it was judged by.
 */
export async function isItemOf(db: Kysely<Database>, id: string, collection: CollectionName): Promise<boolean> {
  return (await repo.findItem(db, id))?.collection === collection;
}

/** An item of a fixed collection: never taken off the site or deleted. */
const isFixed = (row: repo.ContentRow) => isCollection(row.collection) && SPECS[row.collection].fixed === true;

export async function unpublish(db: Kysely<Database>, id: string, actor: Actor, now = new Date()): Promise<boolean> {
  const current = await repo.findItem(db, id);
  if (!current || (current.published === null && !current.scheduled_at)) return false;
  if (isFixed(current)) return false; // the page stays: staff change its words instead
  await db.transaction().execute(async (trx) => {
    await repo.updateItem(trx, id, { published: null, published_revision: null, scheduled_at: null, scheduled_revision: null });
    await holdFor(trx, id); // its live address and the live version's images are free again
    await audit(trx, { actor: actor.email, action: 'content.unpublish', target: `${current.collection}/${current.slug}`, ip: actor.ip, at: now });
  });
  await pagesChanged(db);
  return true;
}

export type ScheduleResult = { kind: 'scheduled'; at: string } | { kind: 'refused'; problems: string[]; fields?: Record<string, string> } | { kind: 'conflict'; current: repo.ContentRow } | { kind: 'missing' };

/** Schedules the draft at `revision` to go live at `at`: that revision, whatever is saved after it (publishDue). */
export async function schedule(db: Kysely<Database>, id: string, revision: number, at: Date, actor: Actor, now = new Date()): Promise<ScheduleResult> {
  if (Number.isNaN(at.getTime())) return { kind: 'refused', problems: ['Give a date and time to publish at.'] };
  if (at.getTime() <= now.getTime()) return { kind: 'refused', problems: ['Choose a time in the future, or publish now.'] };
  const current = await repo.findItem(db, id);
  if (!current || current.deleted_at) return { kind: 'missing' };
  if (current.revision !== revision) return { kind: 'conflict', current };
  const { refusal } = await liveProblems(db, current, JSON.parse(current.draft) as Record<string, unknown>, at);
  if (refusal) return refusal;
  const done = await db.transaction().execute(async (trx) => {
    if (!(await repo.updateItemAt(trx, id, revision, { scheduled_at: at.toISOString(), scheduled_revision: revision }))) return false;
    await holdFor(trx, id);
    await audit(trx, { actor: actor.email, action: 'content.schedule', target: `${current.collection}/${current.slug}`, detail: `at ${at.toISOString()}, revision ${revision}`, ip: actor.ip, at: now });
    return true;
  });
  return done ? { kind: 'scheduled', at: at.toISOString() } : { kind: 'conflict', current: (await repo.findItem(db, id))! };
}

/** Drops an item's schedule (its draft stays as it is); false when it had none. */
export async function cancelSchedule(db: Kysely<Database>, id: string, actor: Actor, now = new Date()): Promise<boolean> {
  const current = await repo.findItem(db, id);
  if (!current?.scheduled_at) return false;
  return db.transaction().execute(async (trx) => {
    if (!(await repo.claimSchedule(trx, id, current.scheduled_at!))) return false; // it fired, or was cancelled, meanwhile
    await holdFor(trx, id);
    await audit(trx, { actor: actor.email, action: 'content.schedule-cancel', target: `${current.collection}/${current.slug}`, detail: `was at ${current.scheduled_at}, revision ${current.scheduled_revision}`, ip: actor.ip, at: now });
    return true;
  });
}

/**
 * Publishes every scheduled item whose time has come. Every instance calls this (startScheduler); the
 * conditional update that clears the schedule means each schedule is carried out once.
 */
export async function publishDue(db: Kysely<Database>, now = new Date()): Promise<number> {
  let published = 0;
  for (const item of await repo.dueItems(db, now.toISOString())) {
    // The instance whose conditional update clears the schedule publishes it; the others find it gone. The revision
    // that was scheduled goes live, not a draft saved since (the save asked whether to keep the schedule). If it
    // cannot (an image lost its alt text meanwhile), it stays a draft and the audit log says why.
    if (!(await repo.claimSchedule(db, item.id, item.scheduled_at!))) continue;
    const revision = item.scheduled_revision ?? item.revision;
    const result = await db.transaction().execute(async (trx): Promise<PublishResult> => {
      const current = await repo.findItem(trx, item.id);
      const source = await repo.findRevision(trx, item.id, revision);
      if (!current || current.deleted_at || !source) return { kind: 'missing' };
      return goLive(trx, current, { revision, fields: JSON.parse(source.data) as Record<string, unknown>, slug: source.slug }, { email: 'scheduler' }, now, 'content.publish-scheduled');
    });
    if (result.kind === 'published') {
      published += 1;
      await pagesChanged(db);
    } else {
      await holdFor(db, item.id); // what the schedule held is free again
      await audit(db, { actor: 'scheduler', action: 'content.schedule-failed', target: `${item.collection}/${item.slug}`, detail: result.kind === 'refused' ? result.problems.join(' ') : result.kind, at: now });
    }
  }
  return published;
}

/** As often as the content version poll (server/config.ts): a schedule goes live on the site within PRODUCT.md's 1 s. */
export const SCHEDULER_INTERVAL_MS = 250;

/** Checks for due schedules on a timer, on every instance: no job runner to deploy. Stops with the returned function. */
export function startScheduler(db: Kysely<Database>, intervalMs = SCHEDULER_INTERVAL_MS, clock: () => Date = () => new Date()): () => Promise<void> {
  return every(intervalMs, 'content scheduler', () => publishDue(db, clock())).stop;
}

export async function deleteItem(db: Kysely<Database>, id: string, actor: Actor, now = new Date()): Promise<boolean> {
  const current = await repo.findItem(db, id);
  if (!current || current.deleted_at || isFixed(current)) return false;
  await db.transaction().execute(async (trx) => {
    await repo.updateItem(trx, id, { deleted_at: now.toISOString(), scheduled_at: null, scheduled_revision: null });
    await holdFor(trx, id);
    await audit(trx, { actor: actor.email, action: 'content.delete', target: `${current.collection}/${current.slug}`, detail: `restorable for ${RETENTION.contentRestoreDays} days`, ip: actor.ip, at: now });
  });
  if (current.published !== null) await pagesChanged(db);
  return true;
}

export async function restoreItem(db: Kysely<Database>, id: string, actor: Actor, now = new Date()): Promise<boolean> {
  const current = await repo.findItem(db, id);
  if (!current?.deleted_at) return false;
  await db.transaction().execute(async (trx) => {
    await repo.updateItem(trx, id, { deleted_at: null });
    await audit(trx, { actor: actor.email, action: 'content.restore', target: `${current.collection}/${current.slug}`, ip: actor.ip, at: now });
  });
  if (current.published !== null) await pagesChanged(db);
  return true;
}

/** Deleted items older than the restore window go for good (the retention sweep calls this). */
export function purgeDeletedContent(db: Kysely<Database>, now = new Date()): Promise<number> {
  return repo.purgeDeleted(db, new Date(now.getTime() - RETENTION.contentRestoreDays * DAY_MS).toISOString());
}

/** Moves an item one place up or down in an ordered collection (testimonials, FAQs, team, case studies). */
export function move(db: Kysely<Database>, id: string, direction: 'up' | 'down', actor: Actor): Promise<boolean> {
  return moveTo(db, id, (position) => (direction === 'up' ? position - 1 : position + 1), actor);
}

/**
 * Moves an item to a place in its collection's order (1 = first; past either end, to that end), in one step and one
 * audit entry. `to` may be a number or a function of the item's place now (move up, move down).
 */
export async function moveTo(db: Kysely<Database>, id: string, to: number | ((position: number) => number), actor: Actor): Promise<boolean> {
  const moved = await db.transaction().execute(async (trx) => {
    const current = await repo.findItem(trx, id);
    if (!current || current.deleted_at) return null;
    const siblings = await repo.listItems(trx, current.collection as CollectionName);
    const from = siblings.findIndex((row) => row.id === id) + 1;
    const wanted = Math.min(Math.max(Math.round(typeof to === 'number' ? to : to(from)), 1), siblings.length);
    if (!from || wanted === from) return null;
    // Positions are renumbered in list order, so equal or missing positions (a seed, a race) still come out right.
    const order = siblings.map((row) => row.id).filter((each) => each !== id);
    order.splice(wanted - 1, 0, id);
    for (const [index, each] of order.entries()) if (siblings.find((row) => row.id === each)!.position !== index + 1) await repo.updateItem(trx, each, { position: index + 1 });
    await audit(trx, { actor: actor.email, action: 'content.reorder', target: `${current.collection}/${current.slug}`, detail: `moved from ${from} to ${wanted} of ${siblings.length}`, ip: actor.ip });
    return current;
  });
  if (moved?.published) await pagesChanged(db);
  return moved !== null;
}

/** Makes an old revision the draft again, as a new revision (nothing is lost, the live page is untouched). */
export async function restoreRevision(db: Kysely<Database>, id: string, from: number, revision: number, actor: Actor, now = new Date()): Promise<SaveResult> {
  const old = await repo.findRevision(db, id, from);
  const current = await repo.findItem(db, id);
  if (!old || !current) return { kind: 'missing' };
  const result = await saveDraft(db, { collection: current.collection as CollectionName, id, revision, slug: old.slug, fields: JSON.parse(old.data) as Record<string, unknown>, actor, now });
  if (result.kind === 'saved') {
    await repo.setRevisionNote(db, id, result.item.revision, `restored from revision ${from}`);
    await audit(db, { actor: actor.email, action: 'content.restore-revision', target: `${current.collection}/${current.slug}`, detail: `revision ${from} as ${result.item.revision}`, ip: actor.ip, at: now });
  }
  return result;
}

// Share links: `<id>.<HMAC-SHA256(id.expiry)>` with a secret kept in the settings table. The row lets staff see
// and revoke them; the signature means a guessed id alone opens nothing.
const SHARE_SECRET = 'content_share_secret';

async function signShare(db: Kysely<Database>, id: string, expiresAt: string): Promise<string> {
  return createHmac('sha256', await secret(db, SHARE_SECRET)).update(`${id}.${expiresAt}`).digest('base64url');
}

/** The link's token for a share row (made again from the secret: the token itself is never stored). */
export async function shareToken(db: Kysely<Database>, share: Pick<repo.ShareRow, 'id' | 'expires_at'>): Promise<string> {
  return `${share.id}.${await signShare(db, share.id, share.expires_at)}`;
}

export async function createShare(db: Kysely<Database>, itemId: string, actor: Actor, now = new Date()): Promise<{ token: string; expiresAt: string }> {
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + RETENTION.shareLinkDays * DAY_MS).toISOString();
  const current = await repo.findItem(db, itemId);
  await repo.insertShare(db, { id, item_id: itemId, expires_at: expiresAt, revoked_at: null, created_at: now.toISOString(), created_by: actor.email });
  await audit(db, { actor: actor.email, action: 'content.share', target: current ? `${current.collection}/${current.slug}` : itemId, detail: `expires ${expiresAt}`, ip: actor.ip, at: now });
  return { token: `${id}.${await signShare(db, id, expiresAt)}`, expiresAt };
}

/** The item a share token opens (its current draft), or null: bad signature, unknown, revoked, expired or deleted. */
export async function openShare(db: Kysely<Database>, token: string, now = new Date()): Promise<repo.ContentRow | null> {
  const [id, signature] = token.split('.');
  if (!id || !signature || !/^[\w-]{1,64}$/.test(id)) return null;
  const share = await repo.findShare(db, id);
  if (!share || share.revoked_at || share.expires_at <= now.toISOString()) return null;
  const expected = Buffer.from(await signShare(db, id, share.expires_at));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const item = await repo.findItem(db, share.item_id);
  return item && !item.deleted_at ? item : null;
}

/** Revokes a share link of item `itemId` (a link of another item is left as it is: its id was judged, not the link's). */
export async function revokeShare(db: Kysely<Database>, itemId: string, shareId: string, actor: Actor, now = new Date()): Promise<void> {
  const share = await repo.findShare(db, shareId);
  if (share?.item_id !== itemId) return;
  await repo.revokeShare(db, shareId, now.toISOString());
  await audit(db, { actor: actor.email, action: 'content.share-revoke', target: shareId, ip: actor.ip, at: now });
}

/** The collections of the first studio, seeded together under one mark; each later one has a mark of its own. */
const FIRST_COLLECTIONS: readonly string[] = ['posts', 'case-studies', 'testimonials', 'faqs', 'team'];
/** Items added to a collection after it was first seeded, under a mark of their own (so installs get them too). */
const LATER_ITEMS: Partial<Record<CollectionName, { mark: string; slugs: readonly string[] }>> = {
  pages: { mark: 'content_seeded:pages:list-pages', slugs: ['services', 'industries', 'work', 'blog', 'faqs', 'quote', 'search'] },
};
export const seedMark = (collection: CollectionName, slug?: string) => {
  const later = LATER_ITEMS[collection];
  if (later && slug !== undefined && later.slugs.includes(slug)) return later.mark;
  return FIRST_COLLECTIONS.includes(collection) ? 'content_seeded' : `content_seeded:${collection}`;
};

/**
 * Imports the content modules, once per collection: a settings mark, then each item inserted unless its slug is
 * already there, as published revision 1. A fresh install gets every collection; an install seeded before a
 * collection came to the studio gets that collection on its next start. Safe to run on every start and from
 * several instances.
 */
export async function seedContent(db: Kysely<Database>, now = new Date()): Promise<number> {
  const claimed = new Set<string>();
  for (const mark of new Set(seedItems().map((item) => seedMark(item.collection, item.slug)))) if (await claimSetting(db, mark, now.toISOString())) claimed.add(mark);
  if (claimed.size === 0) return 0;
  const at = now.toISOString();
  // each item's place in its collection's seed, whichever mark brings it in
  const positions = new Map<string, number>();
  const placed = seedItems().map((item) => {
    const position = (positions.get(item.collection) ?? 0) + 1;
    positions.set(item.collection, position);
    return { item, position };
  });
  const rows = placed.filter(({ item }) => claimed.has(seedMark(item.collection, item.slug))).map(({ item, position }): repo.ContentRow => {
    const data = JSON.stringify(item.fields);
    const date = item.collection === 'posts' ? `${(item.fields as Fields<'posts'>).date}T00:00:00.000Z` : at;
    return {
      id: randomUUID(), collection: item.collection, slug: item.slug, title: String((item.fields as { title: string }).title), position, draft: data, revision: 1,
      published: data, published_slug: item.slug, published_revision: 1, published_at: date, scheduled_at: null, scheduled_revision: null, deleted_at: null, created_at: at, updated_at: at, updated_by: null,
    };
  });
  return db.transaction().execute(async (trx) => {
    const inserted = await repo.insertItemsIfAbsent(trx, rows);
    for (const row of rows) {
      const stored = await repo.findItemBySlug(trx, row.collection as CollectionName, row.slug);
      if (stored?.id !== row.id) continue;
      await repo.insertRevision(trx, { item_id: row.id, revision: 1, data: row.draft, slug: row.slug, note: 'imported from the content modules', created_at: at, created_by: null });
      await holdWhatItShows(trx, row);
    }
    // the seeded legal texts' words, recorded (they were the site's before the studio: since when is not known here)
    if (claimed.has(seedMark('legal'))) await recordLiveLegalVersions(trx, now);
    return inserted;
  });
}
