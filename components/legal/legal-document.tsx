import { PageBanner } from '@/components/ui/page-banner';
import type { LegalDocument } from '@/content/types';
import { formatDate } from '@/lib/format';
import { escapeHtml } from '@/lib/html';
import type { Fields } from '@/lib/content/collections';
import { legalAnchor, legalBody } from '@/lib/legal-markdown';
import { liveLegalVersion } from '@/lib/legal-version';
import { pageFacts } from '@/server/content/public';
import styles from './legal.module.css';

const anchor = legalAnchor;

/**
 * A legal page as published in the content studio (collection 'legal'): title banner with its effective date and
 * version, contents list and the Markdown body's sections (lib/legal-markdown.ts), the company's facts filled in.
 */
export async function LegalDocumentView({ slug, fields }: { slug: LegalDocument['slug']; fields: Fields<'legal'> }) {
  const facts = await pageFacts();
  const version = liveLegalVersion(slug, fields, facts);
  // The version a form's consent record names (lib/legal-version.ts), so a visitor can match the two.
  const lead = [fields.effective && `Effective ${formatDate(fields.effective)}`, `version ${version.version}`].filter(Boolean).join(' · ');
  const body = legalBody(fields.body, facts);
  return (
    <>
      <PageBanner eyebrow="Legal" title={fields.title} lead={lead} />
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
