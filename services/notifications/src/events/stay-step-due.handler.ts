// StayStepDue (bookings-payments): a confirmed stay's reminder, check-in notice or review prompt, as e-mails.
import { on } from '@golightly/events';
import { StayStepDueSchema } from '@golightly/proto';
import { mailStayStep } from '../app/stay-step-emails';
import type { NotificationsConfig } from '../config';
import { stayFactOf } from './stay-fact';

export const stayStepDue = (config: NotificationsConfig) =>
  on(StayStepDueSchema, (event, trx) => {
    const message = event.message;
    return mailStayStep(trx, config, event, {
      ...stayFactOf(message),
      step: message.step,
      guestServiceFeeMinor: message.guestServiceFeeMinor,
      hostPayoutMinor: message.hostPayoutMinor,
    });
  });
