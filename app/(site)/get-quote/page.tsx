import { QUOTE_OPTIONS } from '@/lib/validation/options';
import type { Metadata } from 'next';
import { ConsentWording } from '@/components/forms/consent-wording';
import { QuoteForm } from '@/components/forms/quote-form';
import { PageBanner } from '@/components/ui/page-banner';
import { pageMetadata } from '@/lib/metadata';
import { connection } from 'next/server';
import { quotePageContent } from '@/server/content/public';
import { TOKEN_PLACEHOLDER } from '@/server/serving/contract.mts';

export async function generateMetadata(): Promise<Metadata> {
  await connection();
  return pageMetadata((await quotePageContent()).seo);
}

export default async function QuotePage() {
  await connection(); // the page's words are the content studio's: kept by the page cache until something is published
  const page = await quotePageContent();
  return (
    <>
      <PageBanner eyebrow={page.eyebrow} title={page.title} lead={page.lead} />
      <section className="section">
        <div className="container">
          {/* the server puts a fresh signed 'shown at' token here for each visitor */}
          <QuoteForm options={QUOTE_OPTIONS} token={TOKEN_PLACEHOLDER} consent={<ConsentWording form="quote" />} />
        </div>
      </section>
    </>
  );
}
