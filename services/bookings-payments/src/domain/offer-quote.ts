// The price of a stay booked at an agreed price (decision 0052): an approved special price or an accepted counter-offer
// is the host's price for the stay, in place of its nights, extra guests, discounts, cleaning and pet fee. The club
// prices the rest as for any booking: the listing's tax on it, the guest service fee (none for a Diamond guest), the
// host service fee out of her payout, Booking Protection when the guest chose it, the security deposit unchanged.
// Pure: the caller loads the stay's quote, the fee settings and the rates.
import { MoneyRangeError, percentOf, type Minor } from '@golightly/money';
import { stayFees, type FeeSettings } from './fees';
import {
  BOOKING_PROTECTION_PERCENT,
  fixedFeeIn,
  linesTotal,
  NoRateError,
  type PricedQuote,
  type QuoteLine,
  type QuoteLineKind,
  type RateTable,
} from './quote';
import { convertForDisplay } from './quote-conversion';
import { QUOTE_LINE_LABELS as L, QUOTE_MESSAGES as M } from './quote-texts';

export type OfferKind = 'special-price' | 'counter-offer';

export interface OfferContext {
  fees: FeeSettings;
  rates: RateTable;
}

export type OfferQuoteOutcome = { ok: true; quote: PricedQuote } | { ok: false; message: string };

/** The tax rate of the stay as it was quoted (its tax line's percentage), 0 when it had none. */
const taxPercentOf = (quote: PricedQuote): number => quote.lines.find((line) => line.kind === 'tax')?.percent ?? 0;

/**
 * `quote` (the stay as the guest asked about it) priced at `offerMinor`, the host's price for the stay in the
 * listing's currency. Dates, guests, currencies, conversion, Diamond standing and the Booking Protection choice are
 * the quote's.
 */
export function priceOffer(
  quote: PricedQuote,
  kind: OfferKind,
  offerMinor: Minor,
  context: OfferContext,
): OfferQuoteOutcome {
  try {
    return { ok: true, quote: priceOfferOrThrow(quote, kind, offerMinor, context) };
  } catch (error) {
    if (error instanceof MoneyRangeError) return { ok: false, message: M.tooLarge };
    if (error instanceof NoRateError) return { ok: false, message: M.cannotConvert };
    throw error;
  }
}

function priceOfferOrThrow(quote: PricedQuote, kind: OfferKind, offerMinor: Minor, context: OfferContext) {
  if (!Number.isSafeInteger(offerMinor) || offerMinor <= 0) throw new RangeError(`offer ${offerMinor} is no price`);
  const line = (
    lineKind: QuoteLineKind,
    label: string,
    amountMinor: Minor,
    extra: { count?: number; percent?: number } = {},
  ): QuoteLine => ({
    kind: lineKind,
    label,
    amountMinor,
    displayAmountMinor: convertForDisplay(amountMinor, quote.conversion),
    deducted: false,
    count: extra.count ?? null,
    percent: extra.percent ?? null,
  });
  const label = kind === 'special-price' ? L.specialPrice(quote.nights) : L.counterOffer(quote.nights);
  const lines: QuoteLine[] = [line(kind, label, offerMinor, { count: quote.nights })];
  const taxRate = taxPercentOf(quote);
  const taxMinor = percentOf(offerMinor, taxRate);
  if (taxMinor > 0) lines.push(line('tax', L.tax(taxRate), taxMinor, { percent: taxRate }));
  const fees = stayFees(
    context.fees,
    offerMinor,
    quote.diamond,
    fixedFeeIn(quote.currency, context.fees, context.rates),
  );
  if (fees.guestMinor > 0) {
    const percent = context.fees.guest.type === 'percentage' ? Number(context.fees.guest.value) : undefined;
    lines.push(line('service-fee', L.serviceFee, fees.guestMinor, percent === undefined ? {} : { percent }));
  }
  const stayWithTaxMinor = offerMinor + taxMinor;
  if (quote.bookingProtection === true) {
    lines.push(
      line(
        'booking-protection',
        L.bookingProtection(BOOKING_PROTECTION_PERCENT),
        percentOf(stayWithTaxMinor, BOOKING_PROTECTION_PERCENT),
        { percent: BOOKING_PROTECTION_PERCENT },
      ),
    );
  }
  return {
    ...quote,
    lines,
    totalMinor: linesTotal(lines, (l) => l.amountMinor),
    displayTotalMinor: linesTotal(lines, (l) => l.displayAmountMinor),
    hostServiceFeeMinor: fees.hostMinor,
    hostPayoutMinor: stayWithTaxMinor - fees.hostMinor,
  };
}
