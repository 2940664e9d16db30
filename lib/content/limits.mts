// The content studio's largest field, shared by its schema (lib/content/collections.ts) and the request guard's body
// limit for the studio's forms (server/http/form-routes.mts), so the two cannot drift apart.
// Only erasable TypeScript syntax: the guard imports this under Node's type stripping.

/** A blog post's body, in characters. */
export const POST_BODY_MAX_CHARS = 100_000;

/** The most bytes one character takes in UTF-8, the encoding a form is sent in. */
export const UTF8_MAX_BYTES_PER_CHAR = 4;
