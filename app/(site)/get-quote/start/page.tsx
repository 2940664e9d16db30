import { QUOTE_OPTIONS } from '@/lib/validation/options';
import type { Metadata } from 'next';
import { ConsentWording } from '@/components/forms/consent-wording';
import { QuoteAbout } from '@/components/forms/quote-about';
import { QuoteForm } from '@/components/forms/quote-form';
import { PageBanner } from '@/components/ui/page-banner';
import { pageMetadata } from '@/lib/metadata';
import { parseQuotePrefill } from '@/lib/quote-prefill';
import { publishedCaseStudies, quotePageContent, shownServices } from '@/server/content/public';
import { connection } from 'next/server';
import { currentDb } from '@/server/db/current';
import { formToken } from '@/server/forms/submission';
import { TOKEN_PLACEHOLDER } from '@/server/serving/contract.mts';

// /get-quote?projecttype=…&case=… lands here (next.config.ts rewrites it; the address stays /get-quote), so the
// bare page stays prerendered. The same page, with answers from the query, rendered per request.
export const dynamic = 'force-dynamic';
export async function generateMetadata(): Promise<Metadata> {
  await connection();
  return pageMetadata((await quotePageContent()).seo); // canonical: /get-quote
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function PrefilledQuotePage({ searchParams }: Props) {
  const page = await quotePageContent();
  const prefill = parseQuotePrefill(await searchParams, await publishedCaseStudies(), await shownServices());
  // A real token, so this page needs no fill on its way out; if none can be minted now, the placeholder lets the
  // fill layer (server/serving/token-fill.mts) answer 'cannot be shown' as it does for the cached form pages.
  const token = await currentDb()
    .then((db) => formToken(db.kysely))
    .catch(() => TOKEN_PLACEHOLDER);
  return (
    <>
      <PageBanner eyebrow={page.eyebrow} title={page.title} lead={page.lead} />
      <section className="section">
        <div className="container">
          {/* keyed: another prefilled address is another form, not this one's state with new defaults */}
          <QuoteForm options={QUOTE_OPTIONS}
            key={JSON.stringify(prefill)}
            token={token}
            consent={<ConsentWording form="quote" />}
            prefill={prefill}
            about={prefill.about && <QuoteAbout about={prefill.about} />}
          />
        </div>
      </section>
    </>
  );
}
