// The street address of a home through the real gateway (decision 0052): listings-search learns from bookings-payments'
// ReservationStatusChanged which guest's stay is confirmed, and answers her the street, building and zip, on the
// listing and on her reservation's listing; a stranger and a guest who only asked never read them, and a stay
// cancelled afterwards no longer shares them.
import { PostgresTransport } from '@golightly/events';
import { publishOnBus } from '@golightly/events/testing';
import { insertListing } from '@golightly/listings-search/testing';
import { ReservationStatusChangedSchema } from '@golightly/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { day, instantBook, listingTerms, payOffline, quote } from '../support/booking';
import { eventually } from '../support/eventually';
import { startStack, type Member, type TestStack } from '../support/stack';

const ADDRESS = { street: 'Rua das Flores 12', buildingName: 'Casa Azul', zipcode: '1200-195' };
const NO_ADDRESS = { street: null, buildingName: null, zipcode: null };

const REQUEST = `mutation Request($quoteId: ID!) { requestToBook(quoteId: $quoteId) { status errorMessage reservation { id status } } }`;
const LISTING = `query Listing($id: Int!) { listing(id: $id) { id street buildingName zipcode } }`;
const RESERVATION = `query Reservation($id: Int!) { reservation(id: $id) { id status listing { street buildingName zipcode } } }`;

type Address = { street: string | null; buildingName: string | null; zipcode: string | null };

describe("a home's street address for her guest", () => {
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
  const listingsDb = () => stack.db('listings-search');

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
    stack = await startStack({
      gateway: () => ({ sessionCacheMs: 0 }),
      eventBus: ['bookings-payments', 'listings-search'],
    });
    bus = new PostgresTransport({ url: stack.events!.url, poolMax: 2 });
    const hostMember = await stack.member('Hosta');
    host = hostMember.browser;
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
    await listingTerms(stack, { listId, hostId, instantBook: true, basePriceMinor: 12_000 });
    ({ browser: guest, userId: guestId } = await stack.member('Gwen'));
    ({ browser: requester } = await stack.member('Rhea'));
    ({ browser: stranger } = await stack.member('Sadie'));
  }, 300_000);
  afterAll(async () => {
    await bus?.close();
    await stack?.stop();
  });

  it('shows the host her address and nobody else before any stay', async () => {
    expect(await listingAddress(host)).toEqual(ADDRESS);
    expect(await listingAddress(guest)).toEqual(NO_ADDRESS);
    expect(await listingAddress(stack.visitor())).toEqual(NO_ADDRESS);
  });

  it('shares it with the guest once her instant booking is paid and confirmed, on the listing and her trip', async () => {
    const booked = await instantBook(guest, await quote(guest, listId, 40, 43));
    expect(booked.status).toBe(200);
    reservationId = booked.reservation!.id;
    expect(await payOffline(guest, reservationId)).toBe(true);

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
      quoteId: await quote(requester, listId, 50, 52),
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
