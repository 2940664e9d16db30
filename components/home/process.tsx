import { home } from '@/content/home';
import { processTracks } from '@/content/process';
import { Tabs } from '../ui/tabs';
import styles from './process.module.css';

/** The six-step process, one tab per way of working. */
export function Process() {
  return (
    <section className="section" aria-labelledby="process-title">
      <div className="container">
        <h2 id="process-title">{home.process.heading}</h2>
        <p className="lead">{home.process.text}</p>
        <Tabs
          id="process"
          label="Ways of working"
          className={styles.tabs}
          tabs={processTracks.map(({ id, label }) => ({ id, label }))}
          panels={processTracks.map((track) => (
            <ol key={track.id} className={styles.steps}>
              {track.steps.map((step, index) => (
                <li key={step.title} className={styles.step}>
                  <span className={styles.number} aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  <h3>{step.title}</h3>
                  <p>{step.text}</p>
                </li>
              ))}
            </ol>
          ))}
        />
      </div>
    </section>
  );
}
