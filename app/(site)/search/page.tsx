import type { Metadata } from 'next';
import { SearchForm } from '@/components/search/search-form';
import { SearchResults, SearchTips } from '@/components/search/search-results';
import { PageBanner } from '@/components/ui/page-banner';
import { resultCount, searchPage } from '@/content/search-page';
import { readQuery } from '@/lib/search/engine';
import { pageMetadata } from '@/lib/metadata';
import { searchSite } from '@/server/search/site-search';

type Props = { searchParams: Promise<{ q?: string | string[] }> };

// Results pages are for visitors, not search engines: kept out of the index and the sitemap.
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = readQuery((await searchParams).q);
  const meta = { ...pageMetadata(searchPage.seo), robots: { index: false } };
  if (!query) return meta;
  // The title is what a screen reader announces when the results page loads: it carries the count.
  const { hits } = await searchSite(query);
  return { ...meta, title: `“${query}”: ${resultCount(hits.length)}` };
}

export default async function SearchPage({ searchParams }: Props) {
  const query = readQuery((await searchParams).q);
  const result = query ? await searchSite(query) : null;
  return (
    <>
      <PageBanner eyebrow={searchPage.eyebrow} title={searchPage.title} lead={searchPage.lead}>
        <SearchForm query={query} />
      </PageBanner>
      <section className="section">
        <div className="container">{result ? <SearchResults result={result} /> : <SearchTips />}</div>
      </section>
    </>
  );
}
