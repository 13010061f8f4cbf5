// The city and region pages and the places to explore, against a mocked gateway: a place's homes as the search
// screen's cards with its map and a link refining the search in its box, its pages as links, an unknown place told
// kindly, a failed search told as the search screen tells it.
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseSearchLocation } from '@golightly/search-query';
import { CitySearchListingsDocument, type CitySearchListingsQuery } from '../../gen/graphql';
import { renderAppAt, siteSettingsAnswer } from '../../testing/render-app';
import { EXPLORE_CITIES, EXPLORE_REGIONS } from './explore-places';

type Results = CitySearchListingsQuery['CitySearchListing'];
type Card = Results['results'][number];

const always = { maxUsageCount: Number.POSITIVE_INFINITY };

function card(id: number, title: string): Card & { __typename: string } {
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
    reviewsCount: 0,
    reviewsStarRating: 0,
    isExclusiveProp: false,
    minPrice: 120,
    wishListStatus: false,
    isListOwner: false,
  };
}

const TEXAS_BOUNDS = {
  __typename: 'PlaceBounds',
  northeast: { __typename: 'PlacePoint', lat: 36.5, lng: -93.5 },
  southwest: { __typename: 'PlacePoint', lat: 25.8, lng: -106.6 },
};

function texas(cards: Card[], overrides: Partial<Results> = {}): Results & { __typename: string } {
  return {
    __typename: 'SearchResults',
    count: cards.length,
    currentPage: 1,
    pageSize: 2,
    currency: 'USD',
    errorMessage: null,
    placeName: 'Texas',
    placeBounds: TEXAS_BOUNDS,
    results: cards,
    mapMarkers: cards.map((found) => ({
      __typename: 'SearchMapMarker' as const,
      id: found.id,
      lat: 30.27,
      lng: -97.74,
      prices: found.minPrice,
      currency: 'USD',
      title: found.title,
      beds: 1,
      bedrooms: 1,
      personCapacity: 2,
      roomType: 'Entire place',
      photos: null,
      ratings: 0,
    })),
    ...overrides,
  };
}

function cityAnswer(city: string, page: number, answer: Results): MockLink.MockedResponse {
  return {
    request: { query: CitySearchListingsDocument, variables: { city, page } },
    result: { data: { CitySearchListing: answer } },
    ...always,
  };
}

const render = (path: string, answers: MockLink.MockedResponse[]) =>
  renderAppAt(path, siteSettingsAnswer('Golightly'), answers);

const homes = () => screen.getByRole('list', { name: 'Homes found' });

const LOFT = card(11, 'Sunny loft');
const BUNGALOW = card(12, 'Garden bungalow');
const COTTAGE = card(13, 'Blue cottage');

describe('a city page', () => {
  it("is headed with the place's name, lists its homes and maps them, and refines the search in its box", async () => {
    render('/cities/texas', [cityAnswer('texas', 1, texas([LOFT, BUNGALOW]))]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Homes in Texas' })).toBeTruthy();
    expect(screen.getByText('2 homes')).toBeTruthy();
    const link = within(homes()).getByRole('link', { name: 'Sunny loft' });
    expect(link.getAttribute('href')).toBe('/rooms/sunny-loft-11');
    expect(within(homes()).getAllByText('$120 per night')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Map of the homes found' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Sunny loft: $120 per night' })).toBeTruthy();

    const refine = screen.getByRole('link', { name: 'Refine this search' });
    const [pathname, query] = (refine.getAttribute('href') ?? '').split('?');
    expect(pathname).toBe('/s/refinement_paths');
    const filters = parseSearchLocation(pathname ?? '', query ?? '');
    expect(filters.address).toBe('Texas');
    expect(filters.bounds).toEqual({ swLat: 25.8, swLng: -106.6, neLat: 36.5, neLng: -93.5 });
  });

  it('serves /explore/{city} alike', async () => {
    render('/explore/texas', [cityAnswer('texas', 1, texas([LOFT]))]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Homes in Texas' })).toBeTruthy();
    expect(screen.getByText('1 home')).toBeTruthy();
  });

  it('walks its pages as links, back returning to the page before', async () => {
    const { router } = render('/cities/texas', [
      cityAnswer('texas', 1, texas([LOFT, BUNGALOW], { count: 3 })),
      cityAnswer('texas', 2, texas([COTTAGE], { count: 3, currentPage: 2 })),
    ]);
    expect(
      await within(await screen.findByRole('list', { name: 'Homes found' })).findByText('Sunny loft'),
    ).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Pages of homes' });
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await within(homes()).findByText('Blue cottage')).toBeTruthy();
    expect(within(homes()).queryByText('Sunny loft')).toBeNull();

    await router.navigate(-1);
    expect(await within(homes()).findByText('Sunny loft')).toBeTruthy();
  });

  it('tells an unknown place kindly, with a way to search, never as an error', async () => {
    const unknown = texas([], {
      placeName: null,
      placeBounds: null,
      errorMessage: 'We could not find that place.',
    });
    render('/cities/atlantis', [cityAnswer('atlantis', 1, unknown)]);
    expect(await screen.findByRole('heading', { level: 1, name: "We don't know that place yet" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search homes' }).getAttribute('href')).toBe('/s');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a failed search as the search screen does, with a retry', async () => {
    render('/cities/texas', [
      {
        request: { query: CitySearchListingsDocument, variables: { city: 'texas', page: 1 } },
        error: new Error('down'),
      },
    ]);
    expect((await screen.findByRole('alert')).textContent).toContain('We could not search just now.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('the places to explore', () => {
  it.each(['/exploreMore', '/explore-more'])(
    '%s offers the regions and cities, each linking to its page',
    async (path) => {
      render(path, []);
      const regions = await screen.findByRole('region', { name: 'Regions' });
      expect(within(regions).getByRole('link', { name: 'Texas' }).getAttribute('href')).toBe('/cities/texas');
      expect(within(regions).getAllByRole('link')).toHaveLength(EXPLORE_REGIONS.length);
      const cities = screen.getByRole('region', { name: 'Cities' });
      expect(within(cities).getByRole('link', { name: 'London' }).getAttribute('href')).toBe('/cities/london');
      expect(within(cities).getAllByRole('link')).toHaveLength(EXPLORE_CITIES.length);
    },
  );
});
