// The local mailing-list provider (confirmed subscribers in the notifications database), and the double opt-in's
// pending confirmations and daily mail counts.
import type { Knex } from '@golightly/db';
import type { MailingList, Subscriber } from '../domain/newsletter';

export function localMailingList(db: Knex): MailingList {
  const confirmed = () => db('newsletter_subscribers').whereNotNull('confirmed_at');
  return {
    name: 'local',
    async find(email) {
      const row = await confirmed()
        .where({ email })
        .first({ email: 'email', firstName: 'first_name', lastName: 'last_name', verified: 'verified' });
      return (row as Subscriber | undefined) ?? null;
    },
    async subscribe(subscriber) {
      const names = { first_name: subscriber.firstName, last_name: subscriber.lastName };
      await db('newsletter_subscribers')
        .insert({ email: subscriber.email, ...names, verified: false, confirmed_at: db.fn.now() })
        .onConflict('email')
        .merge({
          ...names,
          confirmed_at: db.raw('coalesce(newsletter_subscribers.confirmed_at, now())'),
          updated_at: db.fn.now(),
        });
    },
    async updateNames(subscriber) {
      const updated = await confirmed()
        .where({ email: subscriber.email })
        .update({ first_name: subscriber.firstName, last_name: subscriber.lastName, updated_at: db.fn.now() });
      return updated > 0;
    },
    async markVerified(email) {
      return (await confirmed().where({ email }).update({ verified: true, updated_at: db.fn.now() })) > 0;
    },
  };
}

export type MailCountScope = 'address' | 'client';

/**
 * Counts one more confirmation mail for `key` today (UTC) unless `limit` were passed: one upsert, so concurrent
 * requests queue on the row and each sees the others' counts. False when the limit is already reached.
 */
export async function countConfirmationMail(
  trx: Knex.Transaction,
  scope: MailCountScope,
  key: string,
  limit: number,
): Promise<boolean> {
  const { rows } = await trx.raw<{ rows: unknown[] }>(
    `insert into newsletter_mail_counts as c (scope, key, day, sent)
     values (?, ?, (now() at time zone 'UTC')::date, 1)
     on conflict (scope, key, day) do update set sent = c.sent + 1 where c.sent < ?
     returning c.sent`,
    [scope, key, limit],
  );
  return rows.length > 0;
}

export interface PendingConfirmation {
  tokenHash: Buffer;
  email: string;
  firstName: string;
  lastName: string;
  expiresAt: Date;
}

export async function insertConfirmation(trx: Knex.Transaction, pending: PendingConfirmation): Promise<void> {
  await trx('newsletter_confirmations').insert({
    token_hash: pending.tokenHash,
    email: pending.email,
    first_name: pending.firstName,
    last_name: pending.lastName,
    expires_at: pending.expiresAt,
  });
}

/**
 * Uses a token: marks its request confirmed and returns it, in one statement, so a link confirms once even when
 * followed twice at the same moment. Null for an unknown, used or expired token.
 */
export async function useConfirmation(
  trx: Knex.Transaction,
  tokenHash: Buffer,
): Promise<{ email: string; firstName: string; lastName: string } | null> {
  const [row] = (await trx('newsletter_confirmations')
    .where({ token_hash: tokenHash })
    .whereNull('confirmed_at')
    .where('expires_at', '>', trx.fn.now())
    .update({ confirmed_at: trx.fn.now() })
    .returning(['email', 'first_name', 'last_name'])) as { email: string; first_name: string; last_name: string }[];
  return row ? { email: row.email, firstName: row.first_name, lastName: row.last_name } : null;
}

/** The address's other pending links die with the one used. */
export async function voidOtherConfirmations(trx: Knex.Transaction, email: string): Promise<void> {
  await trx('newsletter_confirmations').where({ email }).whereNull('confirmed_at').delete();
}

/** Forgets counts of past days and requests long expired; run with each new request, so it stays small. */
export async function forgetOldRequests(trx: Knex.Transaction): Promise<void> {
  await trx('newsletter_mail_counts').whereRaw(`day < (now() at time zone 'UTC')::date - 1`).delete();
  await trx('newsletter_confirmations').whereRaw(`expires_at < now() - interval '7 days'`).delete();
}
