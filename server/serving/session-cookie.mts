// The admin session cookie's name, in one place for the three that must agree on it: Better Auth, which sets
// it (server/auth/auth.ts), and the two gates that look for it before any session check (proxy.ts and the
// request guard). Only erasable TypeScript syntax: the guard runs under Node's type stripping.

/** Better Auth's `advanced.cookiePrefix`: its session cookie is `<prefix>.session_token`. */
export const SESSION_COOKIE_PREFIX = 'navyug';

/** The names the cookie may have: Better Auth adds `__Secure-` when the site is served over https. */
export const SESSION_COOKIE_NAMES = [`${SESSION_COOKIE_PREFIX}.session_token`, `__Secure-${SESSION_COOKIE_PREFIX}.session_token`];

/** Whether a Cookie header carries a (non-empty) session cookie; its validity is checked later. */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return String(cookieHeader ?? '')
    .split(';')
    .some((pair) => {
      const [name, value = ''] = pair.trim().split('=');
      return SESSION_COOKIE_NAMES.includes(name) && value.length > 0;
    });
}
