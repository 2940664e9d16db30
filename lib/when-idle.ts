/**
 * Runs `task` once the browser is idle, or at the latest after `timeout` ms; where requestIdleCallback is missing,
 * after `otherwiseAfter` ms. Answers a function that cancels it (an effect's cleanup).
 */
export function whenIdle(task: () => void, { timeout, otherwiseAfter }: { timeout: number; otherwiseAfter: number }): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const id = setTimeout(task, otherwiseAfter);
    return () => clearTimeout(id);
  }
  const id = requestIdleCallback(task, { timeout });
  return () => cancelIdleCallback(id);
}
