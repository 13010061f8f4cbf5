// Timed work (decision 0029): an admin's deletion can be undone for 30 days; after that her personal data is erased as
// her own deletion erases it. Due accounts are claimed with SKIP LOCKED, so instances share the work and a restart
// loses nothing; erasing twice changes nothing. Each erasure publishes UserPurged in its transaction, so what others kept
// waiting for a restore ends too (decision 0040: the host's suspended listings are deleted).
import type { Knex } from '@golightly/db';
import type { Logger } from '@golightly/service-kit';
import { claimAccountsToErase } from '../db/people';
import { eraseMember } from '../db/users';
import { userPurged } from '../events/publish';
import { RESTORE_DAYS } from '../domain/people';

/** Erases up to `batchSize` admin deletions older than RESTORE_DAYS, in one transaction; how many it erased. */
export async function purgeDeletedAccounts(db: Knex, batchSize = 100): Promise<number> {
  return db.transaction(async (trx) => {
    const due = await claimAccountsToErase(trx, RESTORE_DAYS, batchSize);
    for (const userId of due) {
      await eraseMember(trx, userId);
      await userPurged(trx, userId);
    }
    return due.length;
  });
}

/** Runs the purge every `intervalMs` (an hour by default) while the service runs. */
export class DeletedAccountPurge {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(private readonly options: { db: Knex; logger: Logger; intervalMs?: number }) {}

  start(): void {
    const tick = async () => {
      if (this.stopped) return;
      this.running = this.round().then(
        (erased) => {
          if (erased > 0) this.options.logger.info({ erased }, 'erased accounts deleted by admins 30 days ago');
        },
        (error) => this.options.logger.error({ err: error }, 'deleted-account purge failed'),
      );
      await this.running;
      if (!this.stopped) this.timer = setTimeout(tick, this.options.intervalMs ?? 3_600_000);
    };
    void tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Erases every due account, a batch at a time. */
  private async round(): Promise<number> {
    let total = 0;
    for (;;) {
      const erased = await purgeDeletedAccounts(this.options.db);
      total += erased;
      if (erased === 0 || this.stopped) return total;
    }
  }
}
