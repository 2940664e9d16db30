import { Img } from '@/components/ui/img';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Link } from '@/components/ui/link';
import { quoteStart } from '@/content/contact';
import type { CaseStudy } from '@/content/types';
import { quoteStartHref } from '@/lib/quote-prefill';
import styles from './work.module.css';

export function CaseStudyView({ study }: { study: CaseStudy }) {
  const story: [string, string[]][] = [
    ['Discovery', study.discovery],
    ['Define The Challenge', study.challenge],
    ['Ideate / Our Approach', study.approach],
    ['Create / The Solutions', study.solutions],
    ['Results / The Impact', study.results],
  ];
  return (
    <article>
      <header className={`container ${styles.header}`}>
        <Breadcrumbs trail={[{ href: '/', label: 'Home' }, { href: '/work', label: 'Work' }, { href: `/${study.slug}`, label: study.name }]} />
        <ul className={styles.tags} aria-label="Tags">
          {study.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
        <h1 className={styles.title}>{study.name}</h1>
        <p className="lead">{study.headline}</p>
        <Img {...study.cover} priority sizes="(min-width: 1360px) 1280px, 100vw" className={styles.cover} />
      </header>
      <section className="section">
        <div className={`container ${styles.facts}`}>
          <div>
            <h2>About the Client</h2>
            {study.client.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div>
            <h2>Talent Delivered</h2>
            <ul>
              {study.talent.map((role) => (
                <li key={role}>{role}</li>
              ))}
            </ul>
          </div>
          <div>
            <h2>Year</h2>
            <p>{study.year}</p>
          </div>
        </div>
      </section>
      <section className={`section ${styles.storySection}`}>
        <div className={`container ${styles.story}`}>
          {story.map(([heading, paragraphs]) => (
            <div key={heading}>
              <h2>{heading}</h2>
              {paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          ))}
          <div className={styles.gallery}>
            {study.images.map((image) => (
              <Img key={image.src} {...image} sizes="(min-width: 768px) 440px, 100vw" />
            ))}
          </div>
        </div>
      </section>
      <section className={`section ${styles.start}`} aria-labelledby="start-title">
        <div className="container">
          <h2 id="start-title">{quoteStart.heading}</h2>
          <p className="lead">{quoteStart.lead}</p>
          <Link href={quoteStartHref(study)} className="button button-dark">
            {quoteStart.label}
          </Link>
        </div>
      </section>
    </article>
  );
}
