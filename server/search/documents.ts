import 'server-only';
import { faqAnchor } from '@/content/faqs';
import type { Post } from '@/content/posts';
import type { CaseStudy, FaqItem, Industry, LiveService } from '@/content/types';
import type { Job } from '@/lib/careers';
import { markdownToText } from '@/lib/markdown';
import type { SearchDocument } from '@/lib/search/engine';
import { snippet } from '@/lib/search/highlight';
import { EMPLOYMENT_TYPES } from '@/lib/validation/job';

const EXCERPT_LENGTH = 160;
const join = (...parts: (string | readonly string[] | undefined)[]) => parts.flat().filter(Boolean).join(' ');
const excerpt = (text: string) => snippet(text, [], EXCERPT_LENGTH);

/** What the content studio publishes (server/content/public.ts), for the search. */
export interface StudioContent {
  caseStudies: CaseStudy[];
  posts: Post[];
  faqs: FaqItem[];
  /** the services the site shows (a hidden one is not searched) */
  services: LiveService[];
  industries: Industry[];
}

/** Every content page: services, industries, case studies, posts and FAQs as published. */
export function staticDocuments({ caseStudies, posts, faqs, services, industries }: StudioContent): SearchDocument[] {
  return [
    ...services.map((service): SearchDocument => {
      const url = `/${service.slug}`;
      // The home page's 'Technology Meets Creativity' panel describes the same service in other words.
      const core = service.home;
      return {
        id: `service:${service.slug}`,
        kind: 'service',
        title: service.title,
        url,
        keywords: join(service.stack.items.map((item) => item.name), core.title),
        text: join(service.summary, service.hero.tagline, service.hero.text, service.quote, service.moreSkills.text, service.moreSkills.items, core.content),
        excerpt: excerpt(service.summary),
      };
    }),
    ...industries.map((industry): SearchDocument => ({
      id: `industry:${industry.slug}`,
      kind: 'industry',
      title: industry.title,
      url: `/industries#${industry.slug}`,
      keywords: '',
      text: industry.text,
      excerpt: excerpt(industry.text),
    })),
    ...caseStudies.map((study): SearchDocument => ({
      id: `case-study:${study.slug}`,
      kind: 'case-study',
      title: study.name,
      url: `/${study.slug}`,
      keywords: join(study.tags, study.talent),
      text: join(study.headline, study.client, study.discovery, study.challenge, study.approach, study.solutions, study.results),
      excerpt: excerpt(study.headline),
    })),
    ...posts.map((post): SearchDocument => ({
      id: `post:${post.slug}`,
      kind: 'post',
      title: post.title,
      url: `/blog/${post.slug}`,
      keywords: join(post.tags, post.author),
      text: join(post.description, markdownToText(post.body)),
      excerpt: excerpt(post.description),
    })),
    ...faqs.map((faq): SearchDocument => ({
      id: `faq:${faqAnchor(faq)}`,
      kind: 'faq',
      title: faq.title,
      url: `/faqs#${faqAnchor(faq)}`,
      keywords: '',
      text: faq.content,
      excerpt: excerpt(faq.content),
    })),
  ];
}

/**
 * A published job. Only its own words are indexed: a job without a description shows the site's standard
 * text, which every job shares, so it would make every job match a query like 'feedback'.
 */
export function jobDocument(job: Job): SearchDocument {
  const employment = EMPLOYMENT_TYPES.find((type) => type.value === job.employment_type)?.label;
  const description = job.description;
  const text = join(job.job_role.name, job.job_location, employment, description?.about, description?.responsibilities, description?.requirements);
  return {
    id: `job:${job.id}`,
    kind: 'job',
    title: job.job_title,
    url: `/career-details?id=${job.id}`,
    keywords: join(job.job_role.name, employment),
    text,
    excerpt: excerpt(description?.about ?? join(job.job_role.name, '·', job.job_location, employment && `· ${employment}`)),
  };
}
