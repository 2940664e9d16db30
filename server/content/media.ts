import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import { mediaUrl, mediaWidths } from '@/lib/media';
import type { ContentImage } from '@/lib/content/collections';
import type { Database } from '../db/schema';
import { findMedia } from '../repositories/media';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * An item's images as the site draws them, with those from the media library filled in from the library as it is
 * now: the file (its largest WebP rendition, which the image optimiser resizes), its size, and its alt text (empty
 * for an image marked decorative). Returns the fields and the problems that keep them from being published:
 * an image gone from the library, or one with neither alt text nor a decorative mark.
 */
export async function withLibraryImages(db: Db, fields: Record<string, unknown>): Promise<{ fields: Record<string, unknown>; problems: string[]; mediaIds: string[] }> {
  const problems: string[] = [];
  const mediaIds = new Set<string>();
  const resolve = async (image: ContentImage): Promise<ContentImage | undefined> => {
    if (!image.mediaId) {
      // Only the library marks an image decorative: one that is not the library's answers with its own alt text.
      const { decorative: _ignored, focus: _library, ...own } = image;
      return own;
    }
    const media = await findMedia(db, image.mediaId);
    if (!media) {
      problems.push('An image chosen for this item is no longer in the media library: choose another.');
      return undefined;
    }
    mediaIds.add(media.id);
    if (!media.decorative && !media.alt.trim()) problems.push(`The image “${media.filename}” needs alt text, or a “decorative” mark, in the media library before this can be published.`);
    const widths = mediaWidths(media.width);
    return { src: mediaUrl(media.hash, widths[widths.length - 1], 'webp'), width: media.width, height: media.height, alt: media.decorative ? '' : media.alt, mediaId: media.id, focus: { x: media.focalX, y: media.focalY }, ...(media.decorative ? { decorative: true } : {}) };
  };
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value) && value.every(isImage)) out[name] = (await Promise.all(value.map(resolve))).filter(Boolean);
    else if (isImage(value)) out[name] = await resolve(value);
    else out[name] = value;
  }
  return { fields: out, problems, mediaIds: [...mediaIds] };
}

const isImage = (value: unknown): value is ContentImage => typeof value === 'object' && value !== null && 'src' in value && 'alt' in value;
