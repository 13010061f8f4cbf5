// quoteStay and stayQuote (decision 0047): parse, call one use case, map its answer. Amounts leave as decimals of
// each currency, exact to its minor unit.
import { toDecimalString, type Minor } from '@golightly/money';
import { CURRENCY_HEADER } from '@golightly/service-kit';
import { quoteStay } from '../app/quote-stay';
import { readOwnQuote } from '../app/quote-for-booking';
import { BOOKING_PROTECTION_PERCENT, type PricedQuote, type StoredQuote } from '../domain/quote';
import type { MutationResolvers, QueryResolvers, StayQuote } from './gen/resolver-types';

const decimal = (minor: Minor, currency: string) => Number(toDecimalString(minor, currency));

/** A priced quote (stored or not) in the shape of StayQuote. */
export function toStayQuote(quote: PricedQuote | StoredQuote): StayQuote {
  const stored = 'id' in quote ? quote : null;
  return {
    id: stored?.id ?? null,
    expiresAt: stored?.expiresAt.toISOString() ?? null,
    listId: quote.listId,
    startDate: quote.checkIn,
    endDate: quote.checkOut,
    currency: quote.currency,
    displayCurrency: quote.displayCurrency,
    nights: quote.nights,
    lines: quote.lines.map((line) => ({
      kind: line.kind,
      label: line.label,
      amount: decimal(line.amountMinor, quote.currency),
      displayAmount: decimal(line.displayAmountMinor, quote.displayCurrency),
      deducted: line.deducted,
      count: line.count,
      percent: line.percent,
    })),
    total: decimal(quote.totalMinor, quote.currency),
    displayTotal: decimal(quote.displayTotalMinor, quote.displayCurrency),
    securityDeposit: decimal(quote.securityDepositMinor, quote.currency),
    displaySecurityDeposit: decimal(quote.displaySecurityDepositMinor, quote.displayCurrency),
    bookingProtection: quote.bookingProtection,
    bookingProtectionPercent: BOOKING_PROTECTION_PERCENT,
    errorMessage: null,
  };
}

export const quoteQueries: Pick<QueryResolvers, 'stayQuote'> = {
  stayQuote: async (_parent, args, { db, identity }) => {
    const quote = await readOwnQuote(db, identity, args.id);
    return quote ? toStayQuote(quote) : null;
  },
};

export const quoteMutations: Pick<MutationResolvers, 'quoteStay'> = {
  // Visitors are priced too: the listing page shows prices to everyone (only members' quotes are stored).
  quoteStay: async (_parent, args, ctx) => {
    const answer = await quoteStay(ctx.db, ctx.identity, {
      listId: args.listId,
      checkIn: args.startDate,
      checkOut: args.endDate,
      guests: args.guests,
      pets: args.pets,
      bookingProtection: args.bookingProtection ?? null,
      displayCurrency: ctx.requestHeader(CURRENCY_HEADER) ?? null,
    });
    if (answer.ok) return toStayQuote(answer.quote);
    return {
      id: null,
      expiresAt: null,
      listId: args.listId,
      startDate: args.startDate,
      endDate: args.endDate,
      currency: null,
      displayCurrency: null,
      nights: 0,
      lines: [],
      total: 0,
      displayTotal: 0,
      securityDeposit: 0,
      displaySecurityDeposit: 0,
      bookingProtection: args.bookingProtection ?? null,
      bookingProtectionPercent: BOOKING_PROTECTION_PERCENT,
      errorMessage: answer.message,
    };
  },
};
