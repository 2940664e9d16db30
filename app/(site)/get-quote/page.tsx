import type { Metadata } from 'next';
import { connection } from 'next/server';
import { QuoteForm } from '@/components/forms/quote-form';
import { PageBanner } from '@/components/ui/page-banner';
import { quotePage } from '@/content/contact';
import { pageMetadata } from '@/lib/metadata';
import { formToken } from '@/server/services/submission';

export const metadata: Metadata = pageMetadata(quotePage.seo);

export default async function QuotePage() {
  await connection(); // rendered per request: the form carries a signed 'shown at' time
  const token = await formToken();
  return (
    <>
      <PageBanner eyebrow={quotePage.eyebrow} title={quotePage.title} lead={quotePage.lead} />
      <section className="section">
        <div className="container">
          <QuoteForm token={token} />
        </div>
      </section>
    </>
  );
}
