import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '@golightly/db';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { subgraph } from '@golightly/gosolo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function runGosolo(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/gosolo/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => output };
}

describe('a service process', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('gosolo_process', subgraph.migrations);
  });
  afterAll(() => database.drop());

  it('serves, then drains and exits 0 on SIGTERM', async () => {
    const port = await freePort();
    const service = runGosolo({
      PORT: String(port),
      DATABASE_URL_GOSOLO: database.url,
      INTERNAL_IDENTITY_SECRET: 'process-test-secret-0123456789abcdefghij',
    });
    let ready = false;
    for (let attempt = 0; attempt < 200 && !ready; attempt += 1) {
      ready = await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false);
      if (!ready) await new Promise((r) => setTimeout(r, 100));
    }
    expect(ready).toBe(true);
    service.child.kill('SIGTERM');
    expect(await service.exited).toBe(0);
    expect(service.output()).toContain('closed cleanly');
  });

  it('refuses to start without its configuration and names the missing variables', async () => {
    const service = runGosolo({ PORT: 'eighty', DATABASE_URL_GOSOLO: '', INTERNAL_IDENTITY_SECRET: 'short' });
    expect(await service.exited).toBe(78);
    const output = service.output();
    expect(output).toContain('PORT=\\"eighty\\" is invalid');
    expect(output).toContain('DATABASE_URL_GOSOLO');
    expect(output).toContain('INTERNAL_IDENTITY_SECRET');
    expect(output).not.toMatch(/\n\s+at /);
  });
});
