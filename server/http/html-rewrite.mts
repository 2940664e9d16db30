// Rewrites a prerendered page's HTML once, when the front cache stores it (front-cache.mts, `transform`).
//
// Next puts its client chunks in <head> as `<script async>` (plus a low-priority preload for one of them).
// The browser fetches them while it is still parsing and styling the page, so on a slow phone and network
// their ~125 KB share the connection with the document, the stylesheets and the font, and land in front of
// the first paint. Next has no option to defer them (vercel/next.js#66958), so here they are taken out of
// the markup and started by a small inline loader once the browser reports the first contentful paint.
// Hydration begins a moment later; everything before it is server-rendered HTML that links, forms and
// disclosure widgets already handle. Their order never mattered (they were async) and the RSC payload they
// read is queued in `self.__next_f` by inline scripts until the runtime arrives, as before.
//
// A page whose markup does not match (another Next version, a page without chunks) is left unchanged.
// Only erasable TypeScript syntax: this file runs under Node's type stripping (scripts/server.mjs).
import type { OutgoingHttpHeaders } from 'node:http';

/** Next's async chunk scripts, exactly as React's bootstrap writes them. */
const ASYNC_CHUNK = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;
/** React's low-priority preload hint for a chunk it loads later in the body. */
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"<>]+\.js)"\/>/g;
/** Marks where the loader goes (where the first chunk script was); a comment cannot occur inside a tag. */
const SLOT = '<!--boot-->';

/**
 * The loader, in the page as is (ES5, no dependencies). It starts the scripts after the first contentful
 * paint; right away in a background tab (it does not paint until shown) or where paint timing is missing;
 * and whenever the tab's visibility changes before that, so a page opened in the background is ready.
 */
export const LOADER = `(function(d,urls){var started=false;function start(){if(started)return;started=true;urls.forEach(function(url){var s=d.createElement("script");s.src=url;s.async=true;d.head.appendChild(s)})}try{if(d.visibilityState==="hidden"||PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)setTimeout(start,0)}).observe({type:"paint",buffered:true});d.addEventListener("visibilitychange",start)}catch(e){start()}})(document,URLS)`;

/** Moves Next's chunk scripts behind the first paint; returns the HTML unchanged when there are none. */
export function deferChunkScripts(html: string): string {
  const urls: string[] = [];
  const take = (url: string) => {
    if (!urls.includes(url)) urls.push(url);
  };
  let slotted = false;
  let out = html.replace(ASYNC_CHUNK, (_tag, url: string) => {
    take(url);
    if (slotted) return '';
    slotted = true;
    return SLOT;
  });
  if (!slotted) return html;
  out = out.replace(CHUNK_PRELOAD, (_tag, url: string) => {
    take(url);
    return '';
  });
  // JSON of plain /_next/static paths: no quote, `<` or `/script` can break out of the inline script.
  return out.replace(SLOT, `<script>${LOADER.replace('URLS', JSON.stringify(urls))}</script>`);
}

/** The front cache's transform: rewrites HTML documents, passes everything else through untouched. */
export function rewriteHtml(body: Buffer, headers: OutgoingHttpHeaders): Buffer {
  if (!/^text\/html\b/i.test(String(headers['content-type'] ?? ''))) return body;
  const html = body.toString('utf8');
  const rewritten = deferChunkScripts(html);
  return rewritten === html ? body : Buffer.from(rewritten, 'utf8');
}
