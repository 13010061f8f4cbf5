// Confirmed stays for the timed-work tests: a guest books a listing instantly and her card is authorised and
// captured as the payment screen would have it, through the service's own use cases.
import { randomUUID } from 'node:crypto';
import type { Knex } from '@golightly/db';
import { stayTerms } from '@golightly/stay-rules/testing';
import { instantBook } from '../../src/app/instant-book';
import type { ReservationDeps } from '../../src/app/reservation-deps';
import { saveListingTerms } from '../../src/db/listing-terms';
import type { ReservationDetails } from '../../src/db/reservations';
import { callerOf, memberIdentity, paidOffline, stayDates, storedQuote } from './booking';

let nextListing = 70_000 + Math.floor(Math.random() * 10_000) * 10;

/** A live instant-book listing's terms in the read-model, with its zone and earliest check-in; its number. */
export async function instantListing(
  db: Knex,
  options: { timeZone?: string; checkInStart?: string | null } = {},
): Promise<number> {
  const listId = nextListing++;
  await db.transaction((trx) =>
    saveListingTerms(
      trx,
      {
        listId,
        version: 1,
        hostId: randomUUID(),
        bookable: true,
        deleted: false,
        terms: {
          ...stayTerms({
            timeZone: options.timeZone ?? 'Europe/Lisbon',
            currency: 'EUR',
            basePriceMinor: 12_000,
            cleaningPriceMinor: 3_000,
          }),
          instantBook: true,
          womensOnly: false,
          cancellationPolicy: 'flexible',
          checkInStart: options.checkInStart ?? null,
          checkOutTime: '11:00',
        },
      },
      { title: 'Tiled flat in Alfama', city: 'Lisbon', state: '', country: 'PT' },
    ),
  );
  return listId;
}

export interface StayOptions {
  timeZone?: string;
  checkInStart?: string | null;
  dates?: { checkIn: string; checkOut: string };
  /** The clock the quote and the booking are made on (ms); now by default. */
  now?: number;
}

/** A confirmed stay of a new guest at a new instant-book listing. */
export async function confirmedStay(deps: ReservationDeps, options: StayOptions = {}): Promise<ReservationDetails> {
  const listId = await instantListing(deps.db, options);
  const guest = memberIdentity();
  const clocked: ReservationDeps = options.now === undefined ? deps : { ...deps, now: () => options.now! };
  const quote = await storedQuote(deps.db, guest, listId, options.dates ?? stayDates(), true, options.now);
  const booked = await instantBook(clocked, callerOf(guest), quote.id);
  if (booked.status !== 'success') throw new Error(`could not book: ${JSON.stringify(booked)}`);
  const stay = await paidOffline(clocked, booked.reservation.id);
  if (stay?.reservationState !== 'confirmed') throw new Error(`not confirmed: ${stay?.reservationState}`);
  return stay;
}
