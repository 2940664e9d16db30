import { NotFoundBody, notFoundMetadata } from '@/components/layout/not-found-body';

export const metadata = notFoundMetadata;
// Per request: an address nobody publishes is not worth a file in Next's page cache (a scanner would make many).
export const dynamic = 'force-dynamic';

/**
 * An address no route answers, at any depth: the site's 404 page inside its chrome, status 404 (lib/page-status.mts:
 * rendered here rather than by notFound(), which Next answers with a page drawn by its scripts alone). Not in
 * app/not-found.tsx: the root layout's not-found page travels in every page's RSC payload, so the chrome there sent
 * every page's header and footer a second time (issue 31).
 */
export default function MissingPage() {
  return <NotFoundBody />;
}
