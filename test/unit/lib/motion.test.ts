import { describe, expect, it } from 'vitest';
import { easeOutExpo, POINTER_EFFECTS_QUERY, SMOOTH_SCROLL } from '@/lib/motion';

describe('smooth scroll settings', () => {
  it('uses interpolation 0.08 and 1.2 s', () => {
    expect(SMOOTH_SCROLL.lerp).toBe(0.08);
    expect(SMOOTH_SCROLL.duration).toBe(1.2);
  });

  it('eases out exponentially from 0 to exactly 1', () => {
    expect(easeOutExpo(0)).toBe(0);
    expect(easeOutExpo(1)).toBe(1);
    expect(easeOutExpo(0.5)).toBeCloseTo(1 - 2 ** -5);
    expect(easeOutExpo(0.1)).toBeGreaterThan(0.4); // fast start
  });

  it('turns mouse-follow effects off at 769 px or less and under reduced motion', () => {
    expect(POINTER_EFFECTS_QUERY).toContain('(min-width: 770px)');
    expect(POINTER_EFFECTS_QUERY).toContain('(pointer: fine)');
    expect(POINTER_EFFECTS_QUERY).toContain('(prefers-reduced-motion: no-preference)');
  });
});
