import 'server-only';
import { createHash } from 'node:crypto';
import { findLegal } from '@/content/legal';
import type { LegalDocument } from '@/content/types';

export interface LegalVersion {
  slug: LegalDocument['slug'];
  /** a fingerprint of the page's whole text: any change to the content gives a new one */
  version: string;
  /** the date the text carries (its effective date) */
  date: string | null;
}

const cache = new Map<string, LegalVersion>();

/**
 * The version of a legal page as the site shows it now. It is derived from the content itself, so editing a
 * legal page's text in content/legal bumps it without anyone remembering to: a submission's consent record
 * then names exactly the text that was on the site when it was sent.
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
  return { slug: doc.slug, version: digest.slice(0, 12), date: doc.effective ?? null };
}
