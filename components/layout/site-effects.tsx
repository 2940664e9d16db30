'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type Lenis from 'lenis';
import { FINE_POINTER_QUERY, POINTER_EFFECTS_QUERY, REDUCED_MOTION_QUERY, SMOOTH_SCROLL } from '@/lib/motion';
import { notePath } from '@/lib/visitor-source-page';
import { whenIdle } from '@/lib/when-idle';

/**
 * Site-wide motion: Lenis smooth scrolling, a smooth return to the top on every route change, and the
 * custom cursor. Each loads only when the visitor's settings allow it and the visitor first needs it: never
 * with reduced motion, nor on a touch screen (Lenis leaves touch scrolling native anyway).
 * Also starts the page-view beacon (public/hit.js) once the page is hydrated and the browser is idle, so
 * counting a view never takes a moment the visitor waits for.
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
      if (reduced.matches || lenis.current || !window.matchMedia(FINE_POINTER_QUERY).matches) return;
      const { default: LenisClass } = await import('lenis');
      if (cancelled || lenis.current) return;
      lenis.current = new LenisClass({ ...SMOOTH_SCROLL, autoRaf: true, anchors: true });
    }
    async function startCursor() {
      if (!window.matchMedia(POINTER_EFFECTS_QUERY).matches || stopCursor) return;
      const cursor = await import('./cursor');
      if (!cancelled && !stopCursor) stopCursor = cursor.startCursor();
    }
    function stop() {
      lenis.current?.destroy();
      lenis.current = null;
      stopCursor?.();
      stopCursor = undefined;
    }
    const onPreferenceChange = () => (reduced.matches ? stop() : void start());
    // Smooth scrolling loads with the visitor's first scroll gesture and the cursor with the first mouse
    // move, so neither costs anything before it is needed.
    const onScrollIntent = () => void start();
    const onPointer = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      window.removeEventListener('pointermove', onPointer);
      void startCursor();
    };
    const intents = ['wheel', 'keydown'] as const;
    intents.forEach((type) => window.addEventListener(type, onScrollIntent, { passive: true, once: true }));
    window.addEventListener('pointermove', onPointer, { passive: true });
    reduced.addEventListener('change', onPreferenceChange);
    document.documentElement.dataset.hydrated = 'true'; // lets tests and tools know the page is interactive
    const stopBeacon = whenIdle(startBeacon, { timeout: 5000, otherwiseAfter: 1000 });
    return () => {
      cancelled = true;
      stopBeacon();
      intents.forEach((type) => window.removeEventListener(type, onScrollIntent));
      window.removeEventListener('pointermove', onPointer);
      reduced.removeEventListener('change', onPreferenceChange);
      stop();
    };
  }, []);

  useEffect(() => {
    notePath(pathname); // where a form sent later says the visitor came from (lib/visitor-source-page.ts)
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    if (lenis.current) lenis.current.scrollTo(0);
    else window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname]);

  return null;
}

/** Adds the beacon's script once per page load (it follows client-side navigations itself). */
function startBeacon() {
  if (document.querySelector(`script[src="${BEACON_SCRIPT}"]`)) return;
  const script = document.createElement('script');
  script.src = BEACON_SCRIPT;
  document.head.appendChild(script);
}

const BEACON_SCRIPT = '/hit.js';
