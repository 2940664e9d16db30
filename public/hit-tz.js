/* README: Analytics. The visitor's time zone, read off the page's thread for public/hit.js. */
postMessage(Intl.DateTimeFormat().resolvedOptions().timeZone);
