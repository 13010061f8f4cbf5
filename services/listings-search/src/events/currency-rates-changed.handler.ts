// CurrencyRatesChanged (bookings-payments): the rates search converts a member's price range with, replaced whole;
// an event older than the stored rates changes nothing (decision 0042).
import { timestampDate } from '@bufbuild/protobuf/wkt';
import { on } from '@golightly/events';
import { CurrencyRatesChangedSchema } from '@golightly/proto';
import { replaceCurrencyRates } from '../db/search-read-models';

export const currencyRatesChanged = on(CurrencyRatesChangedSchema, async (event, trx) => {
  const { baseCode, rates, asOf } = event.message;
  await replaceCurrencyRates(trx, {
    base: baseCode,
    rates: rates.map(({ code, rate }) => ({ code, rate })),
    asOf: asOf ? timestampDate(asOf) : event.occurredAt,
  });
});
