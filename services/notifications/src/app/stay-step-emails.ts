// The stays e-mails of spec 001 §4 and §9 around the stay itself (issue 17 item 5, decision 0058), from
// bookings-payments' StayStepDue: the arrival reminders 7 days and 24 hours before to the guest, the host and the
// admins, the check-in notice on the day to the guest and the host, and the review prompt the day after check-out to
// both. The event carries the stay; names and addresses come from the member directory, the listing's city and
// arrival times from the stay_listings read-model. Each e-mail is queued in the event's transaction under its id,
// so a redelivered event sends nothing twice.
import type { Knex } from '@golightly/db';
import { findMemberContact } from '../db/member-contacts';
import { findStayListing } from '../db/stay-listings';
import { recordUnsentEmail } from '../db/unsent-emails';
import { findEmail } from '../domain/emails/catalogue';
import type { ReminderWindow } from '../domain/emails/catalogue/stays-arrivals';
import type { StayData } from '../domain/emails/catalogue/stays-shared';
import { decimalHour, fromMinor, knownFromMinor, type BookingReader } from '../domain/booking-mail';
import { listingTitle, UNKNOWN_HOST_NAME } from '../domain/hosting-mail';
import { UNKNOWN_GUEST_NAME } from './booking-emails';
import { mailer, type EventFact, type MailSettings } from './email-queue';

/** A stay's step as StayStepDue tells it; amounts in minor units of `currency`. */
export interface StayStep {
  reservationId: string;
  step: string;
  confirmationCode: string;
  listId: number;
  listingTitle: string;
  hostUserId: string;
  guestUserId: string;
  checkIn: string;
  checkOut: string;
  totalMinor: number | bigint;
  currency: string;
  guestServiceFeeMinor?: number | bigint;
  hostPayoutMinor?: number | bigint;
  guests: { women: number; men: number; children: number; infants: number; pets: number; others: number };
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
  const [guest, host, listing] = await Promise.all([
    findMemberContact(trx, step.guestUserId),
    findMemberContact(trx, step.hostUserId),
    findStayListing(trx, step.listId),
  ]);
  const reservationId = Number(step.reservationId);
  const stay: StayData = {
    reservationId,
    confirmationCode: step.confirmationCode,
    listId: step.listId,
    listTitle: listingTitle(step.listingTitle, step.listId),
    city: listing?.city ?? '',
    checkIn: step.checkIn,
    checkOut: step.checkOut,
    guests: {
      // as the booking e-mails count them: guests the e-mails have no word for are counted with the women
      women: step.guests.women + step.guests.others,
      men: step.guests.men,
      children: step.guests.children,
      infants: step.guests.infants,
      pets: step.guests.pets,
    },
    currency: step.currency,
    total: fromMinor(step.totalMinor, step.currency),
    serviceFee: knownFromMinor(step.guestServiceFeeMinor, step.currency),
    payoutToHost: knownFromMinor(step.hostPayoutMinor, step.currency),
    allowedCheckInTime: decimalHour(listing?.checkInStart),
    allowedCheckOutTime: decimalHour(listing?.checkOutTime),
    threadId: reservationId,
    guestName: guest?.firstName.trim() || UNKNOWN_GUEST_NAME,
    guestProfileId: guest?.profileId ?? 0,
    hostName: host?.firstName.trim() || UNKNOWN_HOST_NAME,
    hostProfileId: host?.profileId ?? 0,
  };
  const mail = mailer(trx, settings, event);
  const members = {
    guest: { userId: step.guestUserId, contact: guest },
    host: { userId: step.hostUserId, contact: host },
  };
  for (const email of plan) {
    const definition = findEmail(email.type);
    // A programming error (the table names an e-mail the catalogue lacks): thrown, so the event is looked at.
    if (!definition) throw new Error(`the e-mail catalogue has no '${email.type}'`);
    const data = email.window ? { ...stay, window: email.window } : stay;
    if (email.to === 'admin') {
      await mail(definition, settings.adminEmail, data);
      continue;
    }
    const { userId, contact } = members[email.to];
    if (!contact?.email) {
      await recordUnsentEmail(trx, { eventId: event.id, type: email.type, userId, reason: 'recipient_unknown' });
      continue;
    }
    await mail(definition, contact.email, data);
  }
}
