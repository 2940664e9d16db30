import type { HomeContent } from '@/content/pages';
import { Tabs } from '../ui/tabs';
import styles from './process.module.css';

/** The six-step process, one tab per way of working. */
export function Process({ process }: { process: HomeContent['process'] }) {
  const { heading, text, tracks } = process;
  return (
    <section className="section" aria-labelledby="process-title">
      <div className="container">
        <h2 id="process-title">{heading}</h2>
        <p className="lead">{text}</p>
        <Tabs
          id="process"
          label="Ways of working"
          className={styles.tabs}
          tabs={tracks.map(({ id, label }) => ({ id, label }))}
          panels={tracks.map((track) => (
            <ol key={track.id} className={styles.steps}>
              {track.steps.map((step, index) => (
                <li key={index} className={styles.step}>
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
