import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { periodicWorker } from './periodic-worker';

describe('a periodic worker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const logger = () => ({ error: vi.fn() });

  it('runs at start when asked, then every interval, never two runs at once, and stop waits for the run', async () => {
    let release: () => void = () => undefined;
    const run = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const worker = periodicWorker({ everyMs: 1_000, run, logger: logger(), failure: 'failed', runAtStart: true });
    worker.start();
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(run).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    release();
    await stopping;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('waits for the first interval unless asked, and logs a failed run and tries again at the next tick', async () => {
    const log = logger();
    const run = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(undefined);
    const worker = periodicWorker({ everyMs: 1_000, run, logger: log, failure: 'sweep failed' });
    worker.start();
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'sweep failed');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    await worker.stop();
  });
});
