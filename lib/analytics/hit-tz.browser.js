// The visitor's time zone, read off the page's thread for the beacon (hit.browser.js), which starts this as a
// worker: the first read loads the browser's time-zone data, a long task. Minified to public/hit-tz.js with it.
postMessage(Intl.DateTimeFormat().resolvedOptions().timeZone);
