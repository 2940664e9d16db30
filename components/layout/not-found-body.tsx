import { Link } from '@/components/ui/link';
import { PageBanner } from '@/components/ui/page-banner';
import { notFoundPage } from '@/content/not-found';
import { NOT_FOUND_STATUS } from '@/lib/page-status.mts';

/** A 404 page's title, description and status: the server answers a page with this metadata 404 (lib/page-status.mts). */
export const notFoundMetadata = { title: notFoundPage.title, description: notFoundPage.lead, robots: { index: false }, other: NOT_FOUND_STATUS };

/**
 * The 404 page's content, inside the site's chrome: rendered by a page that has nothing at its address, with
 * notFoundMetadata in place of notFound() (lib/page-status.mts says why), and by the not-found pages.
 */
export function NotFoundBody() {
  return (
    <>
      <PageBanner eyebrow="404" title={notFoundPage.title} lead={notFoundPage.lead} />
      <section className="section">
        <div className="container">
          <h2>{notFoundPage.suggestionsTitle}</h2>
          <ul>
            {notFoundPage.suggestions.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
