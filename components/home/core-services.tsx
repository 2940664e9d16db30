import { Link } from '@/components/ui/link';
import { coreServices } from '@/content/core-services';
import { home } from '@/content/home';
import { CoreServicesList } from './core-services-list';
import styles from './core-services.module.css';

export function CoreServices() {
  const { eyebrow, heading, cta } = home.coreServices;
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
