// The newsletter's double opt-in (decision 0024): a request mails a confirmation link within the daily limits; the
// link's token subscribes the address, once.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Knex } from '@golightly/db';
import {
  countConfirmationMail,
  forgetOldRequests,
  insertConfirmation,
  useConfirmation,
  voidOtherConfirmations,
} from '../db/newsletter';
import {
  CONFIRMATION_MAILS_PER_ADDRESS_PER_DAY,
  CONFIRMATION_MAILS_PER_CLIENT_PER_DAY,
  confirmationExpiry,
  isWellFormedToken,
  type MailingList,
} from '../domain/newsletter';
import { confirmNewsletterSubscription } from '../domain/emails/catalogue/newsletter';
import { mailer } from './email-queue';

export interface SubscriptionRequest {
  email: string;
  firstName: string;
  lastName: string;
  /** The client's address, as the gateway vouched for it. */
  clientIp: string;
  /** When it was asked for; the link works for 48 hours from then. */
  now?: Date;
}

export type SubscriptionRequestOutcome = 'mailed' | 'addressLimit' | 'clientLimit';

const hashToken = (token: string) => createHash('sha256').update(token).digest();

class LimitReached extends Error {
  constructor(readonly outcome: Exclude<SubscriptionRequestOutcome, 'mailed'>) {
    super(outcome);
  }
}

/**
 * Stores the request as pending and queues the confirmation mail, in one transaction with both daily counts, so a
 * refused request counts nothing and concurrent requests never pass a limit. Known and unknown addresses alike.
 */
export async function requestSubscription(
  db: Knex,
  siteUrl: string,
  request: SubscriptionRequest,
): Promise<SubscriptionRequestOutcome> {
  try {
    await db.transaction(async (trx) => {
      if (!(await countConfirmationMail(trx, 'address', request.email, CONFIRMATION_MAILS_PER_ADDRESS_PER_DAY))) {
        throw new LimitReached('addressLimit');
      }
      if (!(await countConfirmationMail(trx, 'client', request.clientIp, CONFIRMATION_MAILS_PER_CLIENT_PER_DAY))) {
        throw new LimitReached('clientLimit');
      }
      const token = randomBytes(32).toString('base64url');
      await insertConfirmation(trx, {
        tokenHash: hashToken(token),
        email: request.email,
        firstName: request.firstName,
        lastName: request.lastName,
        expiresAt: confirmationExpiry(request.now ?? new Date()),
      });
      const mail = mailer(trx, { siteUrl }, { id: randomUUID() });
      await mail(confirmNewsletterSubscription, request.email, { firstName: request.firstName, token });
      await forgetOldRequests(trx);
    });
    return 'mailed';
  } catch (error) {
    if (error instanceof LimitReached) return error.outcome;
    throw error;
  }
}

export type ConfirmationOutcome = { status: 'subscribed'; email: string } | { status: 'invalidLink' };

/**
 * Follows a link: uses its token and subscribes the address on the list with the names given when it was asked
 * for. When the list is unreachable the transaction rolls back and the same link works again later.
 */
export async function confirmSubscription(db: Knex, list: MailingList, token: unknown): Promise<ConfirmationOutcome> {
  if (!isWellFormedToken(token)) return { status: 'invalidLink' };
  return db.transaction(async (trx) => {
    const pending = await useConfirmation(trx, hashToken(token));
    if (!pending) return { status: 'invalidLink' } as const;
    await list.subscribe(pending);
    await voidOtherConfirmations(trx, pending.email);
    return { status: 'subscribed', email: pending.email } as const;
  });
}
