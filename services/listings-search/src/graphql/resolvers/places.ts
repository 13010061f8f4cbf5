// The header place picker's fields (decision 0044): suggestions from the gazetteer and the chosen place's geography.
import { publicError } from '@golightly/service-kit';
import { placeGeography, suggestPlaces } from '../../app/place-suggestions';
import type { Resolvers } from '../gen/resolver-types';

export const placeResolvers: Resolvers = {
  Query: {
    placeSuggestions: async (_root, args, ctx) => {
      const outcome = await suggestPlaces({ db: ctx.db }, args);
      if (outcome.status === 'invalid') throw publicError(outcome.message, 'BAD_USER_INPUT');
      return outcome.suggestions.map((suggestion) => ({ ...suggestion, types: [...suggestion.types] }));
    },
    placeGeography: async (_root, args, ctx) => {
      const geography = await placeGeography({ db: ctx.db }, args.placeId);
      return (
        geography && { ...geography, addressParts: geography.addressParts.map((p) => ({ ...p, types: [...p.types] })) }
      );
    },
  },
};
