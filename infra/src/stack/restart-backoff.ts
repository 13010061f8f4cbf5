// When to restart a process that exited on its own: 1 s, 2 s, 4 s… up to 30 s, afresh once it stayed up a minute.

export interface BackoffRule {
  firstDelayMs: number;
  maxDelayMs: number;
  /** A process that ran this long before exiting counts as healthy: its next restart is attempt 1 again. */
  stableAfterMs: number;
}

export const RESTART_BACKOFF: BackoffRule = { firstDelayMs: 1_000, maxDelayMs: 30_000, stableAfterMs: 60_000 };

export interface RestartPlan {
  /** 1 for the first restart after a healthy run. */
  attempt: number;
  delayMs: number;
}

/** The next restart after an exit, given the previous attempt (0 if none) and how long the process was up. */
export function nextRestart(
  previousAttempt: number,
  upForMs: number,
  rule: BackoffRule = RESTART_BACKOFF,
): RestartPlan {
  const attempt = upForMs >= rule.stableAfterMs ? 1 : previousAttempt + 1;
  const delayMs = Math.min(rule.firstDelayMs * 2 ** Math.min(attempt - 1, 30), rule.maxDelayMs);
  return { attempt, delayMs };
}

/** "accounts exited with code 1; restarting in 2 s (attempt 2)" */
export function restartMessage(
  name: string,
  exit: { code: number | null; signal: string | null },
  plan: RestartPlan,
): string {
  const how = exit.code !== null ? `with code ${exit.code}` : `on ${exit.signal ?? 'an unknown signal'}`;
  return `${name} exited ${how}; restarting in ${plan.delayMs / 1000} s (attempt ${plan.attempt})`;
}
