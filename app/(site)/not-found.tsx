import { NotFoundBody, notFoundMetadata } from '@/components/layout/not-found-body';

export const metadata = notFoundMetadata;

/** A page of the site that has nothing at its address (a post or case study not published): the chrome is the layout's. */
export default function SiteNotFound() {
  return <NotFoundBody />;
}
