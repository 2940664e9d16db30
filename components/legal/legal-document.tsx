import { PageBanner } from '@/components/ui/page-banner';
import type { LegalDocument } from '@/content/types';
import { formatDate } from '@/lib/format';
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
          <div className={styles.body}>
            {doc.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {doc.sections.map((section) => (
              <section key={section.heading} aria-labelledby={anchor(section.heading)}>
                <h2 id={anchor(section.heading)}>{section.heading}</h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.list && (
                  <ul>
                    {section.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
                {section.after?.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </section>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
