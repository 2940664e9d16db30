import type { Metadata } from 'next';
import { WorkTile } from '@/components/work/work-tile';
import styles from '@/components/work/work.module.css';
import { PageBanner } from '@/components/ui/page-banner';
import { workPage } from '@/content/case-studies';
import { connection } from 'next/server';
import { publishedCaseStudies } from '@/server/content/public';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata(workPage.seo);

export default async function WorkPage() {
  await connection(); // the case studies are the content studio's
  const caseStudies = await publishedCaseStudies();
  return (
    <>
      <PageBanner eyebrow={workPage.eyebrow} title={workPage.title} lead={workPage.lead} />
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
