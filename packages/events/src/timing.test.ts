import { describe, expect, it } from 'vitest';
import { backoffDelay, Doorbell, withTimeout } from './timing';

describe('backoffDelay', () => {
  it('doubles after each failure, never past the cap, with at most a quarter of jitter off', () => {
    const policy = { initialMs: 100, maxMs: 1_000 };
    for (const [attempt, full] of [
      [1, 100],
      [2, 200],
      [3, 400],
      [4, 800],
      [5, 1_000],
      [30, 1_000],
    ] as const) {
      const delay = backoffDelay(policy, attempt);
      expect(delay).toBeLessThanOrEqual(full);
      expect(delay).toBeGreaterThanOrEqual(full * 0.75);
    }
  });
});

describe('Doorbell', () => {
  it('wakes a waiting loop at once when rung, and remembers a ring that came before the wait', async () => {
    const doorbell = new Doorbell();
    const started = Date.now();
    setTimeout(() => doorbell.ring(), 10);
    await doorbell.wait(5_000);
    doorbell.ring();
    await doorbell.wait(5_000);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('withTimeout', () => {
  it('says what timed out', async () => {
    await expect(withTimeout(new Promise(() => undefined), 10, 'sending to the bus')).rejects.toThrow(
      'sending to the bus timed out after 10 ms',
    );
  });
});
