import 'server-only';
import type { Kysely } from 'kysely';
import { legalDocuments } from '@/content/legal';
import type { LegalDocument } from '@/content/types';
import { storedFields, type Fields } from '@/lib/content/collections';
import { addressText, seedFacts, type CompanyFacts } from '@/lib/company-facts';
import { fillLegal } from '@/lib/legal-markdown';
import { liveLegalVersion, type LegalVersion } from '@/lib/legal-version';
import { utcToZonedInput } from '@/lib/time-zone.mts';
import { config } from '../config';
import type { Database } from '../db/schema';
import * as repo from '../repositories/content';
import { recordLegalVersion } from '../repositories/legal-versions';
import { toFacts } from './public';
import { COMPANY_SLUG, seedItems } from './seed';

// The legal texts' versions as the site shows them (issue 52), read from the database a write is in: what goes live
// with a publish is recorded in that publish's transaction, so the version table knows every text the site showed,
// word for word, with the company's facts as they were then (server/repositories/legal-versions.ts).

type Db = Kysely<Database>;

/** The company's facts as published in `db` (the seed before the Company item exists). */
export async function publishedFacts(db: Db): Promise<CompanyFacts> {
  const row = await repo.findItemBySlug(db, 'company', COMPANY_SLUG);
  if (!row || row.published === null || row.deleted_at) return seedFacts;
  return toFacts(storedFields('company', COMPANY_SLUG, row.published) as Fields<'company'>);
}

/** A legal page's live fields in `db` (its seed while the database does not hold it: a fixed item). */
async function publishedLegal(db: Db, slug: LegalDocument['slug']): Promise<Fields<'legal'> | undefined> {
  const row = await repo.findItemBySlug(db, 'legal', slug);
  if (row && row.published !== null && !row.deleted_at) return storedFields('legal', slug, row.published) as Fields<'legal'>;
  if (row) return undefined;
  return seedItems().find((item) => item.collection === 'legal' && item.slug === slug)?.fields as Fields<'legal'> | undefined;
}

/** Every legal page's live version in `db`, its text filled with the facts published there. */
export async function publishedLegalVersions(db: Db): Promise<LegalVersion[]> {
  const facts = await publishedFacts(db);
  const versions: LegalVersion[] = [];
  for (const doc of legalDocuments) {
    const fields = await publishedLegal(db, doc.slug);
    if (fields) versions.push(liveLegalVersion(doc.slug, fields, facts));
  }
  return versions;
}

/**
 * Records the versions live now, in the transaction of a publish: called before it (no `before`: the versions shown
 * until now, stored from a moment not known when they were not yet), then after it with what the first call gave: a
 * version that was not live before is live from `now` (a published legal text, or a publish of the company's facts
 * that changes a legal text's words, is a new version; a text whose words came back is live again from then). Gives
 * the versions live now.
 */
export async function recordLiveLegalVersions(db: Db, now: Date, before?: LegalVersion[]): Promise<LegalVersion[]> {
  const versions = await publishedLegalVersions(db);
  const was = new Set((before ?? []).map((version) => `${version.slug}\n${version.version}`));
  for (const version of versions) {
    const fresh = before !== undefined && !was.has(`${version.slug}\n${version.version}`);
    await recordLegalVersion(db, version, fresh ? now.toISOString() : null, now.toISOString());
  }
  return versions;
}

/** Today's date where the agency is (AGENCY_TIME_ZONE, Asia/Kolkata unset), YYYY-MM-DD. */
export function agencyToday(now: Date, zone = config.agencyTimeZone): string {
  return utcToZonedInput(now.toISOString(), zone).slice(0, 10);
}

const sameText = (a: unknown, b: unknown) => String(a ?? '').replace(/\r\n?/g, '\n').trimEnd() === String(b ?? '').replace(/\r\n?/g, '\n').trimEnd();

/**
 * Why a legal text cannot go live with its date: its body changed from the live one while its effective date did not,
 * and that date is past (two different texts would carry one date). A date of today or later may stay: it is the date
 * the new text takes effect (a second change the same day, or before a future date comes).
 */
export function effectiveDateIssue(live: string | null, fields: Record<string, unknown>, now: Date): { field: 'effective'; message: string } | undefined {
  if (live === null) return undefined;
  const before = JSON.parse(live) as Record<string, unknown>;
  const effective = String(fields.effective ?? '');
  if (sameText(before.body, fields.body) || effective !== String(before.effective ?? '')) return undefined;
  const today = agencyToday(now);
  if (!effective || effective >= today) return undefined;
  return { field: 'effective', message: `Effective date: the text changed, but the date is still ${effective}, the date of the text it replaces. Give the date this text takes effect (today is ${today}, filled in for you), then publish again.` };
}

/**
 * The office addresses a legal text writes out that the company's facts no longer hold: any address the Company item
 * held in an earlier revision (or the seed's) and holds no more, written as its lines joined by ", " or as its first
 * line. Its words would then tell visitors to write to an office that is gone: the editor says so on publish.
 */
export async function staleAddresses(db: Db, text: string): Promise<string[]> {
  const current = await publishedFacts(db);
  const held = new Set(current.addresses.flatMap((address) => [addressText(address), address.lines[0] ?? '']));
  const known = [...seedFacts.addresses];
  const company = await repo.findItemBySlug(db, 'company', COMPANY_SLUG);
  if (company) {
    for (const revision of await repo.listRevisions(db, company.id)) {
      try {
        known.push(...toFacts(storedFields('company', COMPANY_SLUG, revision.data) as Fields<'company'>).addresses);
      } catch {
        // a revision whose fields do not read as facts names no address
      }
    }
  }
  const stale = new Set<string>();
  for (const address of known) {
    const whole = addressText(address);
    if (held.has(whole)) continue;
    if (whole && text.includes(whole)) stale.add(whole);
    else if (address.lines[0] && address.lines[0].length >= 8 && !held.has(address.lines[0]) && text.includes(address.lines[0])) stale.add(address.lines[0]);
  }
  return [...stale];
}

/** The same for every live legal text: each text and the addresses it names that the facts no longer hold. */
export async function legalTextsWithStaleAddresses(db: Db): Promise<{ slug: string; title: string; addresses: string[] }[]> {
  const found = [];
  for (const version of await publishedLegalVersions(db)) {
    const addresses = await staleAddresses(db, version.text);
    if (addresses.length) found.push({ slug: version.slug, title: version.title, addresses });
  }
  return found;
}

/** A legal text's stale addresses, read from its Markdown with the facts published now filled in. */
export async function staleAddressesOf(db: Db, body: string): Promise<string[]> {
  return staleAddresses(db, fillLegal(body, await publishedFacts(db)));
}
