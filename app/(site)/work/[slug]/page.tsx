import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { NotFoundBody, notFoundMetadata } from '@/components/layout/not-found-body';
import { CaseStudyView } from '@/components/work/case-study';
import { pageMetadata } from '@/lib/metadata';
import { movedTo, publishedCaseStudy } from '@/server/content/public';

type Props = { params: Promise<{ slug: string }> };

// A published case study, reached at /{slug} (next.config.ts rewrites it here). Read per request from the content
// studio and kept by the page cache until something is published. Its canonical address is /{slug}.

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const study = await publishedCaseStudy((await params).slug);
  return study ? pageMetadata(study.seo) : notFoundMetadata;
}

export default async function CaseStudyPage({ params }: Props) {
  const { slug } = await params;
  const study = await publishedCaseStudy(slug);
  if (!study) {
    const target = await movedTo('case-studies', slug); // a slug changed after publishing keeps its old address
    return target ? permanentRedirect(target) : <NotFoundBody />; // status 404: notFoundMetadata (lib/page-status.mts)
  }
  return <CaseStudyView study={study} />;
}
