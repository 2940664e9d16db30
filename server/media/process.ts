import 'server-only';
import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS, MEDIA_UPLOAD_TYPES, MEDIA_WIDTHS, mediaWidths, type MediaFormat } from '@/lib/media';
import { sanitiseFileName } from '../storage/uploads';

/** One stored file of an image: a width in a format. */
export interface Rendition {
  width: number;
  height: number;
  format: MediaFormat;
  data: Buffer;
}

export interface ProcessedImage {
  hash: string;
  filename: string;
  /** of the largest rendition */
  width: number;
  height: number;
  renditions: Rendition[];
}

export type ProcessResult = { ok: true; image: ProcessedImage } | { ok: false; error: string };

/** sharp's name for each accepted type: the decoder it picks must be the one file-type saw. */
const SHARP_FORMATS: Record<(typeof MEDIA_UPLOAD_TYPES)[number], string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'heif' };

const LARGEST = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1];
const KINDS = 'a JPEG, PNG, WebP or AVIF image';

/**
 * An upload made safe to serve: its type checked from its bytes (SVG, HTML and anything else refused), decoded
 * by that type's decoder only, turned upright, and encoded afresh at every width in AVIF, WebP and JPEG. Nothing
 * of the original file survives but its pixels: no EXIF (location, camera, owner), no ICC or XMP, no comment,
 * no bytes appended after the image. Its hash is of the uploaded bytes, so the same file uploaded twice is found.
 */
export async function processImage(bytes: Uint8Array, name: string): Promise<ProcessResult> {
  const shown = sanitiseFileName(name || 'image');
  if (bytes.byteLength === 0) return { ok: false, error: 'Choose an image to upload.' };
  if (bytes.byteLength > MEDIA_MAX_BYTES) return { ok: false, error: `“${shown}” is larger than ${MEDIA_MAX_BYTES / 1024 / 1024} MB. Export it smaller (${LARGEST} pixels wide is plenty) and upload that.` };
  const detected = await fileTypeFromBuffer(bytes);
  const type = MEDIA_UPLOAD_TYPES.find((each) => each === detected?.mime);
  if (!type) {
    if (looksLikeSvg(bytes)) return { ok: false, error: `“${shown}” is an SVG image, which we do not accept: SVG is a document that can carry scripts. Export it as PNG or WebP and upload that.` };
    return { ok: false, error: `“${shown}” is not ${KINDS} (judged from its content, not its name).` };
  }
  if (carriesMarkup(bytes)) return { ok: false, error: `“${shown}” is an image with a web page or script hidden inside it (a polyglot file), which we do not accept. Export it again from an image editor and upload that.` };
  try {
    return await oneAtATime(() => render(bytes, type, shown));
  } catch (error) {
    if (error instanceof Refused) return { ok: false, error: error.message };
    console.warn(`media: could not decode an upload (${type}): ${(error as Error).message}`);
    return { ok: false, error: `“${shown}” could not be read as ${KINDS}: it may be damaged, or be something else under an image's header.` };
  }
}

class Refused extends Error {}

async function render(bytes: Uint8Array, type: (typeof MEDIA_UPLOAD_TYPES)[number], filename: string): Promise<ProcessResult> {
  const input = { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error' as const };
  const meta = await sharp(bytes, { failOn: 'error' }).metadata(); // the header only: the pixel limit is checked here, with a message
  if (meta.format !== SHARP_FORMATS[type] || (type === 'image/avif' && meta.compression !== 'av1')) throw new Refused(`“${filename}” is not ${KINDS} (judged from its content, not its name).`);
  if (!meta.width || !meta.height) throw new Error('no dimensions');
  if (meta.width * meta.height > MEDIA_MAX_PIXELS) throw new Refused(`“${filename}” is ${meta.width} × ${meta.height} pixels, more than we take (${MEDIA_MAX_PIXELS / 1_000_000} megapixels). Export it smaller and upload that.`);

  // Decoded once, upright, in sRGB, at most the largest width (and a tall strip at most four times that high);
  // every rendition is encoded from these pixels, which carry no metadata at all.
  const { data, info } = await sharp(bytes, input)
    .rotate()
    .resize({ width: LARGEST, height: LARGEST * 4, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const renditions: Rendition[] = [];
  for (const width of mediaWidths(info.width)) {
    const height = Math.max(1, Math.round((info.height * width) / info.width));
    const pixels = () => sharp(data, raw).resize({ width, height, fit: 'fill' });
    renditions.push(
      { width, height, format: 'avif', data: await pixels().avif({ quality: 50, effort: 3 }).toBuffer() },
      { width, height, format: 'webp', data: await pixels().webp({ quality: 75, effort: 4 }).toBuffer() },
      // JPEG has no transparency: transparent parts become white, not black.
      { width, height, format: 'jpg', data: await pixels().flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer() },
    );
  }
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  return { ok: true, image: { hash, filename, width: info.width, height: info.height, renditions } };
}

/** An SVG or other XML document (file-type does not name text formats), for a message that says why. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 4096)).toString('utf8').replace(/^\uFEFF/, '').trimStart().toLowerCase();
  return head.includes('<svg') || (head.startsWith('<?xml') && head.includes('svg'));
}

/**
 * HTML or SVG markup anywhere in the file: an image that is also a web page (a polyglot). Re-encoding would drop it,
 * but such a file was made to trick something, so it is refused outright. These byte sequences do not occur in
 * real images by chance (a 20 MB file has about a one in 50,000 chance of holding the shortest one).
 */
function carriesMarkup(bytes: Uint8Array): boolean {
  return /<(?:script|html|svg|iframe|object|embed|body)[\s>/]|<!doctype/i.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'));
}

/**
 * One image is processed at a time in this process: decoding a large photo and encoding fifteen files of it
 * takes memory and both cores for a few seconds, and the server has a memory budget (PRODUCT.md).
 */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}
