'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { CHOOSE_FILES_AGAIN, type FormState } from '@/lib/validation/form-state';
import { z } from '@/lib/validation/zod';
import { MEDIA_FIELDS, mediaDetailsSchema } from '@/lib/validation/media';
import { config } from '../config';
import { findMedia, mediaUsage, updateMedia } from '../repositories/media';
import { pagesChanged } from '../content/page-cache-version';
import { deleteMediaItem, uploadMedia } from '../media/library';
import { adminAction, adminFormAction, type ActionTarget, type Refused } from './admin-action';

const LIBRARY = '/admin/media';
const mediaPath = (id: string) => `${LIBRARY}/${id}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The image a form is about (the login comes back to it); a tampered form goes back to the library. */
const image = { schema: z.object({ id: z.string().regex(UUID) }), path: ({ id }) => mediaPath(id), list: LIBRARY } satisfies ActionTarget<{ id: string }>;

const NO_FILE = 'Choose an image to upload: a JPEG, PNG, WebP or AVIF file.';
/** An upload: the details staff type, and a file chosen (an empty file field sends an empty file). */
const uploadSchema = mediaDetailsSchema.and(z.object({ file: z.instanceof(File, { error: NO_FILE }).refine((file) => file.size > 0, NO_FILE) }));
const readUpload = (form: FormData) => ({ ...Object.fromEntries(MEDIA_FIELDS.map((field) => [field, text(form.get(field))])), file: form.get('file') });
const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

/**
 * Uploads one image with its alt text (or the decorative mark). A plain form post without JavaScript, the same
 * Server Action with it. Refusals (no file, SVG or another type, too large, unreadable, no alt text) come back
 * beside their fields with what was typed kept; an accepted image opens on its own page, to set its focal point.
 */
export const uploadMediaAction = adminAction(
  {
    access: 'editor',
    back: LIBRARY,
    schema: uploadSchema,
    read: readUpload,
    invalid: ({ values, fieldErrors, version }: Refused<FormState>): FormState => ({
      status: 'invalid',
      message: `Some answers need another look: see the messages beside the fields.${fieldErrors.file ? '' : ` ${CHOOSE_FILES_AGAIN}`}`,
      values,
      fieldErrors,
      version,
    }),
  },
  async ({ file, ...details }, { db, user, log, values, version }): Promise<FormState> => {
    let result: Awaited<ReturnType<typeof uploadMedia>>;
    try {
      result = await uploadMedia(db, config.dataDir, { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name, details, actor: user.email });
    } catch (error) {
      console.error('admin: could not store an image', error);
      return { status: 'error', message: `The image could not be stored: something went wrong on our side. Try again in a minute. ${CHOOSE_FILES_AGAIN}`, values, fieldErrors: {}, version };
    }
    if (!result.ok) return { status: 'invalid', message: `The image was not accepted. ${CHOOSE_FILES_AGAIN}`, values, fieldErrors: { file: [result.error] }, version };
    const { item } = result;
    if (result.existed) redirect(`${mediaPath(item.id)}?done=exists`);
    await log('media.upload', `media:${item.id}`, `${item.filename} (${item.width} × ${item.height}${item.decorative ? ', decorative' : ''})`);
    redirect(`${mediaPath(item.id)}?done=uploaded`);
  },
);

/**
 * Saves an image's alt text, decorative mark and focal point. Pages already showing it are refreshed on every
 * instance (alt text and crops are part of the page).
 */
export const saveMediaAction = adminAction({ access: 'editor', target: image, schema: mediaDetailsSchema, fields: MEDIA_FIELDS }, async ({ id, ...details }, { db, log }): Promise<FormState> => {
  const before = await findMedia(db.kysely, id);
  if (!before || !(await updateMedia(db.kysely, id, details))) redirect(`${LIBRARY}?error=gone`);
  const changes = [
    before.alt !== details.alt || before.decorative !== details.decorative ? (details.decorative ? 'marked decorative' : 'alt text') : '',
    before.focalX !== details.focalX || before.focalY !== details.focalY ? `focal point ${details.focalX}, ${details.focalY}` : '',
  ].filter(Boolean);
  await log('media.update', `media:${id}`, `${before.filename}: ${changes.join('; ') || 'no change'}`);
  if ((await mediaUsage(db.kysely, id)).length > 0) {
    await pagesChanged(db.kysely);
    revalidatePath('/', 'layout');
  }
  redirect(`${mediaPath(id)}?done=saved`);
});

/** Deletes an image for good, once its box is ticked; one that content uses is refused (it names the content). */
export const deleteMediaAction = adminFormAction({ access: 'editor', target: image }, async ({ id }, { db, log, form }) => {
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
});
