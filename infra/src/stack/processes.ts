// Child processes of the local stack: started with their logs in files, awaited until ready, stopped in order.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  logFile: string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
}

export function startProcess(options: {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  logDir: string;
}): ManagedProcess {
  const logFile = path.join(options.logDir, `${options.name}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  // Own process group: a Ctrl-C reaches the runner only, which then stops everything in order.
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => log.end());
  return { name: options.name, child, logFile, exited };
}

export async function lastLines(file: string, count = 15): Promise<string> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text.trimEnd().split('\n').slice(-count).join('\n');
}

/** Polls `url` until it answers 2xx; fails early if the process exits, or after `timeoutMs`. */
export async function waitUntilReady(proc: ManagedProcess, url: string, timeoutMs = 60_000): Promise<void> {
  let exitCode: number | null | undefined;
  void proc.exited.then((code) => {
    exitCode = code;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) {
      throw new Error(
        `${proc.name} exited (code ${exitCode}) while starting. Its log (${proc.logFile}):\n${await lastLines(proc.logFile)}`,
      );
    }
    const ok = await fetch(url, { signal: AbortSignal.timeout(1000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(
    `${proc.name} was not ready at ${url} after ${timeoutMs / 1000}s. Its log (${proc.logFile}):\n${await lastLines(proc.logFile)}`,
  );
}

/**
 * SIGTERM to its process group, then SIGKILL after `graceMs`. With `leaderOnly`, SIGTERM goes to the process alone,
 * which stops its own children in order (Postgres's helper stops the server itself).
 */
export async function stopProcess(proc: ManagedProcess, graceMs = 10_000, leaderOnly = false): Promise<void> {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-(proc.child.pid ?? 0), signal);
    } catch {
      proc.child.kill(signal);
    }
  };
  if (leaderOnly) proc.child.kill('SIGTERM');
  else signalGroup('SIGTERM');
  const timer = setTimeout(() => signalGroup('SIGKILL'), graceMs);
  await proc.exited;
  clearTimeout(timer);
}
