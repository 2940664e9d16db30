import 'server-only';
import type { SubmitResult } from '../services/submission';

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

export function toResponse(error: unknown): Response {
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
  if (result.status === 'accepted') return Response.json({ message: thanks, data: { id: result.id }, ...(token ? { token } : {}) }, { status: 201 });
  const headers: Record<string, string> = result.retryAfterSeconds ? { 'Retry-After': String(result.retryAfterSeconds) } : {};
  return Response.json({ message: result.message, errors: result.fieldErrors, ...(token ? { token } : {}) }, { status: result.httpStatus, headers });
}
