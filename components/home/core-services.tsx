import { Link } from '@/components/ui/link';
import { coreServices } from '@/content/core-services';
import type { HomeContent } from '@/content/pages';
import { CoreServicesList } from './core-services-list';
import styles from './core-services.module.css';

export function CoreServices({ copy }: { copy: HomeContent['coreServices'] }) {
  const { eyebrow, heading, cta } = copy;
  return (
    <section className="section" aria-labelledby="core-services-title">
      <div className="container">
        <div className={styles.head}>
          <div>
            <p className="eyebrow">{eyebrow}</p>
            <h2 id="core-services-title">{heading}</h2>
          </div>
          <Link href={cta.href} className="button button-dark" data-cursor="Services">
            {cta.label}
          </Link>
        </div>
        <CoreServicesList items={coreServices} />
      </div>
    </section>
  );
}
