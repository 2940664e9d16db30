import { Img } from '@/components/ui/img';
import { Link } from '@/components/ui/link';
import type { CaseStudy } from '@/content/types';
import styles from './work.module.css';

/** A portfolio tile: image (also a link), tags, year, name and 'View Details'. `priority` for the first tile on a page. */
export function WorkTile({ study, priority = false }: { study: CaseStudy; priority?: boolean }) {
  const href = `/${study.slug}`;
  return (
    <article className={styles.tile}>
      <Link href={href} tabIndex={-1} aria-hidden="true" className={styles.tileImage} data-cursor="View">
        <Img {...study.cover} alt="" priority={priority} sizes="(min-width: 992px) 620px, 100vw" />
      </Link>
      <div className={styles.tileBody}>
        <ul className={styles.tags} aria-label="Tags">
          {study.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
        <span className={styles.year}>{study.year}</span>
      </div>
      <h2 className={styles.tileTitle}>{study.name}</h2>
      <p className={styles.tileText}>{study.headline}</p>
      <Link href={href} className={styles.details} aria-label={`View Details: ${study.name}`}>
        View Details
      </Link>
    </article>
  );
}
