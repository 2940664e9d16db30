import { PageBanner } from '@/components/ui/page-banner';
import type { CareersContent } from '@/content/pages';
import type { Job } from '@/lib/careers';
import { JobCard } from './job-card';
import styles from './careers.module.css';

/** The careers page: its words (the studio's careers page) around the open jobs (`null`: they could not be loaded). */
export function CareersView({ content, jobs }: { content: CareersContent; jobs: Job[] | null }) {
  return (
    <>
      <PageBanner eyebrow={content.eyebrow} title={content.title} lead={content.lead} />
      {/* The list is the named region and the Reach Out box its sibling: an aside inside the region would be a
          landmark inside another (axe: landmark-complementary-is-top-level). */}
      <div className="section">
        <div className={`container ${styles.layout}`}>
          <section aria-labelledby="jobs-title">
            <h2 id="jobs-title">{content.listTitle}</h2>
            {jobs === null ? (
              <p className={styles.notice} data-tone="error" role="alert">
                {content.unavailable}
              </p>
            ) : jobs.length === 0 ? (
              <p className={styles.notice}>{content.empty}</p>
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
            <h2 id="reach-title">{content.reachOut.title}</h2>
            <p>{content.reachOut.text}</p>
            <a href={`mailto:${content.reachOut.email}`}>{content.reachOut.email}</a>
          </aside>
        </div>
      </div>
    </>
  );
}
