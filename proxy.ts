import { NextResponse, type NextRequest } from 'next/server';
import { SESSION_COOKIE_NAMES } from './server/serving/contract.mts';

/**
 * Admin requests without a session cookie are turned away here, before any page renders: a page with a
 * redirect to the login (and nothing else in the body), a download or export with 401. This is only the
 * cheap first gate; every admin page, action and route checks the session itself (server/auth/session.ts).
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
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

export const config = { matcher: ['/admin', '/admin/:path*'] };
