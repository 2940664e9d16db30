import type { CaseStudy, ServiceDetail } from '@/content/types';
import { QUOTE_PREFILL } from './forms.mts';
import { LIMITS, OTHER_CHOICES, PROJECT_TYPES, type ProjectType } from './validation/options';
import { safeSourcePage } from './source-page';

/**
 * 'Start a project like this': a service or case-study page links to /get-quote with its project type and itself
 * in the query, so the form opens filled in (without JavaScript too, and as a link anyone can share). The query
 * is only a suggestion: every value is checked here, unknown ones are dropped, and the visitor can change it all.
 */

/** What the form starts with; every part optional. */
export interface QuotePrefill {
  projecttype?: ProjectType;
  /** the 'Other' box's text, only with projecttype 'other-projecttype' */
  projecttypeother?: string;
  /** the service or case study the form is about */
  about?: { key: string; kind: 'service' | 'case study'; title: string; path: string };
  /** the on-site page the visitor came from */
  sourcePage?: string;
}

type Query = Record<string, string | string[] | undefined>;
type Entry = ServiceDetail | CaseStudy;

const OTHER = OTHER_CHOICES.projecttype.other;
const ONE_LINE = /^[^\r\n\u0000-\u001f\u007f]+$/;

/** The link a service or case study's call to action opens. */
export function quoteStartHref(entry: Entry): string {
  const query = new URLSearchParams({ projecttype: entry.projectType.value });
  if (entry.projectType.value === OTHER) query.set('projecttypeother', entry.projectType.other);
  query.set(entry.kind === 'service' ? 'service' : 'case', entry.slug);
  return `${QUOTE_PREFILL.page}?${query}`;
}

/**
 * A context key (`case-study:bubble-bakes`) of a service or case study we have, else undefined. The case studies
 * and the services are the content studio's, as published and shown (server/content/public.ts), passed in by the
 * caller: a hidden service is not one we have.
 */
function findEntry(key: string, caseStudies: CaseStudy[], services: ServiceDetail[]): Entry | undefined {
  const [kind, slug] = key.split(':');
  if (kind === 'case-study') return caseStudies.find((study) => study.slug === slug);
  if (kind === 'service') return services.find((service) => service.slug === slug);
  return undefined;
}

const aboutOf = (entry: Entry): NonNullable<QuotePrefill['about']> =>
  entry.kind === 'service'
    ? { key: `service:${entry.slug}`, kind: 'service', title: entry.title, path: `/${entry.slug}` }
    : { key: `case-study:${entry.slug}`, kind: 'case study', title: entry.name, path: `/${entry.slug}` };

/** How the admin and the agency's mail name a context key (`Case study: Bubble Bakes`), or null when it is unknown. */
export function sourceContextLabel(key: string | null | undefined, caseStudies: CaseStudy[], services: ServiceDetail[]): string | null {
  const entry = key ? findEntry(key, caseStudies, services) : undefined;
  if (!entry) return null;
  const about = aboutOf(entry);
  return `${about.kind === 'service' ? 'Service' : 'Case study'}: ${about.title}`;
}

/** The one value of a parameter (a repeated one counts as absent: no guessing which was meant). */
const one = (query: Query, name: string) => {
  const value = query[name];
  return typeof value === 'string' ? value.trim() : undefined;
};

/**
 * The form's starting answers from a /get-quote query: a project type among the form's options (when absent or
 * unknown, the one of the service or case study named), the 'Other' text on one line within its limit, a case study or service we
 * have (a case study wins over a service), and the page the visitor came from (`from`, else that page).
 */
export function parseQuotePrefill(query: Query, caseStudies: CaseStudy[], services: ServiceDetail[]): QuotePrefill {
  const prefill: QuotePrefill = {};
  const caseSlug = one(query, 'case');
  const serviceSlug = one(query, 'service');
  const entry = (caseSlug && findEntry(`case-study:${caseSlug}`, caseStudies, services)) || (serviceSlug && findEntry(`service:${serviceSlug}`, caseStudies, services)) || undefined;
  if (entry) prefill.about = aboutOf(entry);

  const type = one(query, 'projecttype');
  const known = PROJECT_TYPES.find((option) => option.value === type)?.value;
  if (known) {
    prefill.projecttype = known;
    const other = one(query, 'projecttypeother');
    if (known === OTHER && other && other.length <= LIMITS.other && ONE_LINE.test(other)) prefill.projecttypeother = other;
  } else if (entry) {
    prefill.projecttype = entry.projectType.value;
    if (entry.projectType.value === OTHER) prefill.projecttypeother = entry.projectType.other;
  }

  const from = safeSourcePage(one(query, 'from'));
  const sourcePage = from ?? prefill.about?.path;
  if (sourcePage) prefill.sourcePage = sourcePage;
  return prefill;
}
