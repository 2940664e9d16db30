import type { Metadata } from 'next';
import { connection } from 'next/server';
import { JobCard } from '@/components/careers/job-card';
import styles from '@/components/careers/careers.module.css';
import { PageBanner } from '@/components/ui/page-banner';
import { careerPage } from '@/content/careers';
import type { Job } from '@/lib/careers';
import { pageMetadata } from '@/lib/metadata';
import { listJobs } from '@/server/careers/source';
import { companyFacts } from '@/server/content/public';

export const metadata: Metadata = pageMetadata(careerPage.seo);

export default async function CareerPage() {
  await connection(); // jobs change: render on each request
  const jobs: Job[] | null = await listJobs().catch(() => null);
  const { hr } = (await companyFacts()).email; // the careers mailbox: the studio's Company item
  return (
    <>
      <PageBanner eyebrow={careerPage.eyebrow} title={careerPage.title} lead={careerPage.lead} />
      {/* The list is the named region and the Reach Out box its sibling: an aside inside the region would be a
          landmark inside another (axe: landmark-complementary-is-top-level). */}
      <div className="section">
        <div className={`container ${styles.layout}`}>
          <section aria-labelledby="jobs-title">
            <h2 id="jobs-title">{careerPage.listTitle}</h2>
            {jobs === null ? (
              <p className={styles.notice} data-tone="error" role="alert">
                {careerPage.unavailable}
              </p>
            ) : jobs.length === 0 ? (
              <p className={styles.notice}>{careerPage.empty}</p>
            ) : (
              <ul className={styles.list}>
                {jobs.map((job) => (
                  <li key={job.id}>
                    <JobCard job={job} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <aside className={styles.reach} aria-labelledby="reach-title">
            <h2 id="reach-title">{careerPage.reachOut.title}</h2>
            <p>{careerPage.reachOut.text.replaceAll(careerPage.reachOut.email, hr)}</p>
            <a href={`mailto:${hr}`}>{hr}</a>
          </aside>
        </div>
      </div>
    </>
  );
}
