// SecurityDepositSettled (bookings-payments, decision 0056): the guest is told what came back of her deposit.
import { on } from '@golightly/events';
import { SecurityDepositSettledSchema } from '@golightly/proto';
import { depositStayFacts, mailDepositEvent } from '../app/deposit-emails';
import type { NotificationsConfig } from '../config';

export const securityDepositSettled = (config: NotificationsConfig) =>
  on(SecurityDepositSettledSchema, async (event, trx) => {
    const message = event.message;
    await mailDepositEvent(trx, config, event, {
      kind: 'settled',
      stay: depositStayFacts(message.reservationId, message.stay),
      refundedMinor: message.refundedMinor,
    });
  });
