// bench:search's own parts: its arguments, its check that the three paths answer alike, and its verdicts. No timing.
import { describe, expect, it } from 'vitest';
import { answerIds, checkSameAnswers, medianOf, parseArgs, verdicts } from '../bench/search.bench';

describe('bench:search arguments', () => {
  it('defaults to 100,000 listings, 10 s in 5 slices after a 2 s warm-up, at 1 and 20 connections', () => {
    expect(parseArgs([])).toEqual({ count: 100_000, duration: 10, warmup: 2, rounds: 5, connections: [1, 20] });
  });

  it('reads each flag, spaced or with =', () => {
    expect(
      parseArgs(['--count', '5_000', '--duration=3', '--warmup', '0', '--connections', '1,4,20', '--data-dir', '/x']),
    ).toEqual({ count: 5000, duration: 3, warmup: 0, rounds: 5, connections: [1, 4, 20], dataDir: '/x' });
    expect(parseArgs(['--rounds', '3']).rounds).toBe(3);
  });

  it('runs the subgraph and the gateway in the bench process itself only when asked', () => {
    expect(parseArgs(['--one-process'])).toMatchObject({ oneProcess: true });
    expect(parseArgs([]).oneProcess).toBeUndefined();
  });

  it('sends the gateway the query hash with --apq and profiles the servers with --cpu-prof DIR', () => {
    expect(parseArgs(['--apq', '--cpu-prof', '/tmp/prof'])).toMatchObject({ apq: true, cpuProfDir: '/tmp/prof' });
    expect(() => parseArgs(['--cpu-prof'])).toThrow(/--cpu-prof needs a directory/);
  });

  it('refuses what it does not know, and numbers out of range', () => {
    expect(() => parseArgs(['--fast'])).toThrow(/unknown argument --fast/);
    expect(() => parseArgs(['--count', '0'])).toThrow(/--count must be a number from 1/);
    expect(() => parseArgs(['--connections', '1,x'])).toThrow(/--connections/);
    expect(() => parseArgs(['--data-dir'])).toThrow(/--data-dir needs a directory/);
  });
});

describe('bench:search correctness check', () => {
  const page = Array.from({ length: 12 }, (_, i) => 100 + i);
  const graphql = (ids: number[]) => ({ data: { SearchListing: { results: ids.map((id) => ({ id })) } } });

  it('reads the ids of the raw rows and of a GraphQL answer', () => {
    expect(answerIds('raw', [{ id: 3 }, { id: 1 }])).toEqual([3, 1]);
    expect(answerIds('gateway', graphql([3, 1]))).toEqual([3, 1]);
    expect(() => answerIds('subgraph', { errors: [{ message: 'no' }] })).toThrow(/subgraph answered with errors/);
  });

  it('passes the same full page on all three paths', () => {
    expect(checkSameAnswers({ raw: page, subgraph: [...page], gateway: [...page] })).toBeNull();
  });

  it('names a path that answered other ids or another order, and a page too short to compare', () => {
    const swapped = [page[1]!, page[0]!, ...page.slice(2)];
    expect(checkSameAnswers({ raw: page, subgraph: page, gateway: swapped })).toMatch(/^gateway answered ids 101,100/);
    expect(checkSameAnswers({ raw: page, subgraph: page.slice(1), gateway: page })).toMatch(/^subgraph/);
    expect(checkSameAnswers({ raw: [1], subgraph: [1], gateway: [1] })).toMatch(/fewer than a page/);
  });
});

describe('bench:search verdicts', () => {
  const figures = (gatewayRps: number, gatewayP50: number) => [
    { path: 'raw' as const, connections: 1, p50: 3, p95: 5, p99: 6, rps: 300, errors: 0 },
    { path: 'subgraph' as const, connections: 1, p50: 5, p95: 7, p99: 8, rps: 200, errors: 0 },
    { path: 'gateway' as const, connections: 1, p50: gatewayP50, p95: 9, p99: 9, rps: 150, errors: 0 },
    { path: 'raw' as const, connections: 20, p50: 30, p95: 40, p99: 50, rps: 600, errors: 0 },
    { path: 'subgraph' as const, connections: 20, p50: 60, p95: 70, p99: 80, rps: 300, errors: 0 },
    { path: 'gateway' as const, connections: 20, p50: 90, p95: 99, p99: 99, rps: gatewayRps, errors: 0 },
  ];

  it('meets the targets at 35 % of raw, 60 % of the subgraph and a p50 within 5 ms of raw', () => {
    const { lines, met } = verdicts(figures(210, 8));
    expect(met).toBe(true);
    expect(lines[1]).toContain('gateway/raw 35.0 %');
  });

  it('says which target is not met', () => {
    expect(verdicts(figures(150, 8)).met).toBe(false);
    const slow = verdicts(figures(250, 9));
    expect(slow.met).toBe(false);
    expect(slow.lines[0]).toContain('p50 within 5 ms of raw: NOT MET');
  });
});

describe('bench:search slices', () => {
  it('takes the median of each measure over the slices and adds up their errors', () => {
    const slice = (rps: number, p50: number, errors = 0, cpuMsPerRequest?: number) => ({
      path: 'gateway' as const,
      connections: 20,
      p50,
      p95: p50 * 2,
      p99: p50 * 3,
      rps,
      errors,
      ...(cpuMsPerRequest === undefined ? {} : { cpuMsPerRequest }),
    });
    expect(medianOf([slice(100, 9, 0, 4), slice(300, 3, 1, 2), slice(200, 5, 0, 3)])).toEqual(slice(200, 5, 1, 3));
    expect(medianOf([slice(100, 4), slice(200, 6)])).toEqual(slice(150, 5));
  });
});
