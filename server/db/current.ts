import 'server-only';
import { processValueOf, setProcessValue } from '../serving/contract.mts';
import { database, type Db } from './client';

// The process's database, for every route, page, action and service: the one place they get it from, as the first
// argument of the repositories. The server's shared parts (server/runtime.ts: demo jobs, the queue workers, the
// content watch, the retention sweep) start on its first use: runtime.ts registers itself here as it loads (the
// server loads it at start, instrumentation.ts), so no caller needs to know about it. Kept on globalThis, as the
// database is (server/serving/contract.mts): Next may load this module once per bundle, and every copy must hand out
// the same one.

/** For server/runtime.ts: `start` opens the database and starts the shared parts once, and is asked on every use. */
export function startOnFirstUse(start: () => Promise<Db>): void {
  setProcessValue('start', start);
}

/**
 * The process's database, opened and migrated, with the shared parts started when this process runs them. Rejects
 * when the database cannot be opened; the next call tries again.
 */
export function currentDb(): Promise<Db> {
  return processValueOf<() => Promise<Db>>('start')?.() ?? database();
}
