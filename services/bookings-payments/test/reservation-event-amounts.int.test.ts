// ReservationStatusChanged carries the stay's fees and the host's payout from its stored quote (decision 0051), so
// the booking e-mails print the real amounts: the guest's service fee line, the host's fee and payout as stored on the
// quote (decision 0047). An approved special price or accepted counter-offer is priced by the same rules into a quote
// of its own (decision 0052), whose fees the event carries.
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import { percentOf } from '@golightly/money';
import type { Knex } from '@golightly/db';
import { ReservationStatusChangedSchema } from '@golightly/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subgraph } from '../src/app';
import { inquire } from '../src/app/inquire';
import { reservationDeps, type ReservationDeps, type ReservationOutcome } from '../src/app/reservation-deps';
import { requestToBook } from '../src/app/request-to-book';
import { acceptCounterOffer, counterOffer } from '../src/app/counter-offer';
import { approveSpecialPrice } from '../src/app/special-price';
import { findStayFees } from '../src/db/fees';
import { findQuote } from '../src/db/quotes';
import { findReservationDetails } from '../src/db/reservations';
import { isExpired } from '../src/domain/quote';
import { callerOf, liveListing, memberIdentity, outboxEvents, storedQuote } from './support/booking';

describe("ReservationStatusChanged's amounts", () => {
  let database: TestDatabase;
  let db: Knex;
  let deps: ReservationDeps;

  beforeAll(async () => {
    database = await createTestDatabase('bookings_event_amounts', subgraph.migrations);
    db = database.db;
    deps = reservationDeps(db);
  }, 60_000);
  afterAll(async () => {
    await database?.drop();
  });

  const reservationIdOf = (outcome: ReservationOutcome): number => {
    if (outcome.status !== 'success') throw new Error(`expected success, got ${JSON.stringify(outcome)}`);
    return outcome.reservation.id;
  };
  const changesOf = (reservationId: number) =>
    outboxEvents(db, ReservationStatusChangedSchema, (event) => event.reservationId === String(reservationId));

  it("carries the stored quote's guest service fee, host service fee and host payout", async () => {
    const { listId } = await liveListing(db);
    const guest = memberIdentity();
    const quote = (await findQuote(db, (await storedQuote(db, guest, listId)).id))!;
    const reservationId = reservationIdOf(await requestToBook(deps, callerOf(guest), quote.id));

    const serviceFee = quote.lines.find((line) => line.kind === 'service-fee')!.amountMinor;
    expect(serviceFee).toBeGreaterThan(0);
    expect(quote.hostServiceFeeMinor).toBeGreaterThan(0);
    const [created] = await changesOf(reservationId);
    expect(created).toMatchObject({
      toStatus: 'pending',
      totalMinor: BigInt(quote.totalMinor),
      guestServiceFeeMinor: BigInt(serviceFee),
      hostServiceFeeMinor: BigInt(quote.hostServiceFeeMinor),
      hostPayoutMinor: BigInt(quote.hostPayoutMinor),
    });
  });

  it("carries an approved special price's own fees: the offer priced by the quote rules is the stay's quote", async () => {
    const { listId, hostId } = await liveListing(db);
    const guest = memberIdentity();
    const quote = await storedQuote(db, guest, listId);
    const reservationId = reservationIdOf(
      await inquire(deps, callerOf(guest), { quoteId: quote.id, specialPrice: 300 }),
    );
    const approved = await approveSpecialPrice(deps, callerOf(memberIdentity(hostId)), reservationId);
    expect(approved).toMatchObject({ status: 'success' });

    const details = (await findReservationDetails(db, reservationId))!;
    expect(details.quoteId).not.toBe(quote.id);
    const offerQuote = (await findQuote(db, details.quoteId!))!;
    const fees = await findStayFees(db, listId);
    const serviceFee = percentOf(30_000, fees.guest.value);
    expect(offerQuote.lines.map((line) => [line.kind, line.amountMinor])).toEqual([
      ['special-price', 30_000],
      ['service-fee', serviceFee],
      ['booking-protection', 2_100],
    ]);
    expect(offerQuote.totalMinor).toBe(30_000 + serviceFee + 2_100);
    expect(details.totalMinor).toBe(offerQuote.totalMinor);
    // it prices this reservation only: booking anything else with it is refused as expired
    expect(isExpired(offerQuote, Date.now())).toBe(true);

    const [asked, approvedEvent] = await changesOf(reservationId);
    expect(asked).toMatchObject({ toStatus: 'specialPriceInquiry', totalMinor: BigInt(quote.totalMinor) });
    expect(approvedEvent).toMatchObject({
      toStatus: 'specialPriceHostAccepted',
      totalMinor: BigInt(offerQuote.totalMinor),
      guestServiceFeeMinor: BigInt(serviceFee),
      hostServiceFeeMinor: BigInt(offerQuote.hostServiceFeeMinor),
      hostPayoutMinor: BigInt(30_000 - offerQuote.hostServiceFeeMinor),
    });
  });

  it('prices an accepted counter-offer the same way, and a Diamond guest pays no service fee on it', async () => {
    const { listId, hostId } = await liveListing(db);
    const host = callerOf(memberIdentity(hostId));
    const diamond = { ...memberIdentity(), standing: { ...memberIdentity().standing!, isDiamond: true } };
    const quote = await storedQuote(db, diamond, listId, undefined, false);
    const reservationId = reservationIdOf(await inquire(deps, callerOf(diamond), { quoteId: quote.id }));
    reservationIdOf(await counterOffer(deps, host, reservationId, 410.5));
    // a refused move writes no quote: the host cannot accept her own offer
    expect(await acceptCounterOffer(deps, host, reservationId)).toMatchObject({ status: 'conflict' });
    expect((await findReservationDetails(db, reservationId))!.quoteId).toBe(quote.id);
    reservationIdOf(await acceptCounterOffer(deps, callerOf(diamond), reservationId));

    const details = (await findReservationDetails(db, reservationId))!;
    const offerQuote = (await findQuote(db, details.quoteId!))!;
    expect(offerQuote.lines.map((line) => [line.kind, line.amountMinor])).toEqual([['counter-offer', 41_050]]);
    expect(details.totalMinor).toBe(41_050);
    expect((await changesOf(reservationId)).at(-1)).toMatchObject({
      toStatus: 'specialPriceGuestAccepted',
      totalMinor: 41_050n,
      guestServiceFeeMinor: 0n,
      hostServiceFeeMinor: BigInt(offerQuote.hostServiceFeeMinor),
    });
  });
});
