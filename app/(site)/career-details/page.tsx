import type { Metadata } from 'next';
import { describe, JobDetails } from '@/components/careers/job-details';
import styles from '@/components/careers/careers.module.css';
import { PageBanner } from '@/components/ui/page-banner';
import { careerPage } from '@/content/careers';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/metadata';
import { NOT_FOUND_STATUS } from '@/lib/page-status.mts';
import { getJob, JobsUnavailable } from '@/server/careers/source';
import { careersPage } from '@/server/content/public';
import { TOKEN_PLACEHOLDER } from '@/server/serving/contract.mts';
import JobNotFound from './not-found';

type Props = { searchParams: Promise<{ id?: string | string[] }> };

async function jobFor(searchParams: Props['searchParams']) {
  const id = (await searchParams).id;
  if (typeof id !== 'string' || !/^\d{1,9}$/.test(id)) return undefined;
  return getJob(Number(id));
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const job = await jobFor(searchParams).catch((error) => (error instanceof JobsUnavailable ? null : undefined));
  // null: the jobs could not be read (the page says so); undefined: no such job, 404 (lib/page-status.mts)
  if (!job) return { title: 'Job not found', robots: { index: false }, ...(job === undefined && { other: NOT_FOUND_STATUS }) };
  return pageMetadata({ title: job.job_title, description: `${job.job_title} at ${site.brand}, ${job.job_location}. ${describe(job).about}`.slice(0, 158), path: `/career-details?id=${job.id}`, image: careerPage.seo.image });
}

export default async function CareerDetailsPage({ searchParams }: Props) {
  try {
    const job = await jobFor(searchParams);
    if (!job) return <JobNotFound />; // status 404: NOT_FOUND_STATUS above (lib/page-status.mts)
    return <JobDetails job={job} token={TOKEN_PLACEHOLDER} />; // the server fills in a fresh token per visitor
  } catch (error) {
    if (!(error instanceof JobsUnavailable)) throw error;
    const { details, unavailable } = await careersPage(); // the careers page's words in the studio
    return (
      <>
        <PageBanner eyebrow={details.eyebrow} title={details.title} />
        <section className="section">
          <p className={`container ${styles.notice}`} data-tone="error" role="alert">
            {unavailable}
          </p>
        </section>
      </>
    );
  }
}
