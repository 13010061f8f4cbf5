// MemberStatusChanged: tell a member her account was put on hold, or that the hold was lifted.
import { on } from '@golightly/events';
import { MemberStatusChangedSchema } from '@golightly/proto';
import type { NotificationsConfig } from '../config';
import { memberOnHold, memberReinstated } from '../domain/emails/catalogue/membership';
import { mail } from './mail';

export const memberStatusChanged = ({ siteUrl }: NotificationsConfig) =>
  on(MemberStatusChangedSchema, async (event, trx) => {
    const { email, firstName, previousStatus, status } = event.message;
    // Events from before the recipient was added carry no address: nothing to send.
    if (!email) return;
    const definition =
      status === 'on_hold'
        ? memberOnHold
        : previousStatus === 'on_hold' && status === 'standard'
          ? memberReinstated
          : null;
    if (definition) await mail(trx, { eventId: event.id, definition, data: { firstName }, to: email, siteUrl });
  });
