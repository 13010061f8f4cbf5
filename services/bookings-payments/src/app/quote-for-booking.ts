// The stored quote a booking names (issue 16 item 1; the reservation flow calls it in its own transaction): hers,
// not expired, with Booking Protection chosen yes or no. A booking takes its amounts from here, never from the client.
import type { Knex } from '@golightly/db';
import type { Identity } from '@golightly/service-kit';
import { findQuote } from '../db/quotes';
import { isExpired, type StoredQuote } from '../domain/quote';
import { QUOTE_MESSAGES as M } from '../domain/quote-texts';

export type QuoteForBooking = { ok: true; quote: StoredQuote } | { ok: false; message: string };

/**
 * The quote `quoteId` if `identity` may book with it at `now`. Another member's quote reads as missing, so an id
 * tells a stranger nothing.
 */
export async function quoteForBooking(
  db: Knex,
  identity: Identity,
  quoteId: string,
  now = Date.now(),
): Promise<QuoteForBooking> {
  const quote = await findQuote(db, quoteId);
  const refusal = bookingRefusal(quote, identity.userId, now);
  return refusal === null ? { ok: true, quote: quote! } : { ok: false, message: refusal };
}

/**
 * Why `guestId` may not book with this stored quote at `now`, or null when she may: the one rule every booking
 * (request, instant book, inquiry) applies, whoever loaded the quote.
 */
export function bookingRefusal(
  quote: Pick<StoredQuote, 'guestId' | 'expiresAt' | 'bookingProtection'> | undefined,
  guestId: string,
  now: number,
  /** An inquiry asks about the stay without booking it, so the protection choice waits until she books. */
  needsProtection = true,
): string | null {
  if (!quote || quote.guestId !== guestId) return M.quoteMissing;
  if (isExpired(quote, now)) return M.quoteExpired;
  if (needsProtection && quote.bookingProtection === null) return M.bookingProtectionRequired;
  return null;
}

/** Her own stored quote, expired or not (the booking screen shows it and says when it expired); else undefined. */
export async function readOwnQuote(
  db: Knex,
  identity: Identity | null,
  quoteId: string,
): Promise<StoredQuote | undefined> {
  if (!identity || identity.admin) return undefined;
  const quote = await findQuote(db, quoteId);
  return quote && quote.guestId === identity.userId ? quote : undefined;
}
