// A member of a consumer group on the Postgres log: heartbeats, takes its share of the partitions by lease, runs a worker per partition.
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { errorMessage, type EventsLogger } from '../logger';
import { sleep } from '../timing';
import type { ConsumeOptions, TopicPartition, TransportConsumer } from '../transport';
import type { EventLog } from './event-log';
import { PartitionWorker } from './partition-worker';

export interface GroupMemberSettings {
  /** A member silent for this long is presumed dead; its partitions go to the others. */
  sessionTimeoutMs: number;
  /** How often a member heartbeats and rebalances. */
  heartbeatIntervalMs: number;
  /** How often an idle partition is read when no append notification came. */
  pollIntervalMs: number;
  batchSize: number;
}

const partitionId = ({ topic, partition }: TopicPartition) => `${topic}/${partition}`;

/**
 * Assignment is computed by every member alike: the live members sorted by id, the partitions of the subscribed
 * topics sorted, partition i to member i mod n. Leases make a hand-over safe: a member takes a partition only
 * once the previous owner released it or its lease expired.
 */
export class GroupMember implements TransportConsumer {
  readonly memberId = randomUUID();
  private readonly workers = new Map<string, PartitionWorker>();
  private readonly stopping = new AbortController();
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: Knex,
    private readonly log: EventLog,
    private readonly options: ConsumeOptions,
    private readonly settings: GroupMemberSettings,
    private readonly logger: EventsLogger,
  ) {}

  /** Joins the group and takes a first share of partitions before resolving. */
  async start(): Promise<void> {
    await this.rebalance();
    this.running = this.heartbeatLoop();
  }

  assignment(): TopicPartition[] {
    return [...this.workers.values()].map((worker) => worker.partition);
  }

  /** Wakes the workers of `topic` ("*": all) after an append. */
  wake(topic: string): void {
    for (const worker of this.workers.values()) {
      if (topic === '*' || worker.partition.topic === topic) worker.wake();
    }
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    await this.running;
    await Promise.all([...this.workers.values()].map((worker) => worker.stop()));
    this.workers.clear();
    const { group } = this.options;
    await this.db('consumer_partition_leases')
      .where({ group_name: group, member_id: this.memberId })
      .delete()
      .catch(() => 0);
    await this.db('consumer_group_members')
      .where({ group_name: group, member_id: this.memberId })
      .delete()
      .catch(() => 0);
  }

  private async heartbeatLoop(): Promise<void> {
    const { signal } = this.stopping;
    while (!signal.aborted) {
      await sleep(this.settings.heartbeatIntervalMs, signal);
      if (signal.aborted) return;
      try {
        await this.rebalance();
      } catch (error) {
        this.logger.warn(
          { group: this.options.group, err: errorMessage(error) },
          'consumer group heartbeat failed; retrying',
        );
      }
    }
  }

  private async rebalance(): Promise<void> {
    const { db } = this;
    const { group } = this.options;
    const sessionSeconds = this.settings.sessionTimeoutMs / 1000;
    await db.raw(
      `insert into consumer_group_members (group_name, member_id, heartbeat_at) values (?, ?, now())
       on conflict (group_name, member_id) do update set heartbeat_at = now()`,
      [group, this.memberId],
    );
    await db.raw(
      `delete from consumer_group_members where group_name = ? and heartbeat_at < now() - interval '1 hour'`,
      [group],
    );
    const members: string[] = await db('consumer_group_members')
      .where({ group_name: group })
      .andWhere('heartbeat_at', '>', db.raw('now() - make_interval(secs => ?)', [sessionSeconds]))
      .orderBy('member_id')
      .pluck('member_id');
    const index = Math.max(0, members.indexOf(this.memberId));
    const wanted = (await this.subscribedPartitions()).filter((_, i) => i % Math.max(1, members.length) === index);
    const wantedIds = new Set(wanted.map(partitionId));

    for (const [id, worker] of this.workers) {
      if (wantedIds.has(id)) continue;
      await worker.stop();
      this.workers.delete(id);
      await db('consumer_partition_leases')
        .where({ group_name: group, ...worker.partition, member_id: this.memberId })
        .delete();
    }

    const { rows: renewed } = (await db.raw(
      `update consumer_partition_leases set expires_at = now() + make_interval(secs => ?)
       where group_name = ? and member_id = ? returning topic, partition`,
      [sessionSeconds, group, this.memberId],
    )) as { rows: TopicPartition[] };
    const held = new Set(renewed.map(partitionId));
    for (const [id, worker] of this.workers) {
      if (held.has(id)) continue;
      await worker.stop();
      this.workers.delete(id);
    }

    for (const partition of wanted) {
      const id = partitionId(partition);
      if (this.workers.has(id) || !(await this.acquire(partition, sessionSeconds))) continue;
      this.workers.set(
        id,
        new PartitionWorker(
          {
            db,
            log: this.log,
            group,
            memberId: this.memberId,
            handle: this.options.handle,
            logger: this.logger,
            ...this.settings,
          },
          partition,
        ),
      );
    }
  }

  private async subscribedPartitions(): Promise<TopicPartition[]> {
    const all: TopicPartition[] = [];
    for (const topic of [...this.options.topics].sort()) {
      const count = await this.log.partitionsOf(topic);
      for (let partition = 0; partition < count; partition += 1) all.push({ topic, partition });
    }
    return all;
  }

  /** Takes the lease if it is free, expired, or already ours. */
  private async acquire({ topic, partition }: TopicPartition, sessionSeconds: number): Promise<boolean> {
    const { rows } = (await this.db.raw(
      `insert into consumer_partition_leases (group_name, topic, partition, member_id, expires_at)
       values (?, ?, ?, ?, now() + make_interval(secs => ?))
       on conflict (group_name, topic, partition) do update
         set member_id = excluded.member_id, expires_at = excluded.expires_at
         where consumer_partition_leases.expires_at < now() or consumer_partition_leases.member_id = excluded.member_id
       returning member_id`,
      [this.options.group, topic, partition, this.memberId, sessionSeconds],
    )) as { rows: unknown[] };
    return rows.length > 0;
  }
}
