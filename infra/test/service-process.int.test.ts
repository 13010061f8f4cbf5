import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '@golightly/db';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { eventLogMigrations } from '@golightly/events';
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
  let events: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('gosolo_process', subgraph.migrations);
    events = await createTestDatabase('events_process', [eventLogMigrations]);
  });
  afterAll(async () => {
    await database.drop();
    await events.drop();
  });

  it('serves, then drains and exits 0 on SIGTERM', async () => {
    const port = await freePort();
    const service = runGosolo({
      PORT: String(port),
      DATABASE_URL_GOSOLO: database.url,
      EVENTS_DATABASE_URL: events.url,
      INTERNAL_IDENTITY_SECRET: 'process-test-secret-0123456789abcdefghij',
    });
    let ready = false;
    for (let attempt = 0; attempt < 200 && !ready; attempt += 1) {
      ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (!ready) await new Promise((r) => setTimeout(r, 100));
    }
    expect(ready).toBe(true);
    service.child.kill('SIGTERM');
    expect(await service.exited).toBe(0);
    expect(service.output()).toContain('closed cleanly');
  });

  it('refuses to start without an event transport, naming both choices', async () => {
    const service = runGosolo({
      PORT: String(await freePort()),
      DATABASE_URL_GOSOLO: database.url,
      INTERNAL_IDENTITY_SECRET: 'process-test-secret-0123456789abcdefghij',
      KAFKA_BROKERS: '',
      EVENTS_DATABASE_URL: '',
    });
    expect(await service.exited).toBe(78);
    expect(service.output()).toMatch(/KAFKA_BROKERS .*or EVENTS_DATABASE_URL/);
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
