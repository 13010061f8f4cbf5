// The cancellation e-mails (issue 17 item 2, decision 0055), sent from bookings-payments' ReservationStatusChanged:
// the guest, the host and the admins hear of a stay cancelled by either side with the refund and payout the event
// carries under its policy; a zero payout is said plainly. Over a real Postgres event log, rendered and delivered to a
// real SMTP listener.
import { randomInt, randomUUID } from 'node:crypto';
import type { MessageInitShape } from '@bufbuild/protobuf';
import {
  ListingTermsChangedSchema,
  ReservationStatusChangedSchema,
  UserRegisteredSchema,
  type ReservationStatusChanged,
} from '@golightly/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMemberContact } from '../src/db/member-contacts';
import { findStayListing } from '../src/db/stay-listings';
import { startSmtpListener, type SmtpListener } from '../src/testing';
import { startConsumingService, type ConsumingService } from './support/consuming-service';
import { eventually } from './support/eventually';

const ADMINS = 'admin@golightly.test';
type Change = Exclude<MessageInitShape<typeof ReservationStatusChangedSchema>, ReservationStatusChanged>;

describe('the cancellation e-mails', () => {
  let smtp: SmtpListener;
  let service: ConsumingService;
  const db = () => service.database.db;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    service = await startConsumingService('notifications_cancellations', { SMTP_URL: smtp.url });
  }, 60_000);
  afterAll(async () => {
    await service?.stop();
    await smtp?.stop();
  });

  async function registered(firstName: string) {
    const member = {
      userId: randomUUID(),
      email: `${firstName.toLowerCase()}.${randomInt(1e9)}@example.com`,
      profileId: randomInt(1000, 1e6),
      firstName,
    };
    await service.publish('accounts', UserRegisteredSchema, {
      ...member,
      lastName: 'Silva',
      gender: 'female',
      countryCode: 'PT',
    });
    await eventually(() => findMemberContact(db(), member.userId));
    return member;
  }

  async function listingOf(host: { userId: string }, title: string) {
    const listId = randomInt(10_000, 2_000_000_000);
    const listing = {
      listId,
      hostUserId: host.userId,
      title: `${title} ${listId}`,
      city: 'Lisbon',
      state: '',
      country: 'PT',
    };
    await service.publish('listings-search', ListingTermsChangedSchema, {
      listingId: String(listId),
      listing,
      terms: { hostUserId: host.userId, timeZone: 'Europe/Lisbon', checkInStart: '15:00', version: 3 },
    });
    await eventually(() => findStayListing(db(), listId));
    return listing;
  }

  const cancelled = (
    guest: { userId: string },
    host: { userId: string },
    listing: { listId: number; title: string },
    change: Partial<Change>,
  ) => {
    const reservationId = randomInt(1, 1e9);
    const event: Change = {
      reservationId: String(reservationId),
      confirmationCode: `GL${randomInt(1e7, 1e8)}`,
      listId: listing.listId,
      listingTitle: listing.title,
      hostUserId: host.userId,
      guestUserId: guest.userId,
      checkIn: '2027-04-12',
      checkOut: '2027-04-19',
      timeZone: 'Europe/Lisbon',
      totalMinor: 128650n,
      currency: 'EUR',
      guestWomen: 2,
      statusLabel: '',
      fromStatus: 'confirmed',
      tellAdmin: true,
      ...change,
    };
    return {
      reservationId,
      publish: () => service.publish('bookings-payments', ReservationStatusChangedSchema, event),
    };
  };

  const delivered = (to: string, subject: string) =>
    smtp.waitFor((email) => email.subject === subject && (email.to ?? []).some((address) => address.address === to));

  it('tells guest, host and admins of a guest cancellation; a zero payout is said plainly', async () => {
    const [maya, ines] = [await registered('Maya'), await registered('Inês')];
    const listing = await listingOf(ines, 'Sunny Alfama flat');
    const stay = cancelled(maya, ines, listing, {
      toStatus: 'cancelledByGuest',
      action: 'cancelByGuest',
      actorRole: 'guest',
      reason: 'My plans changed.',
      guestRefundMinor: 128650n,
      hostPayoutMinor: 0n,
      cancellationPolicy: 'moderate',
    });
    await stay.publish();
    const toGuest = await delivered(maya.email, `Your reservation at ${listing.title} is cancelled`);
    expect(toGuest.text).toContain('Under the Moderate cancellation policy, €1,286.50 will be refunded to your card.');
    const toHost = await delivered(ines.email, `Maya cancelled her reservation at ${listing.title}`);
    expect(toHost.text).toContain('there is no payout for this reservation: you will receive nothing for it.');
    expect(toHost.text).toContain('My plans changed.');
    await delivered(ADMINS, `Reservation ${stay.reservationId + 1000} cancelled by guest`);
  });

  it("tells the guest of the host's cancellation with her full refund and the host of no payout", async () => {
    const [maya, ines] = [await registered('Maya'), await registered('Inês')];
    const listing = await listingOf(ines, 'Garden house');
    await cancelled(maya, ines, listing, {
      toStatus: 'cancelledByHost',
      action: 'cancelByHost',
      actorRole: 'host',
      guestRefundMinor: 128650n,
      hostPayoutMinor: 0n,
      cancellationPolicy: 'strict',
    }).publish();
    const toGuest = await delivered(maya.email, 'Inês had to cancel your reservation');
    expect(toGuest.text).toContain('You will be refunded €1,286.50.');
    await delivered(ines.email, "You cancelled Maya's reservation");
  });
});
