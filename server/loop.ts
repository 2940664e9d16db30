// The work each instance does now and then, on a timer of its own (the content scheduler, the content version poll,
// the retention sweep, the queue workers): one way to run it. A run never overlaps the one before; the timers never
// keep the process alive (unref); an error is logged, never thrown, and the loop goes on; `stop` ends it and says when
// the run under way has ended.

export interface LoopOptions {
  /** Milliseconds before the first run; 0 (the default) starts it at once. Then one run every `ms`. */
  firstAfterMs?: number;
  /**
   * What a run asked for while one is under way does: skipped (the default), or, with `again`, the run under way goes
   * round once more when it ends, so work that arrived meanwhile is not left for the next tick (a queue's kick).
   */
  again?: boolean;
  /** What to do with an error a run throws; by default it is logged as `<name>: <message>`. */
  onError?: (error: unknown) => void;
}

export interface Loop {
  /** Runs now, unless a run is under way (see `again`); resolves when this run has ended, never rejects. */
  run(): Promise<void>;
  /**
   * Stops the timers and any run not yet started; a run under way ends as it would (a queue worker's, after the
   * message it holds). Resolves once it has ended: what a shutdown waits for (scripts/server.mjs, server/runtime.ts).
   */
  stop(): Promise<void>;
}

/** Runs `fn` every `ms` milliseconds, by the rules above. */
export function every(ms: number, name: string, fn: () => unknown, { firstAfterMs = 0, again = false, onError }: LoopOptions = {}): Loop {
  const report = onError ?? ((error: unknown) => console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`));
  let running: Promise<void> | null = null;
  let asked = false;
  let stopped = false;

  function run(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      if (again) asked = true;
      return again ? running : Promise.resolve();
    }
    running = (async () => {
      try {
        do {
          asked = false;
          try {
            await fn();
          } catch (error) {
            report(error);
          }
        } while (asked && !stopped);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  const first = firstAfterMs > 0 ? setTimeout(run, firstAfterMs) : undefined;
  const timer = setInterval(run, ms);
  first?.unref?.();
  timer.unref?.();
  if (!first) void run();
  return {
    run,
    stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      return running ?? Promise.resolve();
    },
  };
}
