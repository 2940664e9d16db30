/**
 * Counts this page view (README: Analytics): the beacon, a static file of our own (public/hit.js, under 1 KB gzip,
 * allowed by the CSP's 'self'), and for visitors without JavaScript an image of our own endpoint, whose request
 * names the page in its Referer. Both reach the server even when nginx or the page cache served the page.
 */
export function PageViewBeacon() {
  return (
    <>
      {/* defer, not async: React would hoist an async script into <head>, where it would load beside the page's
          stylesheets; at the end of the body it waits for the page's content (server/http/html-rewrite.mts). */}
      <script src="/hit.js" defer />
      <noscript>
        {/* eslint-disable-next-line @next/next/no-img-element -- a counting pixel, not an image to optimise */}
        <img src="/api/hit" alt="" width={1} height={1} style={{ position: 'absolute', left: 0, bottom: 0 }} />
      </noscript>
    </>
  );
}
