// Generated from src/graphql/*.graphql by `npm run codegen` (service-kit resolver-codegen). Do not edit.
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ListingGraph, ListingDataGraph, BedTypeGraph } from '../listing-graph';
import type { ListSetting as ListSettingRecord } from '../../domain/list-settings';
import type { ListingPhoto as ListingPhotoRecord } from '../../db/photos';
import type { UserReference } from '../references';
import type { SearchAnswer } from '../../app/search-listings';
import type { WishListGroupRow as WishListGroupRowRecord } from '../../db/wish-lists';
import type { ServiceContext } from '@golightly/service-kit';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<Awaited<TResult>>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
  link__Import: { input: unknown; output: unknown };
  federation__FieldSet: { input: unknown; output: unknown };
};

export type Link__Purpose =
  /** `SECURITY` features provide metadata necessary to securely resolve fields. */
  | 'SECURITY'
  /** `EXECUTION` features provide metadata necessary for operation execution. */
  | 'EXECUTION';

/**
 * A home a host offers to members (spec 001 §3, the listing preview of spec 000 §3; decision 0034). Money is kept in
 * integer minor units of the listing's currency and shown here in major units; times are wall-clock times in the
 * listing's time zone. The street address, the licence number, the admin's message and the unlisted reason are the
 * host's own: null for anyone but her, her co-hosts and admins who manage listings; the street address (street, building,
 * zip) is also her guest's once a stay there is confirmed, until it is cancelled (decision 0052).
 */
export type Listing = {
  __typename?: 'Listing';
  /** Listing number, as in /rooms/{listId}. */
  id: Scalars['Int']['output'];
  /** The host's user id. */
  userId: Scalars['ID']['output'];
  /** The member who hosts it. */
  host: User;
  /** Headline shown in search results; empty until step 2 is done. */
  title: Scalars['String']['output'];
  /** The title as the listing URL writes it (spec 000 §9). */
  slug: Scalars['String']['output'];
  /** What the host says about her home. */
  description: Scalars['String']['output'];
  /** What the host says about the neighbourhood. */
  neighbourhood: Scalars['String']['output'];
  /** The cover photo's file name (or full URL), or null when there are no photos. */
  coverPhoto?: Maybe<Scalars['String']['output']>;
  /** Photos, the cover first. */
  photos: Array<ListingPhoto>;
  /** ISO 3166-1 alpha-2 country code. */
  country: Scalars['String']['output'];
  /** The country's name in English. */
  countryName: Scalars['String']['output'];
  /** Street address; the host's own, and her guest's once a stay there is confirmed. */
  street?: Maybe<Scalars['String']['output']>;
  /** Building name; the host's own, and her guest's once a stay there is confirmed. */
  buildingName?: Maybe<Scalars['String']['output']>;
  /** City of the home. */
  city: Scalars['String']['output'];
  /** State or region of the home. */
  state: Scalars['String']['output'];
  /** Zip or postal code; the host's own, and her guest's once a stay there is confirmed. */
  zipcode?: Maybe<Scalars['String']['output']>;
  /** Latitude of the map pin. */
  lat?: Maybe<Scalars['Float']['output']>;
  /** Longitude of the map pin. */
  lng?: Maybe<Scalars['Float']['output']>;
  /** IANA time zone of the home: check-in times and every 24-hour window of a stay are in it. */
  timeZone: Scalars['String']['output'];
  /** Only women stay in the home. */
  womensOnly: Scalars['Boolean']['output'];
  /** Men stay in the home too. */
  menStay: Scalars['Boolean']['output'];
  /** Who else stays in the home, in the host's words. */
  whoElseStays: Scalars['String']['output'];
  /** Guests share a common area. */
  commonArea: Scalars['Boolean']['output'];
  /** instant (the spec's intantBooking) or request. */
  bookingType: Scalars['String']['output'];
  /** How many bedrooms. */
  bedrooms: Scalars['Int']['output'];
  /** How many beds. */
  beds: Scalars['Int']['output'];
  /** How many bathrooms, in halves. */
  bathrooms: Scalars['Float']['output'];
  /** How many guests may stay (1 to 1000). */
  personCapacity: Scalars['Int']['output'];
  /** primary or secondary residence of the host, or null when not said. */
  residenceType?: Maybe<Scalars['String']['output']>;
  /** Kind of place (list settings type 1). */
  roomType?: Maybe<ListSetting>;
  /** Type of property (list settings type 3). */
  houseType?: Maybe<ListSetting>;
  /** Size of the building (list settings type 4). */
  buildingSize?: Maybe<ListSetting>;
  /** Type of bathroom (list settings type 9). */
  bathroomType?: Maybe<ListSetting>;
  /** Beds by type. */
  bedTypes: Array<ListingBedType>;
  /** An extra guest may come (for the extra guest fee). */
  extraGuest: Scalars['Boolean']['output'];
  /** An extra bed is available. */
  extraBed: Scalars['Boolean']['output'];
  /** An extra bathroom is available. */
  extraBathroom: Scalars['Boolean']['output'];
  /** An extra bedroom is available. */
  extraBedroom: Scalars['Boolean']['output'];
  /** Amenities and spaces (list settings types 10, 11, 12, 21, 22, 23). */
  amenities: Array<ListSetting>;
  /** House rules picked from the catalogue (list settings type 14). */
  houseRules: Array<ListSetting>;
  /** House rules in the host's own words. */
  customHouseRules: Scalars['String']['output'];
  /** Business licence number; the host's own. */
  businessLicenseNumber?: Maybe<Scalars['String']['output']>;
  /** Exclusive to the club. */
  isExclusive: Scalars['Boolean']['output'];
  /** Offers long-term stays (28 days or more). */
  isLongerStay: Scalars['Boolean']['output'];
  /** Offers stays of 31 days or more. */
  isMonthPlus: Scalars['Boolean']['output'];
  /** Prices and booking settings. */
  listingData: ListingData;
  /** draft, awaitingApproval, approved or rejected. */
  approvalStatus: Scalars['String']['output'];
  /** The admin's message when rejected; the host's own. */
  rejectionMessage?: Maybe<Scalars['String']['output']>;
  /** The host has it live (only ever once approved). */
  isPublished: Scalars['Boolean']['output'];
  /** Found in search; unlisted, it is reached by its link only. */
  isListed: Scalars['Boolean']['output'];
  /** Why the host unlisted it; the host's own. */
  unlistedReason?: Maybe<Scalars['String']['output']>;
  /** Step 1 (basics): completed or incomplete. */
  step1: Scalars['String']['output'];
  /** Step 2 (the scene): completed or incomplete. */
  step2: Scalars['String']['output'];
  /** Step 3 (ready for guests): completed or incomplete. */
  step3: Scalars['String']['output'];
  /** Step 4 (submitted for approval): completed or incomplete. */
  step4: Scalars['String']['output'];
  /** Reviews of stays (bookings-payments' reviews; 0 until they reach this service). */
  reviewsCount: Scalars['Int']['output'];
  /** Average star rating of those reviews, 0 when none. */
  reviewsStarRating: Scalars['Float']['output'];
  /** The caller is its host (or her co-host). */
  isListOwner: Scalars['Boolean']['output'];
  /** The signed-in member saved it in one of her wish lists (false for a visitor, an admin and a co-host). */
  wishListStatus: Scalars['Boolean']['output'];
  /** When it was created, ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** When it last changed, ISO 8601. */
  updatedAt: Scalars['String']['output'];
  /**
   * Its host's account was deleted by an admin and may still be restored (decision 0040): the listing is hidden from
   * everyone but admins who manage listings, not bookable and not editable, its approval, publication and listed states
   * kept for the restore. For the admin listings screens only.
   */
  hostSuspended: Scalars['Boolean']['output'];
  /** When it was submitted for approval (the approval queue's order), ISO 8601; the host's own. */
  submittedAt?: Maybe<Scalars['String']['output']>;
  /** When it was deleted, ISO 8601; the host's own (admins see it on the deleted listings screen). */
  deletedAt?: Maybe<Scalars['String']['output']>;
  /** Who deleted it: host or admin; the host's own. */
  deletedBy?: Maybe<Scalars['String']['output']>;
  /** Seasonal prices, by first night; no two share a night. */
  seasons: Array<ListingSeason>;
  /** Last-minute discounts, in the host's order: the largest whose range holds applies. */
  lastMinuteDiscounts: Array<ListingLastMinuteDiscount>;
  /** Length-of-stay discounts, in the host's order: with weekly, monthly and 90+, the largest that applies is taken. */
  lengthOfStayDiscounts: Array<ListingLengthOfStayDiscount>;
  /** Weekdays on which no stay may end (MON to SUN); the check-in ones are listingData.blockedCheckInDays. */
  blockedCheckOutDays: Array<Scalars['String']['output']>;
  /** With same-day notice: the time at the home (HH:MM) after which today can no longer be booked; null: none. */
  sameDayCutOff?: Maybe<Scalars['String']['output']>;
  /**
   * Where the home is on the map as the caller may see it (decision 0037): the pin itself for its host, her co-hosts and
   * admins who manage listings; for everyone else a point 150 to 400 m from it, fixed for the listing, to be drawn as a
   * circle of radiusMeters (the home is always inside). lat and lng answer the same point. asGuest: the host previews
   * the map as guests see it. Null until the host places the pin.
   */
  mapLocation?: Maybe<ListingMapLocation>;
  /** Views of this listing's page over the past week (spec 001 §9): today and the six days before, each viewer once a day. */
  viewsLastWeek: Scalars['Int']['output'];
  /** Up to 6 live homes of other hosts like this one: in the same city first, then the nearest (decision 0037). */
  similarListings: Array<Listing>;
  /**
   * The availability calendar day by day from `from` to `to` (listing-local dates YYYY-MM-DD, both included, at most 366
   * days), on the listing's clock: each night available or why not, and whether a stay may start or end that day.
   */
  calendar: Array<ListingCalendarDay>;
};

/**
 * A home a host offers to members (spec 001 §3, the listing preview of spec 000 §3; decision 0034). Money is kept in
 * integer minor units of the listing's currency and shown here in major units; times are wall-clock times in the
 * listing's time zone. The street address, the licence number, the admin's message and the unlisted reason are the
 * host's own: null for anyone but her, her co-hosts and admins who manage listings; the street address (street, building,
 * zip) is also her guest's once a stay there is confirmed, until it is cancelled (decision 0052).
 */
export type ListingMapLocationArgs = {
  asGuest?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * A home a host offers to members (spec 001 §3, the listing preview of spec 000 §3; decision 0034). Money is kept in
 * integer minor units of the listing's currency and shown here in major units; times are wall-clock times in the
 * listing's time zone. The street address, the licence number, the admin's message and the unlisted reason are the
 * host's own: null for anyone but her, her co-hosts and admins who manage listings; the street address (street, building,
 * zip) is also her guest's once a stay there is confirmed, until it is cancelled (decision 0052).
 */
export type ListingCalendarArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};

/** A listing's prices (in major units of its currency) and booking settings (spec 000 §3 listingData). */
export type ListingData = {
  __typename?: 'ListingData';
  /** ISO 4217 code of every amount; null until prices are set. */
  currency?: Maybe<Scalars['String']['output']>;
  /** Price of a night. */
  basePrice?: Maybe<Scalars['Float']['output']>;
  /** Once per stay; 0 when none. */
  cleaningPrice: Scalars['Float']['output'];
  /** Price of a Friday or Saturday night; null: the base price. */
  weekendPrice?: Maybe<Scalars['Float']['output']>;
  /** Per extra guest per night. */
  extraGuestFee: Scalars['Float']['output'];
  /** Guests included in the price; extra guests are those beyond. */
  extraGuestAfter?: Maybe<Scalars['Int']['output']>;
  /** Once per stay with pets. */
  petFee: Scalars['Float']['output'];
  /** Security deposit. */
  securityFee: Scalars['Float']['output'];
  /** Tax rate, percent. */
  taxRate: Scalars['Float']['output'];
  /** Percent off a stay of 7 nights or more. */
  weeklyDiscount: Scalars['Int']['output'];
  /** Percent off a stay of 28 nights or more. */
  monthlyDiscount: Scalars['Int']['output'];
  /** Percent off a stay of 90 nights or more. */
  threeMonthDiscount: Scalars['Int']['output'];
  /** Fewest nights. */
  minNight: Scalars['Int']['output'];
  /** Most nights; null: no maximum. */
  maxNight?: Maybe<Scalars['Int']['output']>;
  /** Advance notice in days: 0 (same day), 1, 2, 3 or 7. */
  bookingNoticeTime: Scalars['Int']['output'];
  /** Booking window in months: 3, 6, 9 or 12; null: all future dates. */
  maxDaysNotice?: Maybe<Scalars['Int']['output']>;
  /** Earliest check-in, HH:MM, or 'flexible'. */
  checkInStart: Scalars['String']['output'];
  /** Latest check-in, HH:MM, or 'flexible'. */
  checkInEnd: Scalars['String']['output'];
  /** Check-out, HH:MM, or 'flexible'. */
  checkOutTime: Scalars['String']['output'];
  /** Weekdays on which no stay may start: MON to SUN. */
  blockedCheckInDays: Array<Scalars['String']['output']>;
  /** flexible, moderate, strict or superStrict30 (spec 001 §9); null until chosen. */
  cancellationPolicy?: Maybe<Scalars['String']['output']>;
  /** The host agreed to the guest pledge. */
  guestPledgeAccepted: Scalars['Boolean']['output'];
};

/** One item of a list settings catalogue (type ids 1 to 23). */
export type ListSetting = {
  __typename?: 'ListSetting';
  /** The item's id. */
  id: Scalars['Int']['output'];
  /** Which catalogue (list settings type id). */
  typeId: Scalars['Int']['output'];
  /** The item's name. */
  itemName: Scalars['String']['output'];
  /** Counts (type ids 2, 5, 6, 8, 16, 18, 19): the number the item offers; null for the others. */
  value?: Maybe<Scalars['Float']['output']>;
  /** Texts (type ids 13, 15): the sentence shown; empty for the others. */
  itemDescription: Scalars['String']['output'];
};

/** How many beds of one type a listing has. */
export type ListingBedType = {
  __typename?: 'ListingBedType';
  /** The bed type (list settings type 7). */
  bedType: ListSetting;
  /** How many. */
  count: Scalars['Int']['output'];
};

/** A photo of a listing. */
export type ListingPhoto = {
  __typename?: 'ListingPhoto';
  /** The photo's id. */
  id: Scalars['Int']['output'];
  /** Stored file name, or a full URL when type is 'Golightly'. */
  name: Scalars['String']['output'];
  /** What it shows. */
  photoDescription: Scalars['String']['output'];
  /** Where the file comes from. */
  type: Scalars['String']['output'];
  /** The cover: shown first in search results, on the listing page and in e-mails; one per listing while it has photos. */
  isCover: Scalars['Boolean']['output'];
  /** The host's order, 0 first (Listing.photos lists the cover first, then this order). */
  position: Scalars['Int']['output'];
};

/** A member, owned by the accounts subgraph; here she gains the homes she hosts. */
export type User = {
  __typename?: 'User';
  /** The member's id. */
  id: Scalars['ID']['output'];
  /** Live homes this member hosts, newest first. */
  listings: Array<Listing>;
};

/** Reads of listings. */
export type Query = {
  __typename?: 'Query';
  /** A live listing, or the caller's own; null otherwise. An admin sees what a visitor sees here (admins use UserListing). */
  listing?: Maybe<Listing>;
  /** The enabled items of the list settings catalogues the host editor offers, by type id (all types when none given). */
  listSettings: Array<ListSetting>;
  /** The list settings catalogues (type ids 1 to 23 except 17), in type id order. */
  listSettingTypes: Array<ListSettingType>;
  /** One catalogue with every item, enabled or not (/siteadmin/listsettings/{typeId}). */
  adminListSettings: AdminListSettingCatalogue;
  /** Deleted listings (/siteadmin/deleted-listings), most recently deleted first; search by title, city or number. */
  deletedListings: AdminListingPage;
  /** Listings for Manage Listings (/siteadmin/listings), newest first; search by title, city or number. */
  adminListings: AdminListingPage;
  /** Listings awaiting approval (/siteadmin/listingapproval), the longest waiting first. */
  listingsAwaitingApproval: AdminListingPage;
  /** The listing the host editor opens at /become-a-host/{listId} (spec 000 §5, §7): status 400 means unavailable. */
  getListingData: ListingDataResult;
  /**
   * The listing page /rooms/{listId} (spec 000 §7): a live listing for anyone; one not approved or unpublished only for
   * its host, her co-hosts and admins who manage listings; null otherwise (a deleted one for everyone). preview: the
   * host looks at her own listing as guests will; it changes nothing of what she may see.
   */
  UserListing?: Maybe<Listing>;
  /** Step 2 of the host editor (spec 000 §7): the host's own listing, null for anyone else. */
  getStepTwo?: Maybe<Listing>;
  /** The signed-in host's listings (and her host's, for a co-host), last changed first (spec 000 §7: id, title). */
  ManageListings: Array<Listing>;
  /**
   * Whether the caller may list a home now, asked before she fills any form: only an approved woman member whose ID is
   * verified (decision 0032), decided on the signed identity alone, as every change of a listing decides it.
   */
  hostingEligibility: HostingEligibility;
  /**
   * The picks lists in the home page's order, each with its live homes (the same for everyone). first: at most this many
   * lists (all six when left out); it also tells the gateway's cost estimate how long the outer list is.
   */
  homePicks: Array<PickList>;
  /** The search settings (the same for everyone: the price slider needs the maximum). */
  searchSettings: SearchSettings;
  /** One picks list with every pick, live or not; the admin's privilege must open that list's own page. */
  adminPicks: AdminPickList;
  /**
   * Up to 8 cities, states and countries whose name starts with the query or has a word that does, accents and case
   * aside ('sao paulo' finds São Paulo); those whose name starts with it first, then the most populous. Nothing for a
   * query shorter than minLength; only places of `country` (ISO 3166-1 alpha-2) when given. Open to visitors.
   */
  placeSuggestions: Array<PlaceSuggestion>;
  /** The geography of a suggested place by its placeId; null for an id the gazetteer does not know. Open to visitors. */
  placeGeography?: Maybe<PlaceGeography>;
  /**
   * Search homes (spec 000 §7). Only approved, published, listed homes of members in good standing are found. The
   * price range is in the member's chosen currency; priceNoLimit: the range reached the configured maximum, so there is
   * no upper bound. Counts and ids are only meaningful when non-zero (0 means "any"). The map-bound variant of the spec
   * is this call with searchByMap true and fewer fields selected.
   */
  SearchListing: SearchResults;
  /**
   * A city or region page's homes (/cities/{city}, /explore/{city}): the place's bounds from the gazetteer, the same
   * filters as SearchListing, page from 1; resultType 'map' answers only the markers, 'list' (default) the page too.
   */
  CitySearchListing: SearchResults;
  /** Ids and places of live homes (spec 000 §7: defined, unused by the screens); of the given ids, or inside the box. */
  ExploreMoreSearchListing: Array<ExploreMoreListing>;
  /**
   * The wish-list groups of the member with this profile number (spec 000 §7): all of hers, private ones too, when it is
   * her own profile or none is given; only the public ones of anyone else. For signed-in members.
   */
  getAllWishListGroup: WishListGroupsResult;
  /** One group with its live homes: a public one for any signed-in member, a private one for its owner only. */
  getWishListGroup: WishListGroupResult;
};

/** Reads of listings. */
export type QueryListingArgs = {
  id: Scalars['Int']['input'];
};

/** Reads of listings. */
export type QueryListSettingsArgs = {
  typeIds?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** Reads of listings. */
export type QueryAdminListSettingsArgs = {
  typeId: Scalars['Int']['input'];
};

/** Reads of listings. */
export type QueryDeletedListingsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** Reads of listings. */
export type QueryAdminListingsArgs = {
  approvalStatus?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** Reads of listings. */
export type QueryListingsAwaitingApprovalArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** Reads of listings. */
export type QueryGetListingDataArgs = {
  id: Scalars['Int']['input'];
};

/** Reads of listings. */
export type QueryUserListingArgs = {
  listId: Scalars['Int']['input'];
  preview?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Reads of listings. */
export type QueryGetStepTwoArgs = {
  listId: Scalars['Int']['input'];
};

/** Reads of listings. */
export type QueryHomePicksArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** Reads of listings. */
export type QueryAdminPicksArgs = {
  kind: Scalars['String']['input'];
};

/** Reads of listings. */
export type QueryPlaceSuggestionsArgs = {
  query: Scalars['String']['input'];
  country?: InputMaybe<Scalars['String']['input']>;
  minLength?: InputMaybe<Scalars['Int']['input']>;
};

/** Reads of listings. */
export type QueryPlaceGeographyArgs = {
  placeId: Scalars['String']['input'];
};

/** Reads of listings. */
export type QuerySearchListingArgs = {
  personCapacity?: InputMaybe<Scalars['Int']['input']>;
  dates?: InputMaybe<SearchDatesInput>;
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  otherCurrentPage?: InputMaybe<Scalars['Int']['input']>;
  geography?: InputMaybe<SearchGeographyInput>;
  geoType?: InputMaybe<Scalars['String']['input']>;
  lat?: InputMaybe<Scalars['Float']['input']>;
  lng?: InputMaybe<Scalars['Float']['input']>;
  sw_lat?: InputMaybe<Scalars['Float']['input']>;
  sw_lng?: InputMaybe<Scalars['Float']['input']>;
  ne_lat?: InputMaybe<Scalars['Float']['input']>;
  ne_lng?: InputMaybe<Scalars['Float']['input']>;
  searchByMap?: InputMaybe<Scalars['Boolean']['input']>;
  staticPage?: InputMaybe<Scalars['String']['input']>;
  womenCount?: InputMaybe<Scalars['Int']['input']>;
  menCount?: InputMaybe<Scalars['Int']['input']>;
  childCount?: InputMaybe<Scalars['Int']['input']>;
  isExclusive?: InputMaybe<Scalars['Boolean']['input']>;
  bookingType?: InputMaybe<Scalars['String']['input']>;
  roomType?: InputMaybe<Array<Scalars['Int']['input']>>;
  amenities?: InputMaybe<Array<Scalars['Int']['input']>>;
  spaces?: InputMaybe<Array<Scalars['Int']['input']>>;
  houseRules?: InputMaybe<Array<Scalars['Int']['input']>>;
  priceRange?: InputMaybe<Array<Scalars['Float']['input']>>;
  priceNoLimit?: InputMaybe<Scalars['Boolean']['input']>;
  priceSortOrder?: InputMaybe<Scalars['String']['input']>;
  familyFriendlyAmenities?: InputMaybe<Array<Scalars['Int']['input']>>;
  uniqueAmenities?: InputMaybe<Array<Scalars['Int']['input']>>;
  businessAmenities?: InputMaybe<Array<Scalars['Int']['input']>>;
  tripType?: InputMaybe<Array<Scalars['Int']['input']>>;
  universityId?: InputMaybe<Scalars['Int']['input']>;
  bedrooms?: InputMaybe<Scalars['Int']['input']>;
  bathrooms?: InputMaybe<Scalars['Float']['input']>;
  beds?: InputMaybe<Scalars['Int']['input']>;
  industry?: InputMaybe<Scalars['String']['input']>;
  isLongerStay?: InputMaybe<Scalars['Boolean']['input']>;
  otherCount?: InputMaybe<Scalars['Int']['input']>;
  zoomLevel?: InputMaybe<Scalars['Int']['input']>;
  houseType?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** Reads of listings. */
export type QueryCitySearchListingArgs = {
  city: Scalars['String']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  resultType?: InputMaybe<Scalars['String']['input']>;
  personCapacity?: InputMaybe<Scalars['Int']['input']>;
  dates?: InputMaybe<SearchDatesInput>;
  womenCount?: InputMaybe<Scalars['Int']['input']>;
  menCount?: InputMaybe<Scalars['Int']['input']>;
  childCount?: InputMaybe<Scalars['Int']['input']>;
  otherCount?: InputMaybe<Scalars['Int']['input']>;
  isExclusive?: InputMaybe<Scalars['Boolean']['input']>;
  bookingType?: InputMaybe<Scalars['String']['input']>;
  roomType?: InputMaybe<Array<Scalars['Int']['input']>>;
  amenities?: InputMaybe<Array<Scalars['Int']['input']>>;
  spaces?: InputMaybe<Array<Scalars['Int']['input']>>;
  houseRules?: InputMaybe<Array<Scalars['Int']['input']>>;
  priceRange?: InputMaybe<Array<Scalars['Float']['input']>>;
  priceNoLimit?: InputMaybe<Scalars['Boolean']['input']>;
  priceSortOrder?: InputMaybe<Scalars['String']['input']>;
  familyFriendlyAmenities?: InputMaybe<Array<Scalars['Int']['input']>>;
  uniqueAmenities?: InputMaybe<Array<Scalars['Int']['input']>>;
  businessAmenities?: InputMaybe<Array<Scalars['Int']['input']>>;
  tripType?: InputMaybe<Array<Scalars['Int']['input']>>;
  bedrooms?: InputMaybe<Scalars['Int']['input']>;
  bathrooms?: InputMaybe<Scalars['Float']['input']>;
  beds?: InputMaybe<Scalars['Int']['input']>;
  isLongerStay?: InputMaybe<Scalars['Boolean']['input']>;
  houseType?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** Reads of listings. */
export type QueryExploreMoreSearchListingArgs = {
  ids?: InputMaybe<Array<Scalars['Int']['input']>>;
  sw_lat?: InputMaybe<Scalars['Float']['input']>;
  sw_lng?: InputMaybe<Scalars['Float']['input']>;
  ne_lat?: InputMaybe<Scalars['Float']['input']>;
  ne_lng?: InputMaybe<Scalars['Float']['input']>;
};

/** Reads of listings. */
export type QueryGetAllWishListGroupArgs = {
  profileId?: InputMaybe<Scalars['Int']['input']>;
};

/** Reads of listings. */
export type QueryGetWishListGroupArgs = {
  id: Scalars['ID']['input'];
};

/** A list settings catalogue (type ids 1 to 23 except 17; decision 0036): what its items are and what they feed. */
export type ListSettingType = {
  __typename?: 'ListSettingType';
  /** The catalogue's type id, as in /siteadmin/listsettings/{typeId}. */
  typeId: Scalars['Int']['output'];
  /** Its name on the admin screen. */
  name: Scalars['String']['output'];
  /** choice (picked by id: a name), count (a number offered for a field: a name and a value) or text (a name and a description). */
  kind: Scalars['String']['output'];
  /** The listing field or search filter its items feed. */
  feeds: Scalars['String']['output'];
  /** Counts: the smallest number an item may offer. */
  valueMin?: Maybe<Scalars['Float']['output']>;
  /** Counts: the largest number an item may offer. */
  valueMax?: Maybe<Scalars['Float']['output']>;
  /** Counts: 1 for whole numbers, 0.5 for halves. */
  valueStep?: Maybe<Scalars['Float']['output']>;
  /** Counts that allow only some numbers (advance notice: 0, 1, 2, 3, 7); null otherwise. */
  allowedValues?: Maybe<Array<Scalars['Float']['output']>>;
};

/** An item of a list settings catalogue as admins keep it. */
export type AdminListSetting = {
  __typename?: 'AdminListSetting';
  /** The item's id (what a listing or a search refers to). */
  id: Scalars['Int']['output'];
  /** Its catalogue. */
  typeId: Scalars['Int']['output'];
  /** The name hosts and guests read. */
  itemName: Scalars['String']['output'];
  /** Texts (13, 15): the sentence shown; empty for the others. */
  itemDescription: Scalars['String']['output'];
  /** Counts: the number it offers; null for the others. */
  value?: Maybe<Scalars['Float']['output']>;
  /** Offered to hosts and searches; a disabled item stays on the listings that have it. */
  isEnable: Scalars['Boolean']['output'];
  /** How many listings (deleted ones too) picked it; only an item no listing uses can be deleted. */
  listingCount: Scalars['Int']['output'];
  /** When it was added, ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** When it last changed, ISO 8601. */
  updatedAt: Scalars['String']['output'];
};

/** One catalogue with every item, enabled or not. */
export type AdminListSettingCatalogue = {
  __typename?: 'AdminListSettingCatalogue';
  /** What the catalogue is. */
  type: ListSettingType;
  /** Its items: counts by number, the others in the order they were added. */
  items: Array<AdminListSetting>;
};

/** An item as the admin's form sends it; which fields it needs depends on the catalogue's kind. */
export type ListSettingInput = {
  /** Required, up to 255 characters, one line. */
  itemName?: InputMaybe<Scalars['String']['input']>;
  /** Texts (13, 15) only: required, up to 1000 characters. */
  itemDescription?: InputMaybe<Scalars['String']['input']>;
  /** Counts only: required, within the catalogue's bounds. */
  value?: InputMaybe<Scalars['Float']['input']>;
  /** Offered to hosts and searches; a new item is unless false. On update, null keeps it. */
  isEnable?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * The outcome of a change to a catalogue. status: success; invalid (fieldErrors says what to correct; nothing was
 * saved); notFound (the item no longer exists); conflict (the item is in use and cannot be deleted: disable it).
 */
export type ListSettingResult = {
  __typename?: 'ListSettingResult';
  /** success, invalid, notFound or conflict. */
  status: Scalars['String']['output'];
  /** Why not, when status is not success. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** Each field to correct (itemName, itemDescription, value, typeId), with the rule's message. */
  fieldErrors: Array<ListingFieldError>;
  /** The item as stored (as it was, once deleted), on success. */
  setting?: Maybe<AdminListSetting>;
};

/** Changes to listings. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Adds an item to a catalogue; the admin's privilege must open /siteadmin/listsettings/{typeId}. */
  createListSetting: ListSettingResult;
  /** Changes an item: the whole item as the form has it. */
  updateListSetting: ListSettingResult;
  /** Offers an item to hosts and searches again (enabled true) or stops offering it (false); listings keep it. */
  setListSettingEnabled: ListSettingResult;
  /** Deletes an item no listing uses; conflict when one does (disable it instead). */
  deleteListSetting: ListSettingResult;
  /** Approves a listing awaiting approval: it goes live and the host is told. */
  approveListing: ListingEditResult;
  /** Rejects a listing awaiting approval with a message for the host, who may resubmit. */
  rejectListing: ListingEditResult;
  /** Creates a listing for a host (her user id), every step at once: approved and live; the host is told. */
  adminCreateListing: ListingEditResult;
  /** Moves a listing to another host (her user id). */
  transferListing: ListingEditResult;
  /** Deletes a listing: hidden everywhere, never bookable again. */
  adminDeleteListing: ListingEditResult;
  /**
   * Blocks the nights of the ranges on the listing's calendar, all or nothing; nights blocked already stay blocked and
   * nights already past at the home are left out. A night a guest holds is never blocked: the answer is conflict and
   * names it. fieldErrors name ranges.N.from, ranges.N.to or ranges.
   */
  blockListingDates: ListingEditResult;
  /** Unblocks the nights of the ranges, all or nothing; nights not blocked stay as they are. */
  unblockListingDates: ListingEditResult;
  /** The calendar's weekly rules: the weekdays on which no stay may end and the same-day cut-off. */
  updateListingCalendarRules: ListingEditResult;
  /** Adds a seasonal price (the listing needs its base price first: conflict otherwise). */
  addListingSeason: ListingEditResult;
  /** Changes a seasonal price; notFound when the listing has no such season. */
  updateListingSeason: ListingEditResult;
  /** Deletes a seasonal price; notFound when the listing has no such season. */
  deleteListingSeason: ListingEditResult;
  /**
   * Sets every discount at once: weekly, monthly and 90+ percentages and the last-minute and length-of-stay rules.
   * fieldErrors name weeklyDiscount or lastMinuteDiscounts.N.percent and the like.
   */
  saveListingDiscounts: ListingEditResult;
  /** Starts a listing with step 1 (only a woman member whose ID is verified may list). It starts as a draft. */
  createListing: ListingEditResult;
  /** Step 1, the basics, all at once. */
  updateListingBasics: ListingEditResult;
  /** Step 2's words: title, description, neighbourhood. */
  updateListingScene: ListingEditResult;
  /** Step 3's prices, all at once: currency, amounts as decimal text, tax rate, discounts. */
  updateListingPricing: ListingEditResult;
  /** Step 3's booking settings: nights, advance notice, booking window, check-in and check-out, instant book, flags. */
  updateListingBookingSettings: ListingEditResult;
  /** Step 3's house rules. */
  updateListingHouseRules: ListingEditResult;
  /** Step 3's cancellation policy: flexible, moderate, strict or superStrict30. */
  setListingCancellationPolicy: ListingEditResult;
  /** Step 3's guest pledge: agreed must be true. */
  acceptGuestPledge: ListingEditResult;
  /** Submits the listing for approval (or resubmits it after a rejection); steps 1 to 3 must be complete. */
  submitListingForApproval: ListingEditResult;
  /** Puts an approved listing live again. */
  publishListing: ListingEditResult;
  /** Takes the listing off the club; only the host, her co-hosts and admins see it. */
  unpublishListing: ListingEditResult;
  /** Lists the listing in search again (listed true), or unlists it with a reason (listed false). */
  setListingListed: ListingEditResult;
  /** Makes 1 to 50 draft copies of the listing, all or nothing; count as typed (numbers only). */
  duplicateListing: DuplicateListingResult;
  /** Deletes the listing: hidden everywhere, never bookable again. */
  deleteListing: ListingEditResult;
  /**
   * Counts the caller's view of a live listing's page (spec 001 §9): true when it is her first today; false when she
   * was counted already today, or is not counted (its host, an admin, a listing not live or not there). A visitor is
   * counted by a salted hash of her address, never the address (decision 0037).
   */
  recordListingView: Scalars['Boolean']['output'];
  /** Puts the listing's photos in this order: every photo id of the listing, each once, or nothing changes. */
  reorderListingPhotos: ListingEditResult;
  /** What a photo shows, up to 255 characters; an empty text clears it. */
  setListingPhotoCaption: ListingEditResult;
  /** Makes this photo the listing's cover. */
  setListingCoverPhoto: ListingEditResult;
  /** Deletes a photo; its files are removed once that is saved. A deleted cover passes to the first photo left. */
  deleteListingPhoto: ListingEditResult;
  /** Adds a live home, by its listing number, at the end of the list. */
  addPick: PickResult;
  /** Takes a home off the list; the ones after it move up. */
  removePick: PickResult;
  /** Moves a home one place: direction up or down (the first up or the last down changes nothing). */
  movePick: PickResult;
  /** Sets the whole order: listIds must be the list's homes, each once (conflict when the list changed meanwhile). */
  reorderPicks: PickResult;
  /** Saves the search settings, checked: max > min >= 0 in whole US dollars. */
  updateSearchSettings: SearchSettingsResult;
  /** Saves a live home in one of her groups (eventKey true) or takes it out (false) (spec 000 §4, §7). */
  CreateWishList: WishListChange;
  /** A new group of hers, private unless isPublic (spec 000 §7); at most 100 a member. */
  CreateWishListGroup: WishListChange;
  /** Renames her group and/or makes it public or private; what is not given stays. */
  updateWishListGroup: WishListChange;
  /** Deletes her group and the saves in it. */
  deleteWishListGroup: WishListChange;
};

/** Changes to listings. */
export type MutationCreateListSettingArgs = {
  typeId: Scalars['Int']['input'];
  setting: ListSettingInput;
};

/** Changes to listings. */
export type MutationUpdateListSettingArgs = {
  id: Scalars['Int']['input'];
  setting: ListSettingInput;
};

/** Changes to listings. */
export type MutationSetListSettingEnabledArgs = {
  id: Scalars['Int']['input'];
  enabled: Scalars['Boolean']['input'];
};

/** Changes to listings. */
export type MutationDeleteListSettingArgs = {
  id: Scalars['Int']['input'];
};

/** Changes to listings. */
export type MutationApproveListingArgs = {
  listId: Scalars['Int']['input'];
};

/** Changes to listings. */
export type MutationRejectListingArgs = {
  listId: Scalars['Int']['input'];
  message: Scalars['String']['input'];
};

/** Changes to listings. */
export type MutationAdminCreateListingArgs = {
  hostId: Scalars['ID']['input'];
  listing: AdminListingInput;
};

/** Changes to listings. */
export type MutationTransferListingArgs = {
  listId: Scalars['Int']['input'];
  toHostId: Scalars['ID']['input'];
};

/** Changes to listings. */
export type MutationAdminDeleteListingArgs = {
  listId: Scalars['Int']['input'];
};

/** Changes to listings. */
export type MutationBlockListingDatesArgs = {
  listId: Scalars['Int']['input'];
  ranges: Array<ListingDateRangeInput>;
};

/** Changes to listings. */
export type MutationUnblockListingDatesArgs = {
  listId: Scalars['Int']['input'];
  ranges: Array<ListingDateRangeInput>;
};

/** Changes to listings. */
export type MutationUpdateListingCalendarRulesArgs = {
  listId: Scalars['Int']['input'];
  rules: ListingCalendarRulesInput;
};

/** Changes to listings. */
export type MutationAddListingSeasonArgs = {
  listId: Scalars['Int']['input'];
  season: ListingSeasonInput;
};

/** Changes to listings. */
export type MutationUpdateListingSeasonArgs = {
  listId: Scalars['Int']['input'];
  seasonId: Scalars['Int']['input'];
  season: ListingSeasonInput;
};

/** Changes to listings. */
export type MutationDeleteListingSeasonArgs = {
  listId: Scalars['Int']['input'];
  seasonId: Scalars['Int']['input'];
};

/** Changes to listings. */
export type MutationSaveListingDiscountsArgs = {
  listId: Scalars['Int']['input'];
  discounts: ListingDiscountsInput;
};

/** Changes to listings. */
export type MutationCreateListingArgs = {
  basics: ListingBasicsInput;
};

/** Changes to listings. */
export type MutationUpdateListingBasicsArgs = {
  listId: Scalars['Int']['input'];
  basics: ListingBasicsInput;
};

/** Changes to listings. */
export type MutationUpdateListingSceneArgs = {
  listId: Scalars['Int']['input'];
  scene: ListingSceneInput;
};

/** Changes to listings. */
export type MutationUpdateListingPricingArgs = {
  listId: Scalars['Int']['input'];
  pricing: ListingPricingInput;
};

/** Changes to listings. */
export type MutationUpdateListingBookingSettingsArgs = {
  listId: Scalars['Int']['input'];
  booking: ListingBookingInput;
};

/** Changes to listings. */
export type MutationUpdateListingHouseRulesArgs = {
  listId: Scalars['Int']['input'];
  rules: ListingHouseRulesInput;
};

/** Changes to listings. */
export type MutationSetListingCancellationPolicyArgs = {
  listId: Scalars['Int']['input'];
  policy: Scalars['String']['input'];
};

/** Changes to listings. */
export type MutationAcceptGuestPledgeArgs = {
  listId: Scalars['Int']['input'];
  agreed: Scalars['Boolean']['input'];
};

/** Changes to listings. */
export type MutationSubmitListingForApprovalArgs = {
  listId: Scalars['Int']['input'];
};

/** Changes to listings. */
export type MutationPublishListingArgs = {
  listId: Scalars['Int']['input'];
};

/** Changes to listings. */
export type MutationUnpublishListingArgs = {
  listId: Scalars['Int']['input'];
};

/** Changes to listings. */
export type MutationSetListingListedArgs = {
  listId: Scalars['Int']['input'];
  listed: Scalars['Boolean']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to listings. */
export type MutationDuplicateListingArgs = {
  listId: Scalars['Int']['input'];
  count: Scalars['String']['input'];
};

/** Changes to listings. */
export type MutationDeleteListingArgs = {
  listId: Scalars['Int']['input'];
};

/** Changes to listings. */
export type MutationRecordListingViewArgs = {
  listId: Scalars['Int']['input'];
};

/** Changes to listings. */
export type MutationReorderListingPhotosArgs = {
  listId: Scalars['Int']['input'];
  photoIds: Array<Scalars['Int']['input']>;
};

/** Changes to listings. */
export type MutationSetListingPhotoCaptionArgs = {
  listId: Scalars['Int']['input'];
  photoId: Scalars['Int']['input'];
  photoDescription: Scalars['String']['input'];
};

/** Changes to listings. */
export type MutationSetListingCoverPhotoArgs = {
  listId: Scalars['Int']['input'];
  photoId: Scalars['Int']['input'];
};

/** Changes to listings. */
export type MutationDeleteListingPhotoArgs = {
  listId: Scalars['Int']['input'];
  photoId: Scalars['Int']['input'];
};

/** Changes to listings. */
export type MutationAddPickArgs = {
  kind: Scalars['String']['input'];
  listId: Scalars['Int']['input'];
};

/** Changes to listings. */
export type MutationRemovePickArgs = {
  kind: Scalars['String']['input'];
  listId: Scalars['Int']['input'];
};

/** Changes to listings. */
export type MutationMovePickArgs = {
  kind: Scalars['String']['input'];
  listId: Scalars['Int']['input'];
  direction: Scalars['String']['input'];
};

/** Changes to listings. */
export type MutationReorderPicksArgs = {
  kind: Scalars['String']['input'];
  listIds: Array<Scalars['Int']['input']>;
};

/** Changes to listings. */
export type MutationUpdateSearchSettingsArgs = {
  settings: SearchSettingsInput;
};

/** Changes to listings. */
export type MutationCreateWishListArgs = {
  listId: Scalars['Int']['input'];
  wishListGroupId: Scalars['ID']['input'];
  eventKey: Scalars['Boolean']['input'];
};

/** Changes to listings. */
export type MutationCreateWishListGroupArgs = {
  name: Scalars['String']['input'];
  isPublic?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Changes to listings. */
export type MutationUpdateWishListGroupArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  isPublic?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Changes to listings. */
export type MutationDeleteWishListGroupArgs = {
  id: Scalars['ID']['input'];
};

/** One page of listings for the admin screens. */
export type AdminListingPage = {
  __typename?: 'AdminListingPage';
  /** The page's listings. */
  results: Array<Listing>;
  /** How many listings match in all. */
  count: Scalars['Int']['output'];
};

/** A whole listing, as an admin creates it for a host. */
export type AdminListingInput = {
  /** Step 1. */
  basics: ListingBasicsInput;
  /** Step 2's words. */
  scene: ListingSceneInput;
  /** Step 3's prices. */
  pricing: ListingPricingInput;
  /** Step 3's booking settings. */
  booking: ListingBookingInput;
  /** Step 3's house rules. */
  houseRules: ListingHouseRulesInput;
  /** flexible, moderate, strict or superStrict30. */
  cancellationPolicy: Scalars['String']['input'];
};

/** One day of a listing's calendar (stay-rules' calendarDays). */
export type ListingCalendarDay = {
  __typename?: 'ListingCalendarDay';
  /** The price of this night before discounts (a season's, a weekend's or the base price); null until the listing is priced. */
  price?: Maybe<Scalars['Float']['output']>;
  /** The seasonal price this night falls in, by name; null for the listing's own price. */
  season?: Maybe<Scalars['String']['output']>;
  /** The date, YYYY-MM-DD, at the listing. */
  date: Scalars['String']['output'];
  /** The night that starts this day: available, past, notice (within the advance notice), beyond-window, blocked or reserved. */
  night: Scalars['String']['output'];
  /** A stay may arrive this day. */
  checkIn: Scalars['Boolean']['output'];
  /** A stay may leave this day (whether the nights before are free is the stay's question). */
  checkOut: Scalars['Boolean']['output'];
};

/** A seasonal price (spec 001 §3): its nights, from `from` to `to` both included, take its prices and stay limits. */
export type ListingSeason = {
  __typename?: 'ListingSeason';
  /** Names the season in updateListingSeason and deleteListingSeason. */
  id: Scalars['Int']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
  /** First night, YYYY-MM-DD at the home. */
  from: Scalars['String']['output'];
  /** Last night (included), YYYY-MM-DD at the home. */
  to: Scalars['String']['output'];
  /** Price of a night in the season. */
  nightlyPrice: Scalars['Float']['output'];
  /** Price of a Friday or Saturday night in the season; null: the nightly price. */
  weekendPrice?: Maybe<Scalars['Float']['output']>;
  /** Per extra guest per night in the season; null: the listing's extra guest fee. */
  extraGuestPrice?: Maybe<Scalars['Float']['output']>;
  /** Fewest nights of a stay arriving in the season; null: the listing's minimum. */
  minimumStay?: Maybe<Scalars['Int']['output']>;
  /** Most nights of a stay arriving in the season; null: the listing's maximum. */
  maximumStay?: Maybe<Scalars['Int']['output']>;
  /** Weekdays on which no stay arrives in the season (MON to SUN). */
  noCheckInDays: Array<Scalars['String']['output']>;
  /** Weekdays on which no stay leaves in the season (MON to SUN). */
  noCheckOutDays: Array<Scalars['String']['output']>;
};

/** Percent off when check-in is from daysBeforeArrivalFrom to daysBeforeArrivalTo days after the booking date at the home. */
export type ListingLastMinuteDiscount = {
  __typename?: 'ListingLastMinuteDiscount';
  /** 0 to 99. */
  percent: Scalars['Int']['output'];
  /** Fewest days before arrival (0: arriving today). */
  daysBeforeArrivalFrom: Scalars['Int']['output'];
  /** Most days before arrival (included). */
  daysBeforeArrivalTo: Scalars['Int']['output'];
};

/** Percent off stays of minimumNights nights or more, within the days-before-arrival bounds when set. */
export type ListingLengthOfStayDiscount = {
  __typename?: 'ListingLengthOfStayDiscount';
  /** Stays of this many nights or more (1 to 1095). */
  minimumNights: Scalars['Int']['output'];
  /** 0 to 99. */
  percent: Scalars['Int']['output'];
  /** Fewest days before arrival; null: no bound. */
  daysBeforeArrivalFrom?: Maybe<Scalars['Int']['output']>;
  /** Most days before arrival (included); null: no bound. */
  daysBeforeArrivalTo?: Maybe<Scalars['Int']['output']>;
};

/** Nights of the calendar: from the first to the last, both included, YYYY-MM-DD at the home. */
export type ListingDateRangeInput = {
  /** First night. */
  from: Scalars['String']['input'];
  /** Last night (the same date for one night). */
  to: Scalars['String']['input'];
};

/** The calendar's weekly rules. */
export type ListingCalendarRulesInput = {
  /** Weekdays on which no stay may end, MON to SUN; not all seven. */
  blockedCheckOutDays?: InputMaybe<Array<Scalars['String']['input']>>;
  /** HH:MM on the hour or half hour; empty or 'none': no cut-off. Only used with same-day advance notice. */
  sameDayCutOff?: InputMaybe<Scalars['String']['input']>;
};

/** A seasonal price as the host writes it; amounts as typed, in the listing's currency. */
export type ListingSeasonInput = {
  /** Required, up to 255 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** First night, YYYY-MM-DD; required. */
  from?: InputMaybe<Scalars['String']['input']>;
  /** Last night (included), YYYY-MM-DD, not before from; required. */
  to?: InputMaybe<Scalars['String']['input']>;
  /** Price of a night; required, above zero. */
  nightlyPrice?: InputMaybe<Scalars['String']['input']>;
  /** Friday and Saturday nights; empty: the nightly price. */
  weekendPrice?: InputMaybe<Scalars['String']['input']>;
  /** Per extra guest per night; empty: the listing's extra guest fee. */
  extraGuestPrice?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 365; empty: the listing's minimum nights. */
  minimumStay?: InputMaybe<Scalars['Int']['input']>;
  /** 1 to 1095; empty: the listing's maximum nights. */
  maximumStay?: InputMaybe<Scalars['Int']['input']>;
  /** Weekdays on which no stay arrives in the season, MON to SUN. */
  noCheckInDays?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Weekdays on which no stay leaves in the season, MON to SUN. */
  noCheckOutDays?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A last-minute discount as the host sets it. */
export type ListingLastMinuteDiscountInput = {
  /** 0 to 99; required. */
  percent?: InputMaybe<Scalars['Int']['input']>;
  /** 0 to 1095; required. */
  daysBeforeArrivalFrom?: InputMaybe<Scalars['Int']['input']>;
  /** 0 to 1095, not below from; required. */
  daysBeforeArrivalTo?: InputMaybe<Scalars['Int']['input']>;
};

/** A length-of-stay discount as the host sets it. */
export type ListingLengthOfStayDiscountInput = {
  /** 1 to 1095; required. */
  minimumNights?: InputMaybe<Scalars['Int']['input']>;
  /** 0 to 99; required. */
  percent?: InputMaybe<Scalars['Int']['input']>;
  /** 0 to 1095; empty: no bound. */
  daysBeforeArrivalFrom?: InputMaybe<Scalars['Int']['input']>;
  /** 0 to 1095, not below from; empty: no bound. */
  daysBeforeArrivalTo?: InputMaybe<Scalars['Int']['input']>;
};

/** Every discount of the listing at once; an empty percentage is 0, an empty list none. */
export type ListingDiscountsInput = {
  /** Percent off stays of 7 nights or more, 0 to 99. */
  weeklyDiscount?: InputMaybe<Scalars['Int']['input']>;
  /** Percent off stays of 28 nights or more, 0 to 99. */
  monthlyDiscount?: InputMaybe<Scalars['Int']['input']>;
  /** Percent off stays of 90 nights or more, 0 to 99. */
  threeMonthDiscount?: InputMaybe<Scalars['Int']['input']>;
  /** Up to 20. */
  lastMinuteDiscounts?: InputMaybe<Array<ListingLastMinuteDiscountInput>>;
  /** Up to 20. */
  lengthOfStayDiscounts?: InputMaybe<Array<ListingLengthOfStayDiscountInput>>;
};

/** The answer to getListingData: whether the signed-in host may open this listing in the host editor. */
export type ListingDataResult = {
  __typename?: 'ListingDataResult';
  /** 200 when the listing is hers to edit; 400 when it is unavailable (no such listing, or another host's); 401 when not signed in. */
  status: Scalars['Int']['output'];
  /** Why not, when status is not 200. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** The listing, when status is 200. */
  listing?: Maybe<Listing>;
};

/** Whether she may list a home, and if not why, so the app can send her where she can put it right. */
export type HostingEligibility = {
  __typename?: 'HostingEligibility';
  /** True when every change of the host editor will let her through. */
  mayList: Scalars['Boolean']['output'];
  /**
   * Why not, null when she may: notLoggedIn, admin, onHold, or a standing reason of decision 0032 (pending, rejected,
   * genderUnconfirmed, womenOnly, idNotVerified).
   */
  reason?: Maybe<Scalars['String']['output']>;
  /** The sentence the editor's changes would refuse her with; null when she may. */
  message?: Maybe<Scalars['String']['output']>;
};

/**
 * The outcome of a change to a listing. status: success; invalid (fieldErrors says what to correct; nothing was
 * saved); notFound (no such listing, or not the caller's: 'This listing may have been deleted or unpublished.');
 * conflict (not its turn, e.g. publishing before approval: errorMessage says why).
 */
export type ListingEditResult = {
  __typename?: 'ListingEditResult';
  /** success, invalid, notFound or conflict. */
  status: Scalars['String']['output'];
  /** Why not, when status is not success. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** Each field to correct, with the rule's message. */
  fieldErrors: Array<ListingFieldError>;
  /** The listing as stored, on success. */
  listing?: Maybe<Listing>;
};

/** One field's refusal. */
export type ListingFieldError = {
  __typename?: 'ListingFieldError';
  /** The field, as the input names it (location for lat and lng). */
  field: Scalars['String']['output'];
  /** What is wrong, as the spec words it. */
  message: Scalars['String']['output'];
};

/** The outcome of duplicating a listing. */
export type DuplicateListingResult = {
  __typename?: 'DuplicateListingResult';
  /** success, invalid or notFound. */
  status: Scalars['String']['output'];
  /** Why not, when status is not success. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** Each field to correct. */
  fieldErrors: Array<ListingFieldError>;
  /** The copies, in order, on success. */
  listings: Array<Listing>;
};

/** Step 1, the basics. */
export type ListingBasicsInput = {
  /** Kind of place (list settings type 1); required. */
  roomTypeId?: InputMaybe<Scalars['Int']['input']>;
  /** Type of property (list settings type 3); required. */
  houseTypeId?: InputMaybe<Scalars['Int']['input']>;
  /** Size of the building (list settings type 4). */
  buildingSizeId?: InputMaybe<Scalars['Int']['input']>;
  /** Type of bathroom (list settings type 9). */
  bathroomTypeId?: InputMaybe<Scalars['Int']['input']>;
  /** primary or secondary residence of the host. */
  residenceType?: InputMaybe<Scalars['String']['input']>;
  /** Guests, 1 to 1000; required. */
  personCapacity?: InputMaybe<Scalars['Int']['input']>;
  /** Bedrooms, 0 to 500. */
  bedrooms?: InputMaybe<Scalars['Int']['input']>;
  /** Beds, 1 to 1000. */
  beds?: InputMaybe<Scalars['Int']['input']>;
  /** Bathrooms, 0 to 500 in halves. */
  bathrooms?: InputMaybe<Scalars['Float']['input']>;
  /** Beds by type. */
  bedTypes?: InputMaybe<Array<ListingBedTypeInput>>;
  /** An extra guest may come. */
  extraGuest?: InputMaybe<Scalars['Boolean']['input']>;
  /** An extra bed is available. */
  extraBed?: InputMaybe<Scalars['Boolean']['input']>;
  /** An extra bathroom is available. */
  extraBathroom?: InputMaybe<Scalars['Boolean']['input']>;
  /** An extra bedroom is available. */
  extraBedroom?: InputMaybe<Scalars['Boolean']['input']>;
  /** Guests share a common area. */
  commonArea?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only women stay in the home. */
  womensOnly?: InputMaybe<Scalars['Boolean']['input']>;
  /** Men stay in the home too. */
  menStay?: InputMaybe<Scalars['Boolean']['input']>;
  /** Who else stays, up to 255 characters. */
  whoElseStays?: InputMaybe<Scalars['String']['input']>;
  /** ISO 3166-1 alpha-2 country code; required. */
  country?: InputMaybe<Scalars['String']['input']>;
  /** Street address; required. */
  street?: InputMaybe<Scalars['String']['input']>;
  /** Building name. */
  buildingName?: InputMaybe<Scalars['String']['input']>;
  /** City; required. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** State or province; required. */
  state?: InputMaybe<Scalars['String']['input']>;
  /** Zip or postal code; required. */
  zipcode?: InputMaybe<Scalars['String']['input']>;
  /** Latitude of the map pin; required. */
  lat?: InputMaybe<Scalars['Float']['input']>;
  /** Longitude of the map pin; required. */
  lng?: InputMaybe<Scalars['Float']['input']>;
  /** IANA time zone of the home; required. */
  timeZone?: InputMaybe<Scalars['String']['input']>;
  /** Amenities and spaces (list settings types 10, 11, 12, 21, 22, 23). */
  amenityIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Business licence number, up to 50 characters. */
  businessLicenseNumber?: InputMaybe<Scalars['String']['input']>;
};

/** Beds of one type. */
export type ListingBedTypeInput = {
  /** The bed type (list settings type 7). */
  bedTypeId: Scalars['Int']['input'];
  /** How many, 1 to 1000. */
  count: Scalars['Int']['input'];
};

/** Step 2's words. */
export type ListingSceneInput = {
  /** Required, up to 255 characters. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Required, up to 1000 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Required, up to 1000 characters. */
  neighbourhood?: InputMaybe<Scalars['String']['input']>;
};

/** Step 3's prices: amounts as the host typed them, in the listing's currency. */
export type ListingPricingInput = {
  /** ISO 4217 code; required. */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** Price of a night; required, above zero. */
  basePrice?: InputMaybe<Scalars['String']['input']>;
  /** Once per stay. */
  cleaningPrice?: InputMaybe<Scalars['String']['input']>;
  /** Price of a Friday or Saturday night; empty: the base price. */
  weekendPrice?: InputMaybe<Scalars['String']['input']>;
  /** Per extra guest per night. */
  extraGuestFee?: InputMaybe<Scalars['String']['input']>;
  /** Guests included in the price. */
  extraGuestAfter?: InputMaybe<Scalars['Int']['input']>;
  /** Once per stay with pets. */
  petFee?: InputMaybe<Scalars['String']['input']>;
  /** Security deposit, up to the currency's maximum. */
  securityDeposit?: InputMaybe<Scalars['String']['input']>;
  /** Percent, 0 to 99. */
  taxRate?: InputMaybe<Scalars['String']['input']>;
  /** Percent, 0 to 99. */
  weeklyDiscount?: InputMaybe<Scalars['Int']['input']>;
  /** Percent, 0 to 99. */
  monthlyDiscount?: InputMaybe<Scalars['Int']['input']>;
  /** Percent, 0 to 99. */
  threeMonthDiscount?: InputMaybe<Scalars['Int']['input']>;
};

/** Step 3's booking settings. */
export type ListingBookingInput = {
  /** 1 to 365; default 1. */
  minNight?: InputMaybe<Scalars['Int']['input']>;
  /** 1 to 1095; empty: no maximum. */
  maxNight?: InputMaybe<Scalars['Int']['input']>;
  /** 0 (same day), 1, 2, 3 or 7 days. */
  advanceNoticeDays?: InputMaybe<Scalars['Int']['input']>;
  /** 3, 6, 9 or 12 months; empty: all future dates. */
  bookingWindowMonths?: InputMaybe<Scalars['Int']['input']>;
  /** HH:MM on the hour or half hour, or 'flexible'. */
  checkInStart?: InputMaybe<Scalars['String']['input']>;
  /** HH:MM on the hour or half hour, or 'flexible'. */
  checkInEnd?: InputMaybe<Scalars['String']['input']>;
  /** HH:MM on the hour or half hour, or 'flexible'. */
  checkOutTime?: InputMaybe<Scalars['String']['input']>;
  /** MON to SUN. */
  blockedCheckInDays?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Requests are accepted at once. */
  instantBook?: InputMaybe<Scalars['Boolean']['input']>;
  /** Offers long-term stays (28 days or more). */
  isLongerStay?: InputMaybe<Scalars['Boolean']['input']>;
  /** Offers stays of 31 days or more. */
  isMonthPlus?: InputMaybe<Scalars['Boolean']['input']>;
  /** Exclusive to the club. */
  isExclusive?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Step 3's house rules. */
export type ListingHouseRulesInput = {
  /** Rules picked from the catalogue (list settings type 14). */
  houseRuleIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** The host's own rules, up to 1000 characters. */
  customHouseRules?: InputMaybe<Scalars['String']['input']>;
};

/** A point on the map and how exact it is. */
export type ListingMapLocation = {
  __typename?: 'ListingMapLocation';
  /** Latitude. */
  lat: Scalars['Float']['output'];
  /** Longitude. */
  lng: Scalars['Float']['output'];
  /** True: the home's own pin. False: an approximate point; draw the circle. */
  exact: Scalars['Boolean']['output'];
  /** The circle to draw around an approximate point, in metres; 0 for the pin. */
  radiusMeters: Scalars['Int']['output'];
};

/**
 * One picks list on the home page: its live homes in the order its manager set. kind: top, longTerm, solo, unique,
 * family or business.
 */
export type PickList = {
  __typename?: 'PickList';
  /** top, longTerm, solo, unique, family or business. */
  kind: Scalars['String']['output'];
  /** Its name (Top picks, Long-term stay picks…). */
  name: Scalars['String']['output'];
  /** Its live, listed homes in order; a pick whose home is not live is kept but left out until it is again. */
  listings: Array<Listing>;
};

/** A pick as its manager sees it. */
export type AdminPick = {
  __typename?: 'AdminPick';
  /** 1 for the first. */
  position: Scalars['Int']['output'];
  /** Whether members see it now: approved, published, listed, its host in good standing. */
  live: Scalars['Boolean']['output'];
  /** The picked home. */
  listing: Listing;
};

/** One picks list as its manager keeps it: every pick, live or not. */
export type AdminPickList = {
  __typename?: 'AdminPickList';
  /** top, longTerm, solo, unique, family or business. */
  kind: Scalars['String']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
  /** The /siteadmin page (and privilege) that keeps it. */
  url: Scalars['String']['output'];
  /** The most homes the list holds. */
  maxPicks: Scalars['Int']['output'];
  /** Its picks in order. */
  picks: Array<AdminPick>;
};

/**
 * The outcome of a change to a picks list. status: success; invalid (not a listing number, a home not live, an unknown
 * list); notFound (no such listing, or not in the list); conflict (already in the list, the list is full, or the list
 * changed while the admin ordered it). Nothing changed unless success.
 */
export type PickResult = {
  __typename?: 'PickResult';
  /** success, invalid, notFound or conflict. */
  status: Scalars['String']['output'];
  /** Why not, when status is not success. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** The list after the change, on success. */
  list?: Maybe<AdminPickList>;
};

/**
 * How search behaves by default. Prices in whole US dollars (the base currency; a member's chosen currency is converted
 * from them): the price slider runs from the minimum to the maximum, and a range that reaches the maximum means no upper
 * bound (spec 000 §5's priceNoLimit).
 */
export type SearchSettings = {
  __typename?: 'SearchSettings';
  /** Where the price slider starts, in USD. */
  priceRangeMin: Scalars['Float']['output'];
  /** Where the price slider ends, in USD; a range reaching it means any price above too. */
  priceRangeMax: Scalars['Float']['output'];
  /** The currency of the two prices: USD. */
  currency: Scalars['String']['output'];
  /** The order before a member chooses one: asc (lowest price first), desc, or null for the search's own. */
  defaultPriceSort?: Maybe<Scalars['String']['output']>;
  /** Homes on a page of results. */
  pageSize: Scalars['Int']['output'];
  /** When an admin last changed them, ISO 8601. */
  updatedAt: Scalars['String']['output'];
};

/** The search settings as the admin's form sends them. */
export type SearchSettingsInput = {
  /** Whole US dollars, 0 or more. */
  priceRangeMin: Scalars['Float']['input'];
  /** Whole US dollars, more than the minimum, at most 1,000,000. */
  priceRangeMax: Scalars['Float']['input'];
  /** asc, desc, or null for the search's own order. */
  defaultPriceSort?: InputMaybe<Scalars['String']['input']>;
  /** 6 to 60. */
  pageSize: Scalars['Int']['input'];
};

/** The outcome of saving the search settings. status: success, or invalid (fieldErrors says what to correct). */
export type SearchSettingsResult = {
  __typename?: 'SearchSettingsResult';
  /** success or invalid. */
  status: Scalars['String']['output'];
  /** Why not, when invalid. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** Each field to correct (priceRangeMin, priceRangeMax, defaultPriceSort, pageSize) with the rule's message. */
  fieldErrors: Array<ListingFieldError>;
  /** The settings as stored, on success. */
  settings?: Maybe<SearchSettings>;
};

/**
 * A place the header picker suggests for what was typed (spec 000 §5): a city, a state or a country from the service's
 * own gazetteer, never a street, an address or an establishment.
 */
export type PlaceSuggestion = {
  __typename?: 'PlaceSuggestion';
  /** Ask placeGeography with it when she picks this one. */
  placeId: Scalars['String']['output'];
  /** The place in full, e.g. 'Austin, Texas, United States'. */
  description: Scalars['String']['output'];
  /** The place's own name, e.g. 'Austin'. */
  mainText: Scalars['String']['output'];
  /** Where it is, e.g. 'Texas, United States'; null for a country. */
  secondaryText?: Maybe<Scalars['String']['output']>;
  /** Its place types: locality, administrative_area_level_1 or country, with political. */
  types: Array<Scalars['String']['output']>;
};

/** One part of a chosen place's address, from the place itself outwards. */
export type PlaceAddressPart = {
  __typename?: 'PlaceAddressPart';
  /** e.g. Texas. */
  longName: Scalars['String']['output'];
  /** e.g. TX. */
  shortName: Scalars['String']['output'];
  /** locality, administrative_area_level_1 or country, with political. */
  types: Array<Scalars['String']['output']>;
};

/** A point on the map. */
export type PlacePoint = {
  __typename?: 'PlacePoint';
  lat: Scalars['Float']['output'];
  lng: Scalars['Float']['output'];
};

/** A box on the map; northeast.lng is less than southwest.lng when it crosses the antimeridian. */
export type PlaceBounds = {
  __typename?: 'PlaceBounds';
  northeast: PlacePoint;
  southwest: PlacePoint;
};

/**
 * The geography of a chosen place (spec 000 §3), shaped as SearchListing's geography argument takes it: the search
 * looks inside its bounds.
 */
export type PlaceGeography = {
  __typename?: 'PlaceGeography';
  placeId: Scalars['String']['output'];
  /** The address parts: the city, its state when known, its country. */
  addressParts: Array<PlaceAddressPart>;
  /** The location text, e.g. 'Austin, Texas, United States'. */
  address: Scalars['String']['output'];
  /** The state's short name (TX); a country's own code. */
  administrativeAreaShort?: Maybe<Scalars['String']['output']>;
  /** The state's long name (Texas); a country's own name. */
  administrativeAreaLong?: Maybe<Scalars['String']['output']>;
  /** ISO 3166-1 alpha-2 country code. */
  countryCode: Scalars['String']['output'];
  /** country, state or city: how wide the place is. */
  geoType: Scalars['String']['output'];
  /** The place's centre (a country's capital). */
  lat: Scalars['Float']['output'];
  lng: Scalars['Float']['output'];
  /** The box a search of this place looks in: a state's or country's extent, 10 to 40 km around a city by its size. */
  bounds: PlaceBounds;
  /** Always true: the place was picked from the suggestions. */
  chosen: Scalars['Boolean']['output'];
};

/**
 * Where to search: the geography of a chosen place (spec 000 §3), as the place picker or a city page hands it on.
 * Only the bounds decide what is found; the rest names the place.
 */
export type SearchGeographyInput = {
  /** The place as written, e.g. 'Austin, Texas, United States'. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Short name of the region (state, province), e.g. TX. */
  administrativeAreaShort?: InputMaybe<Scalars['String']['input']>;
  /** Long name of the region, e.g. Texas. */
  administrativeAreaLong?: InputMaybe<Scalars['String']['input']>;
  /** ISO 3166-1 alpha-2 country code. */
  countryCode?: InputMaybe<Scalars['String']['input']>;
  /** country, state or city: how wide the place is. */
  geoType?: InputMaybe<Scalars['String']['input']>;
  /** The place's centre. */
  lat?: InputMaybe<Scalars['Float']['input']>;
  /** The place's centre. */
  lng?: InputMaybe<Scalars['Float']['input']>;
  /** The place's bounds. */
  bounds?: InputMaybe<SearchBoundsInput>;
  /** The member picked it from the suggestions (rather than typing free text). */
  chosen?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A box on the map: north-east and south-west corners. */
export type SearchBoundsInput = {
  northeast: SearchPointInput;
  southwest: SearchPointInput;
};

/** A point on the map. */
export type SearchPointInput = {
  lat: Scalars['Float']['input'];
  lng: Scalars['Float']['input'];
};

/** A stay's dates, YYYY-MM-DD in the listing's own time zone: the night of startDate up to the night before endDate. */
export type SearchDatesInput = {
  startDate: Scalars['String']['input'];
  endDate: Scalars['String']['input'];
};

/** A home found by search (spec 000 §3, the search result listing). Money is in major units of the listing's currency. */
export type SearchResultListing = {
  __typename?: 'SearchResultListing';
  id: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  /** The title as the listing URL writes it (spec 000 §9). */
  slug: Scalars['String']['output'];
  city: Scalars['String']['output'];
  state: Scalars['String']['output'];
  /** ISO 3166-1 alpha-2 country code. */
  country: Scalars['String']['output'];
  countryName: Scalars['String']['output'];
  personCapacity: Scalars['Int']['output'];
  /** Guests beyond the price's included guests pay the extra-guest fee. */
  extraGuest?: Maybe<Scalars['Int']['output']>;
  extraBed?: Maybe<Scalars['Int']['output']>;
  /** The approximate point shown to guests (decision 0037), never the home's own pin. */
  lat?: Maybe<Scalars['Float']['output']>;
  lng?: Maybe<Scalars['Float']['output']>;
  beds: Scalars['Int']['output'];
  bedrooms: Scalars['Int']['output'];
  /** instant or request. */
  bookingType: Scalars['String']['output'];
  /** The cover photo's file name, or null when there are no photos. */
  coverPhoto?: Maybe<Scalars['String']['output']>;
  reviewsCount: Scalars['Int']['output'];
  reviewsStarRating: Scalars['Float']['output'];
  isExclusiveProp: Scalars['Boolean']['output'];
  /**
   * The lowest nightly price of the asked dates (or of the coming year when none were asked), in the member's display
   * currency (SearchResults.currency), seasonal prices included.
   */
  minPrice: Scalars['Float']['output'];
  /** Nightly prices of the months ahead, in the listing's currency. */
  searchPrices: Array<SearchPrice>;
  /** Photos, the cover first, at most 5. */
  listPhotos: Array<SearchListingPhoto>;
  listingData: SearchListingData;
  /** The room type and other catalogue items shown on the card. */
  settingsData: Array<SearchSettingsData>;
  /** The caller saved it in one of her wish lists. */
  wishListStatus: Scalars['Boolean']['output'];
  /** The caller is its host (or her co-host). */
  isListOwner: Scalars['Boolean']['output'];
  /** Channel-manager ids; null until the integrations bring them. */
  rentalsUnitedBedCount?: Maybe<Scalars['Int']['output']>;
  rentalUnitedId?: Maybe<Scalars['String']['output']>;
  interhomeId?: Maybe<Scalars['String']['output']>;
  hostFullyPropertyId?: Maybe<Scalars['String']['output']>;
  ownerRezId?: Maybe<Scalars['String']['output']>;
  naturalRetreatsId?: Maybe<Scalars['String']['output']>;
  nextPaxId?: Maybe<Scalars['String']['output']>;
  hostAwayId?: Maybe<Scalars['String']['output']>;
};

/** A nightly price of one month. */
export type SearchPrice = {
  __typename?: 'SearchPrice';
  price: Scalars['Float']['output'];
  month: Scalars['Int']['output'];
  year: Scalars['Int']['output'];
};

/** A photo of a found home. */
export type SearchListingPhoto = {
  __typename?: 'SearchListingPhoto';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  type: Scalars['String']['output'];
  /** active. */
  status: Scalars['String']['output'];
};

/** The prices and flags a result card shows, in major units of the listing's currency. */
export type SearchListingData = {
  __typename?: 'SearchListingData';
  /** The nightly price after the dates' discounts, in the listing's currency. */
  defaultPrice: Scalars['Float']['output'];
  basePrice: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
  isExclusive: Scalars['Boolean']['output'];
  isLongerStay: Scalars['Boolean']['output'];
  weeklyDiscount: Scalars['Int']['output'];
  monthlyDiscount: Scalars['Int']['output'];
  /** The last-minute discount for the asked dates, percent; 0 when none. */
  dailyDiscount: Scalars['Int']['output'];
  weekendPrice?: Maybe<Scalars['Float']['output']>;
};

/** Catalogue items of a found home, as the spec's settingsData.listsettings. */
export type SearchSettingsData = {
  __typename?: 'SearchSettingsData';
  listsettings: ListSetting;
};

/** A price marker on the map (spec 000 §3). */
export type SearchMapMarker = {
  __typename?: 'SearchMapMarker';
  id: Scalars['Int']['output'];
  /** The approximate point shown to guests. */
  lat: Scalars['Float']['output'];
  lng: Scalars['Float']['output'];
  /** The marker's price: the result's minPrice in the display currency. */
  prices: Scalars['Float']['output'];
  /** ISO 4217 code of prices. */
  currency: Scalars['String']['output'];
  title: Scalars['String']['output'];
  beds: Scalars['Int']['output'];
  bedrooms: Scalars['Int']['output'];
  personCapacity: Scalars['Int']['output'];
  /** The room type's name. */
  roomType?: Maybe<Scalars['String']['output']>;
  /** The cover photo's file name, or null. */
  photos?: Maybe<Scalars['String']['output']>;
  /** Average star rating, 0 when none. */
  ratings: Scalars['Float']['output'];
  /** Percent off the asked stay (weekly, monthly, last minute), 0 when none. */
  discounts: Scalars['Int']['output'];
};

/** What a search found (spec 000 §3, §7). */
export type SearchResults = {
  __typename?: 'SearchResults';
  /** How many homes match (all pages). */
  count: Scalars['Int']['output'];
  /** The page asked, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Results per page. */
  pageSize: Scalars['Int']['output'];
  /** This page of the matching homes. */
  results: Array<SearchResultListing>;
  /** Every matching home's marker (at most 500, the cheapest first), for the map. */
  mapMarkers: Array<SearchMapMarker>;
  /** Homes that miss only the dates or the guest counts, in the same place: offered under the results when few match. */
  otherResults: Array<SearchResultListing>;
  otherResultsCount: Scalars['Int']['output'];
  /** The industry filter's name, when one was asked. */
  industryName?: Maybe<Scalars['String']['output']>;
  /** Whether the industry filter was applied. */
  industryFilter: Scalars['Boolean']['output'];
  /** How many homes of hosts in that industry matched. */
  industryFilterCount: Scalars['Int']['output'];
  /** ISO 4217 code the price range and minPrice are in: the member's chosen currency (the currency cookie). */
  currency: Scalars['String']['output'];
  /** Set when the search could not run as asked (a bad date or box), in words fit for the member; results are then empty. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** CitySearchListing only: the place's name as the gazetteer writes it ('Texas', 'New England'); null otherwise. */
  placeName?: Maybe<Scalars['String']['output']>;
  /** CitySearchListing only: the place's bounds the homes were searched in; null otherwise. */
  placeBounds?: Maybe<PlaceBounds>;
};

/** A found home's place, for explore pages. */
export type ExploreMoreListing = {
  __typename?: 'ExploreMoreListing';
  id: Scalars['Int']['output'];
  lat: Scalars['Float']['output'];
  lng: Scalars['Float']['output'];
};

/**
 * A member's named group of saved homes (spec 000 §3, the wish-list group; decision 0043): public (any signed-in member
 * may read it) or private (only she may). Its id is random: it names the group in /wishlists/{id} and proves nothing.
 */
export type WishListGroup = {
  __typename?: 'WishListGroup';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The member who keeps it. */
  userId: Scalars['ID']['output'];
  isPublic: Scalars['Boolean']['output'];
  /** When it was created, renamed or a home was saved in it or taken out (ISO 8601). */
  updatedAt: Scalars['String']['output'];
  /** How many live homes it holds (a saved home that is not live now is hidden and not counted). */
  wishListCount: Scalars['Int']['output'];
  /** The listing numbers of its live homes, most recently saved first. */
  wishListIds: Array<Scalars['Int']['output']>;
  /** The cover photo's file name of its most recently saved live home, for the group's card; null when it has none. */
  coverPhoto?: Maybe<Scalars['String']['output']>;
  /** Its live homes, most recently saved first. */
  listings: Array<Listing>;
  /** The caller keeps it (she may rename, delete it and take homes out). */
  isOwner: Scalars['Boolean']['output'];
};

/** getAllWishListGroup's answer (spec 000 §7): the groups, how many, and the status (200). */
export type WishListGroupsResult = {
  __typename?: 'WishListGroupsResult';
  groups: Array<WishListGroup>;
  count: Scalars['Int']['output'];
  status: Scalars['Int']['output'];
};

/** One group (the /wishlists/{id} page): 200 with the group, or 404 for a missing group and another member's private one alike. */
export type WishListGroupResult = {
  __typename?: 'WishListGroupResult';
  group?: Maybe<WishListGroup>;
  status: Scalars['Int']['output'];
  errorMessage?: Maybe<Scalars['String']['output']>;
};

/**
 * What a wish-list change answers (spec 000 §4: status success or error): 200 and the group's id, 400 with the reason
 * (a blank name, a limit reached) or 404 (no such group of hers, or a home that is not live).
 */
export type WishListChange = {
  __typename?: 'WishListChange';
  status: Scalars['Int']['output'];
  /** The group changed or created. */
  id?: Maybe<Scalars['ID']['output']>;
  errorMessage?: Maybe<Scalars['String']['output']>;
};

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ReferenceResolver<TResult, TReference, TContext> = (
  reference: TReference,
  context: TContext,
  info: GraphQLResolveInfo,
) => Promise<TResult> | TResult;

type ScalarCheck<T, S> = S extends true ? T : NullableCheck<T, S>;
type NullableCheck<T, S> = Maybe<T> extends T ? Maybe<ListCheck<NonNullable<T>, S>> : ListCheck<T, S>;
type ListCheck<T, S> = T extends (infer U)[] ? NullableCheck<U, S>[] : GraphQLRecursivePick<T, S>;
export type GraphQLRecursivePick<T, S> = { [K in keyof T & keyof S]: ScalarCheck<T[K], S[K]> };

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<
  TResult,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<
  TResult,
  TKey extends string,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo,
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  obj: T,
  context: TContext,
  info: GraphQLResolveInfo,
) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<
  TResult = Record<PropertyKey, never>,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

/** Mapping of federation types */
export type FederationTypes = {
  Listing: Listing;
  User: User;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Listing: { __typename: 'Listing' } & GraphQLRecursivePick<FederationTypes['Listing'], { id: true }>;
  User: { __typename: 'User' } & GraphQLRecursivePick<FederationTypes['User'], { id: true }>;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  link__Purpose: Link__Purpose;
  link__Import: ResolverTypeWrapper<Scalars['link__Import']['output']>;
  federation__FieldSet: ResolverTypeWrapper<Scalars['federation__FieldSet']['output']>;
  Listing: ResolverTypeWrapper<ListingGraph>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ListingData: ResolverTypeWrapper<ListingDataGraph>;
  ListSetting: ResolverTypeWrapper<ListSettingRecord>;
  ListingBedType: ResolverTypeWrapper<BedTypeGraph>;
  ListingPhoto: ResolverTypeWrapper<ListingPhotoRecord>;
  User: ResolverTypeWrapper<UserReference>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ListSettingType: ResolverTypeWrapper<ListSettingType>;
  AdminListSetting: ResolverTypeWrapper<AdminListSetting>;
  AdminListSettingCatalogue: ResolverTypeWrapper<AdminListSettingCatalogue>;
  ListSettingInput: ListSettingInput;
  ListSettingResult: ResolverTypeWrapper<ListSettingResult>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  AdminListingPage: ResolverTypeWrapper<
    Omit<AdminListingPage, 'results'> & { results: Array<ResolversTypes['Listing']> }
  >;
  AdminListingInput: AdminListingInput;
  ListingCalendarDay: ResolverTypeWrapper<ListingCalendarDay>;
  ListingSeason: ResolverTypeWrapper<ListingSeason>;
  ListingLastMinuteDiscount: ResolverTypeWrapper<ListingLastMinuteDiscount>;
  ListingLengthOfStayDiscount: ResolverTypeWrapper<ListingLengthOfStayDiscount>;
  ListingDateRangeInput: ListingDateRangeInput;
  ListingCalendarRulesInput: ListingCalendarRulesInput;
  ListingSeasonInput: ListingSeasonInput;
  ListingLastMinuteDiscountInput: ListingLastMinuteDiscountInput;
  ListingLengthOfStayDiscountInput: ListingLengthOfStayDiscountInput;
  ListingDiscountsInput: ListingDiscountsInput;
  ListingDataResult: ResolverTypeWrapper<
    Omit<ListingDataResult, 'listing'> & { listing?: Maybe<ResolversTypes['Listing']> }
  >;
  HostingEligibility: ResolverTypeWrapper<HostingEligibility>;
  ListingEditResult: ResolverTypeWrapper<
    Omit<ListingEditResult, 'listing'> & { listing?: Maybe<ResolversTypes['Listing']> }
  >;
  ListingFieldError: ResolverTypeWrapper<ListingFieldError>;
  DuplicateListingResult: ResolverTypeWrapper<
    Omit<DuplicateListingResult, 'listings'> & { listings: Array<ResolversTypes['Listing']> }
  >;
  ListingBasicsInput: ListingBasicsInput;
  ListingBedTypeInput: ListingBedTypeInput;
  ListingSceneInput: ListingSceneInput;
  ListingPricingInput: ListingPricingInput;
  ListingBookingInput: ListingBookingInput;
  ListingHouseRulesInput: ListingHouseRulesInput;
  ListingMapLocation: ResolverTypeWrapper<ListingMapLocation>;
  PickList: ResolverTypeWrapper<Omit<PickList, 'listings'> & { listings: Array<ResolversTypes['Listing']> }>;
  AdminPick: ResolverTypeWrapper<Omit<AdminPick, 'listing'> & { listing: ResolversTypes['Listing'] }>;
  AdminPickList: ResolverTypeWrapper<Omit<AdminPickList, 'picks'> & { picks: Array<ResolversTypes['AdminPick']> }>;
  PickResult: ResolverTypeWrapper<Omit<PickResult, 'list'> & { list?: Maybe<ResolversTypes['AdminPickList']> }>;
  SearchSettings: ResolverTypeWrapper<SearchSettings>;
  SearchSettingsInput: SearchSettingsInput;
  SearchSettingsResult: ResolverTypeWrapper<SearchSettingsResult>;
  PlaceSuggestion: ResolverTypeWrapper<PlaceSuggestion>;
  PlaceAddressPart: ResolverTypeWrapper<PlaceAddressPart>;
  PlacePoint: ResolverTypeWrapper<PlacePoint>;
  PlaceBounds: ResolverTypeWrapper<PlaceBounds>;
  PlaceGeography: ResolverTypeWrapper<PlaceGeography>;
  SearchGeographyInput: SearchGeographyInput;
  SearchBoundsInput: SearchBoundsInput;
  SearchPointInput: SearchPointInput;
  SearchDatesInput: SearchDatesInput;
  SearchResultListing: ResolverTypeWrapper<
    Omit<SearchResultListing, 'settingsData'> & { settingsData: Array<ResolversTypes['SearchSettingsData']> }
  >;
  SearchPrice: ResolverTypeWrapper<SearchPrice>;
  SearchListingPhoto: ResolverTypeWrapper<SearchListingPhoto>;
  SearchListingData: ResolverTypeWrapper<SearchListingData>;
  SearchSettingsData: ResolverTypeWrapper<
    Omit<SearchSettingsData, 'listsettings'> & { listsettings: ResolversTypes['ListSetting'] }
  >;
  SearchMapMarker: ResolverTypeWrapper<SearchMapMarker>;
  SearchResults: ResolverTypeWrapper<SearchAnswer>;
  ExploreMoreListing: ResolverTypeWrapper<ExploreMoreListing>;
  WishListGroup: ResolverTypeWrapper<WishListGroupRowRecord>;
  WishListGroupsResult: ResolverTypeWrapper<
    Omit<WishListGroupsResult, 'groups'> & { groups: Array<ResolversTypes['WishListGroup']> }
  >;
  WishListGroupResult: ResolverTypeWrapper<
    Omit<WishListGroupResult, 'group'> & { group?: Maybe<ResolversTypes['WishListGroup']> }
  >;
  WishListChange: ResolverTypeWrapper<WishListChange>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  link__Import: Scalars['link__Import']['output'];
  federation__FieldSet: Scalars['federation__FieldSet']['output'];
  Listing: ListingGraph;
  Int: Scalars['Int']['output'];
  ID: Scalars['ID']['output'];
  Float: Scalars['Float']['output'];
  ListingData: ListingDataGraph;
  ListSetting: ListSettingRecord;
  ListingBedType: BedTypeGraph;
  ListingPhoto: ListingPhotoRecord;
  User: UserReference;
  Query: Record<PropertyKey, never>;
  ListSettingType: ListSettingType;
  AdminListSetting: AdminListSetting;
  AdminListSettingCatalogue: AdminListSettingCatalogue;
  ListSettingInput: ListSettingInput;
  ListSettingResult: ListSettingResult;
  Mutation: Record<PropertyKey, never>;
  AdminListingPage: Omit<AdminListingPage, 'results'> & { results: Array<ResolversParentTypes['Listing']> };
  AdminListingInput: AdminListingInput;
  ListingCalendarDay: ListingCalendarDay;
  ListingSeason: ListingSeason;
  ListingLastMinuteDiscount: ListingLastMinuteDiscount;
  ListingLengthOfStayDiscount: ListingLengthOfStayDiscount;
  ListingDateRangeInput: ListingDateRangeInput;
  ListingCalendarRulesInput: ListingCalendarRulesInput;
  ListingSeasonInput: ListingSeasonInput;
  ListingLastMinuteDiscountInput: ListingLastMinuteDiscountInput;
  ListingLengthOfStayDiscountInput: ListingLengthOfStayDiscountInput;
  ListingDiscountsInput: ListingDiscountsInput;
  ListingDataResult: Omit<ListingDataResult, 'listing'> & { listing?: Maybe<ResolversParentTypes['Listing']> };
  HostingEligibility: HostingEligibility;
  ListingEditResult: Omit<ListingEditResult, 'listing'> & { listing?: Maybe<ResolversParentTypes['Listing']> };
  ListingFieldError: ListingFieldError;
  DuplicateListingResult: Omit<DuplicateListingResult, 'listings'> & {
    listings: Array<ResolversParentTypes['Listing']>;
  };
  ListingBasicsInput: ListingBasicsInput;
  ListingBedTypeInput: ListingBedTypeInput;
  ListingSceneInput: ListingSceneInput;
  ListingPricingInput: ListingPricingInput;
  ListingBookingInput: ListingBookingInput;
  ListingHouseRulesInput: ListingHouseRulesInput;
  ListingMapLocation: ListingMapLocation;
  PickList: Omit<PickList, 'listings'> & { listings: Array<ResolversParentTypes['Listing']> };
  AdminPick: Omit<AdminPick, 'listing'> & { listing: ResolversParentTypes['Listing'] };
  AdminPickList: Omit<AdminPickList, 'picks'> & { picks: Array<ResolversParentTypes['AdminPick']> };
  PickResult: Omit<PickResult, 'list'> & { list?: Maybe<ResolversParentTypes['AdminPickList']> };
  SearchSettings: SearchSettings;
  SearchSettingsInput: SearchSettingsInput;
  SearchSettingsResult: SearchSettingsResult;
  PlaceSuggestion: PlaceSuggestion;
  PlaceAddressPart: PlaceAddressPart;
  PlacePoint: PlacePoint;
  PlaceBounds: PlaceBounds;
  PlaceGeography: PlaceGeography;
  SearchGeographyInput: SearchGeographyInput;
  SearchBoundsInput: SearchBoundsInput;
  SearchPointInput: SearchPointInput;
  SearchDatesInput: SearchDatesInput;
  SearchResultListing: Omit<SearchResultListing, 'settingsData'> & {
    settingsData: Array<ResolversParentTypes['SearchSettingsData']>;
  };
  SearchPrice: SearchPrice;
  SearchListingPhoto: SearchListingPhoto;
  SearchListingData: SearchListingData;
  SearchSettingsData: Omit<SearchSettingsData, 'listsettings'> & { listsettings: ResolversParentTypes['ListSetting'] };
  SearchMapMarker: SearchMapMarker;
  SearchResults: SearchAnswer;
  ExploreMoreListing: ExploreMoreListing;
  WishListGroup: WishListGroupRowRecord;
  WishListGroupsResult: Omit<WishListGroupsResult, 'groups'> & { groups: Array<ResolversParentTypes['WishListGroup']> };
  WishListGroupResult: Omit<WishListGroupResult, 'group'> & { group?: Maybe<ResolversParentTypes['WishListGroup']> };
  WishListChange: WishListChange;
  String: Scalars['String']['output'];
  Boolean: Scalars['Boolean']['output'];
};

export type LinkDirectiveArgs = {
  url?: Maybe<Scalars['String']['input']>;
  as?: Maybe<Scalars['String']['input']>;
  for?: Maybe<Link__Purpose>;
  import?: Maybe<Array<Maybe<Scalars['link__Import']['input']>>>;
};

export type LinkDirectiveResolver<
  Result,
  Parent,
  ContextType = ServiceContext,
  Args = LinkDirectiveArgs,
> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__RequiresDirectiveArgs = {
  fields: Scalars['federation__FieldSet']['input'];
};

export type Federation__RequiresDirectiveResolver<
  Result,
  Parent,
  ContextType = ServiceContext,
  Args = Federation__RequiresDirectiveArgs,
> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__ProvidesDirectiveArgs = {
  fields: Scalars['federation__FieldSet']['input'];
};

export type Federation__ProvidesDirectiveResolver<
  Result,
  Parent,
  ContextType = ServiceContext,
  Args = Federation__ProvidesDirectiveArgs,
> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__ExternalDirectiveArgs = {
  reason?: Maybe<Scalars['String']['input']>;
};

export type Federation__ExternalDirectiveResolver<
  Result,
  Parent,
  ContextType = ServiceContext,
  Args = Federation__ExternalDirectiveArgs,
> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__TagDirectiveArgs = {
  name: Scalars['String']['input'];
};

export type Federation__TagDirectiveResolver<
  Result,
  Parent,
  ContextType = ServiceContext,
  Args = Federation__TagDirectiveArgs,
> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__ExtendsDirectiveArgs = {};

export type Federation__ExtendsDirectiveResolver<
  Result,
  Parent,
  ContextType = ServiceContext,
  Args = Federation__ExtendsDirectiveArgs,
> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__ShareableDirectiveArgs = {};

export type Federation__ShareableDirectiveResolver<
  Result,
  Parent,
  ContextType = ServiceContext,
  Args = Federation__ShareableDirectiveArgs,
> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__InaccessibleDirectiveArgs = {};

export type Federation__InaccessibleDirectiveResolver<
  Result,
  Parent,
  ContextType = ServiceContext,
  Args = Federation__InaccessibleDirectiveArgs,
> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__OverrideDirectiveArgs = {
  from: Scalars['String']['input'];
};

export type Federation__OverrideDirectiveResolver<
  Result,
  Parent,
  ContextType = ServiceContext,
  Args = Federation__OverrideDirectiveArgs,
> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ComposeDirectiveDirectiveArgs = {
  name?: Maybe<Scalars['String']['input']>;
};

export type ComposeDirectiveDirectiveResolver<
  Result,
  Parent,
  ContextType = ServiceContext,
  Args = ComposeDirectiveDirectiveArgs,
> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Federation__InterfaceObjectDirectiveArgs = {};

export type Federation__InterfaceObjectDirectiveResolver<
  Result,
  Parent,
  ContextType = ServiceContext,
  Args = Federation__InterfaceObjectDirectiveArgs,
> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AdminPrivilegeDirectiveArgs = {
  urls: Array<Scalars['String']['input']>;
  alsoMembers?: Maybe<Scalars['Boolean']['input']>;
};

export type AdminPrivilegeDirectiveResolver<
  Result,
  Parent,
  ContextType = ServiceContext,
  Args = AdminPrivilegeDirectiveArgs,
> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export interface Link__ImportScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['link__Import'], any> {
  name: 'link__Import';
}

export interface Federation__FieldSetScalarConfig extends GraphQLScalarTypeConfig<
  ResolversTypes['federation__FieldSet'],
  any
> {
  name: 'federation__FieldSet';
}

export type ListingResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['Listing'] = ResolversParentTypes['Listing'],
  FederationReferenceType extends FederationReferenceTypes['Listing'] = FederationReferenceTypes['Listing'],
> = {
  __resolveReference?: ReferenceResolver<
    Maybe<ResolversTypes['Listing']> | FederationReferenceType,
    FederationReferenceType,
    ContextType
  >;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  host?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  neighbourhood?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  coverPhoto?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['ListingPhoto']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  buildingName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lat?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lng?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  womensOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  menStay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  whoElseStays?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commonArea?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bookingType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bedrooms?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  beds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bathrooms?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  personCapacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  residenceType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roomType?: Resolver<Maybe<ResolversTypes['ListSetting']>, ParentType, ContextType>;
  houseType?: Resolver<Maybe<ResolversTypes['ListSetting']>, ParentType, ContextType>;
  buildingSize?: Resolver<Maybe<ResolversTypes['ListSetting']>, ParentType, ContextType>;
  bathroomType?: Resolver<Maybe<ResolversTypes['ListSetting']>, ParentType, ContextType>;
  bedTypes?: Resolver<Array<ResolversTypes['ListingBedType']>, ParentType, ContextType>;
  extraGuest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  extraBed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  extraBathroom?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  extraBedroom?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  amenities?: Resolver<Array<ResolversTypes['ListSetting']>, ParentType, ContextType>;
  houseRules?: Resolver<Array<ResolversTypes['ListSetting']>, ParentType, ContextType>;
  customHouseRules?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  businessLicenseNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isExclusive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isLongerStay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isMonthPlus?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  listingData?: Resolver<ResolversTypes['ListingData'], ParentType, ContextType>;
  approvalStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rejectionMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isPublished?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isListed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unlistedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  step1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  step2?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  step3?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  step4?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reviewsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviewsStarRating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  isListOwner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  wishListStatus?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hostSuspended?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deletedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seasons?: Resolver<Array<ResolversTypes['ListingSeason']>, ParentType, ContextType>;
  lastMinuteDiscounts?: Resolver<Array<ResolversTypes['ListingLastMinuteDiscount']>, ParentType, ContextType>;
  lengthOfStayDiscounts?: Resolver<Array<ResolversTypes['ListingLengthOfStayDiscount']>, ParentType, ContextType>;
  blockedCheckOutDays?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sameDayCutOff?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mapLocation?: Resolver<
    Maybe<ResolversTypes['ListingMapLocation']>,
    ParentType,
    ContextType,
    RequireFields<ListingMapLocationArgs, 'asGuest'>
  >;
  viewsLastWeek?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  similarListings?: Resolver<Array<ResolversTypes['Listing']>, ParentType, ContextType>;
  calendar?: Resolver<
    Array<ResolversTypes['ListingCalendarDay']>,
    ParentType,
    ContextType,
    RequireFields<ListingCalendarArgs, 'from' | 'to'>
  >;
};

export type ListingDataResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ListingData'] = ResolversParentTypes['ListingData'],
> = {
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  basePrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  cleaningPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  weekendPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  extraGuestFee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  extraGuestAfter?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  petFee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  securityFee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  weeklyDiscount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monthlyDiscount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  threeMonthDiscount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minNight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxNight?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  bookingNoticeTime?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxDaysNotice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  checkInStart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkInEnd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkOutTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  blockedCheckInDays?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  cancellationPolicy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  guestPledgeAccepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ListSettingResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ListSetting'] = ResolversParentTypes['ListSetting'],
> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  typeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  itemDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ListingBedTypeResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ListingBedType'] = ResolversParentTypes['ListingBedType'],
> = {
  bedType?: Resolver<ResolversTypes['ListSetting'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ListingPhotoResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ListingPhoto'] = ResolversParentTypes['ListingPhoto'],
> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photoDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isCover?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'],
  FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User'],
> = {
  __resolveReference?: ReferenceResolver<
    Maybe<ResolversTypes['User']> | FederationReferenceType,
    FederationReferenceType,
    ContextType
  >;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listings?: Resolver<Array<ResolversTypes['Listing']>, ParentType, ContextType>;
};

export type QueryResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  listing?: Resolver<Maybe<ResolversTypes['Listing']>, ParentType, ContextType, RequireFields<QueryListingArgs, 'id'>>;
  listSettings?: Resolver<
    Array<ResolversTypes['ListSetting']>,
    ParentType,
    ContextType,
    Partial<QueryListSettingsArgs>
  >;
  listSettingTypes?: Resolver<Array<ResolversTypes['ListSettingType']>, ParentType, ContextType>;
  adminListSettings?: Resolver<
    ResolversTypes['AdminListSettingCatalogue'],
    ParentType,
    ContextType,
    RequireFields<QueryAdminListSettingsArgs, 'typeId'>
  >;
  deletedListings?: Resolver<
    ResolversTypes['AdminListingPage'],
    ParentType,
    ContextType,
    Partial<QueryDeletedListingsArgs>
  >;
  adminListings?: Resolver<
    ResolversTypes['AdminListingPage'],
    ParentType,
    ContextType,
    Partial<QueryAdminListingsArgs>
  >;
  listingsAwaitingApproval?: Resolver<
    ResolversTypes['AdminListingPage'],
    ParentType,
    ContextType,
    Partial<QueryListingsAwaitingApprovalArgs>
  >;
  getListingData?: Resolver<
    ResolversTypes['ListingDataResult'],
    ParentType,
    ContextType,
    RequireFields<QueryGetListingDataArgs, 'id'>
  >;
  UserListing?: Resolver<
    Maybe<ResolversTypes['Listing']>,
    ParentType,
    ContextType,
    RequireFields<QueryUserListingArgs, 'listId'>
  >;
  getStepTwo?: Resolver<
    Maybe<ResolversTypes['Listing']>,
    ParentType,
    ContextType,
    RequireFields<QueryGetStepTwoArgs, 'listId'>
  >;
  ManageListings?: Resolver<Array<ResolversTypes['Listing']>, ParentType, ContextType>;
  hostingEligibility?: Resolver<ResolversTypes['HostingEligibility'], ParentType, ContextType>;
  homePicks?: Resolver<Array<ResolversTypes['PickList']>, ParentType, ContextType, Partial<QueryHomePicksArgs>>;
  searchSettings?: Resolver<ResolversTypes['SearchSettings'], ParentType, ContextType>;
  adminPicks?: Resolver<
    ResolversTypes['AdminPickList'],
    ParentType,
    ContextType,
    RequireFields<QueryAdminPicksArgs, 'kind'>
  >;
  placeSuggestions?: Resolver<
    Array<ResolversTypes['PlaceSuggestion']>,
    ParentType,
    ContextType,
    RequireFields<QueryPlaceSuggestionsArgs, 'query'>
  >;
  placeGeography?: Resolver<
    Maybe<ResolversTypes['PlaceGeography']>,
    ParentType,
    ContextType,
    RequireFields<QueryPlaceGeographyArgs, 'placeId'>
  >;
  SearchListing?: Resolver<ResolversTypes['SearchResults'], ParentType, ContextType, Partial<QuerySearchListingArgs>>;
  CitySearchListing?: Resolver<
    ResolversTypes['SearchResults'],
    ParentType,
    ContextType,
    RequireFields<QueryCitySearchListingArgs, 'city'>
  >;
  ExploreMoreSearchListing?: Resolver<
    Array<ResolversTypes['ExploreMoreListing']>,
    ParentType,
    ContextType,
    Partial<QueryExploreMoreSearchListingArgs>
  >;
  getAllWishListGroup?: Resolver<
    ResolversTypes['WishListGroupsResult'],
    ParentType,
    ContextType,
    Partial<QueryGetAllWishListGroupArgs>
  >;
  getWishListGroup?: Resolver<
    ResolversTypes['WishListGroupResult'],
    ParentType,
    ContextType,
    RequireFields<QueryGetWishListGroupArgs, 'id'>
  >;
};

export type ListSettingTypeResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ListSettingType'] = ResolversParentTypes['ListSettingType'],
> = {
  typeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feeds?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  valueMin?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  valueMax?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  valueStep?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  allowedValues?: Resolver<Maybe<Array<ResolversTypes['Float']>>, ParentType, ContextType>;
};

export type AdminListSettingResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['AdminListSetting'] = ResolversParentTypes['AdminListSetting'],
> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  typeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  itemDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  isEnable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  listingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminListSettingCatalogueResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['AdminListSettingCatalogue'] =
    ResolversParentTypes['AdminListSettingCatalogue'],
> = {
  type?: Resolver<ResolversTypes['ListSettingType'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['AdminListSetting']>, ParentType, ContextType>;
};

export type ListSettingResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ListSettingResult'] = ResolversParentTypes['ListSettingResult'],
> = {
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['ListingFieldError']>, ParentType, ContextType>;
  setting?: Resolver<Maybe<ResolversTypes['AdminListSetting']>, ParentType, ContextType>;
};

export type MutationResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  createListSetting?: Resolver<
    ResolversTypes['ListSettingResult'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateListSettingArgs, 'typeId' | 'setting'>
  >;
  updateListSetting?: Resolver<
    ResolversTypes['ListSettingResult'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateListSettingArgs, 'id' | 'setting'>
  >;
  setListSettingEnabled?: Resolver<
    ResolversTypes['ListSettingResult'],
    ParentType,
    ContextType,
    RequireFields<MutationSetListSettingEnabledArgs, 'id' | 'enabled'>
  >;
  deleteListSetting?: Resolver<
    ResolversTypes['ListSettingResult'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteListSettingArgs, 'id'>
  >;
  approveListing?: Resolver<
    ResolversTypes['ListingEditResult'],
    ParentType,
    ContextType,
    RequireFields<MutationApproveListingArgs, 'listId'>
  >;
  rejectListing?: Resolver<
    ResolversTypes['ListingEditResult'],
    ParentType,
    ContextType,
    RequireFields<MutationRejectListingArgs, 'listId' | 'message'>
  >;
  adminCreateListing?: Resolver<
    ResolversTypes['ListingEditResult'],
    ParentType,
    ContextType,
    RequireFields<MutationAdminCreateListingArgs, 'hostId' | 'listing'>
  >;
  transferListing?: Resolver<
    ResolversTypes['ListingEditResult'],
    ParentType,
    ContextType,
    RequireFields<MutationTransferListingArgs, 'listId' | 'toHostId'>
  >;
  adminDeleteListing?: Resolver<
    ResolversTypes['ListingEditResult'],
    ParentType,
    ContextType,
    RequireFields<MutationAdminDeleteListingArgs, 'listId'>
  >;
  blockListingDates?: Resolver<
    ResolversTypes['ListingEditResult'],
    ParentType,
    ContextType,
    RequireFields<MutationBlockListingDatesArgs, 'listId' | 'ranges'>
  >;
  unblockListingDates?: Resolver<
    ResolversTypes['ListingEditResult'],
    ParentType,
    ContextType,
    RequireFields<MutationUnblockListingDatesArgs, 'listId' | 'ranges'>
  >;
  updateListingCalendarRules?: Resolver<
    ResolversTypes['ListingEditResult'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateListingCalendarRulesArgs, 'listId' | 'rules'>
  >;
  addListingSeason?: Resolver<
    ResolversTypes['ListingEditResult'],
    ParentType,
    ContextType,
    RequireFields<MutationAddListingSeasonArgs, 'listId' | 'season'>
  >;
  updateListingSeason?: Resolver<
    ResolversTypes['ListingEditResult'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateListingSeasonArgs, 'listId' | 'seasonId' | 'season'>
  >;
  deleteListingSeason?: Resolver<
    ResolversTypes['ListingEditResult'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteListingSeasonArgs, 'listId' | 'seasonId'>
  >;
  saveListingDiscounts?: Resolver<
    ResolversTypes['ListingEditResult'],
    ParentType,
    ContextType,
    RequireFields<MutationSaveListingDiscountsArgs, 'listId' | 'discounts'>
  >;
  createListing?: Resolver<
    ResolversTypes['ListingEditResult'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateListingArgs, 'basics'>
  >;
  updateListingBasics?: Resolver<
    ResolversTypes['ListingEditResult'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateListingBasicsArgs, 'listId' | 'basics'>
  >;
  updateListingScene?: Resolver<
    ResolversTypes['ListingEditResult'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateListingSceneArgs, 'listId' | 'scene'>
  >;
  updateListingPricing?: Resolver<
    ResolversTypes['ListingEditResult'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateListingPricingArgs, 'listId' | 'pricing'>
  >;
  updateListingBookingSettings?: Resolver<
    ResolversTypes['ListingEditResult'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateListingBookingSettingsArgs, 'listId' | 'booking'>
  >;
  updateListingHouseRules?: Resolver<
    ResolversTypes['ListingEditResult'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateListingHouseRulesArgs, 'listId' | 'rules'>
  >;
  setListingCancellationPolicy?: Resolver<
    ResolversTypes['ListingEditResult'],
    ParentType,
    ContextType,
    RequireFields<MutationSetListingCancellationPolicyArgs, 'listId' | 'policy'>
  >;
  acceptGuestPledge?: Resolver<
    ResolversTypes['ListingEditResult'],
    ParentType,
    ContextType,
    RequireFields<MutationAcceptGuestPledgeArgs, 'listId' | 'agreed'>
  >;
  submitListingForApproval?: Resolver<
    ResolversTypes['ListingEditResult'],
    ParentType,
    ContextType,
    RequireFields<MutationSubmitListingForApprovalArgs, 'listId'>
  >;
  publishListing?: Resolver<
    ResolversTypes['ListingEditResult'],
    ParentType,
    ContextType,
    RequireFields<MutationPublishListingArgs, 'listId'>
  >;
  unpublishListing?: Resolver<
    ResolversTypes['ListingEditResult'],
    ParentType,
    ContextType,
    RequireFields<MutationUnpublishListingArgs, 'listId'>
  >;
  setListingListed?: Resolver<
    ResolversTypes['ListingEditResult'],
    ParentType,
    ContextType,
    RequireFields<MutationSetListingListedArgs, 'listId' | 'listed'>
  >;
  duplicateListing?: Resolver<
    ResolversTypes['DuplicateListingResult'],
    ParentType,
    ContextType,
    RequireFields<MutationDuplicateListingArgs, 'listId' | 'count'>
  >;
  deleteListing?: Resolver<
    ResolversTypes['ListingEditResult'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteListingArgs, 'listId'>
  >;
  recordListingView?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationRecordListingViewArgs, 'listId'>
  >;
  reorderListingPhotos?: Resolver<
    ResolversTypes['ListingEditResult'],
    ParentType,
    ContextType,
    RequireFields<MutationReorderListingPhotosArgs, 'listId' | 'photoIds'>
  >;
  setListingPhotoCaption?: Resolver<
    ResolversTypes['ListingEditResult'],
    ParentType,
    ContextType,
    RequireFields<MutationSetListingPhotoCaptionArgs, 'listId' | 'photoId' | 'photoDescription'>
  >;
  setListingCoverPhoto?: Resolver<
    ResolversTypes['ListingEditResult'],
    ParentType,
    ContextType,
    RequireFields<MutationSetListingCoverPhotoArgs, 'listId' | 'photoId'>
  >;
  deleteListingPhoto?: Resolver<
    ResolversTypes['ListingEditResult'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteListingPhotoArgs, 'listId' | 'photoId'>
  >;
  addPick?: Resolver<
    ResolversTypes['PickResult'],
    ParentType,
    ContextType,
    RequireFields<MutationAddPickArgs, 'kind' | 'listId'>
  >;
  removePick?: Resolver<
    ResolversTypes['PickResult'],
    ParentType,
    ContextType,
    RequireFields<MutationRemovePickArgs, 'kind' | 'listId'>
  >;
  movePick?: Resolver<
    ResolversTypes['PickResult'],
    ParentType,
    ContextType,
    RequireFields<MutationMovePickArgs, 'kind' | 'listId' | 'direction'>
  >;
  reorderPicks?: Resolver<
    ResolversTypes['PickResult'],
    ParentType,
    ContextType,
    RequireFields<MutationReorderPicksArgs, 'kind' | 'listIds'>
  >;
  updateSearchSettings?: Resolver<
    ResolversTypes['SearchSettingsResult'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateSearchSettingsArgs, 'settings'>
  >;
  CreateWishList?: Resolver<
    ResolversTypes['WishListChange'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateWishListArgs, 'listId' | 'wishListGroupId' | 'eventKey'>
  >;
  CreateWishListGroup?: Resolver<
    ResolversTypes['WishListChange'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateWishListGroupArgs, 'name'>
  >;
  updateWishListGroup?: Resolver<
    ResolversTypes['WishListChange'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateWishListGroupArgs, 'id'>
  >;
  deleteWishListGroup?: Resolver<
    ResolversTypes['WishListChange'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteWishListGroupArgs, 'id'>
  >;
};

export type AdminListingPageResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['AdminListingPage'] = ResolversParentTypes['AdminListingPage'],
> = {
  results?: Resolver<Array<ResolversTypes['Listing']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ListingCalendarDayResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ListingCalendarDay'] = ResolversParentTypes['ListingCalendarDay'],
> = {
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  season?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  night?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  checkOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ListingSeasonResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ListingSeason'] = ResolversParentTypes['ListingSeason'],
> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nightlyPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  weekendPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  extraGuestPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  minimumStay?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maximumStay?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  noCheckInDays?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  noCheckOutDays?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ListingLastMinuteDiscountResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ListingLastMinuteDiscount'] =
    ResolversParentTypes['ListingLastMinuteDiscount'],
> = {
  percent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  daysBeforeArrivalFrom?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  daysBeforeArrivalTo?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ListingLengthOfStayDiscountResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ListingLengthOfStayDiscount'] =
    ResolversParentTypes['ListingLengthOfStayDiscount'],
> = {
  minimumNights?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  daysBeforeArrivalFrom?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  daysBeforeArrivalTo?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ListingDataResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ListingDataResult'] = ResolversParentTypes['ListingDataResult'],
> = {
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  listing?: Resolver<Maybe<ResolversTypes['Listing']>, ParentType, ContextType>;
};

export type HostingEligibilityResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['HostingEligibility'] = ResolversParentTypes['HostingEligibility'],
> = {
  mayList?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ListingEditResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ListingEditResult'] = ResolversParentTypes['ListingEditResult'],
> = {
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['ListingFieldError']>, ParentType, ContextType>;
  listing?: Resolver<Maybe<ResolversTypes['Listing']>, ParentType, ContextType>;
};

export type ListingFieldErrorResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ListingFieldError'] = ResolversParentTypes['ListingFieldError'],
> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DuplicateListingResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['DuplicateListingResult'] = ResolversParentTypes['DuplicateListingResult'],
> = {
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['ListingFieldError']>, ParentType, ContextType>;
  listings?: Resolver<Array<ResolversTypes['Listing']>, ParentType, ContextType>;
};

export type ListingMapLocationResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ListingMapLocation'] = ResolversParentTypes['ListingMapLocation'],
> = {
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lng?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  exact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  radiusMeters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PickListResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['PickList'] = ResolversParentTypes['PickList'],
> = {
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  listings?: Resolver<Array<ResolversTypes['Listing']>, ParentType, ContextType>;
};

export type AdminPickResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['AdminPick'] = ResolversParentTypes['AdminPick'],
> = {
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  live?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  listing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType>;
};

export type AdminPickListResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['AdminPickList'] = ResolversParentTypes['AdminPickList'],
> = {
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxPicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  picks?: Resolver<Array<ResolversTypes['AdminPick']>, ParentType, ContextType>;
};

export type PickResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['PickResult'] = ResolversParentTypes['PickResult'],
> = {
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  list?: Resolver<Maybe<ResolversTypes['AdminPickList']>, ParentType, ContextType>;
};

export type SearchSettingsResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['SearchSettings'] = ResolversParentTypes['SearchSettings'],
> = {
  priceRangeMin?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  priceRangeMax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultPriceSort?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchSettingsResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['SearchSettingsResult'] = ResolversParentTypes['SearchSettingsResult'],
> = {
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['ListingFieldError']>, ParentType, ContextType>;
  settings?: Resolver<Maybe<ResolversTypes['SearchSettings']>, ParentType, ContextType>;
};

export type PlaceSuggestionResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['PlaceSuggestion'] = ResolversParentTypes['PlaceSuggestion'],
> = {
  placeId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mainText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secondaryText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  types?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PlaceAddressPartResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['PlaceAddressPart'] = ResolversParentTypes['PlaceAddressPart'],
> = {
  longName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  types?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PlacePointResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['PlacePoint'] = ResolversParentTypes['PlacePoint'],
> = {
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lng?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PlaceBoundsResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['PlaceBounds'] = ResolversParentTypes['PlaceBounds'],
> = {
  northeast?: Resolver<ResolversTypes['PlacePoint'], ParentType, ContextType>;
  southwest?: Resolver<ResolversTypes['PlacePoint'], ParentType, ContextType>;
};

export type PlaceGeographyResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['PlaceGeography'] = ResolversParentTypes['PlaceGeography'],
> = {
  placeId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  addressParts?: Resolver<Array<ResolversTypes['PlaceAddressPart']>, ParentType, ContextType>;
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  administrativeAreaShort?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  administrativeAreaLong?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  geoType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lng?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  bounds?: Resolver<ResolversTypes['PlaceBounds'], ParentType, ContextType>;
  chosen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SearchResultListingResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['SearchResultListing'] = ResolversParentTypes['SearchResultListing'],
> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  personCapacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  extraGuest?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  extraBed?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lat?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lng?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  beds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bedrooms?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bookingType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  coverPhoto?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviewsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviewsStarRating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  isExclusiveProp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  minPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  searchPrices?: Resolver<Array<ResolversTypes['SearchPrice']>, ParentType, ContextType>;
  listPhotos?: Resolver<Array<ResolversTypes['SearchListingPhoto']>, ParentType, ContextType>;
  listingData?: Resolver<ResolversTypes['SearchListingData'], ParentType, ContextType>;
  settingsData?: Resolver<Array<ResolversTypes['SearchSettingsData']>, ParentType, ContextType>;
  wishListStatus?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isListOwner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rentalsUnitedBedCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rentalUnitedId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  interhomeId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hostFullyPropertyId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ownerRezId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  naturalRetreatsId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextPaxId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hostAwayId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SearchPriceResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['SearchPrice'] = ResolversParentTypes['SearchPrice'],
> = {
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SearchListingPhotoResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['SearchListingPhoto'] = ResolversParentTypes['SearchListingPhoto'],
> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchListingDataResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['SearchListingData'] = ResolversParentTypes['SearchListingData'],
> = {
  defaultPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  basePrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isExclusive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isLongerStay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  weeklyDiscount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monthlyDiscount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dailyDiscount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekendPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type SearchSettingsDataResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['SearchSettingsData'] = ResolversParentTypes['SearchSettingsData'],
> = {
  listsettings?: Resolver<ResolversTypes['ListSetting'], ParentType, ContextType>;
};

export type SearchMapMarkerResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['SearchMapMarker'] = ResolversParentTypes['SearchMapMarker'],
> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lng?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  prices?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  beds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bedrooms?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  personCapacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roomType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photos?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ratings?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  discounts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SearchResultsResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['SearchResults'] = ResolversParentTypes['SearchResults'],
> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currentPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['SearchResultListing']>, ParentType, ContextType>;
  mapMarkers?: Resolver<Array<ResolversTypes['SearchMapMarker']>, ParentType, ContextType>;
  otherResults?: Resolver<Array<ResolversTypes['SearchResultListing']>, ParentType, ContextType>;
  otherResultsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  industryName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  industryFilter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  industryFilterCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  placeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  placeBounds?: Resolver<Maybe<ResolversTypes['PlaceBounds']>, ParentType, ContextType>;
};

export type ExploreMoreListingResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['ExploreMoreListing'] = ResolversParentTypes['ExploreMoreListing'],
> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lng?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type WishListGroupResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['WishListGroup'] = ResolversParentTypes['WishListGroup'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPublic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wishListCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  wishListIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  coverPhoto?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  listings?: Resolver<Array<ResolversTypes['Listing']>, ParentType, ContextType>;
  isOwner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type WishListGroupsResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['WishListGroupsResult'] = ResolversParentTypes['WishListGroupsResult'],
> = {
  groups?: Resolver<Array<ResolversTypes['WishListGroup']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WishListGroupResultResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['WishListGroupResult'] = ResolversParentTypes['WishListGroupResult'],
> = {
  group?: Resolver<Maybe<ResolversTypes['WishListGroup']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WishListChangeResolvers<
  ContextType = ServiceContext,
  ParentType extends ResolversParentTypes['WishListChange'] = ResolversParentTypes['WishListChange'],
> = {
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = ServiceContext> = {
  link__Import?: GraphQLScalarType;
  federation__FieldSet?: GraphQLScalarType;
  Listing?: ListingResolvers<ContextType>;
  ListingData?: ListingDataResolvers<ContextType>;
  ListSetting?: ListSettingResolvers<ContextType>;
  ListingBedType?: ListingBedTypeResolvers<ContextType>;
  ListingPhoto?: ListingPhotoResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ListSettingType?: ListSettingTypeResolvers<ContextType>;
  AdminListSetting?: AdminListSettingResolvers<ContextType>;
  AdminListSettingCatalogue?: AdminListSettingCatalogueResolvers<ContextType>;
  ListSettingResult?: ListSettingResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  AdminListingPage?: AdminListingPageResolvers<ContextType>;
  ListingCalendarDay?: ListingCalendarDayResolvers<ContextType>;
  ListingSeason?: ListingSeasonResolvers<ContextType>;
  ListingLastMinuteDiscount?: ListingLastMinuteDiscountResolvers<ContextType>;
  ListingLengthOfStayDiscount?: ListingLengthOfStayDiscountResolvers<ContextType>;
  ListingDataResult?: ListingDataResultResolvers<ContextType>;
  HostingEligibility?: HostingEligibilityResolvers<ContextType>;
  ListingEditResult?: ListingEditResultResolvers<ContextType>;
  ListingFieldError?: ListingFieldErrorResolvers<ContextType>;
  DuplicateListingResult?: DuplicateListingResultResolvers<ContextType>;
  ListingMapLocation?: ListingMapLocationResolvers<ContextType>;
  PickList?: PickListResolvers<ContextType>;
  AdminPick?: AdminPickResolvers<ContextType>;
  AdminPickList?: AdminPickListResolvers<ContextType>;
  PickResult?: PickResultResolvers<ContextType>;
  SearchSettings?: SearchSettingsResolvers<ContextType>;
  SearchSettingsResult?: SearchSettingsResultResolvers<ContextType>;
  PlaceSuggestion?: PlaceSuggestionResolvers<ContextType>;
  PlaceAddressPart?: PlaceAddressPartResolvers<ContextType>;
  PlacePoint?: PlacePointResolvers<ContextType>;
  PlaceBounds?: PlaceBoundsResolvers<ContextType>;
  PlaceGeography?: PlaceGeographyResolvers<ContextType>;
  SearchResultListing?: SearchResultListingResolvers<ContextType>;
  SearchPrice?: SearchPriceResolvers<ContextType>;
  SearchListingPhoto?: SearchListingPhotoResolvers<ContextType>;
  SearchListingData?: SearchListingDataResolvers<ContextType>;
  SearchSettingsData?: SearchSettingsDataResolvers<ContextType>;
  SearchMapMarker?: SearchMapMarkerResolvers<ContextType>;
  SearchResults?: SearchResultsResolvers<ContextType>;
  ExploreMoreListing?: ExploreMoreListingResolvers<ContextType>;
  WishListGroup?: WishListGroupResolvers<ContextType>;
  WishListGroupsResult?: WishListGroupsResultResolvers<ContextType>;
  WishListGroupResult?: WishListGroupResultResolvers<ContextType>;
  WishListChange?: WishListChangeResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = ServiceContext> = {
  link?: LinkDirectiveResolver<any, any, ContextType>;
  federation__requires?: Federation__RequiresDirectiveResolver<any, any, ContextType>;
  federation__provides?: Federation__ProvidesDirectiveResolver<any, any, ContextType>;
  federation__external?: Federation__ExternalDirectiveResolver<any, any, ContextType>;
  federation__tag?: Federation__TagDirectiveResolver<any, any, ContextType>;
  federation__extends?: Federation__ExtendsDirectiveResolver<any, any, ContextType>;
  federation__shareable?: Federation__ShareableDirectiveResolver<any, any, ContextType>;
  federation__inaccessible?: Federation__InaccessibleDirectiveResolver<any, any, ContextType>;
  federation__override?: Federation__OverrideDirectiveResolver<any, any, ContextType>;
  composeDirective?: ComposeDirectiveDirectiveResolver<any, any, ContextType>;
  federation__interfaceObject?: Federation__InterfaceObjectDirectiveResolver<any, any, ContextType>;
  adminPrivilege?: AdminPrivilegeDirectiveResolver<any, any, ContextType>;
};
