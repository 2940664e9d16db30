import 'server-only';
import type { QueueTable } from '../repositories/queue';
import { processValue } from '../serving/contract.mts';

// The queue workers this process runs (server/runtime.ts starts them and registers each here), so that whoever
// has just committed rows to a queue can have them sent now, without importing what started the workers. Kept on
// globalThis, as the runtime is (server/serving/contract.mts): Next may load this module once per bundle, and every
// copy must see the same workers.
const kicks = () => processValue('kicks', () => new Map<QueueTable, () => void>());

/** Makes `kick(table)` reach this worker. */
export function registerKick(table: QueueTable, kick: () => void): void {
  kicks().set(table, kick);
}

/** Has this process's worker for `table` look at its queue now rather than at its next poll; nothing when none runs here. */
export function kick(table: QueueTable): void {
  kicks().get(table)?.();
}
