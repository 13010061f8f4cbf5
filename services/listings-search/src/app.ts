// The listings-search subgraph: listings, calendars, prices, search, wish lists.
import { defineSubgraph } from '@golightly/service-kit';
import { photoStoreFrom } from './app/photo-files';
import { ensureGazetteer } from './db/gazetteer';
import { seedDemo } from './db/seed';
import { subscriptions } from './events/subscriptions';
import { resolvers } from './graphql/resolvers/index';
import { withListingPhotos } from './graphql/resolvers/listing-photos';
import { listingPhotoRoutes } from './http/listing-photos';

export const subgraph = defineSubgraph({
  name: 'listings-search',
  appUrl: import.meta.url,
  // Listing photos' files are in the shared file store its environment names (decision 0038).
  resolvers: ({ env }) => withListingPhotos(resolvers, photoStoreFrom(env)),
  routes:
    ({ db, env }) =>
    async (app) => {
      await app.register(listingPhotoRoutes(db, photoStoreFrom(env)));
    },
  // A host's account deleted or restored by accounts suspends or brings back her listings (decision 0040).
  handlers: () => subscriptions(),
  // The gazetteer of place suggestions and city pages is loaded once, on the first start (decision 0044).
  seedDemo: async (db, env) => {
    await ensureGazetteer(db);
    return seedDemo(db, env);
  },
});
