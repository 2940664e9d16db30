import { SiteChrome } from '@/components/layout/site-chrome';
import { NotFoundBody, notFoundMetadata } from '@/components/layout/not-found-body';

export const metadata = notFoundMetadata;

/** An address no route has: the 404 page with the site's chrome around it. */
export default function NotFound() {
  return (
    <SiteChrome>
      <NotFoundBody />
    </SiteChrome>
  );
}
