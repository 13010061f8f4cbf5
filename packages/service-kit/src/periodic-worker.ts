// A background worker that runs one job every so often while the service runs: never two runs at once (a tick that
// finds the last run still going is skipped), a failed run logged and tried again at the next tick, and stop()
// waiting for the run in progress.
import type { BackgroundWorker } from './define-subgraph';

export interface PeriodicWorkerOptions {
  everyMs: number;
  /** The job; a thrown error is logged with `failure` and the next tick tries again. */
  run: () => Promise<void>;
  logger: { error(details: object, message: string): void };
  failure: string;
  /** Run once at start instead of waiting for the first interval. */
  runAtStart?: boolean;
  /** Let the process exit while the timer waits. */
  unref?: boolean;
}

export function periodicWorker(options: PeriodicWorkerOptions): BackgroundWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = options
      .run()
      .catch((error: unknown) => options.logger.error({ err: error }, options.failure))
      .finally(() => {
        running = null;
      });
  };
  return {
    start() {
      if (options.runAtStart) tick();
      timer = setInterval(tick, options.everyMs);
      if (options.unref) timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
