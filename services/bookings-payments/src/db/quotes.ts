// Stored quotes, and the rates a quote converts with.
import type { Knex } from '@golightly/db';
import type { GuestsByKind, PricedQuote, QuoteLine, RateTable, StoredQuote } from '../domain/quote';

/** Every stored rate of the base currency as exact decimal text, and when the newest of them was stored. */
export async function findQuoteRates(db: Knex): Promise<RateTable | undefined> {
  const base: { code: string } | undefined = await db('currencies').where({ is_base_currency: true }).first('code');
  if (!base) return undefined;
  const rows: { code: string; rate: string; updated_at: Date }[] = await db('currency_rates')
    .where({ base: base.code })
    .select('code', 'updated_at', db.raw('trim_scale(rate)::text as rate'));
  const rates: Record<string, string> = { [base.code]: '1' };
  let asOf = new Date(0);
  for (const row of rows) {
    rates[row.code.trim()] = row.rate;
    if (row.updated_at > asOf) asOf = row.updated_at;
  }
  return { base: base.code.trim(), rates, asOf };
}

/** Stores a priced quote for its guest until `expiresAt`; returns its id and times. */
export async function insertQuote(
  db: Knex,
  quote: PricedQuote,
  guestId: string,
  expiresAt: Date,
  createdAt: Date,
): Promise<StoredQuote> {
  const rates = quote.conversion.rates;
  const [row] = await db('quotes')
    .insert({
      list_id: quote.listId,
      host_id: quote.hostId,
      guest_id: guestId,
      terms_version: quote.termsVersion,
      check_in: quote.checkIn,
      check_out: quote.checkOut,
      ...quote.guests,
      pets: quote.pets,
      booking_protection: quote.bookingProtection,
      diamond: quote.diamond,
      currency: quote.currency,
      display_currency: quote.displayCurrency,
      rate_base: rates?.base ?? null,
      listing_rate: rates?.listingRate ?? null,
      display_rate: rates?.displayRate ?? null,
      rates_as_of: rates?.asOf ?? null,
      lines: JSON.stringify(quote.lines),
      total_minor: quote.totalMinor,
      display_total_minor: quote.displayTotalMinor,
      security_deposit_minor: quote.securityDepositMinor,
      display_security_deposit_minor: quote.displaySecurityDepositMinor,
      host_service_fee_minor: quote.hostServiceFeeMinor,
      host_payout_minor: quote.hostPayoutMinor,
      created_at: createdAt,
      expires_at: expiresAt,
    })
    .returning(['id']);
  return { ...quote, id: row.id, guestId, createdAt, expiresAt };
}

interface QuoteRow extends GuestsByKind {
  id: string;
  list_id: number;
  host_id: string;
  guest_id: string;
  terms_version: number;
  check_in: string;
  check_out: string;
  pets: number;
  booking_protection: boolean | null;
  diamond: boolean;
  currency: string;
  display_currency: string;
  rate_base: string | null;
  listing_rate: string | null;
  display_rate: string | null;
  rates_as_of: Date | null;
  lines: QuoteLine[];
  total_minor: string;
  display_total_minor: string;
  security_deposit_minor: string;
  display_security_deposit_minor: string;
  host_service_fee_minor: string;
  host_payout_minor: string;
  created_at: Date;
  expires_at: Date;
}

/** A stored quote by id; undefined when there is none (or the id is not a uuid). */
export async function findQuote(db: Knex, id: string): Promise<StoredQuote | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const row: QuoteRow | undefined = await db('quotes')
    .where({ id })
    .first(
      '*',
      db.raw("to_char(check_in, 'YYYY-MM-DD') as check_in"),
      db.raw("to_char(check_out, 'YYYY-MM-DD') as check_out"),
      db.raw('trim_scale(listing_rate)::text as listing_rate'),
      db.raw('trim_scale(display_rate)::text as display_rate'),
    );
  if (!row) return undefined;
  const currency = row.currency.trim();
  const displayCurrency = row.display_currency.trim();
  const nights = Math.round((Date.parse(row.check_out) - Date.parse(row.check_in)) / 86_400_000);
  return {
    id: row.id,
    guestId: row.guest_id,
    listId: row.list_id,
    hostId: row.host_id,
    termsVersion: row.terms_version,
    checkIn: row.check_in as StoredQuote['checkIn'],
    checkOut: row.check_out as StoredQuote['checkOut'],
    nights,
    guests: { women: row.women, men: row.men, children: row.children, others: row.others, infants: row.infants },
    pets: row.pets,
    bookingProtection: row.booking_protection,
    diamond: row.diamond,
    currency,
    displayCurrency,
    conversion: {
      from: currency,
      to: displayCurrency,
      rates:
        row.rate_base && row.listing_rate && row.display_rate && row.rates_as_of
          ? {
              base: row.rate_base.trim(),
              listingRate: row.listing_rate,
              displayRate: row.display_rate,
              asOf: row.rates_as_of,
            }
          : null,
    },
    lines: row.lines,
    totalMinor: Number(row.total_minor),
    displayTotalMinor: Number(row.display_total_minor),
    securityDepositMinor: Number(row.security_deposit_minor),
    displaySecurityDepositMinor: Number(row.display_security_deposit_minor),
    hostServiceFeeMinor: Number(row.host_service_fee_minor),
    hostPayoutMinor: Number(row.host_payout_minor),
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}
