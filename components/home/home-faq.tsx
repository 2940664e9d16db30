import { Link } from '@/components/ui/link';
import type { FaqItem } from '@/content/types';
import type { HomeContent } from '@/content/pages';
import { jsonLd } from '@/lib/metadata';
import { faqPageJsonLd } from '@/lib/structured-data';
import { Accordion } from '../ui/accordion';
import styles from './home-faq.module.css';

export function HomeFaq({ copy, faqs }: { copy: HomeContent['faq']; faqs: FaqItem[] }) {
  return (
    <section className={`section ${styles.section}`} aria-labelledby="faq-title">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(faqPageJsonLd(faqs)) }} />
      <div className={`container ${styles.grid}`}>
        <div>
          <h2 id="faq-title">{copy.heading}</h2>
          <Link href={copy.cta.href} className="button button-outline">
            {copy.cta.label}
          </Link>
        </div>
        <Accordion items={faqs.map((faq) => ({ title: faq.title, content: <p>{faq.content}</p> }))} />
      </div>
    </section>
  );
}
