import { site } from '@/content/site';
import { jsonLd } from '@/lib/metadata';

/** Organization structured data, on every page. */
export function OrganizationJsonLd() {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.brand,
    url: site.url,
    logo: `${site.url}/icon.svg`,
    email: site.email.hello,
    telephone: site.phone.tel,
    foundingDate: String(site.founded),
    address: site.addresses.map((address) => ({
      '@type': 'PostalAddress',
      streetAddress: address.lines[0],
      addressLocality: address.lines[1],
      addressCountry: address.countryCode,
    })),
    sameAs: Object.values(site.social).map((social) => social.href),
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />;
}
