// Listens on the counts channel with a connection of its own (outside the pool): every notifications instance hears
// every committed count change, whichever instance applied it.
import type { Knex } from '@golightly/db';
import type { Logger } from '@golightly/service-kit';
import { COUNTS_CHANNEL } from './counts';

interface PgNotification {
  channel: string;
  payload?: string;
}

interface PgConnection {
  query(sql: string): Promise<unknown>;
  on(event: 'notification', listener: (message: PgNotification) => void): void;
  on(event: 'error' | 'end', listener: (error?: Error) => void): void;
  removeAllListeners(): void;
}

export interface CountsListenerOptions {
  db: Knex;
  log: Logger;
  /** A member's counts changed (committed). */
  onChange: (memberId: string) => void;
  /** The connection was lost and is back: changes in between were not heard. */
  onReconnect: () => void;
}

const RETRY_MS = [250, 500, 1_000, 2_000, 5_000];

export class CountsListener {
  private connection: PgConnection | undefined;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;
  private failures = 0;

  constructor(private readonly options: CountsListenerOptions) {}

  async start(): Promise<void> {
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const connection = this.connection;
    this.connection = undefined;
    if (connection) {
      connection.removeAllListeners();
      await this.options.db.client.destroyRawConnection(connection).catch(() => undefined);
    }
  }

  private async connect(): Promise<void> {
    try {
      const connection = (await this.options.db.client.acquireRawConnection()) as PgConnection;
      if (this.stopped) {
        await this.options.db.client.destroyRawConnection(connection).catch(() => undefined);
        return;
      }
      connection.on('notification', (message) => {
        if (message.channel === COUNTS_CHANNEL && message.payload) this.options.onChange(message.payload);
      });
      connection.on('error', (error) => this.lost(connection, error));
      connection.on('end', () => this.lost(connection));
      await connection.query(`listen ${COUNTS_CHANNEL}`);
      this.connection = connection;
      if (this.failures > 0) {
        this.options.log.info({ channel: COUNTS_CHANNEL }, 'listening for count changes again');
        this.options.onReconnect();
      }
      this.failures = 0;
    } catch (error) {
      this.scheduleRetry(error as Error);
    }
  }

  private lost(connection: PgConnection, error?: Error): void {
    if (this.stopped || this.connection !== connection) return;
    connection.removeAllListeners();
    this.connection = undefined;
    void this.options.db.client.destroyRawConnection(connection).catch(() => undefined);
    this.scheduleRetry(error ?? new Error('connection ended'));
  }

  private scheduleRetry(error: Error): void {
    if (this.stopped) return;
    const delay = RETRY_MS[Math.min(this.failures, RETRY_MS.length - 1)];
    this.failures += 1;
    this.options.log.warn({ err: error.message, retryInMs: delay }, 'lost the count-change listener; reconnecting');
    this.retry = setTimeout(() => void this.connect(), delay);
  }
}
