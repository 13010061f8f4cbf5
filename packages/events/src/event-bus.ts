// A service's whole bus in one call: the outbox relay, its subscriptions, readiness, and an ordered stop.
import type { Knex } from 'knex';
import { silentLogger, type EventsLogger } from './logger';
import { OutboxRelay, type OutboxRelayOptions } from './outbox-relay';
import { subscribe, type EventHandler, type SubscribeOptions, type Subscription } from './subscribe';
import type { Transport } from './transport';

export interface EventBusOptions {
  /** The service name: its consumer group and its producer name. */
  service: string;
  /** The service's database, with `eventsMigrations` applied. */
  db: Knex;
  transport: Transport;
  logger?: EventsLogger;
  /** What the service consumes; none means it only publishes. */
  handlers?: EventHandler[];
  relay?: Omit<OutboxRelayOptions, 'db' | 'transport' | 'logger'>;
  subscription?: Pick<SubscribeOptions, 'maxAttempts' | 'retryBackoff' | 'keepInboxForMs'>;
}

export interface EventBus {
  transport: Transport;
  relay: OutboxRelay;
  subscription: Subscription | undefined;
  /** For /readyz: the bus answers. */
  isReady(): Promise<boolean>;
  /** Stops consuming, then relaying, then closes the transport. */
  stop(): Promise<void>;
}

export async function startEventBus(options: EventBusOptions): Promise<EventBus> {
  const logger = options.logger ?? silentLogger;
  const { db, transport } = options;
  const relay = new OutboxRelay({ ...options.relay, db, transport, logger });
  relay.start();
  let subscription: Subscription | undefined;
  try {
    if (options.handlers?.length) {
      subscription = await subscribe({
        ...options.subscription,
        group: options.service,
        db,
        transport,
        handlers: options.handlers,
        logger,
      });
    }
  } catch (error) {
    await relay.stop();
    throw error;
  }
  return {
    transport,
    relay,
    subscription,
    isReady: () => transport.isReachable(),
    stop: async () => {
      await subscription?.stop();
      await relay.stop();
      await transport.close();
    },
  };
}
