// The step co-hosts, press users and property managers share: an account without a password, and its e-mailed link.
import type { Knex } from '@golightly/db';
import { findAdminByEmailHash } from '../db/sign-in';
import { insertAccountForOther, issueSetPasswordToken } from '../db/membership';
import { newKey } from '../domain/invitations';
import type { NewAccountInput } from '../domain/membership';
import { REGISTRATION_MESSAGES } from '../domain/registration';
import { accountCreatedForUser, type CreatedAccountRole } from '../events/publish';
import type { AccountsDeps } from './deps';

/** The new account as its creator sees it. */
export interface CreatedAccount {
  userId: string;
  profileId: number;
  firstName: string;
  lastName: string;
  email: string;
  createdAt: string;
}

export interface ValidNewAccount {
  email: string;
  firstName: string;
  lastName: string;
}

/** The account's names and address, trimmed; the caller has validated them (validateNewAccount). */
export const normalisedNewAccount = (input: NewAccountInput): ValidNewAccount => ({
  email: input.email!.trim().toLowerCase(),
  firstName: input.firstName!.trim(),
  lastName: input.lastName!.trim(),
});

/**
 * Inside the caller's transaction: the account, a week-long set-password token and the event that e-mails its link,
 * or 'email' when an admin uses that address (EmailTakenError is thrown when a member does).
 */
export async function insertAccountForOtherWithLink(
  trx: Knex.Transaction,
  deps: Pick<AccountsDeps, 'crypto' | 'config' | 'log'>,
  account: ValidNewAccount,
  role: CreatedAccountRole,
  host?: { userId: string; firstName: string },
): Promise<CreatedAccount | { status: 'email'; message: string }> {
  const { crypto, config, log } = deps;
  const { email, firstName, lastName } = account;
  if (await findAdminByEmailHash(trx, crypto.lookupHash(email)))
    return { status: 'email', message: REGISTRATION_MESSAGES.email };
  const created = await insertAccountForOther(trx, {
    firstName,
    lastName,
    emailHash: crypto.lookupHash(email),
    emailEncrypted: crypto.encrypt(email),
    // Co-hosts act for their host and invite no one; press users and property managers are members.
    referralKey: host ? null : newKey(),
    ...(host ? { coHostOf: host.userId } : {}),
    isPressUser: role === 'pressUser',
    isPropertyManager: role === 'propertyManager',
  });
  const { token, expiresAt } = await issueSetPasswordToken(trx, created.id);
  await accountCreatedForUser(trx, {
    userId: created.id,
    role,
    email,
    firstName,
    lastName,
    token,
    expiresAt,
    loginUrl: `${config.siteUrl.replace(/\/+$/, '')}/login`,
    ...(host ? { host } : {}),
  });
  log.info({ userId: created.id, role }, 'account created for someone else');
  return {
    userId: created.id,
    profileId: created.profileId,
    email,
    firstName,
    lastName,
    createdAt: new Date().toISOString(),
  };
}
