import { caseStudies } from './case-studies';
import { legalDocuments } from './legal';
import { lifePath } from './site';
import { services } from './services';
import type { CaseStudy, LegalDocument, ServiceDetail } from './types';

/** What a one-segment route of the [slug] page renders. */
export type DetailEntry =
  | ServiceDetail
  | CaseStudy
  | { kind: 'legal'; slug: string; doc: LegalDocument }
  | { kind: 'life'; slug: string };

const entries: DetailEntry[] = [
  ...services,
  ...caseStudies,
  ...legalDocuments.map((doc) => ({ kind: 'legal' as const, slug: doc.slug, doc })),
  { kind: 'life', slug: lifePath.slice(1) },
];

export const detailSlugs = () => entries.map((entry) => entry.slug);
export const findDetail = (slug: string) => entries.find((entry) => entry.slug === slug);

/** Every public page, for the sitemap and the crawl test. */
export const staticRoutes = [
  '/',
  '/about-us',
  '/services',
  '/industries',
  '/work',
  '/contact-us',
  '/get-quote',
  '/career',
  '/blog',
  '/faqs',
  ...detailSlugs().map((slug) => `/${slug}`),
];
