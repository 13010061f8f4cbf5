// What every e-mail about a stay does before it says anything of its own: look up the guest's and the host's contacts
// in the member directory and the listing in the stay_listings read-model (DESIGN §8: notifications asks no one),
// write the stay as the catalogue's StayData, and queue each catalogue e-mail in the event's transaction under its id
// (so a redelivered event sends nothing twice), to a member or to the admins. A member notifications has not heard
// of is recorded as unsent. The booking, cancellation, deposit, stay-step, review and thread e-mails all go through
// here and add only what is their own.
import type { Knex } from '@golightly/db';
import { findMemberContact, type MemberContact } from '../db/member-contacts';
import { findStayListing, type StayListingFacts } from '../db/stay-listings';
import { recordUnsentEmail } from '../db/unsent-emails';
import { fromMinor } from '../domain/booking-mail';
import { findEmail } from '../domain/emails/catalogue';
import type { StayData } from '../domain/emails/catalogue/stays-shared';
import type { AnyEmailDefinition, EmailDefinition } from '../domain/emails/define';
import { listingTitle, UNKNOWN_HOST_NAME } from '../domain/hosting-mail';
import { mailer, type EventFact, type MailSettings } from './email-queue';

/** How an e-mail names a guest (or any member) notifications has not heard of. */
export const UNKNOWN_GUEST_NAME = 'A guest';

export type MemberOfStay = 'guest' | 'host';
export type Contact = Omit<MemberContact, 'registeredAt'>;

/** The catalogue's e-mail of `type`; one it lacks is a programming error, thrown so the event is looked at. */
export function definitionOf(type: string): AnyEmailDefinition {
  const definition = findEmail(type);
  if (!definition) throw new Error(`the e-mail catalogue has no '${type}'`);
  return definition;
}

/** A member an e-mail goes to: her user id (for the unsent record) and her contact, when the directory has it. */
export interface Recipient {
  userId: string;
  contact: Pick<Contact, 'email'> | undefined;
}

export interface EventMailer {
  /** Queues the e-mail to the member, or records it unsent when notifications has no address for her. */
  toMember<Data>(definition: EmailDefinition<Data>, recipient: Recipient, data: NoInfer<Data>): Promise<void>;
  toAdmins<Data>(definition: EmailDefinition<Data>, data: NoInfer<Data>): Promise<void>;
}

/** The e-mails answering one event, to members and to the admins. */
export function eventMailer(trx: Knex.Transaction, settings: MailSettings, event: EventFact): EventMailer {
  const mail = mailer(trx, settings, event);
  return {
    async toMember(definition, { userId, contact }, data) {
      if (!contact?.email) {
        await recordUnsentEmail(trx, { eventId: event.id, type: definition.type, userId, reason: 'recipient_unknown' });
        return;
      }
      await mail(definition, contact.email, data);
    },
    toAdmins: (definition, data) => mail(definition, settings.adminEmail, data),
  };
}

/** A stay as the bookings events carry it; amounts in minor units of `currency`. */
export interface StayFacts {
  reservationId: string;
  confirmationCode: string;
  listId: number;
  listingTitle: string;
  hostUserId: string;
  guestUserId: string;
  checkIn: string;
  checkOut: string;
  totalMinor: number | bigint;
  currency: string;
  guests: { women: number; men: number; children: number; infants: number; pets: number; others: number };
}

export interface StayMail {
  /** The stay as every stays e-mail shows it, without the amounts and times only some e-mails carry. */
  stay: StayData;
  /** The listing as the read-model keeps it; absent when notifications has not heard of it. */
  listing: StayListingFacts | undefined;
  members: Record<MemberOfStay, Recipient & { contact: Contact | undefined }>;
  /** Queues the catalogue's e-mail of `type` to the guest, the host or the admins. */
  send(type: string, to: MemberOfStay | 'admin', data: unknown): Promise<void>;
}

/** Looks up who and where a stay is, and binds its e-mails to the event. */
export async function openStayMail(
  trx: Knex.Transaction,
  settings: MailSettings,
  event: EventFact,
  facts: StayFacts,
): Promise<StayMail> {
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
      // Guests the listing counts but the e-mails have no word for are counted with the women.
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
  const members = {
    guest: { userId: facts.guestUserId, contact: guest },
    host: { userId: facts.hostUserId, contact: host },
  };
  const mail = eventMailer(trx, settings, event);
  return {
    stay,
    listing,
    members,
    send: (type, to, data) =>
      to === 'admin' ? mail.toAdmins(definitionOf(type), data) : mail.toMember(definitionOf(type), members[to], data),
  };
}
