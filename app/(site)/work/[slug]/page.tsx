import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound, permanentRedirect } from 'next/navigation';
import { CaseStudyView } from '@/components/work/case-study';
import { CASE_STUDY_REWRITE_HEADER } from '@/lib/top-level-routes';
import { pageMetadata } from '@/lib/metadata';
import { movedTo, publishedCaseStudy } from '@/server/content/public';

type Props = { params: Promise<{ slug: string }> };

// A published case study, reached at /{slug} (proxy.ts rewrites it here). Read per request from the content
// studio and kept by the page cache until something is published (next.config.ts). Its address is /{slug}:
// /work/{slug} typed in directly is sent there.

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const study = await publishedCaseStudy((await params).slug);
  return study ? pageMetadata(study.seo) : {};
}

export default async function CaseStudyPage({ params }: Props) {
  const { slug } = await params;
  if ((await headers()).get(CASE_STUDY_REWRITE_HEADER) !== '1') permanentRedirect(`/${slug}`);
  const study = await publishedCaseStudy(slug);
  if (!study) {
    const target = await movedTo('case-studies', slug); // a slug changed after publishing keeps its old address
    return target ? permanentRedirect(target) : notFound();
  }
  return <CaseStudyView study={study} />;
}
