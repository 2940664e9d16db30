import { Link } from '@/components/ui/link';
import type { HomeContent } from '@/content/pages';
import { shownServices } from '@/server/content/public';
import { CoreServicesList } from './core-services-list';
import styles from './core-services.module.css';

/** The services the site shows, as the content studio publishes them (each one's home page title and text). */
export async function CoreServices({ copy }: { copy: HomeContent['coreServices'] }) {
  const { eyebrow, heading, cta } = copy;
  const items = (await shownServices()).map((service) => service.home);
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
        {items.length > 0 && <CoreServicesList items={items} />}
      </div>
    </section>
  );
}
