// The request guard's refusals (request-guard.mts) and how each is answered: a short page for a browser's form
// post, text the form shows in place for a Server Action called from JavaScript (lib/form-refusal.mts), JSON for
// the rest; with the connection closed after it when the body was left unread.
// Only erasable TypeScript syntax: this file runs under Node's type stripping (scripts/server.mjs).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { bodyTooLargeMessage, formForPath } from '../../http/form-routes.mts';
import { refusalBody } from '../../../lib/form-refusal.mts';
import type { SubmissionOutcome } from '../contract.mts';

/** A refusal: the status, a short message for the visitor, and headers. */
export class Refusal extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  /** what a form's post refused so is counted as (metrics), where the status alone does not say: see refusalOutcome */
  readonly outcome: SubmissionOutcome | undefined;
  constructor(status: number, message: string, headers: Record<string, string> = {}, outcome?: SubmissionOutcome) {
    super(message);
    this.status = status;
    this.headers = headers;
    this.outcome = outcome;
  }
}

const OUTCOMES: Record<number, SubmissionOutcome> = { 400: 'malformed', 403: 'forbidden', 404: 'outdated', 408: 'timeout', 413: 'too_large', 429: 'rate_limited', 503: 'busy' };

/** A form post's refusal as the metrics count it: 503 is every body slot held, unless the refusal says otherwise. */
export const refusalOutcome = (refusal: Refusal): SubmissionOutcome => refusal.outcome ?? OUTCOMES[refusal.status] ?? 'error';

/** The 413 for a body over `maxBytes`, in the words the form parser uses too. */
export function tooLarge(maxBytes: number): Refusal {
  return new Refusal(413, bodyTooLargeMessage(maxBytes));
}

/**
 * The refusal as a short page (a browser's form post), as text for React (a Server Action called from
 * JavaScript), or as JSON (everything else).
 */
export function answer(req: IncomingMessage, res: ServerResponse, refusal: Refusal, bodyUnread: boolean) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const api = Boolean(req.url?.startsWith('/api/'));
  const html = /text\/html/.test(req.headers.accept ?? '') && !api;
  // Next's client hands the body of an answer to a Server Action call on to the form only when its type is
  // exactly `text/plain` (lib/form-refusal.mts); any other it turns into a generic error.
  const action = req.headers['next-action'] !== undefined && !api && !html;
  const body = html ? refusalPage(req, refusal) : refusalBody(refusal.message);
  res.writeHead(refusal.status, {
    ...refusal.headers,
    'Content-Type': html ? 'text/html; charset=utf-8' : action ? 'text/plain' : 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...(html ? { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" } : {}),
    // The rest of an unread body cannot be told from the next request: close the connection after this.
    ...(bodyUnread ? { Connection: 'close' } : {}),
  });
  if (bodyUnread) {
    // Read (and drop) what the client is still sending for a moment, so it sees this answer rather than a
    // reset connection; then close. Node would close the socket as soon as the answer is written
    // (`Connection: close`), and closing it with unread bytes makes the kernel reset the connection, which
    // can throw away the answer before a client still sending reads it (nginx's lingering close, in short).
    // So once the answer is out, only our side is ended.
    const socket = req.socket;
    socket.destroySoon = () => void socket.end();
    req.on('data', () => undefined);
    req.resume();
    setTimeout(() => socket.destroy(), 2000).unref();
  }
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The page a browser without JavaScript shows instead of the form's own answer: what happened, and the way
 * back. Back shows the form as the visitor left it (browsers keep the page, or restore what was typed in its
 * fields); the link opens the form afresh, for a browser that did neither.
 */
function refusalPage(req: IncomingMessage, refusal: Refusal): string {
  let form: string | null = null;
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = url.pathname.replace(/\/+$/, '');
    if (formForPath(pathname) && !pathname.startsWith('/api/')) form = pathname + url.search;
  } catch {
    // a malformed address: no link
  }
  const heading = form ? 'Your form was not sent' : 'We could not accept this request';
  const back = form
    ? `<p>Use your browser’s Back button to return to the form: your answers are still there, though files may need choosing again.</p><p>If they are not, <a href="${escapeHtml(form)}">open the form again</a>.</p>`
    : req.method === 'POST'
      ? '<p>Use your browser’s Back button to return to the form: your answers are still there.</p>'
      : '<p><a href="/">Go to the home page</a>.</p>';
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${heading}</title><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><main><h1>${heading}</h1><p>${escapeHtml(refusal.message)}</p>${back}</main></body></html>`;
}

/** `text` cut to `max` characters, with control characters replaced: safe for one log line. */
export const limit = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text).replace(/[\u0000-\u001f\u007f]/g, '?');
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
