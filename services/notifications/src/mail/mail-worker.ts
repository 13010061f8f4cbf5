// Delivers queued e-mails over SMTP (nodemailer) every second, retrying with backoff while the server is unreachable.
import type { Knex } from '@golightly/db';
import type { Logger } from '@golightly/service-kit';
import nodemailer, { type Transporter } from 'nodemailer';
import { deliverDueEmails, type Mailer } from '../app/email-delivery';

export interface MailWorkerOptions {
  db: Knex;
  smtpUrl: string;
  from: string;
  logger: Logger;
  pollIntervalMs?: number;
  batchSize?: number;
}

/** The mail server as the delivery use case sees it. */
export function smtpMailer(transport: Transporter): Mailer {
  return {
    async send(email) {
      await transport.sendMail({ to: email.to, subject: email.subject, html: email.html, text: email.text });
    },
  };
}

export class MailWorker {
  private readonly transport: Transporter;
  private readonly mailer: Mailer;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(private readonly options: MailWorkerOptions) {
    // Short timeouts: a hung mail server must not hold the claimed rows (and their transaction) for minutes.
    this.transport = nodemailer.createTransport(
      { url: options.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
      { from: options.from },
    );
    this.mailer = smtpMailer(this.transport);
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
  deliverDue(): Promise<number> {
    return deliverDueEmails(this.options.db, this.mailer, this.options.logger, this.options.batchSize);
  }
}
