// The Postgres event log: topics of partitions, appends with gapless offsets that commit in order, reads by offset.
import type { Knex } from 'knex';
import type { IncomingMessage, OutgoingMessage } from '../transport';
import { partitionForKey } from './partitioner';

/** The channel appends notify on (payload: the topic), so consumers need not poll. */
export const EVENT_LOG_CHANNEL = 'event_log';

interface LogRow {
  topic: string;
  partition: number;
  offset: number;
  message_key: string;
  value: Buffer;
  headers: Record<string, string>;
}

export class EventLog {
  private readonly partitionCounts = new Map<string, number>();

  constructor(
    private readonly db: Knex,
    /** Partitions of a topic created by this process; an existing topic keeps its own count. */
    private readonly defaultPartitions: number,
  ) {}

  /** The partition count of `topic`, creating the topic on first use (like Kafka's auto-create). */
  async partitionsOf(topic: string): Promise<number> {
    const known = this.partitionCounts.get(topic);
    if (known !== undefined) return known;
    const count = await this.db.transaction(async (trx) => {
      await trx.raw(
        `with created as (
           insert into event_log_topics (topic, partitions) values (?, ?) on conflict (topic) do nothing
           returning topic, partitions)
         insert into event_log_partitions (topic, partition)
         select topic, generate_series(0, partitions - 1) from created`,
        [topic, this.defaultPartitions],
      );
      const row = await trx('event_log_topics').where({ topic }).first<{ partitions: number }>('partitions');
      return row?.partitions ?? this.defaultPartitions;
    });
    this.partitionCounts.set(topic, count);
    return count;
  }

  /**
   * Appends in one transaction. Each partition's offset counter is locked (in a fixed order, so appenders never
   * deadlock) until commit: offsets are gapless and become visible in order, which readers rely on.
   */
  async append(messages: OutgoingMessage[]): Promise<void> {
    if (messages.length === 0) return;
    const byPartition = new Map<string, { topic: string; partition: number; messages: OutgoingMessage[] }>();
    for (const message of messages) {
      const partition = partitionForKey(message.key, await this.partitionsOf(message.topic));
      const id = `${message.topic}\u0000${String(partition).padStart(4, '0')}`;
      const entry = byPartition.get(id) ?? { topic: message.topic, partition, messages: [] };
      entry.messages.push(message);
      byPartition.set(id, entry);
    }
    const ordered = [...byPartition.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, entry]) => entry);
    await this.db.transaction(async (trx) => {
      for (const { topic, partition, messages: batch } of ordered) {
        const { rows } = (await trx.raw(
          `update event_log_partitions set next_offset = next_offset + ? where topic = ? and partition = ? returning next_offset`,
          [batch.length, topic, partition],
        )) as { rows: { next_offset: number }[] };
        const first = (rows[0]?.next_offset ?? 0) - batch.length;
        await trx('event_log').insert(
          batch.map((message, i) => ({
            topic,
            partition,
            offset: first + i,
            message_key: message.key,
            value: Buffer.from(message.value),
            headers: message.headers,
          })),
        );
      }
      for (const topic of new Set(messages.map((m) => m.topic))) {
        await trx.raw('select pg_notify(?, ?)', [EVENT_LOG_CHANNEL, topic]);
      }
    });
  }

  /** Up to `limit` messages of one partition from `fromOffset` on, in offset order. */
  async read(topic: string, partition: number, fromOffset: number, limit: number): Promise<IncomingMessage[]> {
    const rows = await this.db<LogRow>('event_log')
      .where({ topic, partition })
      .andWhere('offset', '>=', fromOffset)
      .orderBy('offset')
      .limit(limit);
    return rows.map((row) => ({
      topic: row.topic,
      partition: row.partition,
      offset: String(row.offset),
      key: row.message_key,
      value: row.value,
      headers: row.headers,
    }));
  }
}
