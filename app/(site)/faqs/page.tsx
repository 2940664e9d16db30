import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { Accordion } from '@/components/ui/accordion';
import { PageBanner } from '@/components/ui/page-banner';
import { faqAnchor } from '@/content/faqs';
import { jsonLd, pageMetadata } from '@/lib/metadata';
import { faqPageJsonLd } from '@/lib/structured-data';
import { connection } from 'next/server';
import { faqsPageContent, publishedFaqs } from '@/server/content/public';

export async function generateMetadata(): Promise<Metadata> {
  await connection();
  return pageMetadata((await faqsPageContent()).seo);
}

export default async function FaqsPage() {
  await connection(); // the page's words and the questions are the content studio's
  const [page, faqs] = await Promise.all([faqsPageContent(), publishedFaqs()]);
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(faqPageJsonLd(faqs)) }} />
      <PageBanner eyebrow={page.eyebrow} title={page.title} lead={page.lead} />
      <section className="section">
        <div className="container">
          <Accordion headingLevel={2} items={faqs.map((faq) => ({ id: faqAnchor(faq), title: faq.title, content: <p>{faq.content}</p> }))} />
          <p className="lead" style={{ marginTop: 48 }}>
            {page.cta.text}{' '}
            <Link href={page.cta.href}>{page.cta.label}</Link>
          </p>
        </div>
      </section>
    </>
  );
}
