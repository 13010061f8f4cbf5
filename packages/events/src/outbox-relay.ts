// The outbox relay: sends a service's unsent outbox rows to the bus in order per key, marks them sent, never drops one.
import type { Knex } from 'knex';
import { errorMessage, silentLogger, type EventsLogger } from './logger';
import { onOutboxCommit } from './publish';
import { backoffDelay, Doorbell, sleep, withTimeout, type BackoffPolicy } from './timing';
import type { OutgoingMessage, Transport } from './transport';

export interface OutboxRelayOptions {
  /** The service's database, which holds its outbox. */
  db: Knex;
  transport: Transport;
  logger?: EventsLogger;
  /** Rows claimed per round. */
  batchSize?: number;
  /** How often to look for rows when no in-process commit rang (rows from other processes, retries). */
  pollIntervalMs?: number;
  /** Waiting between failed rounds while the bus is down. */
  backoff?: BackoffPolicy;
  /** A send that takes longer counts as failed; the rows stay unsent and go again. */
  sendTimeoutMs?: number;
  /** How often to log what was relayed. */
  progressEveryMs?: number;
  /** Sent rows older than this are deleted (hourly). */
  keepSentForMs?: number;
}

interface ClaimedRow {
  id: number;
  topic: string;
  message_key: string;
  envelope: Buffer;
  headers: Record<string, string>;
}

/**
 * Claims the oldest unsent rows, skipping rows other relays hold (SKIP LOCKED). A row is sent only when no earlier
 * unsent row with the same topic and key is held elsewhere, so several relays of one service keep per-key order.
 */
const CLAIM_SQL = `
  with claimed as (
    select id, topic, message_key, envelope, headers from outbox
    where sent_at is null
    order by id
    limit ?
    for update skip locked
  )
  select c.* from claimed c
  where not exists (
    select 1 from outbox earlier
    where earlier.sent_at is null and earlier.topic = c.topic and earlier.message_key = c.message_key
      and earlier.id < c.id and earlier.id not in (select id from claimed)
  )
  order by c.id`;

const HOUR_MS = 3_600_000;

export class OutboxRelay {
  private readonly db: Knex;
  private readonly transport: Transport;
  private readonly logger: EventsLogger;
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly backoff: BackoffPolicy;
  private readonly sendTimeoutMs: number;
  private readonly progressEveryMs: number;
  private readonly keepSentForMs: number;
  private readonly doorbell = new Doorbell();
  private abort = new AbortController();
  private running: Promise<void> | undefined;
  private unsubscribe: (() => void) | undefined;

  constructor(options: OutboxRelayOptions) {
    this.db = options.db;
    this.transport = options.transport;
    this.logger = options.logger ?? silentLogger;
    this.batchSize = options.batchSize ?? 200;
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    this.backoff = options.backoff ?? { initialMs: 250, maxMs: 30_000 };
    this.sendTimeoutMs = options.sendTimeoutMs ?? 30_000;
    this.progressEveryMs = options.progressEveryMs ?? 10_000;
    this.keepSentForMs = options.keepSentForMs ?? 7 * 24 * HOUR_MS;
  }

  /** Starts relaying in the background until `stop()`. */
  start(): void {
    if (this.running) return;
    this.abort = new AbortController();
    this.unsubscribe = onOutboxCommit(() => this.doorbell.ring());
    this.running = this.loop();
  }

  /** Finishes the round in progress and stops. */
  async stop(): Promise<void> {
    this.abort.abort();
    this.unsubscribe?.();
    await this.running;
    this.running = undefined;
  }

  /** Sends one batch. Returns how many rows were sent; throws (after recording the attempt) when the bus refused them. */
  async relayBatch(): Promise<number> {
    const outcome = await this.db.transaction(async (trx) => {
      const { rows } = (await trx.raw(CLAIM_SQL, [this.batchSize])) as { rows: ClaimedRow[] };
      if (rows.length === 0) return { sent: 0 };
      const ids = rows.map((row) => row.id);
      try {
        await withTimeout(this.transport.send(rows.map(toMessage)), this.sendTimeoutMs, 'sending to the bus');
      } catch (error) {
        await trx('outbox')
          .whereIn('id', ids)
          .update({ attempts: trx.raw('attempts + 1'), last_error: errorMessage(error) });
        return { sent: 0, failure: error, held: rows.length };
      }
      await trx('outbox').whereIn('id', ids).update({ sent_at: trx.fn.now(), last_error: null });
      return { sent: rows.length };
    });
    if (outcome.failure !== undefined) {
      throw new Error(`could not send ${outcome.held} outbox rows: ${errorMessage(outcome.failure)}`, {
        cause: outcome.failure,
      });
    }
    return outcome.sent;
  }

  /** Rows not yet sent. */
  async pendingCount(): Promise<number> {
    const row = await this.db('outbox').whereNull('sent_at').count<{ n: number }[]>({ n: '*' }).first();
    return Number(row?.n ?? 0);
  }

  private async loop(): Promise<void> {
    const { signal } = this.abort;
    let failures = 0;
    let failingSince = 0;
    let sentSinceReport = 0;
    let lastReport = Date.now();
    let lastPrune = 0;
    while (!signal.aborted) {
      try {
        const sent = await this.relayBatch();
        if (failures > 0) {
          this.logger.info(
            { failures, downForMs: Date.now() - failingSince },
            'the bus is reachable again; relaying the outbox',
          );
          failures = 0;
        }
        sentSinceReport += sent;
        if (Date.now() - lastReport >= this.progressEveryMs) {
          if (sentSinceReport > 0)
            this.logger.info({ sent: sentSinceReport, pending: await this.pendingCount() }, 'relayed outbox events');
          sentSinceReport = 0;
          lastReport = Date.now();
        }
        if (Date.now() - lastPrune >= HOUR_MS) {
          lastPrune = Date.now();
          await this.pruneSent();
        }
        if (sent < this.batchSize) await this.doorbell.wait(this.pollIntervalMs, signal);
      } catch (error) {
        if (failures === 0) failingSince = Date.now();
        failures += 1;
        const retryInMs = backoffDelay(this.backoff, failures);
        this.logger.warn(
          { err: errorMessage(error), failures, retryInMs },
          'cannot relay the outbox; the rows wait and go again',
        );
        await sleep(retryInMs, signal);
      }
    }
  }

  private async pruneSent(): Promise<void> {
    const deleted = await this.db('outbox')
      .whereNotNull('sent_at')
      .andWhere('sent_at', '<', new Date(Date.now() - this.keepSentForMs))
      .delete();
    if (deleted > 0) this.logger.info({ deleted }, 'deleted old sent outbox rows');
  }
}

const toMessage = (row: ClaimedRow): OutgoingMessage => ({
  topic: row.topic,
  key: row.message_key,
  value: row.envelope,
  headers: row.headers,
});
