// ReservationStatusChanged (bookings-payments): the booking e-mails of the move, to the guest, the host and the admins.
import { on } from '@golightly/events';
import { ReservationStatusChangedSchema } from '@golightly/proto';
import { mailReservationChange } from '../app/booking-emails';
import { mailCancellation } from '../app/cancellation-emails';
import type { NotificationsConfig } from '../config';
import { stayFactOf } from './stay-fact';

export const reservationStatusChanged = (config: NotificationsConfig) =>
  on(ReservationStatusChangedSchema, async (event, trx) => {
    const message = event.message;
    const change = {
      ...stayFactOf(message),
      fromStatus: message.fromStatus,
      toStatus: message.toStatus,
      reason: message.reason,
      tellAdmin: message.tellAdmin,
      specialPriceMinor: message.specialPriceMinor,
      counterOfferMinor: message.counterOfferMinor,
      guestServiceFeeMinor: message.guestServiceFeeMinor,
      hostServiceFeeMinor: message.hostServiceFeeMinor,
      hostPayoutMinor: message.hostPayoutMinor,
      guestMessage: message.guestMessage,
    };
    await mailReservationChange(trx, config, event, change);
    // a cancellation's e-mails, or the admins' of a requested one, with its refund and payout (decision 0055)
    await mailCancellation(trx, config, event, {
      ...change,
      guestRefundMinor: message.guestRefundMinor,
      cancellationPolicy: message.cancellationPolicy,
      actorRole: message.actorRole,
    });
  });
