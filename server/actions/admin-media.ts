'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { fieldErrors } from '@/lib/validation/fields';
import { CHOOSE_FILES_AGAIN, type FormState } from '@/lib/validation/form-state';
import { MEDIA_FIELDS, mediaDetailsSchema } from '@/lib/validation/media';
import { config } from '../config';
import { findMedia, mediaUsage, updateMedia } from '../repositories/media';
import { contentChanged } from '../services/content-version';
import { deleteMediaItem, uploadMedia } from '../services/media';
import { adminContext as context } from './admin-context';

const LIBRARY = '/admin/media';
const mediaPath = (id: string) => `${LIBRARY}/${id}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');
const parseId = (value: FormDataEntryValue | null) => (typeof value === 'string' && UUID.test(value) ? value : null);
const typed = (form: FormData) => Object.fromEntries(MEDIA_FIELDS.map((field) => [field, text(form.get(field))]));

/**
 * Uploads one image with its alt text (or the decorative mark). A plain form post without JavaScript, the same
 * Server Action with it. Refusals (no file, SVG or another type, too large, unreadable, no alt text) come back
 * beside their fields with what was typed kept; an accepted image opens on its own page, to set its focal point.
 */
export async function uploadMediaAction(previous: FormState, form: FormData): Promise<FormState> {
  const { db, user, log } = await context(LIBRARY, 'editor');
  const version = previous.version + 1;
  const values = typed(form);
  const file = form.get('file');
  const chosen = file instanceof File && file.size > 0 ? file : null;
  const parsed = mediaDetailsSchema.safeParse(values);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  if (!chosen) errors.file = ['Choose an image to upload: a JPEG, PNG, WebP or AVIF file.'];
  if (!parsed.success || !chosen) {
    return { status: 'invalid', message: `Some answers need another look: see the messages beside the fields.${chosen ? ` ${CHOOSE_FILES_AGAIN}` : ''}`, values, fieldErrors: errors, version };
  }
  let result: Awaited<ReturnType<typeof uploadMedia>>;
  try {
    result = await uploadMedia(db, config.dataDir, { bytes: new Uint8Array(await chosen.arrayBuffer()), name: chosen.name, details: parsed.data, actor: user.email });
  } catch (error) {
    console.error('admin: could not store an image', error);
    return { status: 'error', message: `The image could not be stored: something went wrong on our side. Try again in a minute. ${CHOOSE_FILES_AGAIN}`, values, fieldErrors: {}, version };
  }
  if (!result.ok) return { status: 'invalid', message: `The image was not accepted. ${CHOOSE_FILES_AGAIN}`, values, fieldErrors: { file: [result.error] }, version };
  const { item } = result;
  if (result.existed) redirect(`${mediaPath(item.id)}?done=exists`);
  await log('media.upload', `media:${item.id}`, `${item.filename} (${item.width} × ${item.height}${item.decorative ? ', decorative' : ''})`);
  redirect(`${mediaPath(item.id)}?done=uploaded`);
}

/**
 * Saves an image's alt text, decorative mark and focal point. Pages already showing it are refreshed on every
 * instance (alt text and crops are part of the page).
 */
export async function saveMediaAction(previous: FormState, form: FormData): Promise<FormState> {
  const id = parseId(form.get('id'));
  const { db, log } = await context(id ? mediaPath(id) : LIBRARY, 'editor');
  if (!id) redirect(`${LIBRARY}?error=unknown`);
  const version = previous.version + 1;
  const values = typed(form);
  const parsed = mediaDetailsSchema.safeParse(values);
  if (!parsed.success) return { status: 'invalid', message: 'Some answers need another look: see the messages beside the fields.', values, fieldErrors: fieldErrors(parsed.error), version };
  const before = await findMedia(db.kysely, id);
  if (!before || !(await updateMedia(db.kysely, id, parsed.data))) redirect(`${LIBRARY}?error=gone`);
  const changes = [
    before.alt !== parsed.data.alt || before.decorative !== parsed.data.decorative ? (parsed.data.decorative ? 'marked decorative' : 'alt text') : '',
    before.focalX !== parsed.data.focalX || before.focalY !== parsed.data.focalY ? `focal point ${parsed.data.focalX}, ${parsed.data.focalY}` : '',
  ].filter(Boolean);
  await log('media.update', `media:${id}`, `${before.filename}: ${changes.join('; ') || 'no change'}`);
  if ((await mediaUsage(db.kysely, id)).length > 0) {
    await contentChanged(db.kysely);
    revalidatePath('/', 'layout');
  }
  redirect(`${mediaPath(id)}?done=saved`);
}

/** Deletes an image for good, once its box is ticked; one that content uses is refused (it names the content). */
export async function deleteMediaAction(form: FormData): Promise<void> {
  const id = parseId(form.get('id'));
  const { db, log } = await context(id ? mediaPath(id) : LIBRARY, 'editor');
  if (!id) redirect(`${LIBRARY}?error=unknown`);
  if (form.get('confirm') !== 'yes') redirect(`${mediaPath(id)}?error=confirm#delete`);
  const item = await findMedia(db.kysely, id);
  if (!item) redirect(`${LIBRARY}?error=gone`);
  let result: Awaited<ReturnType<typeof deleteMediaItem>>;
  try {
    result = await deleteMediaItem(db, config.dataDir, id);
  } catch (error) {
    // A usage declared at the same moment fails the delete on its foreign key: the image is in use after all.
    console.warn('admin: an image was not deleted', (error as Error).message);
    redirect(`${mediaPath(id)}?error=in-use#delete`);
  }
  if (!result.deleted) redirect(result.reason === 'in-use' ? `${mediaPath(id)}?error=in-use#delete` : `${LIBRARY}?error=gone`);
  await log('media.delete', `media:${id}`, `${item.filename} (${item.hash})`);
  redirect(`${LIBRARY}?done=deleted`);
}
