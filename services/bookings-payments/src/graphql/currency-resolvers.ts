// getCurrencies and Currency (spec 000 §7): nobody needs to be signed in to see prices in her own currency.
import type { ServiceContext } from '@golightly/service-kit';
import { findBaseCurrency, findEnabledCurrencies, findRates } from '../db/currencies';
import { ratesAsJson, toCurrencyFields } from '../domain/currency';

/** The Query fields of the currency area. */
export const currencyQueries = {
  getCurrencies: async (_parent: unknown, _args: unknown, { db }: ServiceContext) =>
    (await findEnabledCurrencies(db)).map(toCurrencyFields),
  Currency: async (_parent: unknown, _args: unknown, { db }: ServiceContext) => {
    const base = await findBaseCurrency(db);
    // The migration inserts one and an index allows no second: without it the database is broken (masked, logged).
    if (!base) throw new Error('No base currency is stored');
    return { base: base.code, rates: ratesAsJson(base.code, await findRates(db, base.code)) };
  },
};
