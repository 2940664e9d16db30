import 'server-only';
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../db/schema';
import { databaseUnavailable } from '../db/unavailable';
import { claimRow, dueRows, updateRow, type QueueColumns, type QueueTable } from '../repositories/queue';
import { every } from '../loop';
import { countDelivery } from '../observability/metrics.mts';
import { MAX_ATTEMPTS, retryDelayMs } from './backoff';

/** How long a claimed row is someone's: past this, a worker that died mid-send has its row taken over. */
const LOCK_MS = 60_000;

/** What `deliver` throws to say more than "try again later". */
export class DeliveryError extends Error {
  constructor(
    message: string,
    /** `final`: another attempt cannot help, so the row fails now; `columns`: stored with the failure */
    readonly details: { final?: boolean; columns?: Record<string, unknown> } = {},
  ) {
    super(message);
  }
}

export interface QueueWorkerOptions<T extends QueueTable> {
  /** names the queue in log lines */
  name: string;
  db: Kysely<Database>;
  table: T;
  pollMs: number;
  retryBaseMs: number;
  /** Sends one claimed row. Resolves with columns to store beside the success; throws to try again later. */
  deliver: (row: Selectable<Database[T]>) => Promise<Updateable<Database[T]> | void>;
  /** the columns that mark a row delivered, e.g. `{ status: 'sent', sent_at }` */
  delivered: (at: string) => Updateable<Database[T]>;
}

/**
 * Works off a queue table, one claim at a time so several server instances can share it: a row is claimed by
 * an UPDATE conditional on the state it was read in, so only one instance wins it. A failed delivery is
 * retried with exponential backoff; after MAX_ATTEMPTS (or a final error) the row is marked failed for a human.
 */
export function startQueueWorker<T extends QueueTable>({ name, db, table, pollMs, retryBaseMs, deliver, delivered }: QueueWorkerOptions<T>) {
  let unreachable = false;
  let stopping = false;

  /** One pass over the queue; a kick during it has the loop go round again (server/loop.ts `again`). */
  async function pass() {
    try {
      await drain();
      if (unreachable) console.warn(`${name}: the database answers again`);
      unreachable = false;
    } catch (error) {
      if (!databaseUnavailable(error)) console.error(`${name}: could not read the queue`, error);
      else if (!unreachable) {
        unreachable = true; // said once per outage, not on every poll
        console.error(`${name}: the database is unreachable (${(error as Error).message}); trying again every ${pollMs} ms`);
      }
    }
  }

  async function drain() {
    const due = await dueRows(db, table, new Date().toISOString());
    // A worker being stopped sends the message it holds, then claims no other: nothing it claimed waits out a lock.
    for (const row of due) {
      if (stopping) return;
      if (await claim(row)) await work(row);
    }
  }

  /** Whether this worker won the row: still in the state it was read in (a stale lock included), now locked by us. */
  async function claim(row: QueueColumns): Promise<boolean> {
    return claimRow(db, table, row, new Date(Date.now() + LOCK_MS).toISOString());
  }

  async function work(row: QueueColumns) {
    const attempts = row.attempts + 1;
    try {
      const columns = (await deliver(row as unknown as Selectable<Database[T]>)) ?? {};
      await update(row.id, { ...columns, ...delivered(new Date().toISOString()), attempts, locked_until: null, last_error: null });
      countDelivery(table, 'delivered');
    } catch (error) {
      const details = error instanceof DeliveryError ? error.details : {};
      const failed = details.final || attempts >= MAX_ATTEMPTS;
      await update(row.id, {
        ...details.columns,
        status: failed ? 'failed' : 'pending',
        attempts,
        locked_until: null,
        last_error: String((error as Error)?.message ?? error).slice(0, 500),
        next_attempt_at: new Date(Date.now() + retryDelayMs(attempts, retryBaseMs)).toISOString(),
      });
      countDelivery(table, failed ? 'given_up' : 'retrying');
      // The log names the row and the error's code, never its message: an SMTP refusal quotes the recipient's address.
      const code = (error as { responseCode?: unknown; code?: unknown })?.responseCode ?? (error as { code?: unknown })?.code;
      const why = typeof code === 'string' || typeof code === 'number' ? ` (${code})` : '';
      if (failed) console.error(`${name}: giving up on ${row.id} after ${attempts} attempt${attempts === 1 ? '' : 's'}${why}`);
      else console.warn(`${name}: ${row.id} not delivered${why}, attempt ${attempts}; next in ${Math.round(retryDelayMs(attempts, retryBaseMs) / 1000)} s`);
    }
  }

  const update = (id: string, columns: Record<string, unknown>) => updateRow(db, table, id, columns);

  const loop = every(pollMs, name, pass, { again: true });
  return {
    kick: () => void loop.run(),
    /** Resolves once the message under way (if any) is delivered or put back for a retry. */
    stop: () => {
      stopping = true;
      return loop.stop();
    },
  };
}
