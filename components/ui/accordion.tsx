'use client';

import { useId, useState, type ReactNode } from 'react';
import styles from './accordion.module.css';

interface Props {
  items: { title: string; content: ReactNode }[];
  headingLevel?: 2 | 3;
}

/**
 * WAI-ARIA accordion in which exactly one panel is open (the first, to begin with). The open header
 * cannot collapse its own panel, so it says so with aria-disabled.
 */
export function Accordion({ items, headingLevel = 3 }: Props) {
  const [open, setOpen] = useState(0);
  const [touched, setTouched] = useState(false);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.accordion} data-touched={touched || undefined}>
      {items.map((item, index) => {
        const expanded = index === open;
        return (
          <div key={item.title} className={styles.item} data-open={expanded || undefined}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={`${id}-h${index}`}
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={`${id}-p${index}`}
                aria-disabled={expanded || undefined}
                onClick={() => {
                  setTouched(true);
                  setOpen(index);
                }}
              >
                <span>{item.title}</span>
                <span className={styles.sign} aria-hidden="true" />
              </button>
            </Heading>
            <div id={`${id}-p${index}`} role="region" aria-labelledby={`${id}-h${index}`} className={styles.panel} hidden={!expanded}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
