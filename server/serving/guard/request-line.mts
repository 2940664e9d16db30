// What the request line must be before anything else is looked at: a method the site uses, and a path Next can
// decode.
// Only erasable TypeScript syntax: this file runs under Node's type stripping (scripts/server.mjs).

const METHODS = new Set(['GET', 'HEAD', 'POST', 'OPTIONS']);

/** The methods the site answers, for a 405's Allow header. */
export const ALLOWED_METHODS = [...METHODS].join(', ');

export const allowedMethod = (method: string | undefined): boolean => METHODS.has(method ?? '');

/**
 * Whether the path of a request's target (not its query) percent-decodes to UTF-8, as Next's router decodes it. A
 * dynamic route (/work/[slug], /admin/content/[collection]/[id], /media/[file], ...) decodes its segments, and Next
 * answers one with a broken percent-escape (`%9`, `%zz`, `%E0%A4`) with 500. No address of ours has one.
 */
export function decodablePath(url: string | undefined): boolean {
  try {
    decodeURIComponent((url ?? '/').split('?')[0]);
    return true;
  } catch {
    return false;
  }
}

/** The path of a request's target, or undefined when it does not parse as a URL. */
export function pathnameOf(url: string | undefined): string | undefined {
  try {
    return new URL(url ?? '/', 'http://localhost').pathname;
  } catch {
    return undefined;
  }
}
