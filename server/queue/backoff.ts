/** Delay before retry number `attempt` (1-based): doubles from `baseMs`, capped at an hour. */
export function retryDelayMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 60 * 60 * 1000);
}

export const MAX_ATTEMPTS = 10;
