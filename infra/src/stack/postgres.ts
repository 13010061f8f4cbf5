// Starts the embedded Postgres through postgres-main.ts, detached from the terminal, and stops it on request.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ManagedProcess } from './processes';

export interface PostgresProcess {
  serverUrl: string;
  port: number;
  process: ManagedProcess;
}

type Message = { ready: true; serverUrl: string; port: number } | { failed: string } | { problem: string };

export function startPostgresProcess(options: {
  dataDir: string;
  port: number;
  logDir: string;
  onProblem: (line: string) => void;
}): Promise<PostgresProcess> {
  const logFile = path.join(options.logDir, 'postgres.log');
  const log = createWriteStream(logFile, { flags: 'a' });
  const main = fileURLToPath(new URL('./postgres-main.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', main, options.dataDir, String(options.port)], {
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    // Its own process group: the terminal's Ctrl-C goes to the runner, which stops Postgres last.
    detached: true,
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => log.end());
  const managed: ManagedProcess = { name: 'postgres', child, logFile, exited };

  return new Promise((resolve, reject) => {
    child.on('message', (message: Message) => {
      if ('ready' in message) resolve({ serverUrl: message.serverUrl, port: message.port, process: managed });
      else if ('failed' in message) reject(new Error(message.failed));
      else options.onProblem(message.problem);
    });
    void exited.then((code) => reject(new Error(`Postgres exited (code ${code}) while starting; see ${logFile}`)));
  });
}
