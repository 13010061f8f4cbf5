// Domain events for every service: publish through the outbox, relay to the bus, consume through the inbox.
export { publish, type NewEvent, type PublishedEvent } from './publish';
export {
  ADMIN_LOG_AREAS,
  ADMIN_LOG_SUMMARY_MAX,
  checkAdminAction,
  clipAdminSummary,
  isAdminLogArea,
  recordAdminAction,
  type AdminActionActor,
  type AdminActionWhat,
  type AdminLogArea,
} from './admin-action';
export { OutboxRelay, type OutboxRelayOptions } from './outbox-relay';
export {
  on,
  subscribe,
  type EventHandler,
  type ReceivedEvent,
  type SubscribeOptions,
  type Subscription,
} from './subscribe';
export { startEventBus, type EventBus, type EventBusOptions } from './event-bus';
export { eventContract, type EventContract } from './event-contract';
export { eventsMigrations, eventLogMigrations } from './migrations';
export { transportFromEnv } from './config';
export { deadLetterTopic } from './transport';
export type {
  ConsumeOptions,
  IncomingMessage,
  OutgoingMessage,
  TopicPartition,
  Transport,
  TransportConsumer,
} from './transport';
export { KafkaTransport, type KafkaConsumerSettings, type KafkaTransportOptions } from './kafka/kafka-transport';
export { PostgresTransport, type PostgresTransportOptions } from './postgres/postgres-transport';
export { silentLogger, type EventsLogger } from './logger';
export type { BackoffPolicy } from './timing';
