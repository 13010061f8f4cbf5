// What the reservation use cases are given in place of the GraphQL context, and the outcomes they answer with.
import type { Knex } from '@golightly/db';
import type { Identity } from '@golightly/service-kit';
import { findBookableQuote, type BookableQuoteRow, type ReservationDetails } from '../db/reservations';

/** The stored quote a booking refers to: amounts and terms come only from here, never from the client. */
export type BookableQuote = BookableQuoteRow;

/** Reads a stored quote (migration 0005's quotes with its listing's terms) inside the booking's transaction. */
export interface QuoteLookup {
  find(trx: Knex.Transaction, quoteId: string): Promise<BookableQuote | undefined>;
}

/**
 * Takes the guest's money when the host's yes is given (an accept, a booking after a pre-approval, an instant book).
 * The payment orders of decision 0049 answer it; until they are wired the offline default captures at once.
 */
export interface ReservationPayments {
  capture(trx: Knex.Transaction, reservation: ReservationDetails): Promise<'captured' | 'insufficientFunds'>;
}

export interface ReservationDeps {
  db: Knex;
  quotes: QuoteLookup;
  payments: ReservationPayments;
  /** The clock (milliseconds since the epoch); tests move it instead of waiting. */
  now?: () => number;
}

export const storedQuotes: QuoteLookup = { find: (trx, quoteId) => findBookableQuote(trx, quoteId) };

export const offlineCapture: ReservationPayments = { capture: async () => 'captured' };

export const reservationDeps = (db: Knex): ReservationDeps => ({ db, quotes: storedQuotes, payments: offlineCapture });

export const nowOf = (deps: ReservationDeps): number => deps.now?.() ?? Date.now();

/** Who is asking, as the gateway signed it, and from where (the admin log records the address). */
export interface ReservationCaller {
  identity: Identity | null;
  clientIp: string;
}

/**
 * What a reservation call answers: the reservation as stored after it, or why nothing changed. `notFound` reads the
 * same for a missing reservation and someone else's, so a stranger learns nothing.
 */
export type ReservationOutcome =
  | { status: 'success'; reservation: ReservationDetails }
  | { status: 'invalid' | 'notFound' | 'forbidden' | 'conflict'; errorMessage: string };

export const refused = (
  status: 'invalid' | 'notFound' | 'forbidden' | 'conflict',
  errorMessage: string,
): ReservationOutcome => ({ status, errorMessage });
