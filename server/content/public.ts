import 'server-only';
import { connection } from 'next/server';
import { cache } from 'react';
import type { Post } from '@/content/posts';
import type { CaseStudy, FaqItem, ImageAsset, Industry, LegalDocument, LiveService, QuoteProjectType, Talent, Testimonial } from '@/content/types';
import { schemaFor, SPECS, type CollectionName, type Fields, type PageFields } from '@/lib/content/collections';
import { workPage } from '@/content/case-studies';
import { fillFacts, seedFacts, type CompanyFacts } from '@/lib/company-facts';
import { fillCount, SERVICES_COUNT } from '@/lib/content/counts';
import { liveLegalVersion, type LegalVersion } from '@/lib/legal-version';
import { legalDocuments } from '@/content/legal';
import { home } from '@/content/home';
import { lifePage } from '@/content/life';
import type { AboutContent, BannerPageContent, BlogPageContent, CareersContent, ContactContent, FaqsPageContent, HomeContent, LifeContent, SearchPageContent } from '@/content/pages';
import { faqsPage } from '@/content/faqs-page';
import { processTracks } from '@/content/process';
import { technologyGroups } from '@/content/technologies';
import { lifePath } from '@/content/site';
import { markdownToText } from '@/lib/markdown';
import { mediaUrl, mediaWidths } from '@/lib/media';
import { currentDb } from '../db/current';
import * as repo from '../repositories/content';
import { COMPANY_SLUG, seedItems, withHrToken } from './seed';

// What the public pages read: the live version of each item, in the shapes the components already draw
// (content/types.ts), so the templates do not know where content comes from. Read once per request.
//
// If the database cannot be reached, a page still renders from the last content this process read (or, before
// any read, the seed), rather than failing: the home page, the blog and the case studies stay up through an
// outage, and never show an item that was taken down while the process was watching.

export interface Live<C extends CollectionName = CollectionName> {
  slug: string;
  fields: Fields<C>;
  publishedAt: string | null;
}

const lastGood = new Map<CollectionName, Live[]>();

const rows = cache(async (collection: CollectionName): Promise<Live[]> => {
  try {
    const db = await currentDb();
    const live = (await repo.publishedRows(db.kysely, collection)).flatMap((row): Live[] => {
      const parsed = schemaFor(collection, row.published_slug!).safeParse(JSON.parse(row.published!));
      return parsed.success ? [{ slug: row.published_slug!, fields: parsed.data, publishedAt: row.published_at }] : [];
    });
    lastGood.set(collection, live);
    return live;
  } catch (error) {
    console.error(`content: ${collection} could not be read (${(error as Error).message}); showing the last known version`);
    return lastGood.get(collection) ?? seedItems().filter((item) => item.collection === collection).map((item) => ({ slug: item.slug, fields: item.fields, publishedAt: null }));
  }
});

/** Every live item of a collection, in the order staff gave them (the last good read, or the seed, through an outage). */
export const liveItems = <C extends CollectionName>(collection: C): Promise<Live<C>[]> => rows(collection) as Promise<Live<C>[]>;

/**
 * One live item by its slug. An item of a fixed collection (a page the code routes to) is never missing from the
 * site: if the database does not hold it yet (an install not seeded with that collection), its seed stands in.
 */
export async function liveItem<C extends CollectionName>(collection: C, slug: string): Promise<Live<C> | undefined> {
  const found = (await liveItems(collection)).find((row) => row.slug === slug);
  if (found || !SPECS[collection].fixed) return found;
  const seed = seedItems().find((item) => item.collection === collection && item.slug === slug);
  return seed && { slug: seed.slug, fields: seed.fields as Fields<C>, publishedAt: null };
}

const image = (value: Fields<'posts'>['image']): ImageAsset | undefined => value && { src: value.src, width: value.width, height: value.height, alt: value.alt, ...(value.focus ? { focus: value.focus } : {}) };

/** A summary from the body when none was written: its first words, cut at a word near 160 characters. */
export function summaryOf(summary: string, body: string): string {
  if (summary) return summary;
  const text = markdownToText(body);
  if (text.length <= 160) return text;
  const cut = text.slice(0, 160);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 100)).replace(/[\s,;:.]+$/, '')}…`;
}

export function toPost(slug: string, fields: Fields<'posts'>, publishedAt: string | null): Post {
  return {
    slug,
    title: fields.title,
    description: summaryOf(fields.summary, fields.body),
    date: fields.date || (publishedAt ?? new Date().toISOString()).slice(0, 10),
    author: fields.author,
    authorRole: fields.authorRole,
    tags: fields.tags,
    image: image(fields.image),
    body: fields.body,
    seoTitle: fields.seoTitle || undefined,
    seoDescription: fields.seoDescription || undefined,
    ogImage: image(fields.ogImage),
  };
}

export function toCaseStudy(slug: string, fields: Fields<'case-studies'> & { cover: NonNullable<Fields<'case-studies'>['cover']> }): CaseStudy {
  return {
    kind: 'case-study',
    slug,
    name: fields.title,
    year: fields.year,
    tags: fields.tags,
    headline: fields.headline,
    cover: image(fields.cover)!,
    images: fields.images.map((each) => image(each)!),
    client: fields.client,
    talent: fields.talent,
    discovery: fields.discovery,
    challenge: fields.challenge,
    approach: fields.approach,
    solutions: fields.solutions,
    results: fields.results,
    projectType: fields.projectType === 'other-projecttype' ? { value: 'other-projecttype', other: fields.projectTypeOther } : { value: fields.projectType as Exclude<CaseStudy['projectType']['value'], 'other-projecttype'> },
    seo: { title: fields.seoTitle || fields.title, description: fields.seoDescription || fields.headline, path: `/${slug}`, image: image(fields.ogImage) ?? shareImageOf(fields.cover) },
  };
}

/**
 * A case study's cover as the image a link to it shows (Open Graph, X) when staff chose none: the library's JPEG of
 * it, at most 1280 wide (link previews take neither AVIF nor WebP). A cover from outside the library is used as it
 * is when it is a JPEG or PNG; otherwise the portfolio's own share image.
 */
export function shareImageOf(cover: NonNullable<Fields<'case-studies'>['cover']>): ImageAsset {
  const library = /^\/media\/([0-9a-f]{32})-\d+\.(?:avif|webp|jpg)$/.exec(cover.src);
  if (library) {
    const width = mediaWidths(cover.width).filter((each) => each <= 1280).at(-1) ?? cover.width;
    return { src: mediaUrl(library[1], width, 'jpg'), width, height: Math.round((cover.height * width) / cover.width), alt: cover.alt };
  }
  if (/\.(?:jpe?g|png)$/i.test(cover.src)) return image(cover)!;
  return workPage.seo.image!;
}

/** Every live post, newest first. */
export const publishedPosts = cache(async (): Promise<Post[]> =>
  (await rows('posts')).map((row) => toPost(row.slug, row.fields as Fields<'posts'>, row.publishedAt)).sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug)),
);

export const publishedPost = async (slug: string) => (await publishedPosts()).find((post) => post.slug === slug);

/** Every live case study, in the order staff gave them. */
export const publishedCaseStudies = cache(async (): Promise<CaseStudy[]> =>
  (await rows('case-studies')).flatMap((row) => {
    const fields = row.fields as Fields<'case-studies'>;
    return fields.cover ? [toCaseStudy(row.slug, { ...fields, cover: fields.cover })] : []; // publishing requires a cover
  }),
);

export const publishedCaseStudy = async (slug: string) => (await publishedCaseStudies()).find((study) => study.slug === slug);

export const publishedTestimonials = cache(async (): Promise<Testimonial[]> =>
  (await rows('testimonials')).map(({ fields }) => {
    const quote = fields as Fields<'testimonials'>;
    return { company: quote.title, role: quote.role, paragraph: quote.paragraph };
  }),
);

export const publishedFaqs = cache(async (): Promise<FaqItem[]> =>
  (await rows('faqs')).map(({ fields }) => {
    const faq = fields as Fields<'faqs'>;
    return { title: faq.title, content: faq.content };
  }),
);

export const publishedTeam = cache(async (): Promise<Talent[]> =>
  (await rows('team')).flatMap(({ fields }) => {
    const person = fields as Fields<'team'>;
    return person.image ? [{ name: person.title, position: person.position, image: image(person.image)! }] : [];
  }),
);

/** Everything the search indexes from the studio, once per request. */
export const studioContent = cache(async () => ({ caseStudies: await publishedCaseStudies(), posts: await publishedPosts(), faqs: await publishedFaqs(), services: await shownServices(), industries: await publishedIndustries() }));

/** Where an old address of a post or case study leads now (a 308), if anywhere. */
export async function movedTo(collection: 'posts' | 'case-studies', slug: string): Promise<string | undefined> {
  try {
    const target = await repo.redirectTarget((await currentDb()).kysely, collection, slug);
    return target && (collection === 'posts' ? `/blog/${target}` : `/${target}`);
  } catch {
    return undefined;
  }
}

// ---- Company facts and legal texts (collections 'company' and 'legal', owner only, fixed items) ----

let lastFacts: CompanyFacts = seedFacts;

/** The Company item's fields as the facts the pages, mails and structured data use (lib/company-facts.ts). */
export function toFacts(fields: Fields<'company'>): CompanyFacts {
  return {
    brand: fields.title,
    email: { hello: fields.emailHello, hr: fields.emailHr, privacy: fields.emailPrivacy },
    phone: { display: fields.phoneDisplay, tel: fields.phoneTel },
    addresses: fields.addresses.map((address) => ({ country: address.country, countryCode: address.countryCode, lines: address.lines.split(/\r?\n/).map((line) => line.trim()).filter(Boolean) })),
    social: fields.social.map((link) => ({ label: link.label, href: link.href })),
  };
}

/**
 * The company's facts as published (the studio's Company item), once per request: the one reader for everything
 * that shows them. The seed (content/site.ts) before the first read, the last good read through an outage.
 */
export const companyFacts = cache(async (): Promise<CompanyFacts> => {
  const live = await liveItem('company', COMPANY_SLUG);
  lastFacts = live ? toFacts(live.fields) : seedFacts;
  return lastFacts;
});

/** The facts as last read (the seed before any read): for a message while the database is not answering. */
export const knownFacts = (): CompanyFacts => lastFacts;

/**
 * The facts for a page's component (the footer, the header, the contact block, the JSON-LD): read per request, so
 * the page is rendered per request and kept by the page cache until something is published.
 */
export async function pageFacts(): Promise<CompanyFacts> {
  await connection();
  return companyFacts();
}

export interface LiveLegal {
  slug: LegalDocument['slug'];
  fields: Fields<'legal'>;
  /** the version the consent records name (lib/legal-version.ts) */
  version: LegalVersion;
}

/** A legal page as published, with its version; its seed when the database does not hold it yet (a fixed item). */
export const liveLegal = cache(async (slug: LegalDocument['slug']): Promise<LiveLegal | undefined> => {
  const [live, facts] = await Promise.all([liveItem('legal', slug), companyFacts()]);
  return live && { slug, fields: live.fields, version: liveLegalVersion(slug, live.fields, facts) };
});

/** The live legal pages' versions, for the consent records of a submission (server/forms/consent.ts). */
export const liveLegalVersions = cache(async (): Promise<Partial<Record<LegalDocument['slug'], LegalVersion>>> => {
  const versions: Partial<Record<LegalDocument['slug'], LegalVersion>> = {};
  for (const doc of legalDocuments) {
    const live = await liveLegal(doc.slug);
    if (live) versions[doc.slug] = live.version;
  }
  return versions;
});

// ---- Services and industries (issue 35) ----

/** A service's live fields as its page, its card and its home entry draw them; `number` is its place among the shown. */
export function toService(slug: string, fields: Fields<'services'>, number = ''): LiveService {
  return {
    kind: 'service',
    slug,
    number,
    title: fields.title,
    summary: fields.summary,
    hero: { eyebrow: fields.eyebrow, tagline: fields.tagline, text: fields.heroText, ...(fields.heroImage ? { image: image(fields.heroImage) } : {}) },
    quote: fields.quote,
    stack: { heading: fields.stackHeading, items: fields.stack.map((row) => (row.icon ? { name: row.name, icon: row.icon } : { name: row.name })) },
    moreSkills: { heading: 'Looking For More Skills?', text: fields.moreSkillsText, items: fields.moreSkills },
    samples: fields.samples.map((each) => image(each)!),
    projectType: fields.projectType === 'other-projecttype' ? { value: 'other-projecttype', other: fields.projectTypeOther } : { value: fields.projectType as Exclude<QuoteProjectType['value'], 'other-projecttype'> },
    seo: { title: fields.seoTitle || fields.title, description: fields.seoDescription || fields.summary, path: `/${slug}`, ...(fields.ogImage ? { image: image(fields.ogImage) } : {}) },
    why: { heading: 'Why Choose us?', points: fields.why.map((row) => ({ title: row.title, text: row.text })) },
    home: { number, title: fields.homeTitle || fields.title, content: fields.homeText || fields.summary, href: `/${slug}` },
  };
}

/**
 * Every service, live, in staff order. The services are the site's own pages (a fixed collection): one the database
 * does not hold yet is its seed, at the end, so its address never answers 404 by accident.
 */
const servicesLive = cache(async () => {
  const live = (await liveItems('services')).map((row) => ({ slug: row.slug, fields: row.fields as Fields<'services'> }));
  const missing = seedItems().filter((item) => item.collection === 'services' && !live.some((row) => row.slug === item.slug));
  return [...live, ...missing.map((item) => ({ slug: item.slug, fields: item.fields as Fields<'services'> }))];
});

/**
 * The services the site lists (the /services grid, the home page's core services, the sitemap, the search, the quote
 * form), in the order staff gave them, numbered 01, 02 … as they are shown: a hidden one is in none of them.
 */
export const shownServices = cache(async (): Promise<LiveService[]> =>
  (await servicesLive())
    .filter((row) => row.fields.visibility === 'shown')
    .map((row, index) => toService(row.slug, row.fields, String(index + 1).padStart(2, '0'))),
);

/** The paths of the services the site does not show now (for lists built from the route table, like the sitemap). */
export const hiddenServicePaths = cache(async (): Promise<Set<string>> => new Set((await servicesLive()).filter((row) => row.fields.visibility !== 'shown').map((row) => `/${row.slug}`)));

export type ServiceRoute = { kind: 'page'; service: LiveService } | { kind: 'redirect'; to: string } | { kind: 'missing' };

/**
 * What /{slug} of a service answers: its page, a redirect where staff sent it (followed through other hidden services
 * that redirect, so a visitor never bounces twice; a loop is a 404), or 404.
 */
export async function serviceRoute(slug: string): Promise<ServiceRoute> {
  const all = await servicesLive();
  const shown = await shownServices();
  const page = shown.find((service) => service.slug === slug);
  if (page) return { kind: 'page', service: page };
  const seen = new Set<string>();
  let at = all.find((row) => row.slug === slug);
  while (at && at.fields.visibility === 'hidden-redirect' && at.fields.redirectTo && !seen.has(at.slug)) {
    seen.add(at.slug);
    const to = at.fields.redirectTo;
    const path = to.split(/[?#]/)[0].replace(/(.)\/+$/, '$1');
    const next = all.find((row) => `/${row.slug}` === path);
    if (!next || next.fields.visibility === 'shown') return { kind: 'redirect', to };
    at = next;
  }
  return { kind: 'missing' };
}

/** Every live industry with its image (publishing requires one), in the order staff gave them. */
export const publishedIndustries = cache(async (): Promise<Industry[]> =>
  (await liveItems('industries')).flatMap(({ slug, fields }) => {
    const industry = fields as Fields<'industries'>;
    return industry.image ? [{ slug, title: industry.title, text: industry.text, image: image(industry.image)! }] : [];
  }),
);

// The site's own pages (the 'pages' collection): an item's fields in the shapes the templates draw
// (content/pages.ts). The links, calls to action, tab names and addresses are the code's.

type PageSeo = { seoTitle: string; seoDescription: string; ogImage?: Fields<'posts'>['ogImage'] };
const pageSeo = (fields: PageSeo, path: string) => ({ title: fields.seoTitle, description: fields.seoDescription, path, ...(fields.ogImage ? { image: image(fields.ogImage) } : {}) });
const required = (value: NonNullable<Fields<'posts'>['image']>): ImageAsset => image(value)!;

export function toHomePage(fields: PageFields<'home'>): HomeContent {
  const track = (index: number, steps: { title: string; text: string }[]) => ({ id: processTracks[index].id, label: processTracks[index].label, steps: steps.map((step) => ({ title: step.title, text: step.text })) });
  const group = (index: number, tools: { name: string; icon: string }[]) => ({ id: technologyGroups[index].id, label: technologyGroups[index].label, items: tools.map((tool) => (tool.icon ? { name: tool.name, icon: tool.icon } : { name: tool.name })) });
  return {
    hero: { lines: fields.heroLines, intro: fields.heroLead, cta: { ...home.hero.cta } },
    talent: { heading: fields.talentHeading, text: fields.talentText },
    about: { eyebrow: fields.aboutEyebrow, heading: fields.aboutHeading, text: fields.aboutText, cta: { ...home.about.cta } },
    counters: fields.counters.map((counter) => ({ value: counter.value, label: counter.label })),
    process: { heading: fields.processHeading, text: fields.processText, tracks: [track(0, fields.deliverySteps), track(1, fields.talentSteps)] },
    technologies: { heading: fields.techHeading, text: fields.techText, groups: [group(0, fields.frontEnd), group(1, fields.backEnd), group(2, fields.mobile), group(3, fields.cloud)] },
    video: { heading: fields.videoHeading, caption: fields.videoCaption },
    industries: { heading: fields.industriesHeading, text: fields.industriesText },
    testimonials: { heading: fields.testimonialsHeading, text: fields.testimonialsText },
    faq: { heading: fields.faqHeading, cta: { ...home.faq.cta } },
    coreServices: { eyebrow: fields.coreServicesEyebrow, heading: fields.coreServicesHeading, cta: { ...home.coreServices.cta } },
    seo: pageSeo(fields, '/'),
  };
}

export function toAboutPage(fields: PageFields<'about'>): AboutContent {
  return {
    hero: { eyebrow: fields.heroEyebrow, title: fields.heroTitle, lead: fields.heroLead },
    approach: { heading: fields.approachHeading, paragraphs: fields.approachText, image: required(fields.approachImage) },
    name: { heading: fields.nameHeading, paragraphs: fields.nameText, image: required(fields.nameImage) },
    mission: { heading: fields.missionHeading, paragraphs: fields.missionText, image: required(fields.missionImage) },
    talent: { heading: fields.talentHeading, lead: fields.talentText },
    seo: pageSeo(fields, '/about-us'),
  };
}

/**
 * The careers page; `facts`: the company's, whose careers mailbox the Reach Out box shows under its text and whose
 * tokens ({email.hr}, lib/company-facts.ts) its text may write, filled in here as the legal pages' are.
 */
export function toCareersPage(fields: PageFields<'careers'>, facts: CompanyFacts = seedFacts): CareersContent {
  return {
    eyebrow: fields.heroEyebrow,
    title: fields.heroTitle,
    lead: fields.heroLead,
    listTitle: fields.listHeading,
    empty: fields.emptyText,
    unavailable: fields.unavailableText,
    reachOut: { title: fields.reachOutHeading, text: fillFacts(withHrToken(fields.reachOutText), facts), email: facts.email.hr },
    details: { eyebrow: fields.detailsEyebrow, title: fields.detailsTitle },
    seo: pageSeo(fields, '/career'),
  };
}

export function toLifePage(fields: PageFields<'life'>): LifeContent {
  return {
    hero: { eyebrow: fields.heroEyebrow, title: fields.heroTitle, lead: fields.heroLead, image: required(fields.heroImage) },
    culture: { heading: fields.cultureHeading, paragraphs: fields.cultureText, images: fields.cultureImages.map(required) },
    values: { heading: fields.valuesHeading, items: fields.values.map((value) => ({ title: value.title, text: value.text })) },
    perks: { heading: fields.perksHeading, items: fields.perks.map((perk) => ({ title: perk.title, text: perk.text })) },
    careers: { heading: fields.joinHeading, text: fields.joinText, cta: { ...lifePage.careers.cta } },
    seo: pageSeo(fields, lifePath),
  };
}

export function toContactPage(fields: PageFields<'contact'>): ContactContent {
  return { eyebrow: fields.heroEyebrow, title: fields.heroTitle, lead: fields.heroLead, blockTitle: fields.blockHeading, seo: pageSeo(fields, '/contact-us') };
}

// The list pages: a banner and SEO each (the FAQs page a closing line and link too); the addresses are the code's.
type BannerFields = Omit<PageFields<'services'>, 'title'>;
const toBanner = (fields: BannerFields, path: string): BannerPageContent => ({ eyebrow: fields.heroEyebrow, title: fields.heroTitle, lead: fields.heroLead, seo: pageSeo(fields, path) });
/** The services page's banner, its `{services.count}` filled with the number of services shown (`shown`). */
export const toServicesPage = (fields: PageFields<'services'>, shown: number) => {
  const count = (text: string) => fillCount(text, SERVICES_COUNT, shown);
  return toBanner({ ...fields, heroEyebrow: count(fields.heroEyebrow), heroTitle: count(fields.heroTitle), heroLead: count(fields.heroLead) }, '/services');
};
export const toIndustriesPage = (fields: PageFields<'industries'>) => toBanner(fields, '/industries');
export const toWorkPage = (fields: PageFields<'work'>) => toBanner(fields, '/work');
/** /blog, and the RSS feed's channel (/blog/rss.xml). */
export const toBlogPage = (fields: PageFields<'blog'>): BlogPageContent => ({ ...toBanner(fields, '/blog'), feed: { title: fields.feedTitle, description: fields.feedDescription } });
/** /get-quote and /get-quote/start (whose canonical address is /get-quote). */
export const toQuotePage = (fields: PageFields<'quote'>) => toBanner(fields, '/get-quote');
/** /search: kept out of the index by the route (robots: noindex), whatever staff write here. */
export const toSearchPage = (fields: PageFields<'search'>): SearchPageContent => ({
  ...toBanner(fields, '/search'),
  form: { label: fields.searchLabel, placeholder: fields.searchPlaceholder, submit: fields.searchButton },
  tips: { heading: fields.tipsHeading, items: fields.tips },
  noResults: { text: fields.noResultsText, links: fields.browse.map(({ label, href }) => ({ label, href })) },
});
export function toFaqsPage(fields: PageFields<'faqs'>): FaqsPageContent {
  return { ...toBanner(fields, '/faqs'), cta: { text: fields.ctaText, label: fields.ctaLabel, href: faqsPage.cta.href } };
}

/** A page's live fields: never missing (a fixed item's seed stands in), once per request. */
const livePage = cache(async (slug: string) => (await liveItem('pages', slug))!.fields);

export const homePage = async () => toHomePage((await livePage('home')) as PageFields<'home'>);
export const aboutPageContent = async () => toAboutPage((await livePage('about')) as PageFields<'about'>);
export const careersPage = async () => toCareersPage((await livePage('careers')) as PageFields<'careers'>, await companyFacts());
export const lifePageContent = async () => toLifePage((await livePage('life')) as PageFields<'life'>);
export const contactPageContent = async () => toContactPage((await livePage('contact')) as PageFields<'contact'>);
export const servicesPageContent = async () => toServicesPage((await livePage('services')) as PageFields<'services'>, (await shownServices()).length);
export const industriesPageContent = async () => toIndustriesPage((await livePage('industries')) as PageFields<'industries'>);
export const workPageContent = async () => toWorkPage((await livePage('work')) as PageFields<'work'>);
export const blogPageContent = async () => toBlogPage((await livePage('blog')) as PageFields<'blog'>);
export const faqsPageContent = async () => toFaqsPage((await livePage('faqs')) as PageFields<'faqs'>);
export const quotePageContent = async () => toQuotePage((await livePage('quote')) as PageFields<'quote'>);
export const searchPageContent = async () => toSearchPage((await livePage('search')) as PageFields<'search'>);
