// A supervised process that crashes comes back by itself, saying so, and stays down once it is stopped.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@golightly/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProcess } from '../src/stack/processes';
import { SupervisedProcess } from '../src/stack/supervisor';

/** A small server that answers /ready and exits with code 1 when asked for /crash. */
const CRASHING_SERVER = `
  require('node:http').createServer((request, response) => {
    if (request.url === '/crash') process.exit(1);
    response.end('ok');
  }).listen(Number(process.env.PORT), '127.0.0.1');
`;

describe('a supervised process', () => {
  let logDir: string;
  beforeAll(async () => {
    logDir = await mkdtemp(path.join(tmpdir(), 'golightly-supervisor-'));
  });
  afterAll(() => rm(logDir, { recursive: true, force: true }));

  it('is restarted after it crashes, with the reason, the pause and the attempt said', async () => {
    const port = await freePort();
    const said: string[] = [];
    let back: () => void = () => undefined;
    const cameBack = new Promise<void>((resolve) => (back = resolve));
    const supervised = new SupervisedProcess({
      name: 'accounts',
      launch: () =>
        startProcess({
          name: 'accounts',
          command: process.execPath,
          args: ['-e', CRASHING_SERVER],
          cwd: logDir,
          logDir,
          env: { PORT: String(port) },
        }),
      readyUrl: `http://127.0.0.1:${port}/ready`,
      backoff: { firstDelayMs: 10, maxDelayMs: 100, stableAfterMs: 60_000 },
      report: {
        restarting: (message) => said.push(message),
        back: (message) => {
          said.push(message);
          back();
        },
      },
    });
    try {
      await supervised.ready();
      const first = supervised.current;
      await fetch(`http://127.0.0.1:${port}/crash`).catch(() => undefined);
      await cameBack;
      expect(said[0]).toMatch(/^accounts exited with code 1; restarting in 0\.01 s \(attempt 1\); see /);
      expect(said[1]).toBe('accounts is back');
      expect(supervised.current).not.toBe(first);
      expect(await fetch(`http://127.0.0.1:${port}/ready`).then((response) => response.text())).toBe('ok');
    } finally {
      await supervised.stop();
    }
  });

  it('stays stopped once stopped on purpose', async () => {
    const port = await freePort();
    const said: string[] = [];
    const supervised = new SupervisedProcess({
      name: 'gateway',
      launch: () =>
        startProcess({
          name: 'gateway',
          command: process.execPath,
          args: ['-e', CRASHING_SERVER],
          cwd: logDir,
          logDir,
          env: { PORT: String(port) },
        }),
      readyUrl: `http://127.0.0.1:${port}/ready`,
      backoff: { firstDelayMs: 10, maxDelayMs: 100, stableAfterMs: 60_000 },
      report: { restarting: (message) => said.push(message), back: (message) => said.push(message) },
    });
    await supervised.ready();
    await supervised.stop();
    expect(supervised.current.child.exitCode ?? supervised.current.child.signalCode).not.toBeNull();
    expect(said).toEqual([]);
    expect(
      await fetch(`http://127.0.0.1:${port}/ready`).then(
        () => 'answered',
        () => 'refused',
      ),
    ).toBe('refused');
  });
});
