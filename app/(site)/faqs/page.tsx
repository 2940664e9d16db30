import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { Accordion } from '@/components/ui/accordion';
import { PageBanner } from '@/components/ui/page-banner';
import { faqAnchor } from '@/content/faqs';
import { faqsPage } from '@/content/faqs-page';
import { jsonLd, pageMetadata } from '@/lib/metadata';
import { faqPageJsonLd } from '@/lib/structured-data';
import { connection } from 'next/server';
import { publishedFaqs } from '@/server/content/public';

export const metadata: Metadata = pageMetadata(faqsPage.seo);

export default async function FaqsPage() {
  await connection(); // the questions are the content studio's
  const faqs = await publishedFaqs();
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(faqPageJsonLd(faqs)) }} />
      <PageBanner eyebrow={faqsPage.eyebrow} title={faqsPage.title} lead={faqsPage.lead} />
      <section className="section">
        <div className="container">
          <Accordion headingLevel={2} items={faqs.map((faq) => ({ id: faqAnchor(faq), title: faq.title, content: <p>{faq.content}</p> }))} />
          <p className="lead" style={{ marginTop: 48 }}>
            {faqsPage.cta.text}{' '}
            <Link href={faqsPage.cta.href}>{faqsPage.cta.label}</Link>
          </p>
        </div>
      </section>
    </>
  );
}
