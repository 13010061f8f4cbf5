// Starting consumer-process.ts in a child process and killing it with SIGKILL.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('./consumer-process.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export interface ChildConsumer {
  /** Resolves when the child prints `line`. */
  printed(line: string): Promise<void>;
  kill(): Promise<void>;
}

export function startChildConsumer(env: Record<string, string>): ChildConsumer {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const seen = new Set<string>();
  const waiters = new Map<string, () => void>();
  createInterface({ input: child.stdout! }).on('line', (line) => {
    seen.add(line);
    waiters.get(line)?.();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    printed: (line) =>
      new Promise((resolve, reject) => {
        if (seen.has(line)) return resolve();
        waiters.set(line, resolve);
        void exited.then(() =>
          reject(new Error(`the consumer process exited before printing "${line}": ${stderr.trim()}`)),
        );
      }),
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
