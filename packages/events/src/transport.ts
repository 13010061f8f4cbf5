// The bus seen from the outbox relay and the subscriptions: one interface, a Kafka and a Postgres implementation.

/** A message to append to a topic. Messages with the same key land in one partition, in the order sent. */
export interface OutgoingMessage {
  topic: string;
  key: string;
  value: Uint8Array;
  headers: Record<string, string>;
}

/** A message read from a partition. `offset` is a decimal string (Kafka offsets exceed 2^53 in theory). */
export interface IncomingMessage extends OutgoingMessage {
  partition: number;
  offset: string;
}

export interface TopicPartition {
  topic: string;
  partition: number;
}

export interface ConsumeOptions {
  /** Consumer group: the members of one group share the partitions; each message goes to one member. */
  group: string;
  topics: string[];
  /**
   * Called one message at a time per partition, in offset order. The offset is committed only after it resolves,
   * so a crash means redelivery (at least once). When it rejects, the message is delivered again after a backoff.
   */
  handle(message: IncomingMessage): Promise<void>;
}

export interface TransportConsumer {
  /** The partitions this member currently owns. */
  assignment(): TopicPartition[];
  /** Finishes the message in hand, commits, leaves the group. */
  stop(): Promise<void>;
}

export interface Transport {
  readonly kind: 'kafka' | 'postgres';
  /** Appends the messages, in order per key; resolves once the bus has them durably. Rejects when it cannot. */
  send(messages: OutgoingMessage[]): Promise<void>;
  consume(options: ConsumeOptions): Promise<TransportConsumer>;
  /** For readiness checks: can the bus be reached right now? */
  isReachable(): Promise<boolean>;
  /** Disconnects; consumers should be stopped first. */
  close(): Promise<void>;
}

/** The dead-letter topic of `topic`. */
export const deadLetterTopic = (topic: string): string => `${topic}.dlq`;
