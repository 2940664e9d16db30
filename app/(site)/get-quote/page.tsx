import { QUOTE_OPTIONS } from '@/lib/validation/options';
import type { Metadata } from 'next';
import { ConsentWording } from '@/components/forms/consent-wording';
import { QuoteForm } from '@/components/forms/quote-form';
import { PageBanner } from '@/components/ui/page-banner';
import { quotePage } from '@/content/contact';
import { pageMetadata } from '@/lib/metadata';
import { TOKEN_PLACEHOLDER } from '@/server/serving/contract.mts';

export const metadata: Metadata = pageMetadata(quotePage.seo);

export default function QuotePage() {
  return (
    <>
      <PageBanner eyebrow={quotePage.eyebrow} title={quotePage.title} lead={quotePage.lead} />
      <section className="section">
        <div className="container">
          {/* prerendered: the server puts a fresh signed 'shown at' token here for each visitor */}
          <QuoteForm options={QUOTE_OPTIONS} token={TOKEN_PLACEHOLDER} consent={<ConsentWording form="quote" />} />
        </div>
      </section>
    </>
  );
}
