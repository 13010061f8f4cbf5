// quoteStay (issue 16 item 1, decision 0047): prices a stay at a listing from the terms listings-search published, the
// nights already taken, the club's fees and the stored rates, and stores the quote for a signed-in member so that
// her booking can name it. A visitor, an admin and the listing's own host see the price without a stored quote.
import type { Knex } from '@golightly/db';
import type { Identity } from '@golightly/service-kit';
import { parseLocalDate } from '@golightly/stay-rules';
import { findEnabledCurrencies } from '../db/currencies';
import { findStayFees } from '../db/fees';
import { findListingTerms } from '../db/listing-terms';
import { findQuoteRates, insertQuote } from '../db/quotes';
import { takenNights } from '../db/taken-nights';
import {
  priceStay,
  QUOTE_LIFETIME_MS,
  type GuestsByKind,
  type PricedQuote,
  type QuoteOutcome,
  type StoredQuote,
} from '../domain/quote';

export interface QuoteStayInput {
  listId: number;
  checkIn: string;
  checkOut: string;
  guests: GuestsByKind;
  pets: number;
  bookingProtection: boolean | null;
  /** The currency she reads prices in (the gateway's x-golightly-currency); the base currency when not offered. */
  displayCurrency: string | null;
}

export type QuoteStayAnswer =
  { ok: true; quote: PricedQuote | StoredQuote; stored: boolean } | { ok: false; message: string };

/** The currency prices are shown in: hers when the club offers it, else the base (as the member app chooses). */
async function displayCurrencyOf(db: Knex, asked: string | null): Promise<string> {
  const offered = await findEnabledCurrencies(db);
  const chosen = offered.find((currency) => currency.code.trim() === asked?.trim().toUpperCase());
  const base = offered.find((currency) => currency.isBaseCurrency);
  // The migration stores a base and the table refuses to withdraw it: without one the database is broken.
  if (!chosen && !base) throw new Error('No base currency is stored');
  return (chosen ?? base)!.code.trim();
}

/** Prices the stay as it would be booked now; nothing is written. */
export async function priceStayNow(
  db: Knex,
  identity: Identity | null,
  input: QuoteStayInput,
  now: number,
): Promise<QuoteOutcome> {
  const listing = await findListingTerms(db, input.listId);
  // The listing's own service fees when an admin set them (decision 0053), else the site's.
  const fees = await findStayFees(db, input.listId);
  const rates = await findQuoteRates(db);
  if (!rates) throw new Error('Currency rates are missing');
  const checkIn = parseLocalDate(input.checkIn);
  const checkOut = parseLocalDate(input.checkOut);
  // Dates that are not real dates never reach a query: priceStay refuses them.
  const taken =
    listing && checkIn && checkOut && checkIn < checkOut ? await takenNights(db, input.listId, checkIn, checkOut) : [];
  return priceStay(
    listing,
    {
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      guests: input.guests,
      pets: input.pets,
      bookingProtection: input.bookingProtection,
      now,
    },
    {
      fees,
      guestIsDiamond: identity?.standing?.isDiamond === true,
      taken,
      displayCurrency: await displayCurrencyOf(db, input.displayCurrency),
      rates,
    },
  );
}

/** A member who may hold a quote: signed in, not an admin, not on hold, not the listing's host (or her co-host). */
const keepsQuote = (identity: Identity | null, hostId: string): identity is Identity =>
  !!identity && !identity.admin && identity.standing?.memberStatus !== 'on_hold' && identity.userId !== hostId;

export async function quoteStay(
  db: Knex,
  identity: Identity | null,
  input: QuoteStayInput,
  now = Date.now(),
): Promise<QuoteStayAnswer> {
  const outcome = await priceStayNow(db, identity, input, now);
  if (!outcome.ok) return outcome;
  if (!keepsQuote(identity, outcome.quote.hostId)) return { ok: true, quote: outcome.quote, stored: false };
  const stored = await insertQuote(
    db,
    outcome.quote,
    identity.userId,
    new Date(now + QUOTE_LIFETIME_MS),
    new Date(now),
  );
  return { ok: true, quote: stored, stored: true };
}
