import { Link } from '@/components/ui/link';
import { SiteChrome } from '@/components/layout/site-chrome';
import { PageBanner } from '@/components/ui/page-banner';
import { notFoundPage } from '@/content/not-found';

export const metadata = { title: notFoundPage.title, description: notFoundPage.lead, robots: { index: false } };

export default function NotFound() {
  return (
    <SiteChrome>
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
    </SiteChrome>
  );
}
