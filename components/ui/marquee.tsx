import type { CSSProperties, ReactNode } from 'react';
import { MarqueeTrack } from './marquee-track';
import { PauseButton } from './pause-button';
import styles from './marquee.module.css';

interface Props {
  label: string; // names the region and its pause button
  /** one item per slide; rendered twice so the loop is seamless (the copy is hidden from assistive tech) */
  children: ReactNode[];
  msPerSlide: number;
  gap: number;
  /** a class that sets --per-view (fixed-width slides); omit for slides as wide as their content */
  perViewClass?: string;
  className?: string;
}

/**
 * A continuously moving strip, done in CSS: a transform animation over two copies of the slides (the second
 * made in the browser, see MarqueeTrack). Pauses on
 * hover, on keyboard focus and with its pause button; stands still under reduced motion (then it scrolls).
 */
export function Marquee({ label, children, msPerSlide, gap, perViewClass = '', className = '' }: Props) {
  const style = { '--duration': `${children.length * msPerSlide}ms`, '--gap': `${gap}px` } as CSSProperties;
  return (
    <div
      className={`${styles.marquee} ${perViewClass} ${className}`}
      data-autoplay
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
    >
      <div className={styles.controls}>
        <PauseButton label={label} />
      </div>
      {/* Focusable: under reduced motion the strip stands still and scrolls instead. */}
      <div className={styles.viewport} tabIndex={0}>
        <MarqueeTrack trackClass={styles.track} listClass={styles.list} fixedWidth={Boolean(perViewClass)}>
          {children.map((child, index) => (
            <li key={index} className={styles.slide} aria-roledescription="slide" aria-label={`${index + 1} of ${children.length}`}>
              {child}
            </li>
          ))}
        </MarqueeTrack>
      </div>
    </div>
  );
}
