import { PageBanner } from '@/components/ui/page-banner';
import type { LegalDocument } from '@/content/types';
import { formatDate } from '@/lib/format';
import { escapeHtml } from '@/lib/html';
import type { Fields } from '@/lib/content/collections';
import { legalAnchor, legalBody, legalTextBody, type LegalBody } from '@/lib/legal-markdown';
import { liveLegalVersion, type LegalVersion } from '@/lib/legal-version';
import { pageFacts } from '@/server/content/public';
import { agencyToday } from '@/server/content/legal-versions';
import { currentDb } from '@/server/db/current';
import { findLegalVersion, lastLive } from '@/server/repositories/legal-versions';
import styles from './legal.module.css';

const anchor = legalAnchor;

/**
 * A legal page as published in the content studio (collection 'legal'): title banner with its effective date, the
 * date its words last changed and its version, contents list and the Markdown body's sections
 * (lib/legal-markdown.ts), the company's facts filled in. `shown`: the version to name instead of the one today's
 * facts make (a revision read back: the versions it was live under, server/repositories/legal-versions.ts), or null
 * for a text never live (a draft), which has no version yet.
 */
export async function LegalDocumentView({ slug, fields, shown }: { slug: LegalDocument['slug']; fields: Fields<'legal'>; shown?: { version: string; changed: string | null } | null }) {
  const facts = await pageFacts();
  if (shown !== undefined) return <LegalText title={fields.title} lead={legalLead(fields.effective, shown?.changed ?? null, shown?.version ?? null)} body={legalBody(fields.body, facts)} />;
  const version = liveLegalVersion(slug, fields, facts);
  // The version a form's consent record names (lib/legal-version.ts), so a visitor can match the two; and when its
  // words last changed: the day the site last made this version the live text (a change of the facts it names counts).
  const changed = await firstShown(version);
  return <LegalText title={fields.title} lead={legalLead(fields.effective, changed, version.version)} body={legalBody(fields.body, facts)} />;
}

/** The day (the agency's) a version last became the live text, from the version table; null when not known. */
async function firstShown(version: LegalVersion): Promise<string | null> {
  try {
    const stored = await findLegalVersion((await currentDb()).kysely, version.slug, version.version);
    const live = stored && lastLive(stored);
    return live ? agencyToday(new Date(live)) : null;
  } catch {
    return null; // the page still shows while the database is not answering
  }
}

/**
 * The banner's line: "Effective 10 June 2025 · Last changed 1 March 2027 · version 3f2a…". "Last changed" is said
 * when the words changed after the effective date (a change of the company's facts the text names: the same date, new
 * words, a new version).
 */
export function legalLead(effective: string | null, changed: string | null, version: string | null): string {
  return [effective && `Effective ${formatDate(effective)}`, changed && (!effective || changed > effective) && `Last changed ${formatDate(changed)}`, version && `version ${version}`].filter(Boolean).join(' · ');
}

/** A recorded version's text (its facts filled in as they were), drawn as the public page drew it. */
export function RecordedLegalText({ title, effective, version, changed, text }: { title: string; effective: string | null; version: string; changed: string | null; text: string }) {
  return <LegalText title={title} lead={legalLead(effective, changed, version)} body={legalTextBody(text)} />;
}

function LegalText({ title, lead, body }: { title: string; lead: string; body: LegalBody }) {
  return (
    <>
      <PageBanner eyebrow="Legal" title={title} lead={lead} />
      <section className="section">
        <div className={`container ${styles.layout}`}>
          <nav aria-labelledby="contents-title" className={styles.contents}>
            <h2 id="contents-title">Contents</h2>
            <ol>
              {body.contents.map((section) => (
                <li key={section.anchor}>
                  <a href={`#${section.anchor}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
          {/* The document's text as one HTML string (the site's Markdown renderer, sanitised): the page hydrates one
              element for it, not one per paragraph, and its RSC payload carries one string instead of a tree (issue
              31: a legal page blocked the main thread longest while hydrating). */}
          <div className={styles.body} dangerouslySetInnerHTML={{ __html: body.html }} />
        </div>
      </section>
    </>
  );
}

/**
 * A typed document's intro and sections as HTML, every text escaped: what the page showed before the studio, and
 * what its seed's Markdown must still draw (test/unit/content/legal-markdown.test.ts).
 */
export function legalBodyHtml(doc: LegalDocument): string {
  const paragraphs = (texts: readonly string[] | undefined) => (texts ?? []).map((text) => `<p>${escapeHtml(text)}</p>`).join('');
  const sections = doc.sections.map((section) => {
    const id = escapeHtml(anchor(section.heading));
    const list = section.list ? `<ul>${section.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '';
    return `<section aria-labelledby="${id}"><h2 id="${id}">${escapeHtml(section.heading)}</h2>${paragraphs(section.paragraphs)}${list}${paragraphs(section.after)}</section>`;
  });
  return paragraphs(doc.intro) + sections.join('');
}
