import { Link } from '@/components/ui/link';
import type { HomeContent } from '@/content/pages';
import styles from './about-blurb.module.css';

/** 'Est. in 2025' blurb and the four counters. */
export function AboutBlurb({ about, counters }: { about: HomeContent['about']; counters: HomeContent['counters'] }) {
  const { eyebrow, heading, text, cta } = about;
  return (
    <section className={`section ${styles.section}`} aria-labelledby="about-title">
      <div className={`container ${styles.grid}`}>
        <div>
          <p className="eyebrow">{eyebrow}</p>
          <h2 id="about-title">{heading}</h2>
        </div>
        <div>
          <p className="lead">{text}</p>
          <Link href={cta.href} className="button button-outline" data-cursor="About us">
            {cta.label}
          </Link>
        </div>
      </div>
      <div className="container">
        <dl className={styles.counters}>
          {counters.map((counter, index) => (
            <div key={index} className={styles.counter}>
              <dt>{counter.label}</dt>
              <dd>{counter.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
