// AccountCreatedForUser: send a new co-host, press user or property manager her set-password link (decision 0010).
import { on } from '@golightly/events';
import { AccountCreatedForUserSchema, AccountRole } from '@golightly/proto';
import type { NotificationsConfig } from '../config';
import { coHostInvite, pressUserInvite, propertyManagerInvite } from '../domain/emails/catalogue/accounts';
import { mail } from './mail';
import { isoFromTimestamp } from './timestamps';

export const accountCreatedForUser = ({ siteUrl }: NotificationsConfig) =>
  on(AccountCreatedForUserSchema, async (event, trx) => {
    const account = event.message;
    const data = {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      token: account.setPasswordToken,
      expiresAt: isoFromTimestamp(account.expiresAt, event.occurredAt),
    };
    const request = { eventId: event.id, to: account.email, siteUrl };
    switch (account.role) {
      case AccountRole.CO_HOST:
        return mail(trx, {
          ...request,
          definition: coHostInvite,
          data: { ...data, hostFirstName: account.hostFirstName || 'A member' },
        });
      case AccountRole.PRESS_USER:
        return mail(trx, { ...request, definition: pressUserInvite, data });
      case AccountRole.PROPERTY_MANAGER:
        return mail(trx, { ...request, definition: propertyManagerInvite, data });
      default:
        throw new Error(`an account was created with an unknown role (${account.role})`);
    }
  });
