'use client';

import { Link } from '@/components/ui/link';
import { useState, type MouseEvent } from 'react';
import type { CoreService } from '@/content/types';
import { MOBILE_MAX } from '@/lib/breakpoints';
import { useHydrated } from '../ui/use-hydrated';
import styles from './core-services.module.css';

const isMobile = () => window.matchMedia(`(max-width: ${MOBILE_MAX}px)`).matches;

/**
 * One item open or none. On desktop an item opens on hover (and by keyboard with Enter or Space, which
 * toggles); at 767 px or less a tap opens it and a second tap closes it. The server's HTML has every item
 * open, so the services and their links are there before the scripts arrive (they start after the page has
 * painted) and without JavaScript at all; once hydrated, the list folds into the accordion.
 * That fold is not animated: the items open and close over 0.8 s only once the visitor has used the list
 * (`data-animate`). The section below the first screen is rendered only as it nears the viewport
 * (content-visibility), so an animated fold ran when the visitor scrolled to it: the list shrank by half
 * before their eyes and the footer moved up under them.
 */
export function CoreServicesList({ items }: { items: CoreService[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const [animate, setAnimate] = useState(false);
  const hydrated = useHydrated();

  function show(index: number | null) {
    setAnimate(true);
    setOpen(index);
  }

  function onClick(index: number, event: MouseEvent<HTMLButtonElement>) {
    const pointerOnDesktop = event.detail > 0 && !isMobile();
    show(pointerOnDesktop ? index : open === index ? null : index);
  }

  return (
    <ol className={styles.list} data-animate={animate || undefined} onMouseLeave={() => !isMobile() && show(null)}>
      {items.map((item, index) => {
        const expanded = !hydrated || open === index;
        return (
          <li
            key={item.number}
            className={styles.item}
            data-open={expanded || undefined}
            onMouseEnter={() => !isMobile() && show(index)}
          >
            <h3 className={styles.heading}>
              <button
                type="button"
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={`core-service-${item.number}`}
                onClick={(event) => onClick(index, event)}
              >
                <span className={styles.number}>{item.number}</span>
                <span className={styles.name}>{item.title}</span>
                <span className={styles.arrow} aria-hidden="true">
                  ↗
                </span>
              </button>
            </h3>
            <div id={`core-service-${item.number}`} className={styles.panel} inert={!expanded}>
              <p>{item.content}</p>
              <Link href={item.href} className={styles.link}>
                Explore {item.title}
              </Link>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
