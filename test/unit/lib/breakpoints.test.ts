import { describe, expect, it } from 'vitest';
import {
  cardColour,
  INDUSTRY_BREAKPOINTS,
  perViewAt,
  perViewCss,
  TALENT_BREAKPOINTS,
} from '@/lib/breakpoints';

describe('talent carousel breakpoints', () => {
  it.each([
    [280, 2],
    [320, 2],
    [575, 2],
    [576, 3],
    [768, 4],
    [992, 4],
    [1199, 4],
    [1200, 5],
    [1399, 5],
    [1400, 7],
    [2560, 7],
  ])('at %i px shows %i slides', (width, perView) => {
    expect(perViewAt(TALENT_BREAKPOINTS, width)).toBe(perView);
  });
});

describe('industries slider breakpoints', () => {
  it.each([
    [375, 1],
    [767, 1],
    [768, 2],
    [992, 3],
    [1200, 4],
  ])('at %i px shows %i slides', (width, perView) => {
    expect(perViewAt(INDUSTRY_BREAKPOINTS, width)).toBe(perView);
  });
});

describe('perViewCss', () => {
  it('writes a base rule and one media query per breakpoint, in order', () => {
    const css = perViewCss('.x', INDUSTRY_BREAKPOINTS);
    expect(css).toBe(
      '.x{--per-view:1}@media (min-width:768px){.x{--per-view:2}}@media (min-width:992px){.x{--per-view:3}}@media (min-width:1200px){.x{--per-view:4}}',
    );
  });
});

describe('card colour cycle', () => {
  it('repeats primary, secondary, red, green', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(cardColour)).toEqual([
      'primary', 'secondary', 'red', 'green', 'primary', 'secondary', 'red', 'green',
    ]);
  });
});
