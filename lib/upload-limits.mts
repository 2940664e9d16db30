// File size limits, shared by the forms (browser and server) and the request guard in front of Next, which
// imports this under Node's type stripping: hence `.mts` (an ES module to Node) and constants only.
export const MB = 1024 * 1024;

/** The quote form: up to five files of 10 MB each. */
export const MAX_FILE_BYTES = 10 * MB;
export const MAX_FILES = 5;

/** The job application: a résumé of 10 MB, and a task file of 50 MB when the job asks for one. */
export const RESUME_MAX_BYTES = 10 * MB;
export const TASK_MAX_BYTES = 50 * MB;

/** An image uploaded to the admin's media library (JPEG, PNG, WebP or AVIF). */
export const MEDIA_MAX_BYTES = 20 * MB;
