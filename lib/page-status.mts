// A page that has nothing at its address renders the site's 404 page itself, in place of calling notFound(), and
// says so in its head: <meta name="navyug-status" content="404">. The server answers it with status 404
// (server/serving/html-rewrite.mts). Next 16.4 answers notFound() in a page with an empty error shell whose page
// is drawn by its scripts alone (vercel/next.js#62228): blank without JavaScript, and blank until the scripts
// have run. Only erasable TypeScript syntax: the server loads this file under Node's type stripping.

/** The name of the meta element that carries a page's status. */
const PAGE_STATUS_META = 'navyug-status';

/** The metadata (Next's `other`) that makes the server answer the page with 404. */
export const NOT_FOUND_STATUS = { [PAGE_STATUS_META]: '404' };

/** The status a document's <head> asks for (only 404 is honoured), or undefined. */
export function pageStatus(html: string): 404 | undefined {
  const head = html.slice(0, Math.max(0, html.indexOf('</head>')));
  return head.includes(`<meta name="${PAGE_STATUS_META}" content="404"/>`) ? 404 : undefined;
}
