/** Shapes of every content record. Components only render these; copy lives in the modules beside this file. */

import type { ProjectType } from '@/lib/validation/options';

/** A raster or vector image in /public with the size it is drawn at and its text alternative. */
export interface ImageAsset {
  src: string; // path under /public, e.g. '/media/industries/real-estate.webp'
  width: number;
  height: number;
  alt: string; // '' only for purely decorative images
  /** what a crop keeps, 0..1 from the left and the top (a media library image's focal point); the middle when absent */
  focus?: { x: number; y: number };
}

export interface Seo {
  title: string; // page part of '{page} - {brand}'
  description: string;
  path: string; // canonical path, e.g. '/about-us'
  image?: ImageAsset; // Open Graph image
}

export interface NavLink {
  href: string;
  label: string;
  badge?: string; // e.g. 'Hiring'
}

export interface FaqItem {
  title: string;
  content: string;
}

/** Home 'Technology Meets Creativity' items (spec: number, title, content). */
export interface CoreService {
  number: string; // '01'
  title: string;
  content: string;
  href: string;
}

export interface Talent {
  name: string; // first name only
  position: string;
  image: ImageAsset;
}

export interface Industry {
  slug: string;
  title: string;
  text: string;
  image: ImageAsset;
}

export interface Testimonial {
  company: string; // company title
  role: string; // role text, e.g. 'Founder, Bubble Bakes'
  paragraph: string;
}

export interface ProcessStep {
  title: string;
  text: string;
}

export interface ProcessTrack {
  id: string; // 'project-delivery'
  label: string; // 'Project Delivery'
  steps: ProcessStep[]; // six
}

export interface Technology {
  name: string;
  /** simple-icons export name, e.g. 'siReact'; omitted when the set has no icon for the tool */
  icon?: string;
}

export interface TechnologyGroup {
  id: string; // 'front-end'
  label: string; // 'Front-end'
  items: Technology[];
}

export interface Counter {
  value: string; // '30+'
  label: string;
}

/** A block of a long document (legal pages, case studies): heading, paragraphs, optional bullet list. */
export interface DocSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
  /** paragraphs printed after the list */
  after?: string[];
}

export interface LegalDocument {
  slug: 'terms-of-use' | 'privacy-policy' | 'disclaimer' | 'copyright' | 'cookie-policy';
  title: string; // banner title, e.g. 'Terms of Use'
  description: string; // meta description
  effective?: string; // ISO date, '2025-06-10'
  intro: string[];
  sections: DocSection[];
}

/**
 * The project type a page's 'Start a project like this' link selects on /get-quote (lib/quote-prefill.ts): one
 * of the form's options, or Other with the text for its box.
 */
export type QuoteProjectType = { value: Exclude<ProjectType, 'other-projecttype'> } | { value: 'other-projecttype'; other: string };

/** A service detail page (/website-development …), rendered by one template. */
export interface ServiceDetail {
  kind: 'service';
  slug: string; // route without slash: 'website-development'
  number: string; // '01'
  title: string; // 'Website Development'
  summary: string; // card text on /services (≤ 30 words)
  /** the studio may publish a service without a hero image: the hero then has its text alone */
  hero: { eyebrow: string; tagline: string; text: string; image?: ImageAsset };
  quote: string; // intro quote
  stack: { heading: string; items: Technology[] };
  moreSkills: { heading: 'Looking For More Skills?'; text: string; items: string[] };
  samples: ImageAsset[]; // sample work images
  projectType: QuoteProjectType;
  seo: Seo;
}

/** A service's 'Why Choose us?' block (the heading is the spec's; the points are the studio's). */
export interface WhyChooseUs {
  heading: 'Why Choose us?';
  points: { title: string; text: string }[];
}

/**
 * A service as the site shows it now (the content studio's live version, server/content/public.ts): its page with
 * its own 'Why Choose us?' points, and its entry in the home page's core services.
 */
export interface LiveService extends ServiceDetail {
  why: WhyChooseUs;
  home: CoreService;
}

/** A case study (/bubble-bakes …). */
export interface CaseStudy {
  kind: 'case-study';
  slug: string;
  name: string; // 'Bubble Bakes'
  year: number;
  tags: string[]; // ['Marketing', 'Creative Design']
  headline: string; // one-line title shown under the name
  cover: ImageAsset; // the content studio refuses to publish a case study without one
  images: ImageAsset[];
  client: string[]; // About the Client paragraphs
  talent: string[]; // Talent Delivered list
  discovery: string[];
  challenge: string[]; // Define The Challenge
  approach: string[]; // Ideate / Our Approach
  solutions: string[]; // Create / The Solutions
  results: string[]; // Results / The Impact
  projectType: QuoteProjectType;
  seo: Seo;
}
