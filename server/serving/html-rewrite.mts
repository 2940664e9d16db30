// Rewrites every HTML page the server sends (scripts/server.mjs wraps Next's handler in rewriteHtmlResponses).
//
// Next puts its client chunks in <head> as `<script async>` (plus a low-priority preload for one of them).
// The browser fetches them while it is still parsing and styling the page, so on a slow phone and network
// their ~125 KB share the connection with the document and the stylesheets, and land in front of the first
// paint. Next has no option to defer them (vercel/next.js#66958), so here they are taken out of the markup
// and started by a small inline loader once the page has loaded and painted. Hydration begins a moment
// later; everything before it is server-rendered HTML that links, forms and disclosure widgets already
// handle. Their order never mattered (they were async), and the RSC payload they read is queued in
// `self.__next_f` by inline scripts until the runtime arrives, as before.
//
// A page whose markup does not match (another Next version, a page without chunks) is sent unchanged.
// Only erasable TypeScript syntax: this file runs under Node's type stripping (scripts/server.mjs).
import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { pageStatus } from '../../lib/page-status.mts';
import { BR_OR_GZIP, negotiate, withAcceptEncoding } from './content-coding.mts';
import { ownScripts, scriptHash, withScriptHashes } from './csp.mts';
import { holdResponses, type Handler } from './hold.mts';
import { loaderScript } from './script-loader.mts';

const brotli = promisify(zlib.brotliCompress);
/** Brotli quality of a page rendered for one request: 4 costs about what gzip -6 did and sends about a third less. */
const PAGE_BROTLI_QUALITY = 4;

export { LOADER } from './script-loader.mts';

/** Next's async chunk scripts, exactly as React's bootstrap writes them. */
const ASYNC_CHUNK = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;
/** React's low-priority preload hint for a chunk it loads later in the body. */
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"<>]+\.js)"\/>/g;
/** Marks where the loader goes (where the first chunk script was); a comment cannot occur inside a tag. */
const SLOT = '<!--boot-->';

/**
 * Moves Next's chunk scripts behind the page's load. Returns the HTML unchanged when there are none, or when
 * it is Next's error shell (`<html id="__next_error__">`, e.g. notFound() in a page rendered per request):
 * its body is empty until the scripts render the page, so they are what the first paint waits for.
 */
export function deferChunkScripts(html: string): string {
  if (/^(?:<!DOCTYPE html>)?<html id="__next_error__"/i.test(html)) return html;
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
  return out.replace(SLOT, `<script>${loaderScript(urls)}</script>`);
}

/** Next's stylesheet links, exactly as React writes a stylesheet resource into <head>. */
const STYLESHEET = /<link rel="stylesheet" href="(\/_next\/static\/[^"<>]+\.css)" data-precedence="([^"<>]+)"\/>/g;

/** The text of one of the build's stylesheets by its URL, or undefined when it cannot be read. */
export type StylesheetSource = (href: string) => string | undefined;

/**
 * Puts the build's stylesheets into the page itself. Each `<link rel="stylesheet">` in <head> becomes a <style>
 * holding the sheet, followed by the same link with `disabled`, which the browser never fetches. On a slow
 * phone the first paint then waits for the document alone instead of one more round trip per sheet
 * (PRODUCT.md: LCP within 300 ms of an empty page's). The disabled link is for React: it looks a stylesheet
 * resource up by `link[rel="stylesheet"][href]` when it hydrates or navigates, adopts the one it finds, and so
 * neither fetches the sheet again nor inserts a second copy; sheets of pages visited later are linked as usual,
 * after these. Next's own `experimental.inlineCss` writes each sheet into the RSC payload twice more.
 * A sheet that cannot be read, or whose text could end the <style> element or names a file relative to itself,
 * stays a link.
 */
export function inlineStylesheets(html: string, source: StylesheetSource): string {
  if (!html.includes('<link rel="stylesheet"')) return html;
  return html.replace(STYLESHEET, (link, href: string, precedence: string) => {
    const css = source(href);
    if (css === undefined || /<\/style/i.test(css) || /url\(\s*(?!["']?(?:\/|data:|#))/i.test(css)) return link;
    return `<style data-href="${href}">${css}</style><link rel="stylesheet" href="${href}" data-precedence="${precedence}" disabled=""/>`;
  });
}

/** Rewrites an HTML document's body (uncompressed); returns the same Buffer when nothing changes. */
export function rewriteHtml(body: Buffer, headers: OutgoingHttpHeaders, stylesheets?: StylesheetSource): Buffer {
  if (!isHtml(headers['content-type'])) return body;
  const html = body.toString('utf8');
  let rewritten = deferChunkScripts(html);
  // Not in Next's error shell (its body is drawn by the scripts) nor in a page deferChunkScripts left alone.
  if (stylesheets && rewritten !== html) rewritten = inlineStylesheets(rewritten, stylesheets);
  return rewritten === html ? body : Buffer.from(rewritten, 'utf8');
}

/**
 * Wraps a handler so that the HTML documents it answers (to any method but HEAD) are sent rewritten
 * (rewriteHtml, through hold.mts; with `stylesheets`, the build's sheets inlined) with a Content-Security-Policy that allows exactly the inline scripts the
 * site's own code wrote into them (csp.mts), if they changed, a validator of their own, and status 404 when the page
 * asks for it (lib/page-status.mts). Every other response streams through untouched.
 */
export function rewriteHtmlResponses(upstream: Handler, options: { stylesheets?: StylesheetSource } = {}): Handler {
  return holdResponses(upstream, {
    wants: (req) => req.method !== 'HEAD',
    holds: (res) => isHtml(res.getHeader('content-type')),
    async transform(body, res) {
      const rewritten = rewriteHtml(body, res.getHeaders(), options.stylesheets);
      const html = rewritten.toString('utf8');
      if (res.statusCode === 200 && pageStatus(html) === 404) {
        // A page with nothing at its address, rendered as the site's 404 page (lib/page-status.mts); kept by no
        // cache, as Next sends its own 404s.
        res.statusCode = 404;
        res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
      }
      const policy = res.getHeader('content-security-policy');
      if (typeof policy === 'string') res.setHeader('content-security-policy', withScriptHashes(policy, ownScripts(html).map((text) => scriptHash(text))));
      // The upstream's validator names the upstream's bytes; rewritten bytes get their own (RFC 9110 8.8.3).
      if (rewritten !== body && res.hasHeader('etag')) res.setHeader('etag', `"${createHash('sha256').update(rewritten).digest('base64url').slice(0, 27)}"`);
      // Next compresses with gzip alone. A browser that takes Brotli gets it here, on a page the page cache has
      // not stored yet or does not store (the cache answers the pages it holds from its own Brotli copy).
      if (negotiate(res.req?.headers['accept-encoding'], BR_OR_GZIP) !== 'br' || res.getHeader('content-encoding') === 'br') return rewritten;
      res.setHeader('vary', withAcceptEncoding(res.getHeader('vary') as OutgoingHttpHeaders['vary']));
      const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: rewritten.length };
      return { body: await brotli(rewritten, { params }), encoding: 'br' as const };
    },
  });
}

function isHtml(contentType: unknown) {
  return /^text\/html\b/i.test(String(contentType ?? ''));
}
