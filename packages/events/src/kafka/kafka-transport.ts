// The Kafka transport (kafkajs): an idempotent producer, and one consumer group per service reading from the beginning.
import { Kafka, Partitioners, type Admin, type Consumer, type IHeaders, type Producer } from 'kafkajs';
import { silentLogger, type EventsLogger } from '../logger';
import { withTimeout } from '../timing';
import type {
  ConsumeOptions,
  IncomingMessage,
  OutgoingMessage,
  TopicPartition,
  Transport,
  TransportConsumer,
} from '../transport';
import { kafkaLogCreator } from './kafka-logging';

export interface KafkaConsumerSettings {
  sessionTimeoutMs: number;
  heartbeatIntervalMs: number;
  rebalanceTimeoutMs: number;
  /** How long the broker may hold a fetch waiting for data. 100-200 against the test broker, which always waits it out. */
  maxWaitTimeInMs: number;
  /** Partitions handled in parallel by one member (order holds within each). */
  partitionsConsumedConcurrently: number;
}

export interface KafkaTransportOptions {
  /** host:port of the bootstrap brokers (KAFKA_BROKERS, comma-separated). */
  brokers: string[];
  /** The service name: Kafka client id. */
  clientId: string;
  logger?: EventsLogger;
  /** Exactly-once writes per partition despite producer retries. On in production; needs acks from all replicas. */
  idempotent?: boolean;
  consumer?: Partial<KafkaConsumerSettings>;
  connectionTimeoutMs?: number;
}

export class KafkaTransport implements Transport {
  readonly kind = 'kafka' as const;
  private readonly kafka: Kafka;
  private readonly idempotent: boolean;
  private readonly settings: KafkaConsumerSettings;
  private readonly logger: EventsLogger;
  private producer: Promise<Producer> | undefined;
  private admin: Promise<Admin> | undefined;
  private readonly consumers = new Set<() => Promise<void>>();

  constructor(options: KafkaTransportOptions) {
    this.logger = options.logger ?? silentLogger;
    this.idempotent = options.idempotent ?? true;
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      connectionTimeout: options.connectionTimeoutMs ?? 3_000,
      logCreator: kafkaLogCreator(this.logger),
      // Fail a send within seconds while the cluster is down: the outbox relay backs off and retries the rows itself.
      retry: { retries: 5, initialRetryTime: 100, maxRetryTime: 2_000 },
    });
    this.settings = {
      sessionTimeoutMs: 30_000,
      heartbeatIntervalMs: 3_000,
      rebalanceTimeoutMs: 60_000,
      maxWaitTimeInMs: 500,
      partitionsConsumedConcurrently: 1,
      ...options.consumer,
    };
  }

  async send(messages: OutgoingMessage[]): Promise<void> {
    if (messages.length === 0) return;
    const byTopic = new Map<string, { key: string; value: Buffer; headers: IHeaders }[]>();
    for (const message of messages) {
      const list = byTopic.get(message.topic) ?? [];
      list.push({ key: message.key, value: Buffer.from(message.value), headers: message.headers });
      byTopic.set(message.topic, list);
    }
    const producer = await this.connectedProducer();
    await producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, list]) => ({ topic, messages: list })),
    });
  }

  async consume(options: ConsumeOptions): Promise<TransportConsumer> {
    const settings = this.settings;
    const consumer = this.kafka.consumer({
      groupId: options.group,
      sessionTimeout: settings.sessionTimeoutMs,
      heartbeatInterval: settings.heartbeatIntervalMs,
      rebalanceTimeout: settings.rebalanceTimeoutMs,
      maxWaitTimeInMs: settings.maxWaitTimeInMs,
      allowAutoTopicCreation: false,
    });
    let assignment: TopicPartition[] = [];
    trackAssignment(consumer, (next) => (assignment = next), this.logger, options.group);
    const stop = async () => {
      this.consumers.delete(stop);
      await consumer.disconnect();
      assignment = [];
    };
    this.consumers.add(stop);
    try {
      await consumer.connect();
      await consumer.subscribe({ topics: options.topics, fromBeginning: true });
      await this.runConsumer(consumer, options);
    } catch (error) {
      await stop().catch(() => undefined);
      throw error;
    }
    return { assignment: () => assignment, stop };
  }

  private async runConsumer(consumer: Consumer, options: ConsumeOptions): Promise<void> {
    await consumer.run({
      partitionsConsumedConcurrently: this.settings.partitionsConsumedConcurrently,
      eachMessage: async ({ topic, partition, message }) => {
        const incoming: IncomingMessage = {
          topic,
          partition,
          offset: message.offset,
          key: message.key?.toString('utf8') ?? '',
          value: message.value ?? Buffer.alloc(0),
          headers: textHeaders(message.headers),
        };
        await options.handle(incoming);
      },
    });
  }

  async isReachable(): Promise<boolean> {
    try {
      await withTimeout((await this.connectedAdmin()).describeCluster(), 3_000, 'describing the Kafka cluster');
      return true;
    } catch {
      this.admin = undefined;
      return false;
    }
  }

  /** Stops the consumers still running, then disconnects the producer. */
  async close(): Promise<void> {
    await Promise.all([...this.consumers].map((stop) => stop().catch(() => undefined)));
    const [producer, admin] = [this.producer, this.admin];
    this.producer = undefined;
    this.admin = undefined;
    await Promise.all([
      producer?.then((p) => p.disconnect()).catch(() => undefined),
      admin?.then((a) => a.disconnect()).catch(() => undefined),
    ]);
  }

  private connectedProducer(): Promise<Producer> {
    this.producer ??= (async () => {
      const producer = this.kafka.producer({
        idempotent: this.idempotent,
        maxInFlightRequests: 1, // keeps order per partition across retries
        allowAutoTopicCreation: false,
        createPartitioner: Partitioners.DefaultPartitioner,
        retry: { retries: 5, initialRetryTime: 100, maxRetryTime: 2_000 },
      });
      await producer.connect();
      return producer;
    })().catch((error: unknown) => {
      this.producer = undefined;
      throw error;
    });
    return this.producer;
  }

  private connectedAdmin(): Promise<Admin> {
    this.admin ??= (async () => {
      const admin = this.kafka.admin();
      await admin.connect();
      return admin;
    })().catch((error: unknown) => {
      this.admin = undefined;
      throw error;
    });
    return this.admin;
  }
}

function trackAssignment(
  consumer: Consumer,
  set: (assignment: TopicPartition[]) => void,
  logger: EventsLogger,
  group: string,
) {
  consumer.on(consumer.events.GROUP_JOIN, ({ payload }) => {
    const assignment = Object.entries(payload.memberAssignment).flatMap(([topic, partitions]) =>
      partitions.map((partition) => ({ topic, partition })),
    );
    set(assignment);
    logger.info({ group, partitions: assignment.length }, 'joined the consumer group');
  });
  consumer.on(consumer.events.REBALANCING, () => set([]));
  consumer.on(consumer.events.CRASH, ({ payload }) => {
    set([]);
    logger.error({ group, err: payload.error.message, restart: payload.restart }, 'Kafka consumer crashed');
  });
}

function textHeaders(headers: IHeaders | undefined): Record<string, string> {
  const text: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) text[name] = first.toString();
  }
  return text;
}
