import type { Metadata } from 'next';
import { WorkTile } from '@/components/work/work-tile';
import styles from '@/components/work/work.module.css';
import { PageBanner } from '@/components/ui/page-banner';
import { connection } from 'next/server';
import { publishedCaseStudies, workPageContent } from '@/server/content/public';
import { pageMetadata } from '@/lib/metadata';

export async function generateMetadata(): Promise<Metadata> {
  await connection();
  return pageMetadata((await workPageContent()).seo);
}

export default async function WorkPage() {
  await connection(); // the page's words and the case studies are the content studio's
  const [page, caseStudies] = await Promise.all([workPageContent(), publishedCaseStudies()]);
  return (
    <>
      <PageBanner eyebrow={page.eyebrow} title={page.title} lead={page.lead} />
      <section className="section">
        <div className={`container ${styles.grid}`}>
          {caseStudies.map((study, index) => (
            <WorkTile key={study.slug} study={study} priority={index === 0} />
          ))}
        </div>
      </section>
    </>
  );
}
