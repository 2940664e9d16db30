import { Img } from '@/components/ui/img';
import { Link } from '@/components/ui/link';
import grid from '@/components/ui/card-grid.module.css';
import { PageBanner } from '@/components/ui/page-banner';
import type { LifeContent } from '@/content/pages';
import styles from './life.module.css';

/** Life at the agency: culture, values, perks and the way to open jobs. */
export function LifeView({ content }: { content: LifeContent }) {
  const { hero, culture, values, perks, careers } = content;
  return (
    <>
      <PageBanner eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <Img {...hero.image} priority sizes="(min-width: 1360px) 1280px, 100vw" className={styles.hero} />
      </PageBanner>
      <section className="section" aria-labelledby="culture-title">
        <div className={`container ${styles.culture}`}>
          <div>
            <h2 id="culture-title">{culture.heading}</h2>
            {culture.paragraphs.map((paragraph, index) => (
              <p key={index} className={styles.text}>
                {paragraph}
              </p>
            ))}
          </div>
          <div className={styles.images}>
            {culture.images.map((image, index) => (
              <Img key={index} {...image} sizes="(min-width: 992px) 560px, 100vw" />
            ))}
          </div>
        </div>
      </section>
      {[values, perks].map((block, index) => (
        <section key={index} className={`section ${index === 0 ? styles.white : ''}`} aria-labelledby={`life-${index}`}>
          <div className="container">
            <h2 id={`life-${index}`}>{block.heading}</h2>
            <ul className={grid.grid}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex} className={grid.card}>
                  <h3>{item.title}</h3>
                  <p>{item.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}
      <section className={`section ${styles.careers}`} aria-labelledby="life-careers">
        <div className="container">
          <h2 id="life-careers">{careers.heading}</h2>
          <p className="lead">{careers.text}</p>
          <Link href={careers.cta.href} className="button">
            {careers.cta.label}
          </Link>
        </div>
      </section>
    </>
  );
}
