// getCountries and getStripeStates (spec 000 §7): the country chooser and payout address states, fixed reference data.
import { COUNTRIES } from '../../domain/countries';
import { getStripeStates } from '../../domain/payout-states';
import type { Resolvers } from '../gen/resolver-types';

export const countryResolvers: Resolvers = {
  Query: {
    // Copies: the reference lists are frozen, GraphQL's result lists are not.
    getCountries: () => ({ status: 200, results: [...COUNTRIES] }),
    getStripeStates: (_parent, args) => ({ status: 200, results: [...getStripeStates(args.countryId)] }),
  },
};
