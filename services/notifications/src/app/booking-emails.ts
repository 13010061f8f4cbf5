// The booking e-mails of spec 001 §4 (issue 16 item 6), one set for each ReservationStatusChanged: the request sent
// and received, accepted and paid, instant booking, declined, expired, cancelled for insufficient funds, and the
// inquiry and special-price steps, with the admins told of declined offers and failed cards. The event carries the
// stay; the members' names and addresses come from the member directory and the listing's city and arrival times
// from the stay_listings read-model (DESIGN §8: notifications asks no one). Each e-mail is queued in the event's
// transaction under its id, so a redelivered event sends nothing twice.
//
// A declined request suggests up to three other live homes from the same read-model (decision 0051). The guest's
// service fee and the host's payout are the event's, from the stored quote; an event without them (an older one, or
// a total no quote priced) leaves them out rather than show 0. The message thread a button opens is the
// reservation's own (threads are keyed by the reservation until issue 17's threads say otherwise).
import type { Knex } from '@golightly/db';
import { findAlternativeListings, type StayListingFacts } from '../db/stay-listings';
import type { OfferData } from '../domain/emails/catalogue/stays-inquiries';
import { MAX_ALTERNATIVES, type AlternativeListing } from '../domain/emails/catalogue/stays';
import { guestCount, nights, type StayData } from '../domain/emails/catalogue/stays-shared';
import { bookingEmailsFor, decimalHour, fromMinor, knownFromMinor } from '../domain/booking-mail';
import { listingTitle } from '../domain/hosting-mail';
import type { EventFact, MailSettings } from './email-queue';
import { openStayMail, type StayFacts } from './stay-mail';

export { UNKNOWN_GUEST_NAME } from './stay-mail';

/** A reservation's move as ReservationStatusChanged tells it; amounts in minor units of `currency`. */
export interface ReservationChange extends StayFacts {
  fromStatus: string;
  toStatus: string;
  reason: string;
  tellAdmin: boolean;
  specialPriceMinor: number | bigint;
  counterOfferMinor: number | bigint;
  /** From the stay's stored quote; absent when the event does not carry them. */
  guestServiceFeeMinor?: number | bigint;
  hostServiceFeeMinor?: number | bigint;
  hostPayoutMinor?: number | bigint;
  /** What the guest wrote with her request, inquiry or special-price request; empty when nothing (or an older event). */
  guestMessage?: string;
}

export async function mailReservationChange(
  trx: Knex.Transaction,
  settings: MailSettings,
  event: EventFact,
  change: ReservationChange,
): Promise<void> {
  const plan = bookingEmailsFor(change);
  if (plan.length === 0) return;
  const { stay: shared, listing, send } = await openStayMail(trx, settings, event, change);
  const stay: StayData = {
    ...shared,
    serviceFee: knownFromMinor(change.guestServiceFeeMinor, change.currency),
    hostServiceFee: knownFromMinor(change.hostServiceFeeMinor, change.currency),
    payoutToHost: knownFromMinor(change.hostPayoutMinor, change.currency),
    allowedCheckInTime: decimalHour(listing?.checkInStart),
    allowedCheckOutTime: decimalHour(listing?.checkOutTime),
  };
  const reservationId = stay.reservationId;

  for (const email of plan) {
    if (email.kind === 'stay') {
      const data =
        email.type === 'requestDeclinedToGuest'
          ? { ...stay, alternatives: await alternativesTo(trx, change, listing, stay) }
          : { ...stay, message: change.guestMessage || null };
      await send(email.type, email.to, data);
      continue;
    }
    const sender = email.sender === 'host' ? 'host' : 'guest';
    const receiver = sender === 'host' ? 'guest' : 'host';
    const price =
      email.price === 'special' ? change.specialPriceMinor : email.price === 'counter' ? change.counterOfferMinor : 0;
    const offer: OfferData = {
      threadId: reservationId,
      listId: stay.listId,
      title: stay.listTitle,
      city: stay.city,
      startDate: stay.checkIn,
      endDate: stay.checkOut,
      guests: stay.guests,
      currency: stay.currency,
      isSpecalPrice: Number(price) > 0 ? fromMinor(price, change.currency) : null,
      // her words go with her own inquiry or special-price request; the host's answers carry none of them
      message: sender === 'guest' ? change.guestMessage || null : null,
      senderName: sender === 'host' ? stay.hostName : stay.guestName,
      senderProfileId: sender === 'host' ? stay.hostProfileId : stay.guestProfileId,
      receiverName: receiver === 'host' ? stay.hostName : stay.guestName,
      receiverProfileId: receiver === 'host' ? stay.hostProfileId : stay.guestProfileId,
    };
    const data =
      email.type === 'declinedOfferToAdmin'
        ? { ...offer, type: sender === 'host' ? 'specialPriceHostDeclined' : 'specialPriceGuestDeclined' }
        : offer;
    await send(email.type, email.to, data);
  }
}

/** Other live homes for a guest whose request was declined, compared with the declined one (decision 0051). */
async function alternativesTo(
  trx: Knex.Transaction,
  change: ReservationChange,
  listing: StayListingFacts | undefined,
  stay: StayData,
): Promise<AlternativeListing[]> {
  // Where the declined home is comes only from the read-model: with no place there is nothing near to suggest.
  if (!listing) return [];
  const priced = listing.nightlyPriceMinor > 0 && listing.currency !== '';
  const suggestions = await findAlternativeListings(
    trx,
    {
      listId: change.listId,
      hostUserId: change.hostUserId,
      city: listing.city,
      country: listing.country,
      nightlyPriceMinor: priced
        ? listing.nightlyPriceMinor
        : Math.round(Number(change.totalMinor) / Math.max(1, nights(stay))),
      currency: priced ? listing.currency : change.currency,
      guestCount: guestCount(stay.guests),
      withMen: (stay.guests.men ?? 0) > 0,
    },
    MAX_ALTERNATIVES,
  );
  return suggestions.map((suggestion) => ({
    listId: suggestion.listId,
    listTitle: listingTitle(suggestion.title, suggestion.listId),
    city: suggestion.city,
    nightlyPrice:
      suggestion.nightlyPriceMinor > 0 ? fromMinor(suggestion.nightlyPriceMinor, suggestion.currency) : null,
    currency: suggestion.currency || null,
  }));
}
