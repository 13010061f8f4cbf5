// InvitationSent: mail the invited friend her referral link, one e-mail per invited address.
import { on } from '@golightly/events';
import { InvitationSentSchema } from '@golightly/proto';
import { mailInvitation } from '../app/account-emails';
import type { NotificationsConfig } from '../config';
import { isoFromTimestamp } from './timestamps';

export const invitationSent = (config: NotificationsConfig) =>
  on(InvitationSentSchema, (event, trx) =>
    mailInvitation(trx, config, event, {
      ...event.message,
      expiresAt: isoFromTimestamp(event.message.expiresAt, event.occurredAt),
    }),
  );
