import { Img } from '@/components/ui/img';
import grid from '@/components/ui/card-grid.module.css';
import type { Industry } from '@/content/types';

/** The industries' cards on /industries (and an industry's draft in the studio's preview), in the order given. */
export function IndustryGrid({ industries }: { industries: Industry[] }) {
  return (
    <section className="section">
      <ul className={`container ${grid.grid}`}>
        {industries.map((industry, index) => (
          <li key={industry.slug}>
            <article id={industry.slug} className={grid.card}>
              <Img {...industry.image} priority={index === 0} sizes="(min-width: 992px) 400px, 100vw" />
              <h2>{industry.title}</h2>
              <p>{industry.text}</p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
