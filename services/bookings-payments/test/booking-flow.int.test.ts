// Booking with payment on a real database and the offline provider (issue 16 items 2 and 4, decision 0048's
// amendment): a request waits pending with its order until the card is authorised, and only then asks the host; the
// host's accept captures, a decline or an expiry releases the authorisation, insufficient funds at accept cancels and
// frees the nights, an instant booking is captured and confirmed when paid; 3-D Secure, the payment event arriving
// before or after the synchronous answer, and a retried pay each apply once. The subgraph's own GraphQL and use cases.
import { createKnex, type Knex } from '@golightly/db';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { createLogger, type Identity } from '@golightly/service-kit';
import { create } from '@bufbuild/protobuf';
import { ListingTermsChangedSchema, NightsReleasedSchema, ReservationStatusChangedSchema } from '@golightly/proto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subgraph } from '../src/app';
import { acceptReservation } from '../src/app/accept-reservation';
import { declineReservation } from '../src/app/decline-reservation';
import { expireReservations } from '../src/app/expire-reservations';
import { instantBook } from '../src/app/instant-book';
import { authorise } from '../src/app/payment-orders';
import { OfflinePaymentProvider } from '../src/app/payment-provider-offline';
import { listMyReservations } from '../src/app/reservation-lists';
import { reservationDeps, type ReservationDeps, type ReservationOutcome } from '../src/app/reservation-deps';
import { paymentReferenceOf, RESERVATION_REQUESTER } from '../src/app/reservation-payments';
import { requestToBook } from '../src/app/request-to-book';
import { findListingNames } from '../src/db/listing-terms';
import { findOrderByReference } from '../src/db/payment-orders';
import { listingTermsChanged } from '../src/events/listing-terms-changed.handler';
import { findReservationDetails, findTransitions, type ReservationDetails } from '../src/db/reservations';
import { reservationPaymentEvents } from '../src/events/reservation-payment.handler';
import { QUOTE_MESSAGES } from '../src/domain/quote-texts';
import {
  callerOf,
  CONFIRM,
  deliverPaymentEvents,
  graphqlAs,
  IDENTITY_SECRET,
  liveListing,
  memberIdentity,
  outboxEvents,
  PAY,
  stayDates,
  statusChanges,
  storedQuote,
  type PayAnswer,
} from './support/booking';

const NOT_AVAILABLE = 'Property is not available for selected dates';
const VISA = '4242424242424242';
const INSUFFICIENT_FUNDS = '4000000000009995';
const THREE_D_SECURE = '4000002760003184';
const HOUR = 3_600_000;

describe('booking with payment (offline provider)', () => {
  let database: TestDatabase;
  let db: Knex;
  let app: FastifyInstance;
  let deps: ReservationDeps;
  let clock: number | null = null;
  const handlers = () => reservationPaymentEvents(new OfflinePaymentProvider(db));

  const reservationOf = (outcome: ReservationOutcome): ReservationDetails => {
    if (outcome.status !== 'success') throw new Error(`expected success, got ${JSON.stringify(outcome)}`);
    return outcome.reservation;
  };
  const orderOf = async (reservationId: number) =>
    (await findOrderByReference(db, RESERVATION_REQUESTER, paymentReferenceOf(reservationId)))!;
  const stateOf = async (reservationId: number) => (await findReservationDetails(db, reservationId))!.reservationState;
  const pay = async (guest: Identity, reservationId: number, card = VISA) =>
    (
      await graphqlAs<{ payOrder: PayAnswer }>(app, guest, PAY, {
        id: (await orderOf(reservationId)).id,
        paymentMethod: card,
      })
    ).payOrder;

  /** A guest's request for a listing's stay, with her stored quote; the reservation. */
  async function request(listId: number, guest = memberIdentity(), dates = stayDates()) {
    const quote = await storedQuote(db, guest, listId, dates);
    return { guest, quote, reservation: reservationOf(await requestToBook(deps, callerOf(guest), quote.id)) };
  }

  beforeAll(async () => {
    database = await createTestDatabase('bookings_flow_offline', subgraph.migrations);
    db = database.db;
    deps = { ...reservationDeps(db), now: () => clock ?? Date.now() };
    app = await subgraph.buildApp({
      db: createKnex(database.url, { poolMax: 4 }),
      identitySecret: IDENTITY_SECRET,
      logger: createLogger('bookings-flow-offline-test', 'silent'),
      // no Stripe key: the offline provider of the embedded default
      env: Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('STRIPE_'))),
    });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('request → pending with its order → paid: the host is asked → accepts: captured and confirmed; a retried pay pays nothing twice', async () => {
    const { listId, hostId } = await liveListing(db);
    const { guest, quote, reservation } = await request(listId);
    expect(reservation).toMatchObject({
      reservationState: 'pending',
      totalMinor: quote.totalMinor,
      currency: 'EUR',
      listingTitle: 'Tiled flat in Alfama',
      timeZone: 'Europe/Lisbon',
    });
    const order = await orderOf(reservation.id);
    expect(order).toMatchObject({
      payerId: guest.userId,
      amountMinor: quote.totalMinor,
      currency: 'EUR',
      purpose: 'stay',
      status: 'requires_payment',
      deadline: reservation.expiresAt,
    });
    // the host is not asked before the card holds the money
    expect(await statusChanges(db, reservation.id)).toEqual(['∅→pending']);

    expect(await pay(guest, reservation.id)).toMatchObject({ success: true, order: { status: 'authorised' } });
    const asked = (await findReservationDetails(db, reservation.id))!;
    expect(asked.reservationState).toBe('requestToBook');
    expect(asked.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 23 * HOUR);
    expect(await statusChanges(db, reservation.id)).toEqual(['∅→pending', 'pending→requestToBook']);
    // the payment event arriving after the synchronous answer changes nothing
    await deliverPaymentEvents(db, handlers());
    expect(await statusChanges(db, reservation.id)).toEqual(['∅→pending', 'pending→requestToBook']);

    const accepted = reservationOf(await acceptReservation(deps, callerOf(memberIdentity(hostId)), reservation.id));
    expect(accepted).toMatchObject({ reservationState: 'confirmed', expiresAt: null });
    expect(await orderOf(reservation.id)).toMatchObject({ status: 'captured', capturedMinor: quote.totalMinor });
    expect(await statusChanges(db, reservation.id)).toEqual([
      '∅→pending',
      'pending→requestToBook',
      'requestToBook→approved',
      'approved→confirmed',
    ]);
    expect((await findTransitions(db, reservation.id)).map((row) => row.actorRole)).toEqual([
      'guest',
      'system',
      'host',
      'system',
    ]);
    const paid = await orderOf(reservation.id);
    // a retried pay (a double click, a reload) answers as it stands and takes nothing more
    expect(await pay(guest, reservation.id)).toMatchObject({ success: true, order: { status: 'captured' } });
    await deliverPaymentEvents(db, handlers());
    expect(await statusChanges(db, reservation.id)).toHaveLength(4);
    expect(await orderOf(reservation.id)).toMatchObject({
      attempt: 1,
      providerIntentId: paid.providerIntentId,
      version: paid.version,
    });
  });

  it('two pays of the same order at once authorise once and ask the host once', async () => {
    const { listId } = await liveListing(db);
    const { guest, reservation } = await request(listId);
    const answers = await Promise.all([pay(guest, reservation.id), pay(guest, reservation.id)]);
    expect(answers.map((answer) => answer.success)).toEqual([true, true]);
    expect(await statusChanges(db, reservation.id)).toEqual(['∅→pending', 'pending→requestToBook']);
    expect((await orderOf(reservation.id)).attempt).toBe(1);
  });

  it('a decline releases the authorisation and frees the nights', async () => {
    const { listId, hostId } = await liveListing(db);
    const { guest, reservation } = await request(listId);
    await pay(guest, reservation.id);
    const declined = reservationOf(
      await declineReservation(deps, callerOf(memberIdentity(hostId)), reservation.id, 'Family visiting'),
    );
    expect(declined).toMatchObject({ reservationState: 'declined', declineReason: 'Family visiting' });
    expect(await orderOf(reservation.id)).toMatchObject({ status: 'cancelled', capturedMinor: 0 });
    expect(
      await outboxEvents(db, NightsReleasedSchema, (e) => e.reservationId === String(reservation.id)),
    ).toHaveLength(1);
    // the nights are free for the next guest
    expect((await request(listId)).reservation.reservationState).toBe('pending');
  });

  it('a request the host leaves for 24 hours expires: the authorisation is released and the nights freed', async () => {
    const { listId } = await liveListing(db);
    const { guest, reservation } = await request(listId);
    await pay(guest, reservation.id);
    clock = Date.now() + 25 * HOUR;
    try {
      expect(await expireReservations(deps)).toBeGreaterThanOrEqual(1);
    } finally {
      clock = null;
    }
    expect(await stateOf(reservation.id)).toBe('expired');
    expect(await orderOf(reservation.id)).toMatchObject({ status: 'cancelled' });
    expect((await request(listId)).reservation.reservationState).toBe('pending');
  });

  it('a request left unpaid expires after the payment window and its order is withdrawn', async () => {
    const { listId } = await liveListing(db);
    const { guest, reservation } = await request(listId);
    clock = Date.now() + 6 * 60_000;
    try {
      await expireReservations(deps);
    } finally {
      clock = null;
    }
    expect(await stateOf(reservation.id)).toBe('expired');
    expect(await orderOf(reservation.id)).toMatchObject({ status: 'cancelled' });
    expect(await pay(guest, reservation.id)).toMatchObject({ success: false, order: { status: 'cancelled' } });
    expect(await statusChanges(db, reservation.id)).toEqual(['∅→pending', 'pending→expired']);
  });

  it('insufficient funds at accept: cancelled, nights freed, the admin told, nothing taken', async () => {
    const { listId, hostId } = await liveListing(db);
    const { guest, reservation } = await request(listId);
    expect(await pay(guest, reservation.id, INSUFFICIENT_FUNDS)).toMatchObject({ success: true });
    const cancelled = reservationOf(await acceptReservation(deps, callerOf(memberIdentity(hostId)), reservation.id));
    expect(cancelled).toMatchObject({ reservationState: 'cancelled', declineReason: 'insufficientFunds' });
    expect(await orderOf(reservation.id)).toMatchObject({
      status: 'failed',
      failureReason: 'insufficient_funds',
      capturedMinor: 0,
    });
    const last = (
      await outboxEvents(db, ReservationStatusChangedSchema, (e) => e.reservationId === String(reservation.id))
    ).at(-1)!;
    expect(last).toMatchObject({
      fromStatus: 'approved',
      toStatus: 'cancelled',
      reason: 'insufficientFunds',
      tellAdmin: true,
    });
    // the PaymentFailed event afterwards changes nothing more
    await deliverPaymentEvents(db, handlers());
    expect(await statusChanges(db, reservation.id)).toEqual([
      '∅→pending',
      'pending→requestToBook',
      'requestToBook→approved',
      'approved→cancelled',
    ]);
    expect((await request(listId)).reservation.reservationState).toBe('pending');
  });

  it('3-D Secure: pending while her bank asks; confirmed by her answer, the host is then asked once', async () => {
    const { listId } = await liveListing(db);
    const { guest, reservation } = await request(listId);
    const asked = await pay(guest, reservation.id, THREE_D_SECURE);
    expect(asked).toMatchObject({ success: false, requiresAction: true, order: { status: 'requires_action' } });
    expect(await stateOf(reservation.id)).toBe('pending');
    const order = await orderOf(reservation.id);
    const confirmed = await graphqlAs<{ confirmPaymentOrder: PayAnswer }>(app, guest, CONFIRM, { id: order.id });
    expect(confirmed.confirmPaymentOrder).toMatchObject({ success: true, order: { status: 'authorised' } });
    expect(await stateOf(reservation.id)).toBe('requestToBook');
    await deliverPaymentEvents(db, handlers());
    expect(await statusChanges(db, reservation.id)).toEqual(['∅→pending', 'pending→requestToBook']);
  });

  it('the payment event alone moves the reservation when no synchronous answer did (a webhook first)', async () => {
    const { listId } = await liveListing(db);
    const { guest, reservation } = await request(listId);
    const mark = await deliverPaymentEvents(db, []);
    // authorised outside the pay call (as a webhook reconciles it): only the event can tell the reservation
    const order = await orderOf(reservation.id);
    await authorise(
      { db, provider: new OfflinePaymentProvider(db) },
      { orderId: order.id, payerId: guest.userId, paymentMethod: VISA },
    );
    expect(await stateOf(reservation.id)).toBe('pending');
    await deliverPaymentEvents(db, handlers(), mark);
    expect(await stateOf(reservation.id)).toBe('requestToBook');
    // delivered again (the bus redelivers), it is applied once
    await deliverPaymentEvents(db, handlers(), mark);
    expect(await statusChanges(db, reservation.id)).toEqual(['∅→pending', 'pending→requestToBook']);
    // and the synchronous answer coming last changes nothing either
    expect(await pay(guest, reservation.id)).toMatchObject({ success: true });
    expect(await statusChanges(db, reservation.id)).toHaveLength(2);
  });

  it('instant book: held with its order, authorised and captured at once when paid, then confirmed', async () => {
    const { listId } = await liveListing(db, { instantBook: true });
    const guest = memberIdentity();
    const quote = await storedQuote(db, guest, listId);
    const booked = reservationOf(await instantBook(deps, callerOf(guest), quote.id));
    expect(booked).toMatchObject({ reservationState: 'intantBooking', bookingType: 'instant' });
    expect(await pay(guest, booked.id)).toMatchObject({ success: true, order: { status: 'captured' } });
    expect(await stateOf(booked.id)).toBe('confirmed');
    await deliverPaymentEvents(db, handlers());
    expect(await statusChanges(db, booked.id)).toEqual(['∅→intantBooking', 'intantBooking→confirmed']);
    // the nights are taken
    const other = memberIdentity();
    const late = await storedQuote(db, other, listId, stayDates(0, 2)).catch((error: Error) => error.message);
    expect(String(late)).toContain(NOT_AVAILABLE);
  });

  it('refuses another member’s quote, an expired one and one without the Booking Protection choice, in the quote’s words', async () => {
    const { listId } = await liveListing(db);
    const guest = memberIdentity();
    const theirs = await storedQuote(db, memberIdentity(), listId);
    expect(await requestToBook(deps, callerOf(guest), theirs.id)).toEqual({
      status: 'invalid',
      errorMessage: QUOTE_MESSAGES.quoteMissing,
    });
    const stale = await storedQuote(db, guest, listId, stayDates(), true, Date.now() - 31 * 60_000);
    expect(await requestToBook(deps, callerOf(guest), stale.id)).toEqual({
      status: 'invalid',
      errorMessage: QUOTE_MESSAGES.quoteExpired,
    });
    const undecided = await storedQuote(db, guest, listId, stayDates(), null);
    expect(await requestToBook(deps, callerOf(guest), undecided.id)).toEqual({
      status: 'invalid',
      errorMessage: 'Booking Protection yes or no must be chosen to continue booking',
    });
    expect(await db('reservations').where({ listing_id: listId }).count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('keeps the title and place of ListingTermsChanged in the terms read-model, newer versions only; a request names it', async () => {
    const listId = 70_001;
    const hostUserId = memberIdentity().userId;
    const changed = (version: number, title: string) =>
      create(ListingTermsChangedSchema, {
        listingId: String(listId),
        listing: { listId, hostUserId, title, city: 'Porto', state: 'Porto', country: 'PT' },
        terms: {
          hostUserId,
          timeZone: 'Europe/Lisbon',
          personCapacity: 4,
          currency: 'EUR',
          basePriceMinor: 9_000n,
          minNights: 1,
          cancellationPolicy: 'flexible',
          bookable: true,
          version,
        },
      });
    const deliver = (version: number, title: string) =>
      db.transaction((trx) =>
        listingTermsChanged.handle(
          {
            id: `terms-${version}-${title}`,
            type: ListingTermsChangedSchema.typeName,
            aggregateId: String(listId),
            producer: 'listings-search',
            occurredAt: new Date(),
            schemaVersion: 1,
            message: changed(version, title),
            topic: 'listings.listing.v1',
            partition: 0,
            offset: String(version),
          },
          trx,
        ),
      );
    await deliver(2, 'Azulejo house by the river');
    await deliver(1, 'An older title');
    expect(await findListingNames(db, listId)).toEqual({
      title: 'Azulejo house by the river',
      city: 'Porto',
      state: 'Porto',
      country: 'PT',
    });
    const guest = memberIdentity();
    const quote = await storedQuote(db, guest, listId);
    const booked = reservationOf(await requestToBook(deps, callerOf(guest), quote.id));
    expect(booked).toMatchObject({ listingTitle: 'Azulejo house by the river', timeZone: 'Europe/Lisbon' });
    expect(
      (await outboxEvents(db, ReservationStatusChangedSchema, (e) => e.reservationId === String(booked.id)))[0],
    ).toMatchObject({ listingTitle: 'Azulejo house by the river', timeZone: 'Europe/Lisbon' });
  });

  it("lists trips by the home's own date: a stay starting today in Auckland is current there while it is yesterday in UTC", async () => {
    // 11:30 UTC on 1 March is 00:30 on 2 March in Auckland (UTC+13)
    const now = Date.parse('2027-03-01T11:30:00Z');
    const { listId } = await liveListing(db, { timeZone: 'Pacific/Auckland' });
    const guest = memberIdentity();
    const quote = await storedQuote(db, guest, listId, stayDates(1));
    const booked = reservationOf(await requestToBook(deps, callerOf(guest), quote.id));
    await db('reservations').where({ id: booked.id }).update({ check_in: '2027-03-02', check_out: '2027-03-05' });
    const ids = async (type: 'current' | 'upcoming') =>
      (await listMyReservations(db, guest, 'guest', type, now)).map((r) => r.id);
    expect(await ids('current')).toEqual([booked.id]);
    expect(await ids('upcoming')).toEqual([]);
    // an hour earlier it was still 1 March at the home: upcoming
    const earlier = await listMyReservations(db, guest, 'guest', 'upcoming', now - HOUR);
    expect(earlier.map((r) => r.id)).toEqual([booked.id]);
  });
});
