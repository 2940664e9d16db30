import localFont from 'next/font/local';

// The display face comes from an npm package and is self-hosted by next/font: no request leaves the site.
// Body text uses the system UI font: nothing to download before the first paint, where most text is.
// 'optional': a font that is not there by first paint is not swapped in later, so text never reflows and
// the largest paint is the first one (on a slow first visit the metric-matched fallback stays).
export const display = localFont({
  src: '../node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2',
  variable: '--font-display',
  weight: '300 700',
  display: 'optional',
});
