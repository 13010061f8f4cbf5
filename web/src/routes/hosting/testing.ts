// Test fixtures of the host editor: a listing and the catalogues as listings-search answers them through the gateway,
// and the member around them (signed in, the gates letting her through).
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  accountAnswer,
  ADA,
  gateAnswerForAnyPath,
  MEMBER_LIMITS,
  roleLimitsAnswer,
  userStatusAnswer,
} from '../../gates/testing';
import {
  CountriesDocument,
  HostEditorListingDocument,
  HostingEligibilityDocument,
  HostListSettingsDocument,
  type HostListingFieldsFragment,
} from '../../gen/graphql';
import { renderAppAt, siteSettingsAnswer } from '../../testing/render-app';
import { EDITOR_TYPE_IDS } from './catalogues';

const always = Number.POSITIVE_INFINITY;

type Listing = HostListingFieldsFragment & { __typename: 'Listing' };

/** A listing of hers with step 1 done, as getListingData answers it. */
export function listingFixture(overrides: { [K in keyof Listing]?: unknown } = {}): Listing {
  return {
    __typename: 'Listing',
    id: 1_234_567,
    title: '',
    description: '',
    neighbourhood: '',
    coverPhoto: null,
    photos: [],
    country: 'GB',
    street: '12 Ezra Street',
    buildingName: '',
    city: 'London',
    state: 'England',
    zipcode: 'E2 7RH',
    lat: 51.5296,
    lng: -0.0707,
    timeZone: 'Europe/London',
    womensOnly: true,
    menStay: false,
    whoElseStays: '',
    commonArea: false,
    bookingType: 'request',
    bedrooms: 1,
    beds: 1,
    bathrooms: 1,
    personCapacity: 2,
    residenceType: null,
    roomType: { __typename: 'ListSetting', id: 1 },
    houseType: { __typename: 'ListSetting', id: 4 },
    buildingSize: null,
    bathroomType: null,
    bedTypes: [],
    extraGuest: false,
    extraBed: false,
    extraBathroom: false,
    extraBedroom: false,
    amenities: [],
    houseRules: [],
    customHouseRules: '',
    businessLicenseNumber: '',
    isExclusive: false,
    isLongerStay: false,
    isMonthPlus: false,
    blockedCheckOutDays: [],
    sameDayCutOff: null,
    seasons: [],
    lastMinuteDiscounts: [],
    lengthOfStayDiscounts: [],
    listingData: {
      __typename: 'ListingData',
      currency: null,
      basePrice: null,
      cleaningPrice: 0,
      weekendPrice: null,
      extraGuestFee: 0,
      extraGuestAfter: null,
      petFee: 0,
      securityFee: 0,
      taxRate: 0,
      weeklyDiscount: 0,
      monthlyDiscount: 0,
      threeMonthDiscount: 0,
      minNight: 1,
      maxNight: null,
      bookingNoticeTime: 0,
      maxDaysNotice: null,
      checkInStart: 'flexible',
      checkInEnd: 'flexible',
      checkOutTime: 'flexible',
      blockedCheckInDays: [],
      cancellationPolicy: null,
      guestPledgeAccepted: false,
    },
    approvalStatus: 'draft',
    rejectionMessage: null,
    isPublished: false,
    isListed: true,
    unlistedReason: null,
    step1: 'completed',
    step2: 'incomplete',
    step3: 'incomplete',
    step4: 'incomplete',
    updatedAt: '2026-11-25T04:00:00.000Z',
    ...overrides,
  } as Listing;
}

/** getListingData for `id`: 200 with the listing, or 400 (not hers, or not there); `times` answers, or every one. */
export function listingAnswer(id: number, listing: Listing | null, times = always): MockLink.MockedResponse {
  return {
    request: { query: HostEditorListingDocument, variables: { id } },
    result: {
      data: {
        getListingData: {
          __typename: 'ListingDataResult',
          status: listing ? 200 : 400,
          errorMessage: listing ? null : 'This listing may have been deleted or unpublished.',
          listing,
        },
      },
    },
    maxUsageCount: times,
  };
}

const item = (id: number, typeId: number, itemName: string) => ({ __typename: 'ListSetting', id, typeId, itemName });

/** The starter catalogue's items the tests pick from. */
export const CATALOGUE = [
  item(1, 1, 'Entire place'),
  item(2, 1, 'Private room'),
  item(4, 3, 'Apartment'),
  item(5, 3, 'House'),
  item(14, 7, 'Double bed'),
  item(22, 10, 'Wifi'),
  item(28, 11, 'Smoke alarm'),
  item(39, 14, 'No smoking'),
  item(40, 14, 'No pets'),
];

export function catalogueAnswer(): MockLink.MockedResponse {
  return {
    request: { query: HostListSettingsDocument, variables: { typeIds: [...EDITOR_TYPE_IDS] } },
    result: { data: { listSettings: CATALOGUE } },
    maxUsageCount: always,
  };
}

export function countriesAnswer(): MockLink.MockedResponse {
  const country = (id: number, countryCode: string, countryName: string, dialCode: string) => ({
    __typename: 'Country',
    id,
    countryCode,
    countryName,
    isEnable: true,
    dialCode,
  });
  return {
    request: { query: CountriesDocument },
    result: {
      data: {
        getCountries: {
          __typename: 'CountriesResult',
          results: [country(1, 'GB', 'United Kingdom', '+44'), country(2, 'US', 'United States', '+1')],
        },
      },
    },
    maxUsageCount: always,
  };
}

/** A mutation refused for her standing, as service-kit's requireHost throws it. */
export function standingRefusal(reason: string, message: string) {
  return { errors: [new GraphQLError(message, { extensions: { code: 'FORBIDDEN', reason } })] };
}

/** hostingEligibility's answer: she may list, or not for `reason` with the server's sentence. */
export function eligibilityAnswer(
  reason: string | null = null,
  message: string | null = null,
): MockLink.MockedResponse {
  return {
    request: { query: HostingEligibilityDocument },
    result: {
      data: {
        hostingEligibility: { __typename: 'HostingEligibility', mayList: reason === null, reason, message },
      },
    },
    maxUsageCount: always,
  };
}

/**
 * Ada, signed in and let through by the gates, at `path`; `more` answers the page's own requests (before the
 * defaults: an eligibility answer in it wins over the default one, that she may list).
 */
export const asAda = (path: string, more: MockLink.MockedResponse[]) =>
  renderAppAt(path, siteSettingsAnswer('Golightly'), [
    accountAnswer(ADA),
    roleLimitsAnswer(MEMBER_LIMITS),
    gateAnswerForAnyPath(),
    userStatusAnswer(true),
    catalogueAnswer(),
    countriesAnswer(),
    ...more,
    eligibilityAnswer(),
  ]);
