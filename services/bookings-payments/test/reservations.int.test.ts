// The reservation state machine on a real database (issue 16 items 2-3, decision 0048): each flow's transitions with
// their history and events, who may take them, the exclusion constraint against double booking, the sweeper's expiry
// that frees nights at once, completion after check-out. Quotes come from a stub lookup (the quote is another use
// case's; only its stored amounts are read); payments go through the offline provider, and a booking waits for the
// guest's card (decision 0048's amendment: `paid` authorises it as the payment screen would); everything else is the
// service's own code on Postgres.
import { randomUUID } from 'node:crypto';
import type { DescMessage, MessageShape } from '@bufbuild/protobuf';
import type { Knex } from '@golightly/db';
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import {
  AdminActionRecordedSchema,
  NightsHeldSchema,
  NightsReleasedSchema,
  ReservationStatusChangedSchema,
} from '@golightly/proto';
import type { Standing } from '@golightly/service-kit';
import { stayTerms } from '@golightly/stay-rules/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { subgraph } from '../src/app';
import { acceptReservation } from '../src/app/accept-reservation';
import { acceptCounterOffer, counterOffer, declineCounterOffer } from '../src/app/counter-offer';
import { declineReservation } from '../src/app/decline-reservation';
import { completeReservations, expireReservations } from '../src/app/expire-reservations';
import { inquire } from '../src/app/inquire';
import { instantBook } from '../src/app/instant-book';
import { authorise } from '../src/app/payment-orders';
import type {
  BookableQuote,
  ReservationCaller,
  ReservationDeps,
  ReservationOutcome,
} from '../src/app/reservation-deps';
import { paymentReferenceOf, settleReservationPayment } from '../src/app/reservation-payments';
import { requestToBook } from '../src/app/request-to-book';
import { approveSpecialPrice, bookOffer, declineSpecialPrice, preApprove } from '../src/app/special-price';
import { findOrderByReference } from '../src/db/payment-orders';
import { findReservationDetails, findTransitions, type ReservationDetails } from '../src/db/reservations';
import { QUOTE_MESSAGES } from '../src/domain/quote-texts';
import { HOLDING_STATUSES, RESERVATION_STATUSES } from '../src/domain/reservation-states';
import { bookableQuote, outboxEvents, standing, stubQuoteDeps } from './support/booking';

const NOT_AVAILABLE = 'Property is not available for selected dates';
const HOUR = 3_600_000;
const START = Date.parse('2026-06-01T09:00:00Z');

const member = (
  userId: string = randomUUID(),
  overrides: Partial<Standing> = {},
  coHost = false,
): ReservationCaller => ({
  identity: { userId, sessionId: randomUUID(), standing: { ...standing, ...overrides }, ...(coHost ? { coHost } : {}) },
  clientIp: '203.0.113.9',
});
const admin = (privilegeIds: number[]): ReservationCaller => ({
  identity: {
    userId: randomUUID(),
    sessionId: randomUUID(),
    admin: { adminId: randomUUID(), isSuperAdmin: false, privilegeIds },
  },
  clientIp: '203.0.113.10',
});
/** Spec 000 §6's Manage Reservations (id 16 opens /siteadmin/reservations). */
const MANAGE_RESERVATIONS = 16;

describe('reservations', () => {
  let database: TestDatabase;
  let db: Knex;
  let clock = START;
  const quotes = new Map<string, BookableQuote>();
  let deps: ReservationDeps;
  let listing = 100;
  let hostId: string;
  let host: ReservationCaller;

  /** A quote for `guest` of the current listing, valid 30 minutes; its id. */
  function quote(guest: ReservationCaller, overrides: Partial<BookableQuote> = {}): string {
    const stored = bookableQuote(clock, {
      listingId: listing,
      hostId,
      guestId: guest.identity!.userId,
      guests: { women: 2, men: 0, children: 1, others: 0, infants: 0 },
      ...overrides,
    });
    quotes.set(stored.id, stored);
    return stored.id;
  }

  const reservationOf = (outcome: ReservationOutcome): ReservationDetails => {
    if (outcome.status !== 'success') throw new Error(`expected success, got ${JSON.stringify(outcome)}`);
    return outcome.reservation;
  };

  const events = <Desc extends DescMessage>(schema: Desc, reservationId?: number): Promise<MessageShape<Desc>[]> =>
    outboxEvents(
      db,
      schema,
      (event) =>
        reservationId === undefined || (event as { reservationId?: string }).reservationId === String(reservationId),
    );
  /** The guest pays the reservation's order with `card` (a test card number) and the reservation follows it. */
  async function paid(outcome: ReservationOutcome, card = '4242424242424242'): Promise<ReservationDetails> {
    const reservation = reservationOf(outcome);
    const order = await findOrderByReference(db, 'bookings-payments', paymentReferenceOf(reservation.id));
    await authorise(
      { db, provider: deps.provider, now: () => new Date(clock) },
      { orderId: order!.id, payerId: null, paymentMethod: card },
    );
    return (await settleReservationPayment(deps, reservation.id))!;
  }
  const statusEvents = async (id: number) =>
    (await events(ReservationStatusChangedSchema, id)).map((e) => `${e.fromStatus || '∅'}→${e.toStatus}`);

  beforeAll(async () => {
    database = await createTestDatabase('bookings_reservations', subgraph.migrations);
    db = database.db;
    deps = stubQuoteDeps(db, quotes, () => clock);
  }, 60_000);
  afterAll(async () => {
    await database?.drop();
  });
  beforeEach(() => {
    clock = START;
    listing += 1;
    hostId = randomUUID();
    host = member(hostId);
  });

  it('keeps the holding statuses of the domain and of the exclusion constraint the same', async () => {
    const rows = await Promise.all(
      RESERVATION_STATUSES.map(async (status) => {
        const { rows } = await db.raw('select reservation_holds_nights(?) as holds', [status]);
        return [status, rows[0].holds] as const;
      }),
    );
    expect(rows.filter(([, holds]) => holds).map(([status]) => status)).toEqual(
      RESERVATION_STATUSES.filter((status) => HOLDING_STATUSES.includes(status)),
    );
  });

  describe('request to book', () => {
    it('holds the nights at once, gives the host 24 hours, records the transition and publishes it with NightsHeld', async () => {
      const guest = member();
      const held = await paid(await requestToBook(deps, guest, quote(guest), 'We would love to stay.'));
      expect(held).toMatchObject({
        reservationState: 'requestToBook',
        listingId: listing,
        hostId,
        guestId: guest.identity!.userId,
        totalMinor: 61_500,
        currency: 'EUR',
        guests: { women: 2, men: 0, children: 1, others: 0, infants: 0 },
        listingTitle: 'Tiled flat in Alfama',
        timeZone: 'Europe/Lisbon',
        message: 'We would love to stay.',
      });
      expect(held.expiresAt).toEqual(new Date(START + 24 * HOUR));
      // Check-out day at 11:00 in Lisbon (summer time, UTC+1).
      expect(held.checkOutAt).toEqual(new Date('2026-07-14T10:00:00Z'));
      expect(held.confirmationCode).toMatch(/^[A-Z2-9]{10}$/);
      expect(await findTransitions(db, held.id)).toEqual([
        expect.objectContaining({ fromStatus: null, action: 'requestToBook', toStatus: 'pending', actorRole: 'guest' }),
        expect.objectContaining({
          fromStatus: 'pending',
          action: 'paymentAuthorised',
          toStatus: 'requestToBook',
          actorRole: 'system',
        }),
      ]);
      const changed = (await events(ReservationStatusChangedSchema, held.id)).at(-1);
      expect(changed).toMatchObject({
        toStatus: 'requestToBook',
        statusLabel: 'Request to book',
        listingTitle: 'Tiled flat in Alfama',
        hostUserId: hostId,
        guestUserId: guest.identity!.userId,
        checkIn: '2026-07-10',
        checkOut: '2026-07-14',
        totalMinor: 61_500n,
        currency: 'EUR',
        guestWomen: 2,
        guestChildren: 1,
      });
      expect(await events(NightsHeldSchema, held.id)).toEqual([
        expect.objectContaining({ listId: listing, checkIn: '2026-07-10', checkOut: '2026-07-14' }),
      ]);
    });

    it('refuses a second guest any of the same nights, but not the night the first one leaves', async () => {
      const first = member();
      reservationOf(await requestToBook(deps, first, quote(first)));
      const second = member();
      const overlapping = quote(second, { checkIn: '2026-07-13', checkOut: '2026-07-16' });
      expect(await requestToBook(deps, second, overlapping)).toEqual({
        status: 'conflict',
        errorMessage: NOT_AVAILABLE,
      });
      const after = quote(second, { checkIn: '2026-07-14', checkOut: '2026-07-16' });
      expect(reservationOf(await requestToBook(deps, second, after)).reservationState).toBe('pending');
    });

    it('gives exactly one of many simultaneous requests for the same nights the hold', async () => {
      const guests = Array.from({ length: 12 }, () => member());
      const answers = await Promise.all(guests.map((guest) => requestToBook(deps, guest, quote(guest))));
      expect(answers.filter((answer) => answer.status === 'success')).toHaveLength(1);
      expect(answers.filter((answer) => answer.status !== 'success')).toEqual(
        Array.from({ length: 11 }, () => ({ status: 'conflict', errorMessage: NOT_AVAILABLE })),
      );
      expect(await db('reservations').where({ listing_id: listing }).count({ n: '*' })).toEqual([{ n: 1 }]);
    });

    it('lets only a woman member with verified ID and a complete profile book, never a co-host, never her own home', async () => {
      const refusals = [
        [member(undefined, { gender: 'male' }), 'Only women members can book a stay.'],
        [member(undefined, { idVerified: false }), 'ID verification is needed before you can book a stay.'],
        [member(undefined, { profileComplete: false }), 'Please complete your profile before you book a stay.'],
        [member(undefined, {}, true), "A co-host cannot book a stay; please ask the account's owner."],
      ] as const;
      for (const [guest, message] of refusals) {
        await expect(requestToBook(deps, guest, quote(guest))).rejects.toThrow(message);
      }
      expect(await requestToBook(deps, host, quote(host, { hostId }))).toEqual({
        status: 'forbidden',
        errorMessage: 'You cannot book your own home.',
      });
      expect(await db('reservations').where({ listing_id: listing }).count({ n: '*' })).toEqual([{ n: 0 }]);
    });

    it("refuses another guest's quote, an expired one, and one without a Booking Protection choice", async () => {
      const guest = member();
      const other = member();
      expect(await requestToBook(deps, guest, quote(other))).toEqual({
        status: 'invalid',
        errorMessage: QUOTE_MESSAGES.quoteMissing,
      });
      const stale = quote(guest);
      clock += 31 * 60_000;
      expect(await requestToBook(deps, guest, stale)).toEqual({
        status: 'invalid',
        errorMessage: QUOTE_MESSAGES.quoteExpired,
      });
      expect(await requestToBook(deps, guest, 'not-a-quote')).toMatchObject({ status: 'invalid' });
      expect(await requestToBook(deps, guest, quote(guest, { bookingProtection: null }))).toEqual({
        status: 'invalid',
        errorMessage: 'Booking Protection yes or no must be chosen to continue booking',
      });
    });

    it('refuses nights the host blocked since the quote, and a stay below the minimum, with the spec messages', async () => {
      const guest = member();
      const blocked = quote(guest, {
        terms: stayTerms({ timeZone: 'Europe/Lisbon', blockedDates: ['2026-07-12' as never] }) as never,
      });
      expect(await requestToBook(deps, guest, blocked)).toEqual({ status: 'conflict', errorMessage: NOT_AVAILABLE });
      const short = quote(guest, { terms: stayTerms({ timeZone: 'Europe/Lisbon', minNight: 5 }) as never });
      expect(await requestToBook(deps, guest, short)).toEqual({
        status: 'conflict',
        errorMessage: 'Minimum stay is 5 nights.',
      });
    });
  });

  describe('the host answers', () => {
    it('accepts: approved, then confirmed when the payment is captured; a co-host may accept for her host', async () => {
      const guest = member();
      const held = await paid(await requestToBook(deps, guest, quote(guest)));
      expect(await acceptReservation(deps, guest, held.id)).toEqual({
        status: 'conflict',
        errorMessage: 'Only the host can accept.',
      });
      expect(await acceptReservation(deps, member(), held.id)).toEqual({
        status: 'notFound',
        errorMessage: 'This reservation does not exist.',
      });
      const accepted = reservationOf(await acceptReservation(deps, member(hostId, {}, true), held.id));
      expect(accepted).toMatchObject({ reservationState: 'confirmed', expiresAt: null });
      expect(await statusEvents(held.id)).toEqual([
        '∅→pending',
        'pending→requestToBook',
        'requestToBook→approved',
        'approved→confirmed',
      ]);
      expect((await findTransitions(db, held.id)).map((row) => row.actorRole)).toEqual([
        'guest',
        'system',
        'coHost',
        'system',
      ]);
      expect(await acceptReservation(deps, host, held.id)).toEqual({
        status: 'conflict',
        errorMessage: 'You cannot accept a reservation that is "Booking Confirmed".',
      });
    });

    it('cancels the request when the card has insufficient funds at accept, frees the nights and tells the admin', async () => {
      const guest = member();
      // a card whose capture is refused for insufficient funds (decision 0049's test cards)
      const held = await paid(await requestToBook(deps, guest, quote(guest)), '4000000000009995');
      const cancelled = reservationOf(await acceptReservation(deps, host, held.id));
      expect(cancelled).toMatchObject({ reservationState: 'cancelled', declineReason: 'insufficientFunds' });
      const last = (await events(ReservationStatusChangedSchema, held.id)).at(-1)!;
      expect(last).toMatchObject({ toStatus: 'cancelled', reason: 'insufficientFunds', tellAdmin: true });
      expect(await events(NightsReleasedSchema, held.id)).toHaveLength(1);
      const next = member();
      expect(reservationOf(await requestToBook(deps, next, quote(next))).reservationState).toBe('pending');
    });

    it('declines with a reason and frees the nights; an admin with Manage Reservations may decline too, logged', async () => {
      const guest = member();
      const held = await paid(await requestToBook(deps, guest, quote(guest)));
      const declined = reservationOf(await declineReservation(deps, host, held.id, '  Family visiting.  '));
      expect(declined).toMatchObject({ reservationState: 'declined', declineReason: 'Family visiting.' });
      expect(await events(NightsReleasedSchema, held.id)).toHaveLength(1);

      const second = member();
      const again = await paid(await requestToBook(deps, second, quote(second)));
      expect(await declineReservation(deps, admin([]), again.id)).toMatchObject({ status: 'notFound' });
      reservationOf(await declineReservation(deps, admin([MANAGE_RESERVATIONS]), again.id, 'Suspicious request'));
      const logged = (await events(AdminActionRecordedSchema)).filter((e) => e.recordId === String(again.id));
      expect(logged).toEqual([
        expect.objectContaining({ action: 'reservation.declined', area: 'reservations', recordType: 'reservation' }),
      ]);
      expect(logged[0]!.summary).toContain(`Reservation ${again.id + 1000}`);
    });

    it('expires a request the host left for 24 hours, frees its nights at once, and lets a new request take them', async () => {
      const guest = member();
      const held = await paid(await requestToBook(deps, guest, quote(guest)));
      clock += 23 * HOUR;
      await expireReservations(deps);
      expect((await findReservationDetails(db, held.id))!.reservationState).toBe('requestToBook');
      clock += 1 * HOUR;
      expect(await expireReservations(deps)).toBeGreaterThanOrEqual(1);
      expect(await findReservationDetails(db, held.id)).toMatchObject({ reservationState: 'expired', expiresAt: null });
      expect(await events(NightsReleasedSchema, held.id)).toHaveLength(1);
      expect(await acceptReservation(deps, host, held.id)).toEqual({
        status: 'conflict',
        errorMessage: 'You cannot accept a reservation that is "Expired".',
      });
      const next = member();
      expect(reservationOf(await requestToBook(deps, next, quote(next))).reservationState).toBe('pending');
      // Expiring again changes nothing.
      await expireReservations(deps);
      expect(await statusEvents(held.id)).toEqual(['∅→pending', 'pending→requestToBook', 'requestToBook→expired']);
    });

    it("ends the host's window when the check-in day ends at the home, if that comes first", async () => {
      const guest = member();
      clock = Date.parse('2026-07-10T20:00:00Z');
      const held = await paid(await requestToBook(deps, guest, quote(guest)));
      // Midnight after 10 July in Lisbon (UTC+1).
      expect(held.expiresAt).toEqual(new Date('2026-07-10T23:00:00Z'));
    });
  });

  describe('instant book', () => {
    it('confirms at once when paid, and is refused where the host takes requests only', async () => {
      const guest = member();
      const booked = await paid(await instantBook(deps, guest, quote(guest, { instantBook: true })));
      expect(booked).toMatchObject({ reservationState: 'confirmed', bookingType: 'instant' });
      expect(await statusEvents(booked.id)).toEqual(['∅→intantBooking', 'intantBooking→confirmed']);
      const other = member();
      expect(await instantBook(deps, other, quote(other, { checkIn: '2026-08-01', checkOut: '2026-08-03' }))).toEqual({
        status: 'conflict',
        errorMessage: 'This home cannot be booked instantly. Please send a request to book.',
      });
    });

    it('completes a confirmed stay once its check-out has passed at the home', async () => {
      const guest = member();
      const booked = await paid(await instantBook(deps, guest, quote(guest, { instantBook: true })));
      clock = Date.parse('2026-07-14T09:59:00Z');
      await completeReservations(deps);
      expect((await findReservationDetails(db, booked.id))!.reservationState).toBe('confirmed');
      clock = Date.parse('2026-07-14T10:00:00Z');
      await completeReservations(deps);
      expect((await findReservationDetails(db, booked.id))!.reservationState).toBe('completed');
    });
  });

  describe('inquiries, special prices and counter-offers', () => {
    it('pre-approves an inquiry without holding nights; the guest then books and is confirmed', async () => {
      const guest = member();
      const asked = reservationOf(await inquire(deps, guest, { quoteId: quote(guest), message: 'Is there a cot?' }));
      expect(asked).toMatchObject({ reservationState: 'inquiry', bookingType: 'inquiry' });
      expect(await events(NightsHeldSchema, asked.id)).toEqual([]);
      const approved = reservationOf(await preApprove(deps, host, asked.id));
      expect(approved.reservationState).toBe('preApproved');
      expect(approved.expiresAt).toEqual(new Date(START + 24 * HOUR));
      const booked = await paid(await bookOffer(deps, guest, asked.id));
      expect(booked.reservationState).toBe('confirmed');
      expect(await events(NightsHeldSchema, asked.id)).toHaveLength(1);
    });

    it('refuses to book a pre-approval whose nights another guest has taken meanwhile', async () => {
      const guest = member();
      const asked = reservationOf(await inquire(deps, guest, { quoteId: quote(guest) }));
      reservationOf(await preApprove(deps, host, asked.id));
      const faster = member();
      reservationOf(await requestToBook(deps, faster, quote(faster)));
      expect(await bookOffer(deps, guest, asked.id)).toEqual({ status: 'conflict', errorMessage: NOT_AVAILABLE });
      expect((await findReservationDetails(db, asked.id))!.reservationState).toBe('preApproved');
    });

    it('approves a special price, which becomes the total the guest books at', async () => {
      const guest = member();
      const asked = reservationOf(await inquire(deps, guest, { quoteId: quote(guest), specialPrice: 500 }));
      expect(asked).toMatchObject({ reservationState: 'specialPriceInquiry', specialPriceMinor: 50_000 });
      expect(await approveSpecialPrice(deps, guest, asked.id)).toMatchObject({ status: 'conflict' });
      const approved = reservationOf(await approveSpecialPrice(deps, host, asked.id));
      expect(approved).toMatchObject({ reservationState: 'specialPriceHostAccepted', totalMinor: 50_000 });
      expect(await paid(await bookOffer(deps, guest, asked.id))).toMatchObject({
        reservationState: 'confirmed',
        totalMinor: 50_000,
      });
    });

    it('declines a special price and tells the admin', async () => {
      const guest = member();
      const asked = reservationOf(await inquire(deps, guest, { quoteId: quote(guest), specialPrice: 200 }));
      reservationOf(await declineSpecialPrice(deps, host, asked.id, 'Too low for July'));
      const last = (await events(ReservationStatusChangedSchema, asked.id)).at(-1)!;
      expect(last).toMatchObject({ toStatus: 'specialPriceHostDeclined', tellAdmin: true, reason: 'Too low for July' });
    });

    it('sends a counter-offer the guest accepts and books at, or declines (the admin told), or lets expire', async () => {
      const guest = member();
      const asked = reservationOf(await inquire(deps, guest, { quoteId: quote(guest), specialPrice: 400 }));
      expect(await counterOffer(deps, host, asked.id, 0)).toMatchObject({ status: 'invalid' });
      expect(await counterOffer(deps, host, asked.id, 12.345)).toMatchObject({ status: 'invalid' });
      const offered = reservationOf(await counterOffer(deps, host, asked.id, 550));
      expect(offered).toMatchObject({ reservationState: 'specialPriceHostRequest', counterOfferMinor: 55_000 });
      expect(await acceptCounterOffer(deps, host, asked.id)).toEqual({
        status: 'conflict',
        errorMessage: 'Only the guest can accept the counter-offer.',
      });
      const accepted = reservationOf(await acceptCounterOffer(deps, guest, asked.id));
      expect(accepted).toMatchObject({ reservationState: 'specialPriceGuestAccepted', totalMinor: 55_000 });
      expect((await paid(await bookOffer(deps, guest, asked.id))).reservationState).toBe('confirmed');

      const second = member();
      const other = quote(second, { checkIn: '2026-09-01', checkOut: '2026-09-04' });
      const secondAsk = reservationOf(await inquire(deps, second, { quoteId: other }));
      reservationOf(await counterOffer(deps, host, secondAsk.id, 300));
      reservationOf(await declineCounterOffer(deps, second, secondAsk.id));
      expect((await events(ReservationStatusChangedSchema, secondAsk.id)).at(-1)).toMatchObject({
        toStatus: 'specialPriceGuestDeclined',
        tellAdmin: true,
      });

      const third = member();
      const thirdAsk = reservationOf(
        await inquire(deps, third, { quoteId: quote(third, { checkIn: '2026-10-01', checkOut: '2026-10-04' }) }),
      );
      reservationOf(await counterOffer(deps, host, thirdAsk.id, 300));
      clock += 24 * HOUR;
      await expireReservations(deps);
      expect((await findReservationDetails(db, thirdAsk.id))!.reservationState).toBe('expired');
    });
  });
});
