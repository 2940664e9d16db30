// The media library's shapes and rules, shared by the admin, the public image component, the /media/ route and
// the processing on the server: what is stored for an upload and at which URL. Pure code, safe on both sides.
import { MEDIA_MAX_BYTES } from './upload-limits.mts';

export { MEDIA_MAX_BYTES };

/** One image of the library, as the admin and the content studio see it. */
export interface MediaItem {
  id: string;
  /** content hash of the uploaded file: names every stored rendition */
  hash: string;
  /** of the largest rendition (the upload's own, at most MEDIA_WIDTHS' largest) */
  width: number;
  height: number;
  /** empty while missing; always empty when decorative */
  alt: string;
  decorative: boolean;
  /** 0..1 from the left and the top: what a crop keeps (CSS object-position) */
  focalX: number;
  focalY: number;
  createdAt: string;
  /** the uploaded file's name, sanitised: for staff to recognise it */
  filename: string;
}

/**
 * Widths every upload is stored at, up to its own: the sizes next.config.ts's image optimiser already serves the
 * site's images at (deviceSizes and imageSizes, a unit test keeps them in step), so a library image in a layout
 * gets the same choice of files as a built-in one.
 */
export const MEDIA_WIDTHS = [384, 640, 960, 1280, 1920] as const;

/** The formats of every rendition: AVIF and WebP as the optimiser serves them, JPEG for `<img src>`. */
export const MEDIA_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

export const MEDIA_CONTENT_TYPES: Record<MediaFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

/** What an upload may be, checked from its bytes (never its name); SVG is refused: it is a document that can run script. */
export const MEDIA_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const MEDIA_ACCEPT = MEDIA_UPLOAD_TYPES.join(',');

/** Larger images are refused: decoding one holds width x height x 4 bytes in memory (at 40 MP, 160 MB). */
export const MEDIA_MAX_PIXELS = 40_000_000;

export const MEDIA_ALT_MAX = 300;

/** The hash as stored and in URLs: 32 hex digits (128 bits of SHA-256). */
export const MEDIA_HASH = /^[0-9a-f]{32}$/;

/**
 * The widths stored for an image whose largest rendition is `width` wide: every standard width below it, and
 * its own. Derived, never stored, so the component and the route agree with what processing wrote.
 */
export function mediaWidths(width: number): number[] {
  const largest = Math.min(width, MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]);
  return [...MEDIA_WIDTHS.filter((each) => each < largest), largest];
}

export const mediaUrl = (hash: string, width: number, format: MediaFormat) => `/media/${hash}-${width}.${format}`;

/** `<hash>-<width>.<format>` of a /media/ URL's file name, or null for anything else. */
export function parseMediaFile(name: string): { hash: string; width: number; format: MediaFormat } | null {
  const match = /^([0-9a-f]{32})-([1-9]\d{0,4})\.(avif|webp|jpg)$/.exec(name);
  return match ? { hash: match[1], width: Number(match[2]), format: match[3] as MediaFormat } : null;
}

/** CSS object-position for a focal point: a crop keeps that spot in view. */
export const objectPosition = (item: Pick<MediaItem, 'focalX' | 'focalY'>) => `${round(item.focalX * 100)}% ${round(item.focalY * 100)}%`;

const round = (value: number) => Math.round(value * 10) / 10;
