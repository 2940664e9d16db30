import { Link } from '@/components/ui/link';
import { home } from '@/content/home';
import styles from './about-blurb.module.css';

/** 'Est. in 2025' blurb and the four counters. */
export function AboutBlurb() {
  const { eyebrow, heading, text, cta } = home.about;
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
          {home.counters.map((counter) => (
            <div key={counter.label} className={styles.counter}>
              <dt>{counter.label}</dt>
              <dd>{counter.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
