// The runner's Postgres lives in a process group of its own, so a Ctrl-C in the terminal reaches the runner only,
// and it stops Postgres last, when no service holds a connection any more.
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createKnex } from '@golightly/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresProcess, type PostgresProcess } from '../src/stack/postgres';
import { stopProcess } from '../src/stack/processes';

/** The process group of a process, from /proc (field 5 of stat, after the parenthesised command). */
async function processGroupOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
}

describe("the runner's Postgres", () => {
  let folder: string;
  let postgres: PostgresProcess;
  const problems: string[] = [];

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'golightly-postgres-'));
    await chmod(folder, 0o755); // as root, the server runs as the postgres user
    postgres = await startPostgresProcess({
      dataDir: path.join(folder, 'postgres'),
      port: 0,
      logDir: folder,
      onProblem: (line) => problems.push(line),
    });
  });
  afterAll(async () => {
    if (postgres) await stopProcess(postgres.process, 15_000, true);
    await rm(folder, { recursive: true, force: true });
  });

  it("runs the server outside the runner's process group, where the terminal's Ctrl-C does not reach", async () => {
    const serverPid = Number((await readFile(path.join(folder, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    const helperPid = postgres.process.child.pid ?? 0;
    expect(await processGroupOf(serverPid)).toBe(helperPid);
    expect(await processGroupOf(helperPid)).toBe(helperPid);
    expect(await processGroupOf(process.pid)).not.toBe(helperPid);
  });

  it('serves connections, and when stopped after its clients left it logs no terminated connection', async () => {
    const db = createKnex(postgres.serverUrl, { poolMax: 1, applicationName: 'postgres-process-test' });
    expect((await db.raw('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await db.destroy();

    await stopProcess(postgres.process, 15_000, true);
    expect(postgres.process.child.exitCode).toBe(0);
    const log = await readFile(postgres.process.logFile, 'utf8');
    expect(log).toContain('database system is shut down');
    expect(log).not.toContain('terminating connection');
    expect(log).not.toContain('smart shutdown');
    expect(problems).toEqual([]);
  });
});
