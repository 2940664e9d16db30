'use client';

import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

interface Props {
  id: string; // prefix for tab and panel ids
  label: string; // names the tab list
  tabs: { id: string; label: string }[];
  panels: ReactNode[]; // one per tab, rendered on the server
  className?: string;
}

/** WAI-ARIA tabs with automatic activation: arrows move and select, Home and End jump to the ends. */
export function Tabs({ id, label, tabs, panels, className = '' }: Props) {
  const [selected, setSelected] = useState(0);
  const [touched, setTouched] = useState(false); // panels animate only once the visitor switches tabs
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function select(index: number) {
    const next = (index + tabs.length) % tabs.length;
    setTouched(true);
    setSelected(next);
    tabRefs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]);
  }

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className={styles.list} data-touched={touched || undefined} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(el) => {
              tabRefs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.id}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => select(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${id}-panel-${tab.id}`}
          aria-labelledby={`${id}-tab-${tab.id}`}
          tabIndex={0}
          hidden={index !== selected}
          className={styles.panel}
        >
          {panels[index]}
        </div>
      ))}
    </div>
  );
}
