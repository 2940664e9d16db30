import type { Metadata } from 'next';
import { SearchForm } from '@/components/search/search-form';
import { SearchResults, SearchTips } from '@/components/search/search-results';
import { PageBanner } from '@/components/ui/page-banner';
import { resultCount } from '@/content/search-page';
import { readQuery } from '@/lib/search/engine';
import { pageMetadata } from '@/lib/metadata';
import { searchSite } from '@/server/search/site-search';
import { connection } from 'next/server';
import { searchPageContent } from '@/server/content/public';

type Props = { searchParams: Promise<{ q?: string | string[] }> };

// Results pages are for visitors, not search engines: kept out of the index and the sitemap.
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  await connection();
  const query = readQuery((await searchParams).q);
  const meta = { ...pageMetadata((await searchPageContent()).seo), robots: { index: false } };
  if (!query) return meta;
  // The title is what a screen reader announces when the results page loads: it carries the count.
  const { hits } = await searchSite(query);
  return { ...meta, title: `“${query}”: ${resultCount(hits.length)}` };
}

export default async function SearchPage({ searchParams }: Props) {
  await connection(); // the banner's words are the content studio's
  const query = readQuery((await searchParams).q);
  const [page, result] = await Promise.all([searchPageContent(), query ? searchSite(query) : null]);
  return (
    <>
      <PageBanner eyebrow={page.eyebrow} title={page.title} lead={page.lead}>
        <SearchForm query={query} copy={page.form} />
      </PageBanner>
      <section className="section">
        <div className="container">{result ? <SearchResults result={result} noResults={page.noResults} /> : <SearchTips tips={page.tips} />}</div>
      </section>
    </>
  );
}
