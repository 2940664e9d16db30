import { notFound } from 'next/navigation';
import { notFoundMetadata } from '@/components/layout/not-found-body';

export const metadata = notFoundMetadata;

/**
 * An address no route answers, at any depth: the site's 404 page inside its chrome (app/(site)/not-found.tsx in the
 * site's layout). Here and not in app/not-found.tsx: the root layout's not-found page travels in every page's RSC
 * payload, so the chrome there sent every page's header and footer a second time (issue 31).
 */
export default function MissingPage(): never {
  notFound();
}
