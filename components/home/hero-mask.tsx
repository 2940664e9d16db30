'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { HERO_MASK_MIN } from '@/lib/breakpoints';
import { POINTER_EFFECTS_QUERY } from '@/lib/motion';

/**
 * A circle that follows the mouse and shows its children (an inverted copy of the headline) inside it.
 * Only on windows wider than 1280 px with a fine pointer and motion allowed.
 */
export function HeroMask({ children, className }: { children: ReactNode; className: string }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const layer = ref.current;
    const host = layer?.closest('section');
    if (!layer || !host) return;
    const query = window.matchMedia(`${POINTER_EFFECTS_QUERY} and (min-width: ${HERO_MASK_MIN}px)`);
    const onMove = (event: PointerEvent) => {
      const box = layer.getBoundingClientRect();
      layer.style.setProperty('--mx', `${event.clientX - box.left}px`);
      layer.style.setProperty('--my', `${event.clientY - box.top}px`);
      layer.dataset.active = 'true';
    };
    const onLeave = () => delete layer.dataset.active;
    const sync = () => {
      host.removeEventListener('pointermove', onMove);
      host.removeEventListener('pointerleave', onLeave);
      onLeave();
      if (query.matches) {
        host.addEventListener('pointermove', onMove, { passive: true });
        host.addEventListener('pointerleave', onLeave);
      }
    };
    sync();
    query.addEventListener('change', sync);
    return () => {
      query.removeEventListener('change', sync);
      host.removeEventListener('pointermove', onMove);
      host.removeEventListener('pointerleave', onLeave);
    };
  }, []);

  return (
    <div ref={ref} className={className} aria-hidden="true">
      {children}
    </div>
  );
}
