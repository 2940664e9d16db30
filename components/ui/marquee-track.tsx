'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The moving strip's track. The server sends the slides once; after hydration this copies them into a
 * second, hidden, inert list so the loop is seamless, and only then starts the animation. Half the HTML,
 * half the hydration, and without JavaScript the single list simply scrolls.
 */
export function MarqueeTrack({ children, trackClass, listClass, fixedWidth }: { children: ReactNode; trackClass: string; listClass: string; fixedWidth: boolean }) {
  const track = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const copy = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!list.current || !copy.current || !track.current) return;
    copy.current.innerHTML = list.current.innerHTML;
    copy.current.querySelectorAll('[id]').forEach((el) => el.removeAttribute('id'));
    copy.current.querySelectorAll('li').forEach((li) => {
      li.removeAttribute('aria-roledescription');
      li.removeAttribute('aria-label');
    });
    track.current.dataset.ready = 'true';
  }, []);

  return (
    <div ref={track} className={trackClass} data-marquee-track data-fixed-width={fixedWidth ? '' : undefined}>
      <ul ref={list} className={listClass}>
        {children}
      </ul>
      <ul ref={copy} className={listClass} aria-hidden="true" inert />
    </div>
  );
}
