// getCountries and getStripeStates (spec 000 §7): the country chooser and payout address states.
import type { Resolvers } from '@golightly/service-kit';
import { COUNTRIES } from '../../domain/countries';
import { getStripeStates } from '../../domain/payout-states';

export const countryResolvers: Resolvers = {
  Query: {
    getCountries: () => ({ status: 200, results: COUNTRIES }),
    getStripeStates: (_parent, args: { countryId: number }) => ({
      status: 200,
      results: getStripeStates(args.countryId),
    }),
  },
};
