// LISTEN for appends to the event log, so idle consumers wake at once; reconnects with backoff when the database drops.
import pg from 'pg';
import { errorMessage, type EventsLogger } from '../logger';
import { backoffDelay, sleep } from '../timing';
import { EVENT_LOG_CHANNEL } from './event-log';

type AppendListener = (topic: string) => void;

export class AppendNotifications {
  private readonly listeners = new Set<AppendListener>();
  private readonly closing = new AbortController();
  private running: Promise<void> | undefined;
  private client: pg.Client | undefined;

  constructor(
    private readonly url: string,
    private readonly logger: EventsLogger,
  ) {}

  /** Calls `listener` with the topic of every append; returns the unsubscribe function. */
  listen(listener: AppendListener): () => void {
    this.listeners.add(listener);
    this.running ??= this.stayConnected();
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closing.abort();
    await this.client?.end().catch(() => undefined);
    await this.running;
  }

  private async stayConnected(): Promise<void> {
    const { signal } = this.closing;
    for (let failures = 0; !signal.aborted;) {
      const client = new pg.Client({ connectionString: this.url, application_name: 'events-listener' });
      const ended = new Promise<void>((resolve) => {
        client.once('end', resolve);
        client.on('error', () => resolve());
      });
      try {
        await client.connect();
        client.on('notification', (note) => this.listeners.forEach((listener) => listener(note.payload ?? '')));
        await client.query(`listen ${EVENT_LOG_CHANNEL}`);
        this.client = client;
        if (failures > 0) this.logger.info({ failures }, 'listening to the event log again');
        failures = 0;
        // A reconnect may have missed appends: wake everyone once.
        this.listeners.forEach((listener) => listener('*'));
        await ended;
      } catch (error) {
        failures += 1;
        if (!signal.aborted)
          this.logger.warn(
            { err: errorMessage(error), failures },
            'cannot listen to the event log; consumers poll meanwhile',
          );
      }
      this.client = undefined;
      await client.end().catch(() => undefined);
      await sleep(backoffDelay({ initialMs: 200, maxMs: 10_000 }, Math.max(1, failures)), signal);
    }
  }
}
