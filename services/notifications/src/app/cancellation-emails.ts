// The cancellation e-mails of spec 001 §4 (issue 17 item 2, decision 0055): when a stay is cancelled by the guest or
// by the host, ReservationStatusChanged carries the refund, the host's payout and the policy they were worked out
// under, and the guest, the host and (when the event says the admin is told) the admins get the catalogue's
// cancellation e-mails. A zero payout is said plainly (the catalogue's sentence). Each e-mail is queued in the event's
// transaction under its id, so a redelivered event sends nothing twice; a member notifications has not heard of is
// recorded as unsent.
import type { Knex } from '@golightly/db';
import { CANCELLATION_POLICIES, isCancellationPolicy } from '@golightly/listing-rules';
import { findMemberContact } from '../db/member-contacts';
import { findStayListing } from '../db/stay-listings';
import { recordUnsentEmail } from '../db/unsent-emails';
import { fromMinor } from '../domain/booking-mail';
import { findEmail } from '../domain/emails/catalogue';
import type { CancellationData, CancellationPolicy } from '../domain/emails/catalogue/stays-cancellations';
import { listingTitle, UNKNOWN_HOST_NAME } from '../domain/hosting-mail';
import type { ReservationChange } from './booking-emails';
import { mailer, type EventFact, type MailSettings } from './email-queue';

/** The statuses a cancellation ends in, and who cancelled. */
const CANCELLED_BY: Readonly<Record<string, 'guest' | 'host'>> = {
  cancelledByGuest: 'guest',
  cancelledByHost: 'host',
};

export interface CancellationChange extends ReservationChange {
  /** What the guest gets back; absent on an event that does not carry it (then no amount is invented). */
  guestRefundMinor?: number | bigint;
  /** The policy's code (flexible, moderate, strict, superStrict30). */
  cancellationPolicy: string;
}

/** The policy as the e-mails name it; a code the club does not know (an older event) reads as itself. */
const policyLabel = (code: string): CancellationPolicy =>
  (isCancellationPolicy(code) ? CANCELLATION_POLICIES[code].label : code) as CancellationPolicy;

export async function mailCancellation(
  trx: Knex.Transaction,
  settings: MailSettings,
  event: EventFact,
  change: CancellationChange,
): Promise<void> {
  const cancelledBy = CANCELLED_BY[change.toStatus];
  if (!cancelledBy || change.guestRefundMinor === undefined || change.hostPayoutMinor === undefined) return;
  const [guest, host, listing] = await Promise.all([
    findMemberContact(trx, change.guestUserId),
    findMemberContact(trx, change.hostUserId),
    findStayListing(trx, change.listId),
  ]);
  const reservationId = Number(change.reservationId);
  const data: CancellationData = {
    reservationId,
    confirmationCode: change.confirmationCode,
    listId: change.listId,
    listTitle: listingTitle(change.listingTitle, change.listId),
    city: listing?.city ?? '',
    checkIn: change.checkIn,
    checkOut: change.checkOut,
    guests: {
      women: change.guests.women + change.guests.others,
      men: change.guests.men,
      children: change.guests.children,
      infants: change.guests.infants,
      pets: change.guests.pets,
    },
    currency: change.currency,
    total: fromMinor(change.totalMinor, change.currency),
    threadId: reservationId,
    guestName: guest?.firstName.trim() || 'A guest',
    guestProfileId: guest?.profileId ?? 0,
    hostName: host?.firstName.trim() || UNKNOWN_HOST_NAME,
    hostProfileId: host?.profileId ?? 0,
    cancelledBy,
    cancellationPolicy: policyLabel(change.cancellationPolicy),
    refundToGuest: fromMinor(change.guestRefundMinor, change.currency),
    payoutToHost: fromMinor(change.hostPayoutMinor, change.currency),
    message: change.reason || null,
  };
  const mail = mailer(trx, settings, event);
  const to = async (type: string, contact: { email: string } | undefined, userId: string) => {
    const definition = findEmail(type);
    if (!definition) throw new Error(`the e-mail catalogue has no '${type}'`);
    if (!contact?.email)
      return recordUnsentEmail(trx, { eventId: event.id, type, userId, reason: 'recipient_unknown' });
    await mail(definition, contact.email, data);
  };
  await to('cancellationToGuest', guest, change.guestUserId);
  await to('cancellationToHost', host, change.hostUserId);
  if (change.tellAdmin) {
    const definition = findEmail('cancellationToAdmin');
    if (!definition) throw new Error("the e-mail catalogue has no 'cancellationToAdmin'");
    await mail(definition, settings.adminEmail, data);
  }
}
