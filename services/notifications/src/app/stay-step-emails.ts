// The stays e-mails of spec 001 §4 and §9 around the stay itself (issue 17 item 5, decision 0058), from
// bookings-payments' StayStepDue: the arrival reminders 7 days and 24 hours before to the guest, the host and the
// admins, the check-in notice on the day to the guest and the host, and the review prompt the day after check-out to
// both. The event carries the stay; names and addresses come from the member directory, the listing's city and
// arrival times from the stay_listings read-model. Each e-mail is queued in the event's transaction under its id,
// so a redelivered event sends nothing twice.
import type { Knex } from '@golightly/db';
import type { ReminderWindow } from '../domain/emails/catalogue/stays-arrivals';
import type { StayData } from '../domain/emails/catalogue/stays-shared';
import { decimalHour, knownFromMinor, type BookingReader } from '../domain/booking-mail';
import type { EventFact, MailSettings } from './email-queue';
import { openStayMail, type StayFacts } from './stay-mail';

/** A stay's step as StayStepDue tells it; amounts in minor units of `currency`. */
export interface StayStep extends StayFacts {
  step: string;
  guestServiceFeeMinor?: number | bigint;
  hostPayoutMinor?: number | bigint;
}

interface StepEmail {
  type: string;
  to: BookingReader;
  window?: ReminderWindow;
}

const reminders = (window: ReminderWindow): StepEmail[] => [
  { type: 'arrivalReminderToGuest', to: 'guest', window },
  { type: 'arrivalReminderToHost', to: 'host', window },
  // Spec 001 §9: "Reminders go to hosts, guests and admins 7 days and 24 hours before arrival."
  { type: 'arrivalReminderToAdmin', to: 'admin', window },
];

/** Which e-mails each step sends, to whom; a step this table does not know sends nothing. */
export const STAY_STEP_EMAILS: Record<string, StepEmail[]> = {
  reminderWeek: reminders('week'),
  reminderDay: reminders('day'),
  checkInNotice: [
    { type: 'checkInToGuest', to: 'guest' },
    { type: 'checkInToHost', to: 'host' },
  ],
  reviewPrompt: [
    { type: 'reviewPromptToGuest', to: 'guest' },
    { type: 'reviewPromptToHost', to: 'host' },
  ],
};

export async function mailStayStep(
  trx: Knex.Transaction,
  settings: MailSettings,
  event: EventFact,
  step: StayStep,
): Promise<void> {
  const plan = STAY_STEP_EMAILS[step.step] ?? [];
  if (plan.length === 0) return;
  const { stay: shared, listing, send } = await openStayMail(trx, settings, event, step);
  const stay: StayData = {
    ...shared,
    serviceFee: knownFromMinor(step.guestServiceFeeMinor, step.currency),
    payoutToHost: knownFromMinor(step.hostPayoutMinor, step.currency),
    allowedCheckInTime: decimalHour(listing?.checkInStart),
    allowedCheckOutTime: decimalHour(listing?.checkOutTime),
  };
  for (const email of plan) {
    await send(email.type, email.to, email.window ? { ...stay, window: email.window } : stay);
  }
}
