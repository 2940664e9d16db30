import { Img } from '@/components/ui/img';
import { Link } from '@/components/ui/link';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { TechIcon } from '@/components/ui/tech-icon';
import { quoteStart } from '@/content/contact';
import type { LiveService } from '@/content/types';
import { quoteStartHref } from '@/lib/quote-prefill';
import styles from './service-detail.module.css';

/** The one template behind all eight service pages: each service as the content studio publishes it. */
export function ServiceDetailView({ service }: { service: LiveService }) {
  const { hero, quote, stack, moreSkills, samples, why } = service;
  return (
    <>
      <section className={styles.hero}>
        <div className={`container ${styles.heroGrid}`}>
          <div>
            <Breadcrumbs trail={[{ href: '/', label: 'Home' }, { href: '/services', label: 'Services' }, { href: `/${service.slug}`, label: service.title }]} />
            <p className="eyebrow">{hero.eyebrow}</p>
            <h1 className={styles.title}>{hero.tagline}</h1>
            <p className="lead">{hero.text}</p>
            <Link href="/get-quote" className="button button-dark">
              Book Your Service
            </Link>
          </div>
          {hero.image && <Img {...hero.image} priority sizes="(min-width: 992px) 600px, 100vw" className={styles.heroImage} />}
        </div>
      </section>

      <section className="section">
        <blockquote className={`container ${styles.quote}`}>
          <p>{quote}</p>
        </blockquote>
      </section>

      <section className={`section ${styles.white}`} aria-labelledby="stack-title">
        <div className="container">
          <h2 id="stack-title">{stack.heading}</h2>
          <ul className={styles.stack}>
            {stack.items.map((tech, index) => (
              <li key={`${index}-${tech.name}`}>
                <TechIcon tech={tech} />
                <span>{tech.name}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="skills-title">
        <div className={`container ${styles.skills}`}>
          <div>
            <h2 id="skills-title">{moreSkills.heading}</h2>
            <p className="lead">{moreSkills.text}</p>
          </div>
          <ul>
            {moreSkills.items.map((item, index) => (
              <li key={`${index}-${item}`}>{item}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className={`section ${styles.white}`} aria-labelledby="samples-title">
        <div className="container">
          <h2 id="samples-title">Sample work</h2>
          <div className={styles.samples}>
            {samples.map((image, index) => (
              <Img key={`${index}-${image.src}`} {...image} sizes="(min-width: 992px) 400px, 100vw" />
            ))}
          </div>
          <div className={styles.start}>
            <p className="lead">{quoteStart.lead}</p>
            <Link href={quoteStartHref(service)} className="button button-dark">
              {quoteStart.label}
            </Link>
          </div>
        </div>
      </section>

      {why.points.length > 0 && (
        <section className="section" aria-labelledby="why-title">
          <div className="container">
            <h2 id="why-title">{why.heading}</h2>
            <ol className={styles.why}>
              {why.points.map((point, index) => (
                <li key={`${index}-${point.title}`}>
                  <h3>{point.title}</h3>
                  <p>{point.text}</p>
                </li>
              ))}
            </ol>
            <Link href="/get-quote" className="button">
              Book Your Service
            </Link>
          </div>
        </section>
      )}
    </>
  );
}
