// Resolvers of the listings-search subgraph, typed from its SDL (gen/resolver-types.ts), one file per area.
import type { Resolvers } from '../gen/resolver-types';
import { adminResolvers } from './admin';
import { editorResolvers } from './editor';
import { guestAddressResolvers } from './guest-address';
import { hostSuspensionResolvers } from './host-suspension';
import { listSettingsAdminResolvers } from './list-settings-admin';
import { listingCalendarResolvers } from './listing-calendar';
import { listingPageResolvers } from './listing-page';
import { listingRatingResolvers } from './listing-ratings';
import { listingResolvers } from './listings';
import { wishListResolvers } from './wish-lists';
import { pickResolvers } from './picks';
import { placeResolvers } from './places';
import { searchResolvers } from './search';

export const resolvers: Resolvers = {
  ...listingResolvers,
  Query: {
    ...listingResolvers.Query,
    ...editorResolvers.Query,
    ...adminResolvers.Query,
    ...listSettingsAdminResolvers.Query,
    ...pickResolvers.Query,
    ...placeResolvers.Query,
    ...searchResolvers.Query,
    ...wishListResolvers.Query,
  },
  SearchResults: searchResolvers.SearchResults,
  SearchResultListing: listingRatingResolvers.SearchResultListing,
  SearchMapMarker: listingRatingResolvers.SearchMapMarker,
  Mutation: {
    ...editorResolvers.Mutation,
    ...adminResolvers.Mutation,
    ...listSettingsAdminResolvers.Mutation,
    ...listingPageResolvers.Mutation,
    ...listingCalendarResolvers.Mutation,
    ...pickResolvers.Mutation,
    ...wishListResolvers.Mutation,
  },
  WishListGroup: wishListResolvers.WishListGroup,
  ListSetting: { ...listingResolvers.ListSetting, ...listSettingsAdminResolvers.ListSetting },
  // The listing page's lat and lng come after the listing's own: the pin only for those who may see it.
  Listing: {
    ...listingResolvers.Listing,
    ...listSettingsAdminResolvers.Listing,
    ...listingPageResolvers.Listing,
    ...listingCalendarResolvers.Listing,
    ...hostSuspensionResolvers.Listing,
    ...wishListResolvers.Listing,
    ...guestAddressResolvers.Listing,
    ...listingRatingResolvers.Listing,
  },
};
