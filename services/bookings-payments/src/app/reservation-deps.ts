// What the reservation use cases are given in place of the GraphQL context, and the outcomes they answer with.
import type { Knex } from '@golightly/db';
import type { Identity } from '@golightly/service-kit';
import { findBookableQuote, type BookableQuoteRow, type ReservationDetails } from '../db/reservations';
import type { PaymentProvider } from '../domain/payment-provider';
import type { PaymentDeps } from './payment-orders';
import { OfflinePaymentProvider } from './payment-provider-offline';

/** The stored quote a booking refers to: amounts and terms come only from here, never from the client. */
export type BookableQuote = BookableQuoteRow;

/** Reads a stored quote (migration 0005's quotes with its listing's terms) inside the booking's transaction. */
export interface QuoteLookup {
  find(trx: Knex.Transaction, quoteId: string): Promise<BookableQuote | undefined>;
}

export interface ReservationDeps {
  db: Knex;
  quotes: QuoteLookup;
  /** The payment provider the guest's orders are paid through (decision 0049): Stripe, or the offline one. */
  provider: PaymentProvider;
  /** The clock (milliseconds since the epoch); tests move it instead of waiting. */
  now?: () => number;
}

export const storedQuotes: QuoteLookup = { find: (trx, quoteId) => findBookableQuote(trx, quoteId) };

/** The service's reservation dependencies; the offline provider unless the configured one is given. */
export const reservationDeps = (
  db: Knex,
  provider: PaymentProvider = new OfflinePaymentProvider(db),
): ReservationDeps => ({
  db,
  quotes: storedQuotes,
  provider,
});

/** The payment contract's dependencies on the same database, provider and clock. */
export const paymentDepsOf = (deps: ReservationDeps, db: Knex = deps.db): PaymentDeps => ({
  db,
  provider: deps.provider,
  now: () => new Date(nowOf(deps)),
});

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
  | {
      status: 'success';
      reservation: ReservationDetails;
      /** The screening's warning on the guest's booking message, when it was flagged (decision 0054). */
      warning?: string | null;
    }
  | { status: 'invalid' | 'notFound' | 'forbidden' | 'conflict'; errorMessage: string };

export const refused = (
  status: 'invalid' | 'notFound' | 'forbidden' | 'conflict',
  errorMessage: string,
): ReservationOutcome => ({ status, errorMessage });
