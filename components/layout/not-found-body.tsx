import { Link } from '@/components/ui/link';
import { PageBanner } from '@/components/ui/page-banner';
import { notFoundPage } from '@/content/not-found';

export const notFoundMetadata = { title: notFoundPage.title, description: notFoundPage.lead, robots: { index: false } };

/** The 404 page's content: inside the site's chrome (app/(site)/not-found.tsx) or wrapped in it (app/not-found.tsx). */
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
