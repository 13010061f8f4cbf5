// getCurrencies and Currency (spec 000 §7): nobody needs to be signed in to see prices in her own currency.
import { findBaseCurrency, findEnabledCurrencies, findRates } from '../db/currencies';
import { ratesAsJson, toCurrencyFields } from '../domain/currency';
import type { QueryResolvers } from './gen/resolver-types';

/** The Query fields of the currency area. */
export const currencyQueries: Pick<QueryResolvers, 'getCurrencies' | 'Currency'> = {
  getCurrencies: async (_parent, _args, { db }) => (await findEnabledCurrencies(db)).map(toCurrencyFields),
  Currency: async (_parent, _args, { db }) => {
    const base = await findBaseCurrency(db);
    // The migration inserts one and an index allows no second: without it the database is broken (masked, logged).
    if (!base) throw new Error('No base currency is stored');
    return { base: base.code, rates: ratesAsJson(base.code, await findRates(db, base.code)) };
  },
};
