// Keeps a started process running: when it exits on its own, it is started again after a growing pause.
import { fail, ok } from './console';
import { stopProcess, waitUntilReady, type ManagedProcess } from './processes';
import { nextRestart, RESTART_BACKOFF, restartMessage, type BackoffRule } from './restart-backoff';

export interface SupervisedOptions {
  name: string;
  launch: () => ManagedProcess;
  /** Answers 2xx once the process serves; awaited at start and after each restart. */
  readyUrl: string;
  /** Told of every new process, so its id is recorded for a later run to clean up. */
  onLaunch?: () => Promise<void>;
  backoff?: BackoffRule;
  /** Where restarts are told (the console by default). */
  report?: { restarting(message: string): void; back(message: string): void };
}

export class SupervisedProcess {
  readonly name: string;
  current: ManagedProcess;
  private attempt = 0;
  private startedAt = Date.now();
  private pendingRestart: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly options: SupervisedOptions) {
    this.name = options.name;
    this.current = options.launch();
  }

  /** Waits until the first process is ready; from then on, an exit that nobody asked for restarts it. */
  async ready(): Promise<void> {
    await this.options.onLaunch?.();
    await waitUntilReady(this.current, this.options.readyUrl);
    this.watch(this.current);
  }

  private watch(proc: ManagedProcess) {
    void proc.exited.then((code) => {
      if (this.stopped || proc !== this.current) return;
      const plan = nextRestart(this.attempt, Date.now() - this.startedAt, this.options.backoff ?? RESTART_BACKOFF);
      this.attempt = plan.attempt;
      const message = `${restartMessage(this.name, { code, signal: proc.child.signalCode }, plan)}; see ${proc.logFile}`;
      (this.options.report?.restarting ?? fail)(message);
      this.pendingRestart = setTimeout(() => void this.restart(), plan.delayMs);
    });
  }

  private async restart() {
    this.pendingRestart = undefined;
    if (this.stopped) return;
    this.startedAt = Date.now();
    this.current = this.options.launch();
    this.watch(this.current);
    await this.options.onLaunch?.();
    try {
      await waitUntilReady(this.current, this.options.readyUrl);
      (this.options.report?.back ?? ok)(`${this.name} is back`);
    } catch {
      // It exited again while starting (its exit schedules the next attempt) or is still not answering.
    }
  }

  /** No more restarts; SIGTERM and wait for the exit (SIGKILL after the grace period). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.pendingRestart);
    await stopProcess(this.current);
  }
}
