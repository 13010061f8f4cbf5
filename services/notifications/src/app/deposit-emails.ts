// The security deposit e-mails of spec 001 §4 (issue 17 item 3, decision 0056): when the host claims, the guest is
// told the admin will review it and may charge it, the host that her claim went to the admin, and the admins get the
// security-deposit-claim notice (spec 001 §6); when the deposit's refund is completed, the guest is told how much came
// back. Each e-mail is queued in the event's transaction under its id, so a redelivered event sends nothing twice; a
// member notifications has not heard of is recorded as unsent.
import type { Knex } from '@golightly/db';
import type { DepositStay } from '@golightly/proto';
import { findMemberContact } from '../db/member-contacts';
import { findStayListing } from '../db/stay-listings';
import { recordUnsentEmail } from '../db/unsent-emails';
import { fromMinor } from '../domain/booking-mail';
import { findEmail } from '../domain/emails/catalogue';
import type { StayData } from '../domain/emails/catalogue/stays-shared';
import { listingTitle, UNKNOWN_HOST_NAME } from '../domain/hosting-mail';
import { UNKNOWN_GUEST_NAME } from './booking-emails';
import { mailer, type EventFact, type MailSettings } from './email-queue';

/** A deposit's stay as the deposit events carry it; amounts in minor units of `currency`. */
export interface DepositStayFacts {
  reservationId: string;
  confirmationCode: string;
  listId: number;
  listingTitle: string;
  hostUserId: string;
  guestUserId: string;
  checkIn: string;
  checkOut: string;
  depositMinor: bigint | number;
  currency: string;
  totalMinor: bigint | number;
  guests: { women: number; men: number; children: number; others: number; infants: number; pets: number };
}

/** The stay a deposit event names, with its defaults for fields an older event lacks. */
export const depositStayFacts = (reservationId: string, stay: DepositStay | undefined): DepositStayFacts => ({
  reservationId,
  confirmationCode: stay?.confirmationCode ?? '',
  listId: stay?.listId ?? 0,
  listingTitle: stay?.listingTitle ?? '',
  hostUserId: stay?.hostUserId ?? '',
  guestUserId: stay?.guestUserId ?? '',
  checkIn: stay?.checkIn ?? '',
  checkOut: stay?.checkOut ?? '',
  depositMinor: stay?.depositMinor ?? 0n,
  currency: stay?.currency ?? '',
  totalMinor: stay?.totalMinor ?? 0n,
  guests: {
    women: stay?.guestWomen ?? 0,
    men: stay?.guestMen ?? 0,
    children: stay?.guestChildren ?? 0,
    others: stay?.guestOthers ?? 0,
    infants: stay?.guestInfants ?? 0,
    pets: stay?.pets ?? 0,
  },
});

export type DepositMail =
  | { kind: 'claimed'; stay: DepositStayFacts; claimedMinor: bigint | number; reason: string }
  | { kind: 'settled'; stay: DepositStayFacts; refundedMinor: bigint | number };

const definitionOf = (type: string) => {
  const definition = findEmail(type);
  // a programming error (the catalogue lacks an e-mail named here): thrown, so the event is looked at
  if (!definition) throw new Error(`the e-mail catalogue has no '${type}'`);
  return definition;
};

export async function mailDepositEvent(
  trx: Knex.Transaction,
  settings: MailSettings,
  event: EventFact,
  what: DepositMail,
): Promise<void> {
  const facts = what.stay;
  if (what.kind === 'settled' && Number(what.refundedMinor) <= 0) return;
  const [guest, host, listing] = await Promise.all([
    findMemberContact(trx, facts.guestUserId),
    findMemberContact(trx, facts.hostUserId),
    findStayListing(trx, facts.listId),
  ]);
  const reservationId = Number(facts.reservationId);
  const stay: StayData = {
    reservationId,
    confirmationCode: facts.confirmationCode,
    listId: facts.listId,
    listTitle: listingTitle(facts.listingTitle, facts.listId),
    city: listing?.city ?? '',
    checkIn: facts.checkIn,
    checkOut: facts.checkOut,
    guests: {
      // guests the listing counts but the e-mails have no word for are counted with the women
      women: facts.guests.women + facts.guests.others,
      men: facts.guests.men,
      children: facts.guests.children,
      infants: facts.guests.infants,
      pets: facts.guests.pets,
    },
    currency: facts.currency,
    total: fromMinor(facts.totalMinor, facts.currency),
    threadId: reservationId,
    guestName: guest?.firstName.trim() || UNKNOWN_GUEST_NAME,
    guestProfileId: guest?.profileId ?? 0,
    hostName: host?.firstName.trim() || UNKNOWN_HOST_NAME,
    hostProfileId: host?.profileId ?? 0,
  };
  const mail = mailer(trx, settings, event);
  const toMember = async (type: string, reader: 'guest' | 'host', data: unknown) => {
    const contact = reader === 'guest' ? guest : host;
    const userId = reader === 'guest' ? facts.guestUserId : facts.hostUserId;
    if (!contact?.email)
      return recordUnsentEmail(trx, { eventId: event.id, type, userId, reason: 'recipient_unknown' });
    await mail(definitionOf(type), contact.email, data);
  };

  if (what.kind === 'settled') {
    await toMember('depositRefundCompleted', 'guest', {
      ...stay,
      refundAmount: fromMinor(what.refundedMinor, facts.currency),
    });
    return;
  }
  const claim = {
    ...stay,
    securityDeposit: fromMinor(facts.depositMinor, facts.currency),
    claimedFee: fromMinor(what.claimedMinor, facts.currency),
    reason: what.reason,
  };
  await toMember('depositClaimToGuest', 'guest', claim);
  await toMember('depositClaimToHost', 'host', claim);
  await mail(definitionOf('depositClaimToAdmin'), settings.adminEmail, claim);
}
