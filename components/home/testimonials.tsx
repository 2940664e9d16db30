import type { HomeContent } from '@/content/pages';
import type { Testimonial } from '@/content/types';
import { cardColour, TESTIMONIAL_STRIP } from '@/lib/breakpoints';
import { Marquee } from '../ui/marquee';
import styles from './testimonials.module.css';

/** The client quotes, as published in the content studio, in their order. */
export function Testimonials({ copy, testimonials }: { copy: HomeContent['testimonials']; testimonials: Testimonial[] }) {
  return (
    <section className="section" aria-labelledby="testimonials-title">
      <div className="container">
        <h2 id="testimonials-title">{copy.heading}</h2>
        <p className="lead">{copy.text}</p>
      </div>
      <Marquee label="Client testimonials" msPerSlide={TESTIMONIAL_STRIP.msPerSlide} gap={TESTIMONIAL_STRIP.gap}>
        {testimonials.map((item, index) => (
          <figure key={item.company} className={styles.card} data-colour={cardColour(index)}>
            <blockquote>
              <p>{item.paragraph}</p>
            </blockquote>
            <figcaption>
              <strong>{item.company}</strong>
              <span>{item.role}</span>
            </figcaption>
          </figure>
        ))}
      </Marquee>
    </section>
  );
}
