/**
 * Counts a page view for visitors without JavaScript (docs/development.md: Analytics): an image of our own endpoint, whose
 * request names the page in its Referer; it reaches the server even when nginx or the page cache served the page.
 * With JavaScript the beacon (public/hit.js) counts instead, started by site-effects.tsx once the page is
 * hydrated and the browser is idle.
 */
export function PageViewBeacon() {
  return (
    <noscript>
      {/* eslint-disable-next-line @next/next/no-img-element -- a counting pixel, not an image to optimise */}
      <img src="/api/hit" alt="" width={1} height={1} style={{ position: 'absolute', left: 0, bottom: 0 }} />
    </noscript>
  );
}
