import { applicationCopy, standardDescription, whyJoinUs } from '@/content/careers';
import type { Job } from '@/lib/careers';
import { escapeHtml } from '@/lib/html';
import { jsonLd } from '@/lib/metadata';
import { jobPostingJsonLd } from '@/lib/structured-data';
import { pageFacts } from '@/server/content/public';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { ApplicationForm } from './application-form';
import styles from './careers.module.css';
import { JobFacts } from './job-facts';

/** The job's own text where it has some, the standard text where it does not. */
export function describe(job: Job) {
  return {
    about: job.description?.about ?? standardDescription.about,
    responsibilities: job.description?.responsibilities?.length ? job.description.responsibilities : standardDescription.responsibilities,
    requirements: job.description?.requirements?.length ? job.description.requirements : standardDescription.requirements,
  };
}

/** A job's page; `token` is the signed form token for its application form (a fresh one per view). */
export async function JobDetails({ job, token }: { job: Job; token: string }) {
  const text = describe(job);
  const facts = await pageFacts(); // the hiring organisation: the studio's Company item
  const html = `<p>${escapeHtml(text.about)}</p><h2>What you'll do</h2><ul>${text.responsibilities.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul><h2>What you'll need</h2><ul>${text.requirements.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul>`;
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(jobPostingJsonLd(job, html, facts)) }} />
      <section className="page-banner">
        <div className="container">
          <Breadcrumbs trail={[{ href: '/', label: 'Home' }, { href: '/career', label: 'Career' }, { href: `/career-details?id=${job.id}`, label: job.job_title }]} />
          <p className="eyebrow">{job.job_role.name}</p>
          <h1 className="page-banner-title">{job.job_title}</h1>
          <JobFacts job={job} detailed />
        </div>
      </section>
      <section className="section">
        <div className={`container ${styles.details}`}>
          <div>
            <h2>About the role</h2>
            <p>{text.about}</p>
            <h2>What you&apos;ll do</h2>
            <ul>
              {text.responsibilities.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <h2>What you&apos;ll need</h2>
            <ul>
              {text.requirements.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <h2>{whyJoinUs.title}</h2>
            <ul>
              {whyJoinUs.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </div>
          <aside className={styles.apply} aria-labelledby="apply-title">
            <h2 id="apply-title">{applicationCopy.title}</h2>
            <ApplicationForm jobId={job.id} giveTask={job.give_task === 'Yes'} token={token} sentMessage={applicationCopy.sent} />
          </aside>
        </div>
      </section>
    </>
  );
}
