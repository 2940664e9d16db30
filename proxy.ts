import { NextResponse, type NextRequest } from 'next/server';
import { CASE_STUDY_REWRITE_HEADER, mayBeCaseStudy } from './lib/top-level-routes';
import { PAGE_CACHE_HEADER } from './server/http/page-cache-header.mts';
import { SESSION_COOKIE_NAMES } from './server/http/session-cookie.mts';

/**
 * Admin requests without a session cookie are turned away here, before any page renders: a page with a
 * redirect to the login (and nothing else in the body), a download or export with 401. This is only the
 * cheap first gate; every admin page, action and route checks the session itself (server/auth/session.ts).
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (!pathname.startsWith('/admin')) return caseStudy(request);
  if (pathname.startsWith('/admin/login') || SESSION_COOKIE_NAMES.some((name) => request.cookies.has(name))) return NextResponse.next();
  const headers = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };
  if (pathname.startsWith('/admin/files/') || pathname.startsWith('/admin/export') || pathname.startsWith('/admin/privacy/export')) return NextResponse.json({ message: 'Sign in first.' }, { status: 401, headers });
  const login = request.nextUrl.clone();
  login.pathname = '/admin/login';
  login.search = `?next=${encodeURIComponent(pathname + search)}`;
  const response = NextResponse.redirect(login, 307);
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

/**
 * Case studies are published at /{slug} from the database, beside the services and legal pages that the [slug]
 * route builds with the site. A one-segment address the build does not have goes to the case-study route
 * (rendered per request, kept by the page cache until something is published), which answers it or 404s.
 */
function caseStudy(request: NextRequest) {
  const segment = request.nextUrl.pathname.slice(1);
  if (!mayBeCaseStudy(segment)) return NextResponse.next();
  const target = request.nextUrl.clone();
  target.pathname = `/work/${segment}`;
  const headers = new Headers(request.headers);
  headers.set(CASE_STUDY_REWRITE_HEADER, '1');
  const response = NextResponse.rewrite(target, { request: { headers } });
  // Kept by the server's page cache until something is published (as next.config.ts does for the other studio
  // pages); only a 200 is stored, so an address that is no case study (404) is not.
  response.headers.set(PAGE_CACHE_HEADER, '300');
  return response;
}

export const config = { matcher: ['/admin', '/admin/:path*', '/:slug'] };
