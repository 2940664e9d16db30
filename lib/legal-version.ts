import 'server-only';
import { createHash } from 'node:crypto';
import { findLegal } from '@/content/legal';
import type { LegalDocument } from '@/content/types';
import { seedFacts, type CompanyFacts } from './company-facts';
import { fillLegal, legalToMarkdown } from './legal-markdown';

export interface LegalVersion {
  slug: LegalDocument['slug'];
  /** a fingerprint of the page's whole text: any change to the content gives a new one */
  version: string;
  /** the date the text carries (its effective date) */
  date: string | null;
  title: string;
  /** the text as shown: the Markdown with the company's facts and the analytics setting filled in */
  text: string;
  /**
   * the studio's text this version was shown from (a fingerprint of its title, effective date and Markdown with its
   * tokens): which revisions of a legal item showed it (server/content/legal-versions.ts)
   */
  source: string;
}

/** The fingerprint of a legal item's own fields (tokens unfilled): the same revision text gives the same one. */
export function sourceOf(live: Pick<LegalText, 'title' | 'effective' | 'body'>): string {
  return createHash('sha256').update(JSON.stringify([live.title, live.effective || null, live.body])).digest('hex').slice(0, 16);
}

const cache = new Map<string, LegalVersion>();

/**
 * The version of a legal page as the code's typed document (content/legal, the studio's seed) has it. It is derived
 * from the content itself: a submission's consent record names exactly the text that was on the site when it was
 * sent. The live page's version is liveLegalVersion's (server/content/public.ts liveLegalVersions).
 */
export function legalVersion(slug: LegalDocument['slug']): LegalVersion {
  const known = cache.get(slug);
  if (known) return known;
  const doc = findLegal(slug);
  if (!doc) throw new Error(`no legal page ${slug}`);
  const version = versionOf(doc);
  cache.set(slug, version);
  return version;
}

/** The version of this text of a legal page: the first 12 hex digits of the SHA-256 of everything it says. */
export function versionOf(doc: LegalDocument): LegalVersion {
  const digest = createHash('sha256').update(JSON.stringify([doc.title, doc.effective ?? null, doc.intro, doc.sections])).digest('hex');
  const body = legalToMarkdown(doc);
  return { slug: doc.slug, version: digest.slice(0, 12), date: doc.effective ?? null, title: doc.title, text: fillLegal(body, seedFacts), source: sourceOf({ title: doc.title, effective: doc.effective ?? '', body }) };
}

/** A legal page as the studio publishes it (collection 'legal'). */
export interface LegalText {
  title: string;
  effective: string;
  /** Markdown, with company-fact tokens (lib/company-facts.ts) */
  body: string;
}

const seedTexts = new Map<string, string>();

/**
 * The version of a published legal text, read with the company facts it shows: the first 12 hex digits of the
 * SHA-256 of its title, effective date and text (tokens filled in), so a published change, or a new fact the text
 * names, is a new version, and the same text is the same version again. The text the code's document makes (the
 * seed, unchanged) keeps the version the site gave it before the studio (legalVersion), so consent records before and
 * after name the same text with the same version.
 */
export function liveLegalVersion(slug: LegalDocument['slug'], live: LegalText, facts: CompanyFacts): LegalVersion {
  const text = fillLegal(live.body, facts);
  const source = sourceOf(live);
  const doc = findLegal(slug);
  if (doc && live.title === doc.title && live.effective === (doc.effective ?? '')) {
    if (!seedTexts.has(slug)) seedTexts.set(slug, fillLegal(legalToMarkdown(doc), seedFacts));
    if (seedTexts.get(slug) === text) return { ...legalVersion(slug), source };
  }
  const digest = createHash('sha256').update(JSON.stringify([live.title, live.effective || null, text])).digest('hex');
  return { slug, version: digest.slice(0, 12), date: live.effective || null, title: live.title, text, source };
}
