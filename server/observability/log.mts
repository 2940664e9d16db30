// The process's one logger (pino): JSON lines on stdout, one per request (scripts/server.mjs), per server error (with
// its stack and the request's id) and per event (start-up, shutdown, migrations, queue retries). LOG_LEVEL sets the
// level (default info). Kept on globalThis (server/serving/contract.mts), so the serving layer and every copy of this
// module in Next's bundle write through the same one.
//
// Nothing personal goes in: a request line is its method, route template (never the path: /share/<token> and a
// search's query would be in it), status and duration; never a client address, header, cookie or body. Code that
// logs a message of its own is trusted to say no more (the guard's refusals name the path without its query, no address).
// Only erasable TypeScript syntax: this file runs under Node's type stripping (scripts/server.mjs) too.
import { format } from 'node:util';
import pino, { type Logger } from 'pino';
import { processValue } from '../serving/contract.mts';

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];

/** The level LOG_LEVEL names; anything else is refused at start-up (scripts/server.mjs) with the names allowed. */
export function logLevelFrom(env: Record<string, string | undefined>): string {
  const level = (env.LOG_LEVEL ?? 'info').trim().toLowerCase() || 'info';
  if (!LEVELS.includes(level)) throw new Error(`LOG_LEVEL=${env.LOG_LEVEL} is not a level: use one of ${LEVELS.join(', ')}`);
  return level;
}

/** The process's logger; `instance` (host:port) is on every line, set by the first caller (scripts/server.mjs). */
export function logger(instance?: string): Logger {
  return processValue('logger', () =>
    pino({
      level: logLevelFrom(process.env),
      base: instance ? { instance } : undefined,
      // pino's own time (milliseconds since 1970): an ISO string costs a Date per line; journald stamps each line anyway.
      formatters: { level: (label) => ({ level: label }) },
      // An error's name, message, code and stack only: pino's default serializer copies every field, and a
      // database error's `detail` can quote the row it refused ("Key (email)=(…) already exists").
      serializers: { err: (error: Error & { code?: unknown }) => ({ type: error.name, message: error.message, code: error.code, stack: error.stack }) },
    }),
  );
}

/**
 * Sends console.log/info/warn/error through the logger, so what the app and Next print (a queue's retry, a
 * migration, Next's own errors) is a JSON line too, an Error's stack in `err`, at the level the call meant.
 */
export function routeConsole(log: Logger): void {
  const write = (level: 'info' | 'warn' | 'error') =>
    function (...args: unknown[]) {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      const message = format(...args.filter((arg) => arg !== error));
      if (error) log[level]({ err: error }, message || error.message);
      else log[level](message);
    };
  console.log = write('info');
  console.info = write('info');
  console.warn = write('warn');
  console.error = write('error');
}
