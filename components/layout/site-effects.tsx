'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type Lenis from 'lenis';
import { POINTER_EFFECTS_QUERY, REDUCED_MOTION_QUERY, SMOOTH_SCROLL } from '@/lib/motion';

/**
 * Site-wide motion: Lenis smooth scrolling, a smooth return to the top on every route change, and the
 * custom cursor. Each loads only when the visitor's settings allow it, after the page is interactive.
 */
export function SiteEffects() {
  const pathname = usePathname();
  const lenis = useRef<Lenis | null>(null);
  const firstPath = useRef(true);

  useEffect(() => {
    let cancelled = false;
    let stopCursor: (() => void) | undefined;
    const reduced = window.matchMedia(REDUCED_MOTION_QUERY);

    async function start() {
      if (reduced.matches) return;
      const { default: LenisClass } = await import('lenis');
      if (cancelled) return;
      lenis.current = new LenisClass({ ...SMOOTH_SCROLL, autoRaf: true, anchors: true });
      if (window.matchMedia(POINTER_EFFECTS_QUERY).matches) {
        const { startCursor } = await import('./cursor');
        if (!cancelled) stopCursor = startCursor();
      }
    }
    function stop() {
      lenis.current?.destroy();
      lenis.current = null;
      stopCursor?.();
      stopCursor = undefined;
    }
    const onPreferenceChange = () => (reduced.matches ? stop() : void start());
    document.documentElement.dataset.hydrated = 'true'; // lets tests and tools know the page is interactive

    void start();
    reduced.addEventListener('change', onPreferenceChange);
    return () => {
      cancelled = true;
      reduced.removeEventListener('change', onPreferenceChange);
      stop();
    };
  }, []);

  useEffect(() => {
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    if (lenis.current) lenis.current.scrollTo(0);
    else window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname]);

  return null;
}
