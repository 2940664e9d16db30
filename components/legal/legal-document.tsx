import { PageBanner } from '@/components/ui/page-banner';
import type { LegalDocument } from '@/content/types';
import { formatDate } from '@/lib/format';
import { escapeHtml } from '@/lib/html';
import { legalVersion } from '@/lib/legal-version';
import styles from './legal.module.css';

const anchor = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** A legal page: title banner, contents list and the document's sections. */
export function LegalDocumentView({ doc }: { doc: LegalDocument }) {
  // The version a form's consent record names (lib/legal-version.ts), so a visitor can match the two.
  const { version } = legalVersion(doc.slug);
  const lead = [doc.effective && `Effective ${formatDate(doc.effective)}`, `version ${version}`].filter(Boolean).join(' · ');
  return (
    <>
      <PageBanner eyebrow="Legal" title={doc.title} lead={lead} />
      <section className="section">
        <div className={`container ${styles.layout}`}>
          <nav aria-labelledby="contents-title" className={styles.contents}>
            <h2 id="contents-title">Contents</h2>
            <ol>
              {doc.sections.map((section) => (
                <li key={section.heading}>
                  <a href={`#${anchor(section.heading)}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
          {/* The document's text as one HTML string (legalBodyHtml, escaped): the page hydrates one element for it, not
              one per paragraph, and its RSC payload carries one string instead of a tree (issue 31: a legal page
              blocked the main thread longest while hydrating). */}
          <div className={styles.body} dangerouslySetInnerHTML={{ __html: legalBodyHtml(doc) }} />
        </div>
      </section>
    </>
  );
}

/** The document's intro and sections as HTML, every text escaped: what the page's body shows. */
export function legalBodyHtml(doc: LegalDocument): string {
  const paragraphs = (texts: readonly string[] | undefined) => (texts ?? []).map((text) => `<p>${escapeHtml(text)}</p>`).join('');
  const sections = doc.sections.map((section) => {
    const id = escapeHtml(anchor(section.heading));
    const list = section.list ? `<ul>${section.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '';
    return `<section aria-labelledby="${id}"><h2 id="${id}">${escapeHtml(section.heading)}</h2>${paragraphs(section.paragraphs)}${list}${paragraphs(section.after)}</section>`;
  });
  return paragraphs(doc.intro) + sections.join('');
}
