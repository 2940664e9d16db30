import { Img } from '@/components/ui/img';
import type { Talent } from '@/content/types';
import { cardColour } from '@/lib/breakpoints';
import styles from './talent-grid.module.css';

/** 'Meet Our Talent': every person with photo and first name. */
export function TalentGrid({ heading, lead, talent }: { heading: string; lead: string; talent: Talent[] }) {
  return (
    <section className="section" aria-labelledby="talent-grid-title">
      <div className="container">
        <h2 id="talent-grid-title">{heading}</h2>
        <p className="lead">{lead}</p>
        <ul className={styles.grid}>
          {talent.map((person, index) => (
            <li key={person.name} className={styles.person} data-colour={cardColour(index)}>
              <Img {...person.image} sizes="(min-width: 992px) 240px, 50vw" />
              <p>
                <strong>{person.name}</strong>
                <span>{person.position}</span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
