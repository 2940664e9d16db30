import { NotFoundBody, notFoundMetadata } from '@/components/layout/not-found-body';

export const metadata = notFoundMetadata;

/**
 * notFound() outside the site's pages (an admin address for something deleted). Without the site's chrome: the root
 * layout's not-found page is in every page's RSC payload, so it stays small. Unknown addresses get the site's 404
 * page inside its chrome from app/(site)/[...missing].
 */
export default function NotFound() {
  return (
    <main id="main" tabIndex={-1}>
      <NotFoundBody />
    </main>
  );
}
