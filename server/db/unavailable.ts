import 'server-only';

/** The socket could not reach the database server, or lost it. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

/**
 * PostgreSQL's own refusals of a connection: class 08 (connection exception), shutting down or starting up
 * (57P01-57P03), too many connections (53300).
 */
const SERVER_CODES = /^(08...|57P0[123]|53300)$/;

/** What pg says when a connection timed out, ended under a query, or was already broken (messages, no codes). */
const PG_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed and is not queryable)/;

/**
 * Whether an error means the database cannot be reached right now (as opposed to a bug or bad data): the
 * request may succeed as it is once the database is back, so forms answer 503 and ask to try again. Follows
 * `cause` and an AggregateError's `errors` (a host name with several addresses fails with one per address).
 */
export function databaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.test(code))) return true;
  if (typeof message === 'string' && PG_MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((each) => databaseUnavailable(each, depth + 1))) return true;
  return databaseUnavailable(cause, depth + 1);
}
