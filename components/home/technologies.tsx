import type { HomeContent } from '@/content/pages';
import { TechIcon } from '../ui/tech-icon';
import { Tabs } from '../ui/tabs';
import styles from './technologies.module.css';

/** Technologies in four tabs; Front-end is first and so selected by default. */
export function Technologies({ technologies }: { technologies: HomeContent['technologies'] }) {
  const { heading, text, groups } = technologies;
  return (
    <section className={`section ${styles.section}`} aria-labelledby="tech-title">
      <div className="container">
        <h2 id="tech-title">{heading}</h2>
        <p className="lead">{text}</p>
        <Tabs
          id="tech"
          label="Technology areas"
          className={styles.tabs}
          tabs={groups.map(({ id, label }) => ({ id, label }))}
          panels={groups.map((group) => (
            <ul key={group.id} className={styles.grid}>
              {group.items.map((tech, index) => (
                <li key={index} className={styles.item}>
                  <TechIcon tech={tech} />
                  <span>{tech.name}</span>
                </li>
              ))}
            </ul>
          ))}
        />
      </div>
    </section>
  );
}
