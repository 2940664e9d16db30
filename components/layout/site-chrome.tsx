import { cookieBanner } from '@/content/consent';
import { CookieConsent } from './cookie-consent';
import { SiteFooter } from './footer';
import { SiteHeader } from './header';
import { OrganizationJsonLd } from './organization-json-ld';
import { PageViewBeacon } from './page-view-beacon';
import { SiteEffects } from './site-effects';

/** Header, footer and the site-wide extras around a public page (also used by the 404 page). */
export function SiteChrome({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <CookieConsent title={cookieBanner.title} text={cookieBanner.text} />
      <SiteEffects />
      <OrganizationJsonLd />
      <PageViewBeacon />
    </>
  );
}
