// One owned partition of the Postgres log: read from the committed offset, hand each message over, commit per batch.
import type { Knex } from 'knex';
import { errorMessage, type EventsLogger } from '../logger';
import { backoffDelay, Doorbell, sleep } from '../timing';
import type { IncomingMessage, TopicPartition } from '../transport';
import type { EventLog } from './event-log';

export interface PartitionWorkerContext {
  db: Knex;
  log: EventLog;
  group: string;
  memberId: string;
  handle(message: IncomingMessage): Promise<void>;
  logger: EventsLogger;
  batchSize: number;
  pollIntervalMs: number;
}

export class PartitionWorker {
  private readonly stopping = new AbortController();
  private readonly doorbell = new Doorbell();
  private readonly done: Promise<void>;

  constructor(
    private readonly context: PartitionWorkerContext,
    readonly partition: TopicPartition,
  ) {
    this.done = this.run();
  }

  /** New messages were appended to the topic. */
  wake(): void {
    this.doorbell.ring();
  }

  /** Finishes the message in hand, commits what was processed, and ends. */
  async stop(): Promise<void> {
    this.stopping.abort();
    await this.done;
  }

  private async run(): Promise<void> {
    const { signal } = this.stopping;
    const { log, handle, logger, batchSize, pollIntervalMs } = this.context;
    const { topic, partition } = this.partition;
    let position: number | undefined;
    let committed: number | undefined;
    for (let failures = 0; !signal.aborted;) {
      try {
        if (position === undefined) {
          committed = await this.committedOffset();
          position = committed;
        }
        const batch = await log.read(topic, partition, position, batchSize);
        if (batch.length === 0) {
          await this.doorbell.wait(pollIntervalMs, signal);
          continue;
        }
        for (const message of batch) {
          if (signal.aborted) break;
          await handle(message);
          position = Number(message.offset) + 1;
        }
        if (!(await this.commit(position))) return this.lostLease();
        committed = position;
        failures = 0;
      } catch (error) {
        failures += 1;
        const retryInMs = backoffDelay({ initialMs: 100, maxMs: 10_000 }, failures);
        logger.warn(
          { topic, partition, failures, retryInMs, err: errorMessage(error) },
          'cannot consume the partition; retrying',
        );
        await sleep(retryInMs, signal);
      }
    }
    if (position !== undefined && position !== committed) await this.commit(position).catch(() => false);
  }

  private async committedOffset(): Promise<number> {
    const { db, group } = this.context;
    const { topic, partition } = this.partition;
    const row = await db('consumer_offsets')
      .where({ group_name: group, topic, partition })
      .first<{ next_offset: number } | undefined>('next_offset');
    return row?.next_offset ?? 0;
  }

  /** Saves the offset only while this member still holds the lease (a fence against a member that was presumed dead). */
  private async commit(nextOffset: number): Promise<boolean> {
    const { db, group, memberId } = this.context;
    const { topic, partition } = this.partition;
    const { rowCount } = (await db.raw(
      `insert into consumer_offsets (group_name, topic, partition, next_offset, updated_at)
       select ?, ?, ?, ?, now()
       where exists (select 1 from consumer_partition_leases
                     where group_name = ? and topic = ? and partition = ? and member_id = ?)
       on conflict (group_name, topic, partition) do update set next_offset = excluded.next_offset, updated_at = now()`,
      [group, topic, partition, nextOffset, group, topic, partition, memberId],
    )) as { rowCount: number };
    return rowCount > 0;
  }

  private lostLease(): void {
    this.context.logger.warn(
      { ...this.partition, group: this.context.group },
      'lost the partition lease; another member took over',
    );
  }
}
