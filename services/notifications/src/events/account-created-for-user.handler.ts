// AccountCreatedForUser: send a new co-host, press user or property manager her set-password link (decision 0010).
import { on } from '@golightly/events';
import { AccountCreatedForUserSchema, AccountRole } from '@golightly/proto';
import { mailAccountCreated, type CreatedAccountRole } from '../app/account-emails';
import type { NotificationsConfig } from '../config';
import { isoFromTimestamp } from './timestamps';

const ROLES: Partial<Record<AccountRole, CreatedAccountRole>> = {
  [AccountRole.CO_HOST]: 'coHost',
  [AccountRole.PRESS_USER]: 'pressUser',
  [AccountRole.PROPERTY_MANAGER]: 'propertyManager',
};

export const accountCreatedForUser = (config: NotificationsConfig) =>
  on(AccountCreatedForUserSchema, async (event, trx) => {
    const account = event.message;
    const role = ROLES[account.role];
    // Thrown, so the event ends in the dead-letter topic for a person to look at.
    if (!role) throw new Error(`an account was created with an unknown role (${account.role})`);
    await mailAccountCreated(trx, config, event, {
      ...account,
      role,
      expiresAt: isoFromTimestamp(account.expiresAt, event.occurredAt),
    });
  });
