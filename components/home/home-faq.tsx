import { Link } from '@/components/ui/link';
import type { FaqItem } from '@/content/types';
import { home } from '@/content/home';
import { jsonLd } from '@/lib/metadata';
import { faqPageJsonLd } from '@/lib/structured-data';
import { Accordion } from '../ui/accordion';
import styles from './home-faq.module.css';

export function HomeFaq({ faqs }: { faqs: FaqItem[] }) {
  return (
    <section className={`section ${styles.section}`} aria-labelledby="faq-title">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(faqPageJsonLd(faqs)) }} />
      <div className={`container ${styles.grid}`}>
        <div>
          <h2 id="faq-title">{home.faq.heading}</h2>
          <Link href={home.faq.cta.href} className="button button-outline">
            {home.faq.cta.label}
          </Link>
        </div>
        <Accordion items={faqs.map((faq) => ({ title: faq.title, content: <p>{faq.content}</p> }))} />
      </div>
    </section>
  );
}
