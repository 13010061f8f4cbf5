// SecurityDepositClaimed (bookings-payments, decision 0056): the guest, the host and the admins are told of the claim.
import { on } from '@golightly/events';
import { SecurityDepositClaimedSchema } from '@golightly/proto';
import { depositStayFacts, mailDepositEvent } from '../app/deposit-emails';
import type { NotificationsConfig } from '../config';

export const securityDepositClaimed = (config: NotificationsConfig) =>
  on(SecurityDepositClaimedSchema, async (event, trx) => {
    const message = event.message;
    await mailDepositEvent(trx, config, event, {
      kind: 'claimed',
      stay: depositStayFacts(message.reservationId, message.stay),
      claimedMinor: message.claimedMinor,
      reason: message.reason,
    });
  });
