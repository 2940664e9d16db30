import type { Post } from '@/content/posts';
import type { Job } from './careers';
import { site } from '@/content/site';
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

export function blogPostingJsonLd(post: Pick<Post, 'slug' | 'title' | 'description' | 'date' | 'author' | 'image' | 'tags'>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    dateModified: post.date,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: site.brand, logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') } },
    image: post.image ? absoluteUrl(post.image.src) : undefined,
    keywords: post.tags.join(', '),
    mainEntityOfPage: absoluteUrl(`/blog/${post.slug}`),
  };
}

export function absoluteUrl(path: string): string {
  return `${site.url}${path === '/' ? '' : path}`;
}

/** schema.org JobPosting with Google's required and recommended properties. */
export function jobPostingJsonLd(job: Job, description: string) {
  const country = /india/i.test(job.job_location) ? 'IN' : 'US';
  const remote = /remote/i.test(job.job_location);
  const locality = job.job_location.split(/[,(]/)[0].trim();
  const office = site.addresses.find((a) => a.countryCode === country) ?? site.addresses[0];
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.job_title,
    description,
    datePosted: job.created_at,
    ...(job.valid_through ? { validThrough: job.valid_through } : {}),
    employmentType: job.employment_type,
    identifier: { '@type': 'PropertyValue', name: site.brand, value: String(job.id) },
    directApply: true,
    hiringOrganization: { '@type': 'Organization', name: site.brand, sameAs: site.url, logo: absoluteUrl('/icon.svg') },
    ...(remote
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: country === 'IN' ? 'India' : 'United States' } }
      : {}),
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', streetAddress: remote ? undefined : office.lines[0], addressLocality: remote ? office.lines[1].split(',')[0] : locality, addressCountry: country },
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
