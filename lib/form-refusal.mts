// How the request guard (server/serving/request-guard.mts) refuses a Server Action called from JavaScript, and how
// the forms read that refusal back (components/forms/catch-action-errors.ts).
//
// Next's client turns any answer to such a call that is not React's own into a thrown Error. It hands over the
// answer's body, as the Error's message, only when the status is 400 or more and the type is exactly
// `text/plain` (no charset); anything else becomes a generic text. So the guard answers `text/plain` with the
// JSON it gives the API as the body, and a form tells the guard's words apart from whatever else can be thrown
// there (a network failure, Next's generic text) by reading that JSON back.
// Only erasable TypeScript syntax: the guard imports this under Node's type stripping.

/** A Server Action that this build does not have: the page was loaded before a deploy. */
export const OUT_OF_DATE_MESSAGE = 'This form is out of date: reload the page and send it again.';

/** A refusal's body, for the API and for a Server Action call alike. */
export const refusalBody = (message: string): string => JSON.stringify({ message, errors: {} });

/** The visitor's message in a thrown Error's text when the guard wrote it (refusalBody), else null. */
export function refusalMessage(text: string): string | null {
  try {
    const body: unknown = JSON.parse(text);
    const message = (body as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message ? message : null;
  } catch {
    return null;
  }
}
