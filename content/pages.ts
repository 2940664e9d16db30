import type { Counter, ImageAsset, NavLink, ProcessTrack, Seo, TechnologyGroup } from './types';

/**
 * The shapes the site's own pages draw (home, about, careers, life, contact, and the list pages). Their words and
 * images are the content studio's 'pages' collection (server/content/public.ts maps an item's fields to these); the modules beside
 * this file are the seed. Links and calls to action stay in code: staff change the content, not the layout.
 */

export interface Cta {
  label: string;
  href: string;
}

interface TitledText {
  title: string;
  text: string;
}

export interface HomeContent {
  hero: { lines: string[]; intro: string; cta: Cta };
  talent: { heading: string; text: string };
  about: { eyebrow: string; heading: string; text: string; cta: Cta };
  counters: Counter[];
  process: { heading: string; text: string; tracks: ProcessTrack[] };
  technologies: { heading: string; text: string; groups: TechnologyGroup[] };
  video: { heading: string; caption: string };
  industries: { heading: string; text: string };
  testimonials: { heading: string; text: string };
  faq: { heading: string; cta: Cta };
  coreServices: { eyebrow: string; heading: string; cta: Cta };
  seo: Seo;
}

export interface AboutSection {
  heading: string;
  paragraphs: string[];
  image: ImageAsset;
}

export interface AboutContent {
  hero: { eyebrow: string; title: string; lead: string };
  approach: AboutSection;
  name: AboutSection;
  mission: AboutSection;
  talent: { heading: string; lead: string };
  seo: Seo;
}

export interface CareersContent {
  eyebrow: string;
  title: string;
  lead: string;
  listTitle: string;
  empty: string;
  unavailable: string;
  reachOut: { title: string; text: string; email: string };
  /** a job's page (/career-details) when the jobs cannot be loaded: its banner, above `unavailable` */
  details: { eyebrow: string; title: string };
  seo: Seo;
}

export interface LifeContent {
  hero: { eyebrow: string; title: string; lead: string; image: ImageAsset };
  culture: { heading: string; paragraphs: string[]; images: ImageAsset[] };
  values: { heading: string; items: TitledText[] };
  perks: { heading: string; items: TitledText[] };
  careers: { heading: string; text: string; cta: Cta };
  seo: Seo;
}

export interface ContactContent {
  eyebrow: string;
  title: string;
  lead: string;
  blockTitle: string;
  seo: Seo;
}

/** A list page's words (services, industries, work, blog, the quote form, search): its banner and its SEO. */
export interface BannerPageContent {
  eyebrow: string;
  title: string;
  lead: string;
  seo: Seo;
}

/** The blog: its banner, and the RSS feed's channel title and description (/blog/rss.xml). */
export interface BlogPageContent extends BannerPageContent {
  feed: { title: string; description: string };
}

/** /search: its banner, its form's words, and the searches suggested before a query. */
export interface SearchPageContent extends BannerPageContent {
  form: { label: string; placeholder: string; submit: string };
  tips: { heading: string; items: string[] };
  /** when nothing matches: a line, and the pages to browse instead (paths on this site) */
  noResults: { text: string; links: NavLink[] };
}

/** The FAQs page: its banner, the line under the questions with its link (the link's address is the code's), its SEO. */
export interface FaqsPageContent extends BannerPageContent {
  cta: { text: string; label: string; href: string };
}
