import type { Metadata } from 'next';
import { IndustryGrid } from '@/components/industries/industry-grid';
import { PageBanner } from '@/components/ui/page-banner';
import { pageMetadata } from '@/lib/metadata';
import { connection } from 'next/server';
import { industriesPageContent, publishedIndustries } from '@/server/content/public';

export async function generateMetadata(): Promise<Metadata> {
  await connection();
  return pageMetadata((await industriesPageContent()).seo);
}

export default async function IndustriesPage() {
  // The industries are the content studio's: rendered per request, kept by the page cache until something is published.
  await connection();
  const [page, industries] = await Promise.all([industriesPageContent(), publishedIndustries()]);
  return (
    <>
      <PageBanner eyebrow={page.eyebrow} title={page.title} lead={page.lead} />
      {industries.length > 0 && <IndustryGrid industries={industries} />}
    </>
  );
}
