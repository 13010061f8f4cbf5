// Everything bookings-payments tells the rest of the club, written to the outbox inside the caller's transaction.
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { Knex } from '@golightly/db';
import { publish } from '@golightly/events';
import { CurrencyRatesChangedSchema } from '@golightly/proto';
import type { PublishedRates } from '../domain/currency';

export const PRODUCER = 'bookings-payments';

export const currencyRatesChanged = (trx: Knex.Transaction, published: PublishedRates) =>
  publish(trx, {
    producer: PRODUCER,
    schema: CurrencyRatesChangedSchema,
    data: {
      baseCode: published.base,
      rates: published.rates.map((rate) => ({ ...rate })),
      asOf: timestampFromDate(published.asOf),
    },
    occurredAt: published.asOf,
  });
