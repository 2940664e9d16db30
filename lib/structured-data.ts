import type { Post } from '@/content/posts';
import type { Job } from './careers';
import { site } from '@/content/site';
import { seedFacts, type CompanyFacts } from './company-facts';
import type { FaqItem, NavLink } from '@/content/types';

/** schema.org FAQPage for a list of questions and answers. */
export function faqPageJsonLd(items: FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.title,
      acceptedAnswer: { '@type': 'Answer', text: item.content },
    })),
  };
}

/** schema.org BreadcrumbList; `site` turns paths into absolute URLs. */
export function breadcrumbJsonLd(trail: NavLink[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: absoluteUrl(item.href),
    })),
  };
}

/** `brand`: the live Company item's (server/content/public.ts companyFacts). */
export function blogPostingJsonLd(post: Pick<Post, 'slug' | 'title' | 'description' | 'date' | 'author' | 'image' | 'tags'>, brand: string = site.brand) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    dateModified: post.date,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: brand, logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') } },
    image: post.image ? absoluteUrl(post.image.src) : undefined,
    keywords: post.tags.join(', '),
    mainEntityOfPage: absoluteUrl(`/blog/${post.slug}`),
  };
}

export function absoluteUrl(path: string): string {
  return `${site.url}${path === '/' ? '' : path}`;
}

/** schema.org JobPosting with Google's required and recommended properties; `facts`: the live Company item's. */
export function jobPostingJsonLd(job: Job, description: string, facts: CompanyFacts = seedFacts) {
  const country = /india/i.test(job.job_location) ? 'IN' : 'US';
  const remote = /remote/i.test(job.job_location);
  const locality = job.job_location.split(/[,(]/)[0].trim();
  const office = facts.addresses.find((a) => a.countryCode === country) ?? facts.addresses[0] ?? { lines: ['', ''] };
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.job_title,
    description,
    datePosted: job.created_at,
    ...(job.valid_through ? { validThrough: job.valid_through } : {}),
    employmentType: job.employment_type,
    identifier: { '@type': 'PropertyValue', name: facts.brand, value: String(job.id) },
    directApply: true,
    hiringOrganization: { '@type': 'Organization', name: facts.brand, sameAs: site.url, logo: absoluteUrl('/icon.svg') },
    ...(remote
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: country === 'IN' ? 'India' : 'United States' } }
      : {}),
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', streetAddress: remote ? undefined : office.lines[0], addressLocality: remote ? (office.lines[1] ?? '').split(',')[0] : locality, addressCountry: country },
    },
    ...(job.salary_from !== null || job.salary_to !== null
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.currency ?? 'USD',
            value: { '@type': 'QuantitativeValue', minValue: job.salary_from ?? job.salary_to, maxValue: job.salary_to ?? job.salary_from, unitText: 'YEAR' },
          },
        }
      : {}),
  };
}

type Office = CompanyFacts['addresses'][number];

/** Whether an office's line names its country ('United States', 'USA', 'US'): addressCountry says that already. */
function namesCountry(line: string, office: Office): boolean {
  const name = line.trim().toLowerCase();
  let official: string | undefined;
  try {
    official = new Intl.DisplayNames(['en'], { type: 'region' }).of(office.countryCode);
  } catch {
    official = undefined;
  }
  return [office.country, office.countryCode, official].some((candidate) => candidate?.trim().toLowerCase() === name);
}

/** A postcode: a run of letters and digits holding a digit, perhaps in two parts (27601, 380015, 10001-1234, SW1A 1AA, M5V 2T6). */
const POSTCODE = String.raw`[A-Za-z0-9]*\d[A-Za-z0-9]*(?:[ -][A-Za-z0-9]{2,4})?`;
const PLACES: { pattern: RegExp; read: (match: RegExpExecArray) => { addressLocality: string; addressRegion?: string; postalCode?: string } }[] = [
  // "London, SW1A 1AA"
  { pattern: new RegExp(String.raw`^([^,]+),\s*(${POSTCODE})$`), read: (m) => ({ addressLocality: m[1], postalCode: m[2] }) },
  // "Raleigh, NC 27601", "Ahmedabad, Gujarat 380015", "Toronto, ON M5V 2T6"
  { pattern: new RegExp(String.raw`^([^,]+),\s*([^,]*?\D[^,]*?)\s+(${POSTCODE})$`), read: (m) => ({ addressLocality: m[1], addressRegion: m[2], postalCode: m[3] }) },
  // "Austin, Texas"
  { pattern: /^([^,]+),\s*([^,\d]+)$/, read: (m) => ({ addressLocality: m[1], addressRegion: m[2] }) },
  // "10115 Berlin", "75008 Paris"
  { pattern: /^(\d[\d -]{2,8}\d)\s+(\D.*)$/, read: (m) => ({ addressLocality: m[2], postalCode: m[1] }) },
  // "London SW1A 1AA", "Ahmedabad 380015"
  { pattern: new RegExp(String.raw`^(\D.*?)\s+(${POSTCODE})$`), read: (m) => ({ addressLocality: m[1], postalCode: m[2] }) },
];

/**
 * An office as schema.org's PostalAddress. Its lines are the street, then the place ("City, Region Postcode", as the
 * studio's hint asks; "Postcode City" and "City Postcode" are read too), then the country, which is left out (its code
 * is addressCountry). A place line in none of those shapes is the locality whole.
 */
export function postalAddress(office: Office) {
  const lines = office.lines.length > 1 && namesCountry(office.lines.at(-1)!, office) ? office.lines.slice(0, -1) : office.lines;
  const place = lines.length > 1 ? lines.at(-1)!.trim() : undefined;
  const street = (place === undefined ? lines : lines.slice(0, -1)).join(', ');
  const parts = place === undefined ? undefined : PLACES.map(({ pattern, read }) => {
    const match = pattern.exec(place);
    return match ? read(match) : undefined;
  }).find(Boolean);
  const { addressLocality, addressRegion, postalCode } = parts ?? { addressLocality: place };
  return {
    '@type': 'PostalAddress',
    streetAddress: street || undefined,
    addressLocality: addressLocality?.trim() || undefined,
    addressRegion: addressRegion?.trim() || undefined,
    postalCode: postalCode?.trim() || undefined,
    addressCountry: office.countryCode,
  };
}

/** schema.org Organization, on every page: the live Company item's facts; the site's address and founding year are code's. */
export function organizationJsonLd(facts: CompanyFacts, url: string, founded: number) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: facts.brand,
    url,
    logo: `${url}/icon.svg`,
    email: facts.email.hello,
    telephone: facts.phone.tel,
    foundingDate: String(founded),
    address: facts.addresses.map(postalAddress),
    sameAs: facts.social.map((social) => social.href),
  };
}

/** schema.org LocalBusiness, one per office, on the contact page: the live Company item's facts. */
export function localBusinessJsonLd(facts: CompanyFacts) {
  return facts.addresses.map((address) => ({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: `${facts.brand} ${address.country}`,
    url: site.url,
    image: absoluteUrl('/icon.svg'),
    email: facts.email.hello,
    // The office's own number; one without is given none, never the company's (another country's) in its place.
    telephone: address.phone || undefined,
    address: postalAddress(address),
  }));
}
