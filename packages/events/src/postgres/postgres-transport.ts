// The Postgres transport of the embedded default: the event log in the events database, consumer groups by lease.
import { createKnex, isReachable, type Knex } from '@golightly/db';
import { silentLogger, type EventsLogger } from '../logger';
import type { ConsumeOptions, OutgoingMessage, Transport, TransportConsumer } from '../transport';
import { AppendNotifications } from './append-notifications';
import { EventLog } from './event-log';
import { GroupMember, type GroupMemberSettings } from './group-member';

export interface PostgresTransportOptions {
  /** The events database (EVENTS_DATABASE_URL), migrated with `eventLogMigrations`. */
  url: string;
  logger?: EventsLogger;
  /** Partitions of a topic this process creates; a topic that exists keeps its count. */
  partitions?: number;
  consumer?: Partial<GroupMemberSettings>;
  /** Connections to the events database. */
  poolMax?: number;
}

export class PostgresTransport implements Transport {
  readonly kind = 'postgres' as const;
  private readonly db: Knex;
  private readonly log: EventLog;
  private readonly notifications: AppendNotifications;
  private readonly logger: EventsLogger;
  private readonly settings: GroupMemberSettings;
  private readonly consumers = new Set<() => Promise<void>>();

  constructor(options: PostgresTransportOptions) {
    this.logger = options.logger ?? silentLogger;
    this.db = createKnex(options.url, {
      poolMax: options.poolMax ?? 10,
      applicationName: 'events-transport',
      log: {
        warn: (message) => this.logger.warn({ source: 'knex' }, message),
        error: (message) => this.logger.error({ source: 'knex' }, message),
      },
    });
    this.log = new EventLog(this.db, options.partitions ?? 4);
    this.notifications = new AppendNotifications(options.url, this.logger);
    const sessionTimeoutMs = options.consumer?.sessionTimeoutMs ?? 10_000;
    this.settings = {
      sessionTimeoutMs,
      heartbeatIntervalMs: options.consumer?.heartbeatIntervalMs ?? Math.round(sessionTimeoutMs / 3),
      pollIntervalMs: options.consumer?.pollIntervalMs ?? 1_000,
      batchSize: options.consumer?.batchSize ?? 100,
    };
  }

  send(messages: OutgoingMessage[]): Promise<void> {
    return this.log.append(messages);
  }

  async consume(options: ConsumeOptions): Promise<TransportConsumer> {
    const member = new GroupMember(this.db, this.log, options, this.settings, this.logger);
    const unlisten = this.notifications.listen((topic) => member.wake(topic));
    try {
      await member.start();
    } catch (error) {
      unlisten();
      await member.stop().catch(() => undefined);
      throw error;
    }
    const stop = async () => {
      this.consumers.delete(stop);
      unlisten();
      await member.stop();
    };
    this.consumers.add(stop);
    return { assignment: () => member.assignment(), stop };
  }

  isReachable(): Promise<boolean> {
    return isReachable(this.db);
  }

  /** Stops the consumers still running, then closes the connections. */
  async close(): Promise<void> {
    await Promise.all([...this.consumers].map((stop) => stop().catch(() => undefined)));
    await this.notifications.close();
    await this.db.destroy();
  }
}
