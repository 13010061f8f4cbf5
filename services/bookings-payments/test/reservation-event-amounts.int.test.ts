// ReservationStatusChanged carries the stay's fees and the host's payout from its stored quote (decision 0051), so
// the booking e-mails print the real amounts: the guest's service fee line, the host's fee and payout as stored on the
// quote (decision 0047). A total no quote priced (an approved special price) carries none, never a 0.
import { createTestDatabase, type TestDatabase } from '@golightly/db/testing';
import type { Knex } from '@golightly/db';
import { ReservationStatusChangedSchema } from '@golightly/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subgraph } from '../src/app';
import { inquire } from '../src/app/inquire';
import { reservationDeps, type ReservationDeps, type ReservationOutcome } from '../src/app/reservation-deps';
import { requestToBook } from '../src/app/request-to-book';
import { approveSpecialPrice } from '../src/app/special-price';
import { findQuote } from '../src/db/quotes';
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

  it('carries none once an approved special price has replaced the quoted total', async () => {
    const { listId, hostId } = await liveListing(db);
    const guest = memberIdentity();
    const quote = await storedQuote(db, guest, listId);
    const reservationId = reservationIdOf(
      await inquire(deps, callerOf(guest), { quoteId: quote.id, specialPrice: 300 }),
    );
    reservationIdOf(await approveSpecialPrice(deps, callerOf(memberIdentity(hostId)), reservationId));

    const [asked, approved] = await changesOf(reservationId);
    expect(asked).toMatchObject({ toStatus: 'specialPriceInquiry', totalMinor: BigInt(quote.totalMinor) });
    expect(asked!.hostPayoutMinor).toBeDefined();
    expect(approved).toMatchObject({ toStatus: 'specialPriceHostAccepted', totalMinor: 30_000n });
    expect(approved!.guestServiceFeeMinor).toBeUndefined();
    expect(approved!.hostServiceFeeMinor).toBeUndefined();
    expect(approved!.hostPayoutMinor).toBeUndefined();
  });
});
