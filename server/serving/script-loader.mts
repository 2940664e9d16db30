// The inline loader that starts Next's chunk scripts once the page has loaded and painted (html-rewrite.mts
// puts it where Next's first chunk script was). Its own module, so the CSP (csp.mts) can tell it from any other
// inline script without importing the rewriter.
// Only erasable TypeScript syntax: this file runs under Node's type stripping (scripts/server.mjs).

/**
 * The loader, in the page as is (ES5, no dependencies). It starts the scripts once the page has loaded
 * (its stylesheets and the images in view, lazy ones too), the browser has reported the first contentful
 * paint, and two more frames have begun, so on a slow network they never share the connection with what the
 * first screen shows, largest image included. (A fast page can fire load before its first paint, and a
 * frame's paint is reported some time after it begins, hence both conditions.) It starts them at once on
 * load in a background tab (nothing is painted there until it is shown) or where paint timing is missing;
 * a second after load if no contentful paint has been reported by then (a page with nothing to paint
 * before its scripts run); when the tab's visibility changes before that, so a page opened in the
 * background is ready when it comes to the front; and on the first key or pointer press, so someone who
 * acts before the page has loaded does not wait for its last image.
 */
export const LOADER = `(function(w,d,urls){var started=false,loaded=false,painted=false;function start(){if(started)return;started=true;urls.forEach(function(url){var s=d.createElement("script");s.src=url;s.async=true;d.head.appendChild(s)})}function ready(){if(!loaded||!painted)return;if(!w.requestAnimationFrame)return start();w.requestAnimationFrame(function(){w.requestAnimationFrame(function(){setTimeout(start,0)})})}function onLoad(){loaded=true;if(d.visibilityState==="hidden")return start();setTimeout(start,1000);ready()}try{new PerformanceObserver(function(list){if(!painted&&list.getEntriesByName("first-contentful-paint").length){painted=true;ready()}}).observe({type:"paint",buffered:true});if(PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)painted=true}catch(e){painted=true}if(d.readyState==="complete")onLoad();else w.addEventListener("load",onLoad);d.addEventListener("visibilitychange",start);d.addEventListener("pointerdown",start,true);d.addEventListener("keydown",start,true)})(window,document,URLS)`;

/** The loader for these chunk URLs, as the page carries it. */
export function loaderScript(urls: readonly string[]): string {
  // JSON of plain /_next/static paths: no quote, `<` or `/script` can break out of the inline script.
  return LOADER.replace('URLS', JSON.stringify(urls));
}

const [LOADER_HEAD, LOADER_TAIL] = LOADER.split('URLS');

/** Whether `text` is the loader for some list of our own chunk URLs (and nothing else). */
export function isLoaderScript(text: string): boolean {
  if (!text.startsWith(LOADER_HEAD) || !text.endsWith(LOADER_TAIL)) return false;
  const urls = parseJson(text.slice(LOADER_HEAD.length, text.length - LOADER_TAIL.length));
  return Array.isArray(urls) && urls.every((url) => typeof url === 'string' && /^\/_next\/static\/[^"<>]+\.js$/.test(url));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
