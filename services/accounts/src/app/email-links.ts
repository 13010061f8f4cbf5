// Mailing a member a password-reset or confirmation link: at most three an hour, each voiding the ones before it.
import type { Knex } from '@golightly/db';
import { countIssuedLastHour, issueToken, lockTokenOwner } from '../db/email-tokens';
import { countConfirmationRequest } from '../db/users';
import { mayMailAnotherLink } from '../domain/email-links';
import { emailConfirmationRequested, passwordResetRequested } from '../events/publish';

export interface LinkRecipient {
  userId: string;
  email: string;
  firstName: string;
}

/** 'limited' when she was already sent three reset links in the past hour; nothing is mailed then. */
export async function mailPasswordResetLink(db: Knex, member: LinkRecipient): Promise<'sent' | 'limited'> {
  return db.transaction(async (trx) => {
    await lockTokenOwner(trx, member.userId);
    if (!mayMailAnotherLink(await countIssuedLastHour(trx, member.userId, 'reset_password'))) return 'limited';
    const { token, expiresAt } = await issueToken(trx, member.userId, 'reset_password');
    await passwordResetRequested(trx, member, token, expiresAt);
    return 'sent';
  });
}

/** 'limited' when she was already sent three confirmation links in the past hour; nothing is mailed then. */
export async function mailConfirmationLink(db: Knex, member: LinkRecipient): Promise<'sent' | 'limited'> {
  return db.transaction(async (trx) => {
    await lockTokenOwner(trx, member.userId);
    if (!mayMailAnotherLink(await countIssuedLastHour(trx, member.userId, 'confirm_email'))) return 'limited';
    const { token, expiresAt } = await issueToken(trx, member.userId, 'confirm_email');
    await countConfirmationRequest(trx, member.userId);
    await emailConfirmationRequested(trx, member, token, expiresAt);
    return 'sent';
  });
}
