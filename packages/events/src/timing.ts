// Waiting: exponential backoff with jitter, sleeps that abort, a doorbell that wakes a loop early, time limits.

export interface BackoffPolicy {
  /** Delay after the first failure. */
  initialMs: number;
  /** The delay never grows past this. */
  maxMs: number;
}

/** Delay before retry number `attempt` (1-based): doubles each time up to `maxMs`, with up to 25 % jitter off. */
export function backoffDelay(policy: BackoffPolicy, attempt: number): number {
  const exponential = policy.initialMs * 2 ** Math.max(0, attempt - 1);
  const capped = Math.min(policy.maxMs, exponential);
  return Math.round(capped * (0.75 + Math.random() * 0.25));
}

/** Resolves after `ms`, or at once when `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** Lets a loop sleep until either its poll interval passes or someone rings (new work arrived). */
export class Doorbell {
  private pending = false;
  private waiter: (() => void) | undefined;

  ring(): void {
    this.pending = true;
    this.waiter?.();
  }

  /** Returns at once if it rang since the last wait; otherwise after `ms`, a ring, or an abort. */
  async wait(ms: number, signal?: AbortSignal): Promise<void> {
    if (!this.pending) {
      const abort = new AbortController();
      const stop = () => abort.abort();
      this.waiter = stop;
      signal?.addEventListener('abort', stop, { once: true });
      await sleep(ms, abort.signal);
      signal?.removeEventListener('abort', stop);
      this.waiter = undefined;
    }
    this.pending = false;
  }
}

/** Rejects with `${what} timed out` when `promise` takes longer than `ms`. */
export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
