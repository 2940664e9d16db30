// The request guard's look for the admin session cookie (its names: contract.mts, shared with Better Auth and
// proxy.ts). Only erasable TypeScript syntax: the guard runs under Node's type stripping.
import { SESSION_COOKIE_NAMES } from './contract.mts';

/** Whether a Cookie header carries a (non-empty) session cookie; its validity is checked later. */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return String(cookieHeader ?? '')
    .split(';')
    .some((pair) => {
      const [name, value = ''] = pair.trim().split('=');
      return SESSION_COOKIE_NAMES.includes(name) && value.length > 0;
    });
}
