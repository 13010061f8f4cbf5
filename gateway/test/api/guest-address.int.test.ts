// The street address of a home through the real gateway (decision 0052): listings-search learns from bookings-payments'
// ReservationStatusChanged which guest's stay is confirmed, and answers her the street, building and zip, on the
// listing and on her reservation's listing; a stranger and a guest who only asked never read them, and a stay
// cancelled afterwards no longer shares them.
import { insertMember, insertSession, setMemberStanding, setVerification } from '@golightly/accounts/testing';
import { saveListingTerms } from '@golightly/bookings-payments/testing';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { eventLogMigrations, PostgresTransport } from '@golightly/events';
import { publishOnBus } from '@golightly/events/testing';
import { insertListing } from '@golightly/listings-search/testing';
import { ReservationStatusChangedSchema } from '@golightly/proto';
import { stayTerms } from '@golightly/stay-rules/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import { startStack, type Member, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const KEY = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;
const ADDRESS = { street: 'Rua das Flores 12', buildingName: 'Casa Azul', zipcode: '1200-195' };
const NO_ADDRESS = { street: null, buildingName: null, zipcode: null };

const QUOTE = `mutation Quote($listId: Int!, $start: String!, $end: String!) {
  quoteStay(listId: $listId, startDate: $start, endDate: $end, guests: { women: 1, men: 0, children: 0, others: 0, infants: 0 }, pets: 0, bookingProtection: false) { id errorMessage } }`;
const INSTANT = `mutation Book($quoteId: ID!) { instantBook(quoteId: $quoteId) { status errorMessage reservation { id status paymentOrderId } } }`;
const REQUEST = `mutation Request($quoteId: ID!) { requestToBook(quoteId: $quoteId) { status errorMessage reservation { id status } } }`;
const PAY = `mutation Pay($id: ID!, $card: String!) { payOrder(id: $id, paymentMethod: $card) { success message order { status } } }`;
const LISTING = `query Listing($id: Int!) { listing(id: $id) { id street buildingName zipcode } }`;
const RESERVATION = `query Reservation($id: Int!) { reservation(id: $id) { id status listing { street buildingName zipcode } } }`;

type Address = { street: string | null; buildingName: string | null; zipcode: string | null };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe("a home's street address for her guest", () => {
  let events: TestDatabase;
  let bus: PostgresTransport;
  let stack: TestStack;
  let listId: number;
  let hostId: string;
  let host: Member;
  let guest: Member;
  let guestId: string;
  let requester: Member;
  let stranger: Member;
  let reservationId: number;
  const accountsDb = () => stack.subgraphs.services.accounts.database.db;
  const bookingsDb = () => stack.subgraphs.services['bookings-payments'].database.db;
  const listingsDb = () => stack.subgraphs.services['listings-search'].database.db;

  /** A woman member with verified ID and a complete profile, signed in. */
  async function member(name: string): Promise<{ member: Member; userId: string }> {
    const userId = await insertMember(accountsDb(), KEY, {
      firstName: name,
      email: `${name.toLowerCase()}.address@example.com`,
      password: 'StreetWise2026!',
    });
    await setVerification(accountsDb(), userId, { idVerified: true });
    await setMemberStanding(accountsDb(), userId, { profileComplete: true, phoneVerified: true });
    const signedIn = stack.visitor();
    signedIn.cookie = await insertSession(accountsDb(), userId);
    return { member: signedIn, userId };
  }

  async function quote(who: Member, start: number, end: number): Promise<string> {
    const answer = await who.graphql<{ quoteStay: { id: string | null } }>(QUOTE, {
      listId,
      start: day(start),
      end: day(end),
    });
    const id = answer.data?.quoteStay.id;
    if (!id) throw new Error(`no quote: ${JSON.stringify(answer)}`);
    return id;
  }

  const listingAddress = async (who: Member): Promise<Address> => {
    const answer = await who.graphql<{ listing: Address & { id: number } }>(LISTING, { id: listId });
    expect(answer.errors).toBeUndefined();
    const { street, buildingName, zipcode } = answer.data!.listing;
    return { street, buildingName, zipcode };
  };

  const reservationAddress = async (who: Member): Promise<Address | null> => {
    const answer = await who.graphql<{ reservation: { listing: Address } | null }>(RESERVATION, { id: reservationId });
    expect(answer.errors).toBeUndefined();
    return answer.data!.reservation?.listing ?? null;
  };

  beforeAll(async () => {
    events = await createTestDatabase('events_guest_address', [eventLogMigrations]);
    bus = new PostgresTransport({ url: events.url, poolMax: 2 });
    stack = await startStack({
      gateway: () => ({ sessionCacheMs: 0 }),
      transportFor: (service) =>
        service === 'bookings-payments' || service === 'listings-search'
          ? new PostgresTransport({ url: events.url })
          : undefined,
    });
    const hostMember = await member('Hosta');
    host = hostMember.member;
    hostId = hostMember.userId;
    listId = await insertListing(listingsDb(), {
      hostId,
      title: 'Blue tiled house',
      city: 'Lisbon',
      country: 'PT',
      isPublished: true,
      ...ADDRESS,
    });
    // Its terms as listings-search publishes them (ListingTermsChanged), stored by bookings-payments' own writer.
    await bookingsDb().transaction((trx) =>
      saveListingTerms(trx, {
        listId,
        version: 1,
        hostId,
        bookable: true,
        deleted: false,
        terms: {
          ...stayTerms({ timeZone: 'Europe/Lisbon', currency: 'EUR', basePriceMinor: 12_000 }),
          instantBook: true,
          womensOnly: true,
          cancellationPolicy: 'flexible',
        },
      }),
    );
    ({ member: guest, userId: guestId } = await member('Gwen'));
    ({ member: requester } = await member('Rhea'));
    ({ member: stranger } = await member('Sadie'));
  }, 300_000);
  afterAll(async () => {
    await stack?.stop();
    await bus?.close();
    await events?.drop();
  });

  it('shows the host her address and nobody else before any stay', async () => {
    expect(await listingAddress(host)).toEqual(ADDRESS);
    expect(await listingAddress(guest)).toEqual(NO_ADDRESS);
    expect(await listingAddress(stack.visitor())).toEqual(NO_ADDRESS);
  });

  it('shares it with the guest once her instant booking is paid and confirmed, on the listing and her trip', async () => {
    const booked = await guest.graphql<{
      instantBook: { status: number; reservation: { id: number; status: string; paymentOrderId: string } };
    }>(INSTANT, { quoteId: await quote(guest, 40, 43) });
    expect(booked.data?.instantBook.status).toBe(200);
    reservationId = booked.data!.instantBook.reservation.id;
    const paid = await guest.graphql<{ payOrder: { success: boolean } }>(PAY, {
      id: booked.data!.instantBook.reservation.paymentOrderId,
      card: '4242424242424242',
    });
    expect(paid.data?.payOrder.success).toBe(true);

    const shared = await eventually(async () => {
      const address = await listingAddress(guest);
      return address.street === null ? undefined : address;
    });
    expect(shared).toEqual(ADDRESS);
    expect(await reservationAddress(guest)).toEqual(ADDRESS);
    expect(await reservationAddress(host)).toEqual(ADDRESS);
  });

  it('never shares it with a stranger or a guest whose request waits', async () => {
    const asked = await requester.graphql<{ requestToBook: { status: number } }>(REQUEST, {
      quoteId: await quote(requester, 50, 52),
    });
    expect(asked.data?.requestToBook.status).toBe(200);
    expect(await listingAddress(requester)).toEqual(NO_ADDRESS);
    expect(await listingAddress(stranger)).toEqual(NO_ADDRESS);
    expect(await listingAddress(stack.visitor())).toEqual(NO_ADDRESS);
    // the reservation is hers alone: a stranger reads none of it
    expect(await reservationAddress(stranger)).toBeNull();
  });

  it('stops sharing it once the stay is cancelled', async () => {
    // bookings-payments' cancellation (issue 17) says it with this event; it is sent here as that service would.
    await publishOnBus(bus, {
      producer: 'bookings-payments',
      schema: ReservationStatusChangedSchema,
      occurredAt: new Date(Date.now() + 1_000),
      data: {
        reservationId: String(reservationId),
        confirmationCode: 'CANCELTEST',
        fromStatus: 'confirmed',
        toStatus: 'cancelledByGuest',
        statusLabel: 'Cancelled by guest',
        action: 'cancelByGuest',
        actorRole: 'guest',
        listId,
        listingTitle: 'Blue tiled house',
        hostUserId: hostId,
        guestUserId: guestId,
        checkIn: day(40),
        checkOut: day(43),
        timeZone: 'Europe/Lisbon',
        currency: 'EUR',
      },
    });
    const hidden = await eventually(async () => {
      const address = await listingAddress(guest);
      return address.street === null ? address : undefined;
    });
    expect(hidden).toEqual(NO_ADDRESS);
    expect(await listingAddress(host)).toEqual(ADDRESS);
  });
});
