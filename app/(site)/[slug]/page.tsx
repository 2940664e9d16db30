import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { connection } from 'next/server';
import { NotFoundBody, notFoundMetadata } from '@/components/layout/not-found-body';
import { LegalDocumentView } from '@/components/legal/legal-document';
import { LifeView } from '@/components/life/life-view';
import { ServiceDetailView } from '@/components/services/service-detail';
import { CaseStudyView } from '@/components/work/case-study';
import { lifePage } from '@/content/life';
import { detailSlugs, findDetail, type DetailEntry } from '@/content/routes';
import type { LegalDocument, LiveService, Seo } from '@/content/types';
import { pageMetadata } from '@/lib/metadata';
import { lifePageContent, liveLegal, pageFacts, serviceRoute } from '@/server/content/public';

type Props = { params: Promise<{ slug: string }> };

// Services, legal pages and Life at Navyug. Case studies are the content studio's, at the same kind of address:
// next.config.ts sends every other one-segment address to app/(site)/work/[slug]. The services are the studio's
// too (their addresses fixed): read per request and kept by the page cache until something is published; a hidden
// one answers 404 or redirects where staff chose: a 307, as hiding a service may be for a while (browsers and search
// engines keep a 308 for good, so showing it again would not bring them back).
export const dynamicParams = false;
export const generateStaticParams = () => detailSlugs().filter((slug) => findDetail(slug)?.kind !== 'case-study').map((slug) => ({ slug }));

type Entry = Exclude<DetailEntry, { kind: 'service' }> | { kind: 'live-service'; service: LiveService };

async function entryOf(slug: string): Promise<Entry | undefined> {
  const built = findDetail(slug);
  if (built?.kind === 'service') {
    await connection();
    const route = await serviceRoute(slug);
    if (route.kind === 'redirect') redirect(route.to);
    return route.kind === 'page' ? { kind: 'live-service', service: route.service } : undefined;
  }
  return built && built.kind !== 'case-study' ? built : undefined;
}

const legalImage = { src: '/media/og/legal.png', width: 1200, height: 630, alt: 'Legal' };

function seoOf(entry: Entry): Seo {
  if (entry.kind === 'live-service') return entry.service.seo;
  if (entry.kind === 'legal') {
    return { title: entry.doc.title, description: entry.doc.description, path: `/${entry.slug}`, image: legalImage };
  }
  return entry.kind === 'life' ? lifePage.seo : entry.seo;
}

/** A legal page's title and description as published in the studio (collection 'legal'), with the live brand. */
async function legalMetadata(slug: LegalDocument['slug'], seo: Seo): Promise<Metadata> {
  const facts = await pageFacts(); // first: it marks the page as rendered per request (connection())
  const legal = await liveLegal(slug);
  return pageMetadata(legal ? { ...seo, title: legal.fields.title, description: legal.fields.description } : seo, facts.brand);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const entry = await entryOf((await params).slug);
  if (entry?.kind === 'legal') return legalMetadata(entry.doc.slug, seoOf(entry));
  if (entry?.kind === 'life') {
    await connection(); // the life page's words and SEO fields are the content studio's
    return pageMetadata((await lifePageContent()).seo);
  }
  return entry ? pageMetadata(seoOf(entry)) : notFoundMetadata;
}

export default async function DetailPage({ params }: Props) {
  const entry = await entryOf((await params).slug);
  if (!entry) return <NotFoundBody />; // a hidden service; status 404: notFoundMetadata (lib/page-status.mts)
  switch (entry.kind) {
    case 'live-service':
      return <ServiceDetailView service={entry.service} />;
    case 'case-study':
      return <CaseStudyView study={entry} />;
    case 'legal': {
      // The studio's published text (its seed until the database holds it): rendered per request, kept by the page
      // cache until something is published.
      await connection();
      const legal = (await liveLegal(entry.doc.slug)) ?? notFound();
      return <LegalDocumentView slug={legal.slug} fields={legal.fields} />;
    }
    case 'life':
      // The studio's life page: rendered per request, kept by the page cache until something is published.
      await connection();
      return <LifeView content={await lifePageContent()} />;
  }
}
