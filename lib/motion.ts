import { POINTER_EFFECTS_MIN } from './breakpoints';

/** Exponential ease-out: fast start, settles gently at 1. */
export function easeOutExpo(t: number): number {
  return t >= 1 ? 1 : 1 - Math.pow(2, -10 * t);
}

/** The specification's smooth-scroll settings, as Lenis options. */
export const SMOOTH_SCROLL = { lerp: 0.08, duration: 1.2, easing: easeOutExpo } as const;

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
/** A mouse or trackpad (not a touch screen alone): smooth scrolling is for it. */
export const FINE_POINTER_QUERY = '(pointer: fine)';
/** Mouse-follow effects: a fine pointer on a window wider than 769 px, and motion allowed. */
export const POINTER_EFFECTS_QUERY = `(pointer: fine) and (min-width: ${POINTER_EFFECTS_MIN}px) and (prefers-reduced-motion: no-preference)`;

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}
