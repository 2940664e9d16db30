import { Img } from '@/components/ui/img';
import { Link } from '@/components/ui/link';
import type { HomeContent } from '@/content/pages';
import { publishedIndustries } from '@/server/content/public';
import { INDUSTRY_BREAKPOINTS, INDUSTRY_SLIDER, perViewCss } from '@/lib/breakpoints';
import { Slider } from '../ui/slider';
import styles from './industries-slider.module.css';

/** The industries as the content studio publishes them, in staff order; the section is left out when there are none. */
export async function IndustriesSlider({ copy }: { copy: HomeContent['industries'] }) {
  const industries = await publishedIndustries();
  if (industries.length === 0) return null;
  return (
    <section className={`section ${styles.section}`} aria-labelledby="industries-title">
      <style>{perViewCss(`.${styles.perView}`, INDUSTRY_BREAKPOINTS)}</style>
      <div className="container">
        <div className={styles.head}>
          <h2 id="industries-title">{copy.heading}</h2>
          <p className="lead">{copy.text}</p>
        </div>
        <Slider
          label="Industries"
          perViewClass={styles.perView}
          gap={INDUSTRY_SLIDER.gap}
          autoplayMs={INDUSTRY_SLIDER.autoplayMs}
          slides={industries.map((industry) => (
            <article key={industry.slug} className={styles.card}>
              <Img
                src={industry.image.src}
                width={industry.image.width}
                height={industry.image.height}
                alt={industry.image.alt}
                sizes="(min-width: 1200px) 300px, (min-width: 768px) 45vw, 90vw"
                className={styles.image}
              />
              <h3>{industry.title}</h3>
              <p>{industry.text}</p>
            </article>
          ))}
        />
        <Link href="/industries" className={`button button-outline ${styles.more}`}>
          All industries
        </Link>
      </div>
    </section>
  );
}
