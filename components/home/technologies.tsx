import { home } from '@/content/home';
import { technologyGroups } from '@/content/technologies';
import { TechIcon } from '../ui/tech-icon';
import { Tabs } from '../ui/tabs';
import styles from './technologies.module.css';

/** Technologies in four tabs; Front-end is first and so selected by default. */
export function Technologies() {
  return (
    <section className={`section ${styles.section}`} aria-labelledby="tech-title">
      <div className="container">
        <h2 id="tech-title">{home.technologies.heading}</h2>
        <p className="lead">{home.technologies.text}</p>
        <Tabs
          id="tech"
          label="Technology areas"
          className={styles.tabs}
          tabs={technologyGroups.map(({ id, label }) => ({ id, label }))}
          panels={technologyGroups.map((group) => (
            <ul key={group.id} className={styles.grid}>
              {group.items.map((tech) => (
                <li key={tech.name} className={styles.item}>
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
