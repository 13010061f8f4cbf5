// The search screen against a mocked gateway: the address holds the search (filters write it, a link restores them,
// back walks through them), the cards and their pages, a marker's card, and a failed search.
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parseSearch, toSearchListingVariables } from '@golightly/search-query';
import {
  CurrenciesDocument,
  CurrencyRatesDocument,
  SearchFilterSettingsDocument,
  SearchListingsDocument,
  SearchPriceSettingsDocument,
  type SearchListingsQuery,
} from '../../gen/graphql';
import { renderAppAt, siteSettingsAnswer } from '../../testing/render-app';
import { priceSliderIn, roundPriceUp } from './search-state';

type Results = SearchListingsQuery['SearchListing'];
type Card = Results['results'][number];

const always = { maxUsageCount: Number.POSITIVE_INFINITY };

type Place = { lat: number; lng: number };

function card(id: number, title: string, overrides: Partial<Card & Place> = {}): Card & Place & { __typename: string } {
  return {
    __typename: 'SearchResultListing',
    id,
    title,
    slug: title.toLowerCase().replace(/ /g, '-'),
    city: 'Austin',
    countryName: 'United States',
    personCapacity: 2,
    beds: 1,
    bedrooms: 1,
    bookingType: 'instant',
    coverPhoto: null,
    reviewsCount: 3,
    reviewsStarRating: 4.7,
    lat: 30.27,
    lng: -97.74,
    isExclusiveProp: false,
    minPrice: 120,
    wishListStatus: false,
    isListOwner: false,
    ...overrides,
  };
}

function results(cards: (Card & Place)[], overrides: Partial<Results> = {}): Results & { __typename: string } {
  return {
    __typename: 'SearchResults',
    count: cards.length,
    currentPage: 1,
    pageSize: 2,
    currency: 'USD',
    errorMessage: null,
    results: cards,
    otherResults: [],
    otherResultsCount: 0,
    mapMarkers: cards.map((found) => ({
      __typename: 'SearchMapMarker' as const,
      id: found.id,
      lat: found.lat,
      lng: found.lng,
      prices: found.minPrice,
      currency: 'USD',
      title: found.title,
      beds: found.beds,
      bedrooms: found.bedrooms,
      personCapacity: found.personCapacity,
      roomType: 'Entire place',
      photos: null,
      ratings: found.reviewsStarRating,
    })),
    ...overrides,
  };
}

/** The search settings' price slider maximum, in US dollars. */
const SETTINGS_PRICE_MAX = 1000;

/** The gateway's answer to the search `query` (as the address writes it) asks, the slider ending at `priceRangeMax`. */
function searchAnswer(query: string, answer: Results, priceRangeMax = SETTINGS_PRICE_MAX): MockLink.MockedResponse {
  return {
    request: {
      query: SearchListingsDocument,
      variables: toSearchListingVariables(parseSearch(query), { priceRangeMax }),
    },
    result: { data: { SearchListing: answer } },
    ...always,
  };
}

const settingsAnswer: MockLink.MockedResponse = {
  request: { query: SearchFilterSettingsDocument, variables: () => true },
  result: {
    data: {
      listSettings: [
        { __typename: 'ListSetting', id: 1, typeId: 1, itemName: 'Entire place' },
        { __typename: 'ListSetting', id: 2, typeId: 1, itemName: 'Private room' },
        { __typename: 'ListSetting', id: 31, typeId: 10, itemName: 'Wifi' },
        { __typename: 'ListSetting', id: 32, typeId: 10, itemName: 'Kitchen' },
      ],
    },
  },
  ...always,
};

const priceSettingsAnswer: MockLink.MockedResponse = {
  request: { query: SearchPriceSettingsDocument },
  result: {
    data: {
      searchSettings: { __typename: 'SearchSettings', priceRangeMax: SETTINGS_PRICE_MAX, currency: 'USD' },
    },
  },
  ...always,
};

/** The currencies offered (US dollars the base) and their rates, for a member who chose `chosen`. */
function currencyAnswers(rates: Record<string, number>): MockLink.MockedResponse[] {
  return [
    {
      request: { query: CurrenciesDocument },
      result: {
        data: {
          getCurrencies: Object.keys(rates).map((symbol, index) => ({
            __typename: 'Currency',
            id: index + 1,
            symbol,
            sign: symbol,
            isBaseCurrency: symbol === 'USD',
          })),
        },
      },
      ...always,
    },
    {
      request: { query: CurrencyRatesDocument },
      result: { data: { Currency: { __typename: 'CurrencyRates', base: 'USD', rates: JSON.stringify(rates) } } },
      ...always,
    },
  ];
}

const AUSTIN = 'address=Austin&chosen=true&personCapacity=1&womenCount=1';
const LOFT = card(11, 'Sunny loft');
const BUNGALOW = card(12, 'Garden bungalow', { minPrice: 95, lat: 30.3, lng: -97.7 });
const COTTAGE = card(13, 'Blue cottage', { minPrice: 150, lat: 30.25, lng: -97.75 });

const renderSearch = (path: string, answers: MockLink.MockedResponse[]) =>
  renderAppAt(path, siteSettingsAnswer('Golightly'), [settingsAnswer, priceSettingsAnswer, ...answers]);

const homes = () => screen.getByRole('list', { name: 'Homes found' });

afterEach(() => {
  document.cookie = 'currency=; Max-Age=0; Path=/';
});

describe('the search screen', () => {
  it('shows the homes of the search its address holds, with price, place and rating', async () => {
    renderSearch(`/s/refinement_paths?${AUSTIN}`, [searchAnswer(AUSTIN, results([LOFT, BUNGALOW], { count: 2 }))]);
    expect(await screen.findByText('2 homes')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Homes in Austin' })).toBeTruthy();
    const link = within(homes()).getByRole('link', { name: 'Sunny loft' });
    expect(link.getAttribute('href')).toBe('/rooms/sunny-loft-11');
    expect(within(homes()).getByText('$120 per night')).toBeTruthy();
    expect(within(homes()).getAllByText('4.7 (3 reviews)')).toHaveLength(2);
    expect(within(homes()).getAllByText('Austin, United States')).toHaveLength(2);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('restores the filters of a shared link, path form included, and asks the server for exactly them', async () => {
    const query = `${AUSTIN}&startDate=2026-05-01&endDate=2026-05-06&bookingType=instant&amenities=31|32&priceSortOrder=asc`;
    renderSearch(`/s/---${query.replace(/=/g, '----').replace(/&/g, '--')}`, [
      searchAnswer(query, results([BUNGALOW, LOFT])),
    ]);
    expect(await screen.findByText('2 homes')).toBeTruthy();
    const filters = screen.getByRole('group', { name: 'Filters' });
    expect(within(filters).getByRole('button', { name: 'Instant Book' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(filters).getByRole('button', { name: 'More filters (2)' })).toBeTruthy();
    expect((within(filters).getByLabelText('Sort') as HTMLSelectElement).value).toBe('asc');
    const bar = screen.getByRole('search', { name: 'Search homes' });
    expect((within(bar).getByLabelText('Where') as HTMLInputElement).value).toBe('Austin');
    expect((within(bar).getByLabelText('Check-in') as HTMLInputElement).value).toBe('2026-05-01');
    expect((within(bar).getByLabelText('Check-out') as HTMLInputElement).value).toBe('2026-05-06');
  });

  it('writes each filter into the address, and back returns to the search before it', async () => {
    const { router } = renderSearch(`/s/refinement_paths?${AUSTIN}`, [
      searchAnswer(AUSTIN, results([LOFT, BUNGALOW])),
      searchAnswer(`${AUSTIN}&isExclusive=true`, results([LOFT])),
      searchAnswer(`${AUSTIN}&amenities=31&bedrooms=2&isExclusive=true`, results([])),
    ]);
    expect(await screen.findByText('2 homes')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Exclusive homes' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?${AUSTIN}&isExclusive=true`));
    expect(await screen.findByText('1 home')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'More filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'More filters' });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Wifi' }));
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Bedrooms' }), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show homes' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?${AUSTIN}&amenities=31&bedrooms=2&isExclusive=true`),
    );
    expect(await screen.findByText('No homes match')).toBeTruthy();

    await router.navigate(-1);
    expect(await screen.findByText('1 home')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exclusive homes' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('searches with the dates and guests of the search bar, infants shown but never counted', async () => {
    const next =
      'address=Austin&chosen=true&startDate=2026-06-01&endDate=2026-06-04&personCapacity=2&womenCount=2&infants=1';
    const { router } = renderSearch(`/s/refinement_paths?${AUSTIN}`, [
      searchAnswer(AUSTIN, results([LOFT])),
      searchAnswer(next, results([BUNGALOW])),
    ]);
    expect(await screen.findByText('1 home')).toBeTruthy();
    const bar = screen.getByRole('search', { name: 'Search homes' });
    fireEvent.change(within(bar).getByLabelText('Check-in'), { target: { value: '2026-06-04' } });
    fireEvent.change(within(bar).getByLabelText('Check-out'), { target: { value: '2026-06-01' } });
    fireEvent.click(within(bar).getByRole('button', { name: 'Search' }));
    expect(within(bar).getByRole('alert').textContent).toBe('Check-out must be after check-in.');

    fireEvent.change(within(bar).getByLabelText('Check-in'), { target: { value: '2026-06-01' } });
    fireEvent.change(within(bar).getByLabelText('Check-out'), { target: { value: '2026-06-04' } });
    fireEvent.click(within(bar).getByRole('button', { name: '1 guest' }));
    fireEvent.click(within(bar).getByRole('button', { name: 'More Women' }));
    fireEvent.click(within(bar).getByRole('button', { name: 'More Infants' }));
    expect(within(bar).getByRole('button', { name: '2 guests, 1 infant' })).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?${next}`));
    expect(await within(homes()).findByRole('link', { name: 'Garden bungalow' })).toBeTruthy();
  });

  it('moves through the pages of homes and of the other homes', async () => {
    const other = card(21, 'Lake house');
    const { router } = renderSearch(`/s/refinement_paths?${AUSTIN}`, [
      searchAnswer(AUSTIN, results([LOFT, BUNGALOW], { count: 3, otherResults: [other], otherResultsCount: 3 })),
      searchAnswer(`${AUSTIN}&currentPage=2`, results([COTTAGE], { count: 3, currentPage: 2 })),
    ]);
    expect(await screen.findByText('3 homes')).toBeTruthy();
    const others = screen.getByRole('region', { name: 'More homes nearby' });
    expect(within(others).getByRole('link', { name: 'Lake house' })).toBeTruthy();
    expect(within(others).getByRole('navigation', { name: 'Pages of more homes' })).toBeTruthy();

    const pages = screen.getByRole('navigation', { name: 'Pages of homes' });
    expect(within(pages).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?${AUSTIN}&currentPage=2`));
    expect(await within(homes()).findByRole('link', { name: 'Blue cottage' })).toBeTruthy();
    const now = screen.getByRole('navigation', { name: 'Pages of homes' });
    expect(within(now).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it("opens a marker's card with a link to the home", async () => {
    renderSearch(`/s/refinement_paths?${AUSTIN}`, [searchAnswer(AUSTIN, results([LOFT, BUNGALOW]))]);
    const marker = await screen.findByRole('button', { name: 'Garden bungalow: $95 per night' });
    expect(marker.textContent).toBe('$95');
    fireEvent.click(marker);
    const cardOfMarker = await screen.findByRole('group', { name: 'Garden bungalow' });
    expect(within(cardOfMarker).getByText('$95 per night')).toBeTruthy();
    expect(within(cardOfMarker).getByRole('link', { name: 'View this home' }).getAttribute('href')).toBe('/rooms/12');
    fireEvent.click(within(cardOfMarker).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('group', { name: 'Garden bungalow' })).toBeNull();
  });

  it('hides the loading bar and says so when the search fails (spec 000 §8)', async () => {
    renderSearch(`/s/refinement_paths?${AUSTIN}`, [
      {
        request: {
          query: SearchListingsDocument,
          variables: toSearchListingVariables(parseSearch(AUSTIN), { priceRangeMax: SETTINGS_PRICE_MAX }),
        },
        error: new Error('connect ECONNREFUSED'),
        ...always,
      },
    ]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not search just now. Please try again in a moment.')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('clears every filter with "Clear all", keeping the place, the dates and the guests', async () => {
    const place = 'address=Austin&chosen=true&startDate=2026-05-01&endDate=2026-05-06&personCapacity=1&womenCount=1';
    const filtered = `${place}&bookingType=instant&amenities=31&bedrooms=2&isExclusive=true`;
    const { router } = renderSearch(`/s/refinement_paths?${filtered}`, [
      searchAnswer(filtered, results([LOFT])),
      searchAnswer(place, results([LOFT, BUNGALOW])),
    ]);
    expect(await screen.findByText('1 home')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?${place}`));
    expect(await screen.findByText('2 homes')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'More filters' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
  });
});

describe("the price slider's maximum", () => {
  it('rounds up to two significant figures, the second a multiple of 5 from a leading 2 on', () => {
    expect([1000, 920, 1530, 1001, 23_400, 149_700, 9_960, 0.4].map(roundPriceUp)).toEqual([
      1000, 950, 1600, 1100, 25_000, 150_000, 10_000, 1,
    ]);
    expect(priceSliderIn(1000, 'USD', 'CZK', { USD: 1, CZK: 23.4 })).toEqual({ max: 25_000, step: 100 });
    expect(priceSliderIn(1000, 'USD', 'EUR', { USD: 1 })).toBeNull();
  });

  it.each<{ currency: string; rates: Record<string, number>; max: number; top: string }>([
    { currency: 'USD', rates: { USD: 1 }, max: 1000, top: '$1,000+' },
    { currency: 'EUR', rates: { USD: 1, EUR: 0.92 }, max: 950, top: '€950+' },
  ])(
    "ends at the search settings' maximum in $currency, and a range reaching it has no upper bound",
    async ({ currency, rates, max, top }) => {
      document.cookie = `currency=${currency}; Path=/`;
      const priced = `${AUSTIN}&priceRange=10|${max}`;
      const { router } = renderSearch(`/s/refinement_paths?${AUSTIN}`, [
        ...currencyAnswers(rates),
        searchAnswer(AUSTIN, results([LOFT])),
        searchAnswer(priced, results([BUNGALOW]), max),
      ]);
      expect(await screen.findByText('1 home')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'More filters' }));
      const dialog = await screen.findByRole('dialog', { name: 'More filters' });
      const highest = (await within(dialog).findByRole('slider', { name: 'Maximum price' })) as HTMLInputElement;
      expect(highest.max).toBe(String(max));
      expect(highest.value).toBe(String(max));
      fireEvent.change(within(dialog).getByRole('slider', { name: 'Minimum price' }), { target: { value: '10' } });
      expect(within(dialog).getByText(new RegExp(`10 – ${top.replace(/[$+]/g, '\\$&')}$`))).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Show homes' }));
      await waitFor(() => expect(router.state.location.search).toBe(`?${priced}`));
      // The mocked search answers only variables with priceNoLimit: the top of the slider means any price above.
      expect(toSearchListingVariables(parseSearch(priced), { priceRangeMax: max }).priceNoLimit).toBe(true);
      expect(await within(homes()).findByRole('link', { name: 'Garden bungalow' })).toBeTruthy();
    },
  );
});
