// Where a POST may come from: our own pages for a form or a Server Action, the admin's own pages with a session
// cookie for the admin console.
// Only erasable TypeScript syntax: this file runs under Node's type stripping (scripts/server.mjs).
import type { IncomingMessage } from 'node:http';
import { hasSessionCookie } from '../session-cookie.mts';
import { Refusal } from './refusal.mts';

/**
 * A form posted to one of our pages from another site (or a Server Action call) must come from our own
 * origin. Next checks Origin against Host itself but answers a mismatch with 500, and lets a request without
 * Origin through; browsers always send Origin with a POST, so only scripts omit it.
 */
export function checkOrigin(req: IncomingMessage, pathname: string) {
  if (pathname.startsWith('/api/')) return; // the public form API is meant to be called from anywhere
  if (req.headers['sec-fetch-site'] === 'cross-site') throw new Refusal(403, 'Forms on this site can only be sent from this site.');
  const origin = req.headers.origin;
  if (!origin) return;
  let host: string;
  try {
    host = origin === 'null' ? 'null' : new URL(origin).host;
  } catch {
    throw new Refusal(400, 'The Origin header is malformed.');
  }
  const expected = String(req.headers['x-forwarded-host'] ?? req.headers.host ?? '').split(',')[0].trim().toLowerCase().replace(/:(80|443)$/, '');
  if (host !== expected) throw new Refusal(403, 'Forms on this site can only be sent from this site.');
}

/**
 * A state-changing request to the admin console must come from its own pages (an Origin header: browsers
 * send one with every POST) and carry a session cookie; the page or action then checks the session itself.
 * The sign-in form is the one admin form posted without a session.
 */
export function checkAdmin(req: IncomingMessage, pathname: string) {
  if (pathname !== '/admin' && !pathname.startsWith('/admin/')) return;
  if (!req.headers.origin) throw new Refusal(403, 'Admin forms can only be sent from the admin pages.');
  if (pathname.startsWith('/admin/login')) return;
  if (!hasSessionCookie(req.headers.cookie)) throw new Refusal(401, 'Sign in first: your session has ended.');
}
