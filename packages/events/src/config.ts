// Choosing the transport from the environment: KAFKA_BROKERS for Kafka, else EVENTS_DATABASE_URL for the Postgres log.
import { ConfigError, loadConfig, url, z } from '@golightly/config';
import { KafkaTransport } from './kafka/kafka-transport';
import { silentLogger, type EventsLogger } from './logger';
import { PostgresTransport } from './postgres/postgres-transport';
import type { Transport } from './transport';

const eventsEnvironment = {
  /** Comma-separated host:port list; when set, the bus is Kafka. */
  KAFKA_BROKERS: z.string().min(1).optional(),
  /** The events database of the embedded default (Postgres transport). */
  EVENTS_DATABASE_URL: url().optional(),
};

/** The transport the environment asks for, with `service` as the Kafka client id. */
export function transportFromEnv(
  service: string,
  logger: EventsLogger = silentLogger,
  env: Record<string, string | undefined> = process.env,
): Transport {
  const config = loadConfig(eventsEnvironment, env);
  if (config.KAFKA_BROKERS) {
    const brokers = config.KAFKA_BROKERS.split(',')
      .map((broker) => broker.trim())
      .filter(Boolean);
    return new KafkaTransport({ brokers, clientId: service, logger });
  }
  if (config.EVENTS_DATABASE_URL) return new PostgresTransport({ url: config.EVENTS_DATABASE_URL, logger });
  throw new ConfigError([
    'KAFKA_BROKERS (Kafka) or EVENTS_DATABASE_URL (the Postgres event log of the embedded default) must be set',
  ]);
}
