// StayStepDue (bookings-payments): a confirmed stay's reminder, check-in notice or review prompt, as e-mails.
import { on } from '@golightly/events';
import { StayStepDueSchema } from '@golightly/proto';
import { mailStayStep } from '../app/stay-step-emails';
import type { NotificationsConfig } from '../config';

export const stayStepDue = (config: NotificationsConfig) =>
  on(StayStepDueSchema, (event, trx) => {
    const message = event.message;
    return mailStayStep(trx, config, event, {
      reservationId: message.reservationId,
      step: message.step,
      confirmationCode: message.confirmationCode,
      listId: message.listId,
      listingTitle: message.listingTitle,
      hostUserId: message.hostUserId,
      guestUserId: message.guestUserId,
      checkIn: message.checkIn,
      checkOut: message.checkOut,
      totalMinor: message.totalMinor,
      currency: message.currency,
      guestServiceFeeMinor: message.guestServiceFeeMinor,
      hostPayoutMinor: message.hostPayoutMinor,
      guests: {
        women: message.guestWomen,
        men: message.guestMen,
        children: message.guestChildren,
        infants: message.guestInfants,
        pets: message.pets,
        others: message.guestOthers,
      },
    });
  });
