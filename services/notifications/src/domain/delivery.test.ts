import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, retryDelay } from './delivery';

describe('retryDelay', () => {
  it('doubles from five seconds', () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([5_000, 10_000, 20_000, 40_000]);
  });
  it('never waits more than ten minutes', () => {
    expect(retryDelay(9)).toBe(600_000);
  });
  it('gives up after the last attempt', () => {
    expect(retryDelay(MAX_ATTEMPTS)).toBeNull();
  });
});
