// Which paths receive which form, and how large a body each may send. Shared by the request guard in front
// of Next (scripts/server.mjs), the route handlers and the form services, so a limit is set in one place.
// Only erasable TypeScript syntax: this file runs under Node's type stripping too.
import type { FormKey } from '../../lib/forms.mts';
import { MAX_FILE_BYTES, MAX_FILES, MB, MEDIA_MAX_BYTES, RESUME_MAX_BYTES, TASK_MAX_BYTES } from '../../lib/upload-limits.mts';
import { POST_BODY_MAX_CHARS, UTF8_MAX_BYTES_PER_CHAR } from '../../lib/content/limits.mts';

export type { FormKey };

/** Text fields, the form token and multipart framing: far more than any honest answer needs. */
const FIELDS_BYTES = 256 * 1024;

/** The largest body each form may send: its files at their limits plus the fields. */
export const FORM_BODY_LIMITS: Record<FormKey, number> = {
  contact: FIELDS_BYTES,
  quote: MAX_FILES * MAX_FILE_BYTES + FIELDS_BYTES,
  apply: RESUME_MAX_BYTES + TASK_MAX_BYTES + FIELDS_BYTES,
};

/** Files each form takes, per field: the parser stops at the first one past its limit or count. */
export const FORM_FILES: Record<FormKey, Record<string, { maxBytes: number; maxCount: number }>> = {
  contact: {},
  quote: { files: { maxBytes: MAX_FILE_BYTES, maxCount: MAX_FILES } },
  apply: { resume: { maxBytes: RESUME_MAX_BYTES, maxCount: 1 }, task_file: { maxBytes: TASK_MAX_BYTES, maxCount: 1 } },
};

/** Pages (their Server Actions) and API endpoints that receive each form. */
export const FORM_PATHS: Record<string, FormKey> = {
  '/contact-us': 'contact',
  '/api/forms/contact': 'contact',
  '/get-quote': 'quote',
  '/api/forms/quote': 'quote',
  '/career-details': 'apply',
  '/api/careers/apply': 'apply',
  '/api/front/apply-for-job': 'apply',
};

/** The analytics beacon (app/api/hit/route.ts): a few hundred bytes of JSON. */
export const BEACON_PATH = '/api/hit';
export const BEACON_BODY_LIMIT = 2048;

/** Any other request body (sign-in, admin forms, a stray POST): small. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/**
 * Paths that take a large body but are not visitors' forms (no form token, rate limit or refusal page of theirs):
 * the admin's media library upload (a Server Action of that page) takes one image at its limit plus the fields.
 */
export const MEDIA_UPLOAD_PATH = '/admin/media';
export const OTHER_BODY_LIMITS: Record<string, number> = {
  [MEDIA_UPLOAD_PATH]: MEDIA_MAX_BYTES + FIELDS_BYTES,
};

/**
 * The content studio's editor (`/admin/content/<collection>/<id or new>`, Server Actions of those pages): its largest
 * field, a post's body, at the most bytes its characters can take, plus the other fields. The editor sends only the
 * form with each save (components/admin/content/content-editor.tsx), not its previous answer, which would count it twice.
 */
export const CONTENT_STUDIO_PATH = /^\/admin\/content\/[^/]+\/[^/]+$/;
export const CONTENT_STUDIO_BODY_LIMIT = POST_BODY_MAX_CHARS * UTF8_MAX_BYTES_PER_CHAR + FIELDS_BYTES;

/** The largest body any path accepts; Next's own Server Action limit (next.config.ts) matches it. */
export const MAX_BODY_BYTES = Math.max(...Object.values(FORM_BODY_LIMITS), ...Object.values(OTHER_BODY_LIMITS), CONTENT_STUDIO_BODY_LIMIT);

export function formForPath(pathname: string): FormKey | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return Object.hasOwn(FORM_PATHS, path) ? FORM_PATHS[path] : undefined;
}

export const bodyLimitFor = (pathname: string): number => {
  if (pathname === BEACON_PATH) return BEACON_BODY_LIMIT;
  const form = formForPath(pathname);
  if (form) return FORM_BODY_LIMITS[form];
  const path = pathname.replace(/\/+$/, '') || '/';
  if (CONTENT_STUDIO_PATH.test(path)) return CONTENT_STUDIO_BODY_LIMIT;
  return Object.hasOwn(OTHER_BODY_LIMITS, path) ? OTHER_BODY_LIMITS[path] : DEFAULT_BODY_LIMIT;
};

/**
 * What a visitor reads when a form's whole body is over its limit (the guard and the form parser say the same). A
 * limit below every form's (the beacon's 2 KB, other requests' 64 KB) is not a form's, and is named in KB; the
 * studio's limit is its own (no other path has it): its forms send text, not files.
 */
export const bodyTooLargeMessage = (maxBytes: number) => {
  if (maxBytes === CONTENT_STUDIO_BODY_LIMIT)
    return `Too long to send: the editor takes at most ${Math.floor(maxBytes / 1024)} KB in all (a post's body up to ${POST_BODY_MAX_CHARS.toLocaleString('en')} characters). Nothing was saved: shorten the text and save again.`;
  if (maxBytes < FIELDS_BYTES) return `The request is too large: this address accepts at most ${Math.round(maxBytes / 1024)} KB.`;
  // The contact form takes no file: its limit is its fields' (256 KB), named as such.
  if (maxBytes < MB) return `Your message is too large to send: this form accepts at most ${Math.round(maxBytes / 1024)} KB in all.`;
  return `The upload is too large: this form accepts at most ${Math.round(maxBytes / MB)} MB in all.`;
};

export { MB };
