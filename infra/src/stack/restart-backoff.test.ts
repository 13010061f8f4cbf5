import { describe, expect, it } from 'vitest';
import { nextRestart, restartMessage } from './restart-backoff';

describe('restarting a crashed process', () => {
  it('waits 1 s, then 2 s, then 4 s while it keeps crashing', () => {
    const first = nextRestart(0, 500);
    const second = nextRestart(first.attempt, 500);
    const third = nextRestart(second.attempt, 500);
    expect([first, second, third]).toEqual([
      { attempt: 1, delayMs: 1_000 },
      { attempt: 2, delayMs: 2_000 },
      { attempt: 3, delayMs: 4_000 },
    ]);
  });

  it('never waits longer than 30 s', () => {
    expect(nextRestart(5, 0).delayMs).toBe(30_000);
    expect(nextRestart(1_000, 0).delayMs).toBe(30_000);
  });

  it('starts again from 1 s once the process stayed up a minute', () => {
    expect(nextRestart(7, 60_000)).toEqual({ attempt: 1, delayMs: 1_000 });
    expect(nextRestart(7, 59_999)).toEqual({ attempt: 8, delayMs: 30_000 });
  });

  it('says which process exited, how, and when it comes back', () => {
    expect(restartMessage('accounts', { code: 1, signal: null }, { attempt: 2, delayMs: 2_000 })).toBe(
      'accounts exited with code 1; restarting in 2 s (attempt 2)',
    );
    expect(restartMessage('gateway', { code: null, signal: 'SIGKILL' }, { attempt: 1, delayMs: 1_000 })).toBe(
      'gateway exited on SIGKILL; restarting in 1 s (attempt 1)',
    );
  });
});
