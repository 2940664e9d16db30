/** Layout constants of the specification (section 9), shared by components, CSS generators and tests. */

export const HEADER_FIXED_AT = 50; // px scrolled before the header takes its fixed style
export const MOBILE_MAX = 767; // px: mobile menu closes on link choice; core services expand on click
export const POINTER_EFFECTS_MIN = 770; // px: mouse-follow effects are off at 769 px or less
export const HERO_MASK_MIN = 1281; // px: the hero mask is hidden at 1280 px or less
export const HERO_ICON_INTERVAL_MS = 4000;

/** Slides per view from a minimum width up; the first row applies below every breakpoint. */
export type BreakpointTable = readonly { minWidth: number; perView: number }[];

export const TALENT_BREAKPOINTS: BreakpointTable = [
  { minWidth: 0, perView: 2 },
  { minWidth: 320, perView: 2 },
  { minWidth: 576, perView: 3 },
  { minWidth: 768, perView: 4 },
  { minWidth: 992, perView: 4 },
  { minWidth: 1200, perView: 5 },
  { minWidth: 1400, perView: 7 },
];

export const INDUSTRY_BREAKPOINTS: BreakpointTable = [
  { minWidth: 0, perView: 1 },
  { minWidth: 768, perView: 2 },
  { minWidth: 992, perView: 3 },
  { minWidth: 1200, perView: 4 },
];

export const TALENT_CAROUSEL = { gap: 30, msPerSlide: 4000 } as const;
export const TESTIMONIAL_STRIP = { gap: 20, msPerSlide: 10000 } as const;
export const INDUSTRY_SLIDER = { gap: 30, autoplayMs: 3000 } as const;

/** Card colour cycle of the talent carousel and testimonial strip. */
export const CARD_COLOURS = ['primary', 'secondary', 'red', 'green'] as const;
export type CardColour = (typeof CARD_COLOURS)[number];

export function cardColour(index: number): CardColour {
  return CARD_COLOURS[((index % CARD_COLOURS.length) + CARD_COLOURS.length) % CARD_COLOURS.length];
}

/** Slides per view at a window width. */
export function perViewAt(table: BreakpointTable, width: number): number {
  let perView = table[0].perView;
  for (const row of table) if (width >= row.minWidth) perView = row.perView;
  return perView;
}

/**
 * CSS that sets `--per-view` on a selector at each breakpoint, so the table above is the single source
 * for both the server-rendered layout (no layout shift on hydration) and the script that reads it.
 */
export function perViewCss(selector: string, table: BreakpointTable): string {
  return table
    .map(({ minWidth, perView }) =>
      minWidth === 0
        ? `${selector}{--per-view:${perView}}`
        : `@media (min-width:${minWidth}px){${selector}{--per-view:${perView}}}`,
    )
    .join('');
}
