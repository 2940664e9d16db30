import { Img } from '@/components/ui/img';
import type { HomeContent } from '@/content/pages';
import type { Talent } from '@/content/types';
import { cardColour, perViewCss, TALENT_BREAKPOINTS, TALENT_CAROUSEL } from '@/lib/breakpoints';
import { Marquee } from '../ui/marquee';
import styles from './talent-carousel.module.css';

export function TalentCarousel({ copy, talent }: { copy: HomeContent['talent']; talent: Talent[] }) {
  return (
    <section className={styles.section} aria-labelledby="talent-title">
      <style>{perViewCss(`.${styles.perView}`, TALENT_BREAKPOINTS)}</style>
      <div className="container">
        <h2 id="talent-title" className={styles.title}>
          {copy.heading}
        </h2>
        <p className="lead">{copy.text}</p>
      </div>
      <Marquee label="Talent carousel" msPerSlide={TALENT_CAROUSEL.msPerSlide} gap={TALENT_CAROUSEL.gap} perViewClass={styles.perView}>
        {talent.map((person, index) => (
          <figure key={person.name} className={styles.card} data-colour={cardColour(index)}>
            <Img
              src={person.image.src}
              width={person.image.width}
              height={person.image.height}
              alt={person.image.alt}
              focus={person.image.focus}
              sizes="(min-width: 1400px) 180px, (min-width: 768px) 25vw, 50vw"
              className={styles.photo}
            />
            <figcaption>
              <strong>{person.name}</strong>
              <span>{person.position}</span>
            </figcaption>
          </figure>
        ))}
      </Marquee>
    </section>
  );
}
