// Delivers queued e-mails over SMTP (nodemailer), retrying with backoff while the server is unreachable.
import type { Knex } from '@golightly/db';
import type { Logger } from '@golightly/service-kit';
import nodemailer, { type Transporter } from 'nodemailer';
import { claimDue, markFailedAttempt, markSent } from '../db/email-messages';
import { retryDelay } from '../domain/delivery';

export interface MailWorkerOptions {
  db: Knex;
  smtpUrl: string;
  from: string;
  logger: Logger;
  pollIntervalMs?: number;
  batchSize?: number;
}

export class MailWorker {
  private readonly transport: Transporter;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(private readonly options: MailWorkerOptions) {
    // Short timeouts: a hung mail server must not hold the claimed rows (and their transaction) for minutes.
    this.transport = nodemailer.createTransport(
      { url: options.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
      { from: options.from },
    );
  }

  start(): void {
    const tick = async () => {
      if (this.stopped) return;
      this.running = this.deliverDue().then(
        () => undefined,
        (error) => this.options.logger.error({ err: error }, 'mail delivery round failed'),
      );
      await this.running;
      if (!this.stopped) this.timer = setTimeout(tick, this.options.pollIntervalMs ?? 1000);
    };
    void tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }

  /** One round: claim due e-mails and try each once. Returns how many were sent. */
  async deliverDue(): Promise<number> {
    let sent = 0;
    await this.options.db.transaction(async (trx) => {
      for (const email of await claimDue(trx, this.options.batchSize ?? 20)) {
        try {
          await this.transport.sendMail({
            to: email.recipient,
            subject: email.subject,
            html: email.html,
            text: email.textBody,
          });
          await markSent(trx, email.id);
          sent += 1;
          this.options.logger.info({ emailId: email.id, status: 'sent' }, 'e-mail sent');
        } catch (error) {
          const delay = retryDelay(email.attempts + 1);
          await markFailedAttempt(trx, email.id, (error as Error).message, delay);
          this.options.logger.warn(
            {
              emailId: email.id,
              status: delay === null ? 'failed' : 'retrying',
              retryInMs: delay,
              err: (error as Error).message,
            },
            'e-mail not delivered',
          );
        }
      }
    });
    return sent;
  }
}
