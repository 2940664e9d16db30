import type { Metadata } from 'next';
import { IndustryGrid } from '@/components/industries/industry-grid';
import { PageBanner } from '@/components/ui/page-banner';
import { industriesPage } from '@/content/industries-page';
import { pageMetadata } from '@/lib/metadata';
import { connection } from 'next/server';
import { publishedIndustries } from '@/server/content/public';

export const metadata: Metadata = pageMetadata(industriesPage.seo);

export default async function IndustriesPage() {
  // The industries are the content studio's: rendered per request, kept by the page cache until something is published.
  await connection();
  const industries = await publishedIndustries();
  return (
    <>
      <PageBanner eyebrow={industriesPage.eyebrow} title={industriesPage.title} lead={industriesPage.lead} />
      {industries.length > 0 && <IndustryGrid industries={industries} />}
    </>
  );
}
