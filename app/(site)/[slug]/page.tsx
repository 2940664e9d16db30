import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LegalDocumentView } from '@/components/legal/legal-document';
import { LifeView } from '@/components/life/life-view';
import { ServiceDetailView } from '@/components/services/service-detail';
import { CaseStudyView } from '@/components/work/case-study';
import { lifePage } from '@/content/life';
import { detailSlugs, findDetail, type DetailEntry } from '@/content/routes';
import type { Seo } from '@/content/types';
import { pageMetadata } from '@/lib/metadata';
import { connection } from 'next/server';
import { lifePageContent } from '@/server/content/public';

type Props = { params: Promise<{ slug: string }> };

// Services, legal pages and Life at Navyug, built with the site. Case studies are the content studio's, at the
// same kind of address: proxy.ts sends every other one-segment address to app/(site)/work/[slug].
export const dynamicParams = false;
export const generateStaticParams = () => detailSlugs().filter((slug) => findDetail(slug)?.kind !== 'case-study').map((slug) => ({ slug }));

async function entryOf(slug: string): Promise<DetailEntry | undefined> {
  const built = findDetail(slug);
  return built && built.kind !== 'case-study' ? built : undefined;
}

const legalImage = { src: '/media/og/legal.png', width: 1200, height: 630, alt: 'Legal' };

function seoOf(entry: DetailEntry): Seo {
  if (entry.kind === 'legal') {
    return { title: entry.doc.title, description: entry.doc.description, path: `/${entry.slug}`, image: legalImage };
  }
  return entry.kind === 'life' ? lifePage.seo : entry.seo;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const entry = await entryOf((await params).slug);
  if (entry?.kind === 'life') {
    await connection(); // the life page's words and SEO fields are the content studio's
    return pageMetadata((await lifePageContent()).seo);
  }
  return entry ? pageMetadata(seoOf(entry)) : {};
}

export default async function DetailPage({ params }: Props) {
  const entry = (await entryOf((await params).slug)) ?? notFound();
  switch (entry.kind) {
    case 'service':
      return <ServiceDetailView service={entry} />;
    case 'case-study':
      return <CaseStudyView study={entry} />;
    case 'legal':
      return <LegalDocumentView doc={entry.doc} />;
    case 'life':
      // The studio's life page: rendered per request, kept by the page cache until something is published.
      await connection();
      return <LifeView content={await lifePageContent()} />;
  }
}
