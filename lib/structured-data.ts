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

const postalAddress = (address: CompanyFacts['addresses'][number]) => ({
  '@type': 'PostalAddress',
  streetAddress: address.lines[0],
  addressLocality: address.lines[1],
  addressCountry: address.countryCode,
});

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
    telephone: facts.phone.tel,
    address: { ...postalAddress(address), streetAddress: address.lines.slice(0, -2).join(', ') || address.lines[0], addressLocality: address.lines.at(-2) ?? address.lines[1] },
  }));
}
