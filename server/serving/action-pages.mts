// Which pages own each Server Action of this build, from Next's server-reference-manifest.json.
//
// Next runs an action posted to a page that does not own it by handing the request on to one that does, as a
// new request from this very server (127.0.0.1): the visitor's address is lost (the lead or the audit entry
// would say 127.0.0.1, the rate limit would count a second bucket) and everything the request guard checks
// before the body would be skipped. So the guard refuses such a post instead (request-guard.mts): a page only
// takes its own actions.
// Only erasable TypeScript syntax: this file runs under Node's type stripping (scripts/server.mjs).

interface Manifest {
  node?: Record<string, { workers?: Record<string, unknown> }>;
}

/** Action id → the URL patterns of the pages that own it. */
export type ActionOwners = ReadonlyMap<string, readonly RegExp[]>;

export function actionOwners(manifest: Manifest): ActionOwners {
  const owners = new Map<string, RegExp[]>();
  for (const [id, entry] of Object.entries(manifest.node ?? {})) {
    const patterns = Object.keys(entry.workers ?? {}).flatMap((worker) => {
      const pattern = pagePattern(worker);
      return pattern ? [pattern] : [];
    });
    owners.set(id, patterns);
  }
  return owners;
}

/**
 * The URL pattern of an app-router entry such as `app/(site)/get-quote/start/page` or
 * `app/admin/(console)/leads/[id]/page`: route groups drop out, `[x]` is one segment, `[...x]` one or more,
 * `[[...x]]` any. Null for an entry that is not a page (a route handler cannot own a form).
 */
export function pagePattern(worker: string): RegExp | null {
  const match = /^app(\/.*)?\/page$/.exec(worker);
  if (!match) return null;
  let source = '';
  for (const segment of (match[1] ?? '').split('/').filter(Boolean)) {
    if (/^\(.*\)$/.test(segment) || segment.startsWith('@')) continue; // a route group or a parallel slot
    if (/^\[\[\.\.\..+\]\]$/.test(segment)) source += '(?:/[^?#]*)?';
    else if (/^\[\.\.\..+\]$/.test(segment)) source += '/[^?#]+';
    else if (/^\[.+\]$/.test(segment)) source += '/[^/?#]+';
    else source += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
  }
  return new RegExp(`^${source || '/'}/?$`);
}

/** Whether `pathname` is one of the pages that own action `id` (true for an id the map does not know). */
export function ownsAction(owners: ActionOwners | undefined, id: string, pathname: string): boolean {
  const patterns = owners?.get(id);
  if (!patterns) return true; // not this check's business: unknown ids are refused by the id check itself
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // a malformed escape: compared as sent
  }
  return patterns.some((pattern) => pattern.test(path));
}
