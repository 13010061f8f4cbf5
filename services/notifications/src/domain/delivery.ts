// When to try a failed e-mail again: exponential backoff, then give up.
export const MAX_ATTEMPTS = 10;

/** Milliseconds to wait after the `attempts`-th failure, or null to give up. 5 s, 10 s, 20 s ... capped at 10 min. */
export function retryDelay(attempts: number): number | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  return Math.min(5_000 * 2 ** (attempts - 1), 600_000);
}
