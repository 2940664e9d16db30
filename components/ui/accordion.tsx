'use client';

import { useEffect, useId, useState, type ReactNode } from 'react';
import styles from './accordion.module.css';

interface Props {
  /** `id` names an item for links: /faqs#that-id opens it (search results link to answers this way). */
  items: { id?: string; title: string; content: ReactNode }[];
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
  const ids = items.map((item) => item.id ?? '').join(' ');

  useEffect(() => {
    const list = ids.split(' ');
    const openFromHash = () => {
      const target = window.location.hash.slice(1); // ids are ASCII slugs: nothing to decode
      const index = target ? list.indexOf(target) : -1;
      if (index < 0) return;
      setOpen(index);
      // Closing the panel above moves the answer up: bring it back into view once it has rendered.
      requestAnimationFrame(() => document.getElementById(target)?.scrollIntoView({ block: 'start' }));
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, [ids]);

  return (
    <div className={styles.accordion} data-touched={touched || undefined}>
      {items.map((item, index) => {
        const expanded = index === open;
        return (
          <div key={item.title} id={item.id} className={styles.item} data-open={expanded || undefined}>
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
