/**
 * Routes the site links to that later issues build: #6 (careers). Until they land,
 * links to them and Next's prefetches of them answer 404; tests accept exactly these and nothing else.
 */
export const PENDING_ROUTES = new Set(['/career']);

export function isPendingRoute(url: string): boolean {
  try {
    return PENDING_ROUTES.has(new URL(url, 'http://x').pathname);
  } catch {
    return false;
  }
}
