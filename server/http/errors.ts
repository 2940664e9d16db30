import 'server-only';

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
