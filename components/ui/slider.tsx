'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { REDUCED_MOTION_QUERY } from '@/lib/motion';
import styles from './slider.module.css';

interface Props {
  label: string;
  slides: ReactNode[];
  autoplayMs: number;
  /** class setting --per-view per breakpoint */
  perViewClass: string;
  gap: number;
}

/**
 * WAI-ARIA carousel on CSS scroll-snap: a rotation button, one dot per slide, autoplay that loops and
 * stops on hover, on focus, when paused, when off-screen and under reduced motion.
 */
export function Slider({ label, slides, autoplayMs, perViewClass, gap }: Props) {
  const trackRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false); // hover or focus inside
  const [visible, setVisible] = useState(false);
  const [reduced, setReduced] = useState(false);
  const rotating = !paused && !held && visible && !reduced;

  const goTo = useCallback((index: number) => {
    const track = trackRef.current;
    const slide = track?.children[index] as HTMLElement | undefined;
    if (!track || !slide) return;
    track.scrollTo({ left: slide.offsetLeft - track.offsetLeft, behavior: 'smooth' });
    setActive(index);
  }, []);

  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION_QUERY);
    const sync = () => setReduced(query.matches);
    sync();
    query.addEventListener('change', sync);
    const observer = new IntersectionObserver(([entry]) => setVisible(entry.isIntersecting));
    if (rootRef.current) observer.observe(rootRef.current);
    return () => {
      query.removeEventListener('change', sync);
      observer.disconnect();
    };
  }, []);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => {
      const track = trackRef.current;
      if (!track) return;
      const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 2;
      goTo(atEnd ? 0 : (active + 1) % slides.length);
    }, autoplayMs);
    return () => window.clearInterval(timer);
  }, [rotating, active, autoplayMs, goTo, slides.length]);

  function onScroll() {
    const track = trackRef.current;
    if (!track) return;
    const width = (track.children[0] as HTMLElement | undefined)?.offsetWidth ?? 1;
    setActive(Math.min(slides.length - 1, Math.round(track.scrollLeft / (width + gap))));
  }

  return (
    <div
      ref={rootRef}
      className={`${styles.slider} ${perViewClass}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      style={{ '--gap': `${gap}px` } as React.CSSProperties}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setHeld(false)}
    >
      <div className={styles.controls}>
        <button type="button" className="pause-button" onClick={() => setPaused(!paused)}>
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
            {paused ? <path d="M3 1.5v11l9-5.5z" fill="currentColor" /> : <path d="M3 1h3v12H3zM8 1h3v12H8z" fill="currentColor" />}
          </svg>
          <span className="visually-hidden">{paused ? `Start ${label} rotation` : `Stop ${label} rotation`}</span>
        </button>
      </div>
      {/* Focusable so keyboard users can scroll it too; announces slides politely only when not rotating. */}
      <div ref={trackRef} className={styles.track} aria-live={rotating ? 'off' : 'polite'} tabIndex={0} onScroll={onScroll}>
        {slides.map((slide, index) => (
          <div key={index} className={styles.slide} role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${slides.length}`}>
            {slide}
          </div>
        ))}
      </div>
      <div className={styles.dots}>
        {slides.map((_, index) => (
          <button
            key={index}
            type="button"
            className={styles.dot}
            aria-label={`Show slide ${index + 1} of ${slides.length}`}
            aria-current={index === active ? 'true' : undefined}
            onClick={() => goTo(index)}
          />
        ))}
      </div>
    </div>
  );
}
