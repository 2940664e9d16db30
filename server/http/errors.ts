import 'server-only';
import { referenceSentence } from '@/lib/reference';
import { knownFacts } from '../content/public';
import { databaseUnavailable } from '../db/unavailable';
import type { SubmitResult } from '../forms/submission';
import type { FormKey } from './form-routes.mts';

/** An error with the HTTP status and message the client should see. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** How long a client is asked to wait (Retry-After) while the database is unreachable. */
const UNAVAILABLE_RETRY_SECONDS = 60;

/** What a visitor reads when a form cannot be stored now because the database is unreachable. */
export function unavailableMessage(form: FormKey): string {
  const facts = knownFacts(); // the database is not answering: the Company item as last read
  const mailbox = form === 'apply' ? facts.email.hr : facts.email.hello;
  return `We cannot receive this form right now because of a fault on our side. Please try again in a few minutes, or write to us at ${mailbox}.`;
}

/** The form's 503 while the database is unreachable (also what the request guard answers, server/runtime.ts). */
export function unavailable(form?: FormKey): HttpError {
  const message = form ? unavailableMessage(form) : 'Our database is not answering right now. Please try again in a few minutes.';
  return new HttpError(503, message, {}, { 'Retry-After': String(UNAVAILABLE_RETRY_SECONDS) });
}

/** The error as the client should see it; an unreachable database is a 503 to retry (one log line, no stack). */
export function toResponse(error: unknown, form?: FormKey): Response {
  if (databaseUnavailable(error)) {
    console.error(`${form ? `${form} form` : 'api'}: the database is unreachable (${(error as Error).message}); answered 503`);
    error = unavailable(form);
  }
  if (error instanceof HttpError) {
    return Response.json({ message: error.message, errors: error.errors }, { status: error.status, headers: error.headers });
  }
  console.error(error);
  return Response.json({ message: 'Something went wrong on our side. Nothing was saved; please try again.' }, { status: 500 });
}

/**
 * A form service's answer as HTTP: 201 with the new id, or the rejection with its status and Retry-After;
 * with `token`, a fresh form token for the next submission from the same page.
 */
export function submitResponse(result: SubmitResult, thanks: string, token?: string): Response {
  if (result.status === 'accepted') {
    const { id, reference } = result;
    return Response.json({ message: reference ? `${thanks} ${referenceSentence(reference)}` : thanks, data: { id, ...(reference ? { reference } : {}) }, ...(token ? { token } : {}) }, { status: 201 });
  }
  const headers: Record<string, string> = result.retryAfterSeconds ? { 'Retry-After': String(result.retryAfterSeconds) } : {};
  return Response.json({ message: result.message, errors: result.fieldErrors, ...(token ? { token } : {}) }, { status: result.httpStatus, headers });
}
