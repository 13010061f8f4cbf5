// A signed-in member's home page leads with the search bar and the admins' picks (issue 15 item 3, decision 0045),
// each list a row of cards in order linking to the listing; lists with no live home are left out; a visitor still sees
// "Become a member" and no picks.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  accountAnswer,
  ADA,
  gateAnswerForAnyPath,
  MEMBER_LIMITS,
  roleLimitsAnswer,
  userStatusAnswer,
} from '../../gates/testing';
import { HomePicksDocument } from '../../gen/graphql';
import { renderAppAt, siteSettingsAnswer } from '../../testing/render-app';

const asMember = [accountAnswer(ADA), roleLimitsAnswer(MEMBER_LIMITS), gateAnswerForAnyPath(), userStatusAnswer(true)];

const card = (id: number, title: string, extra: object = {}) => ({
  __typename: 'Listing' as const,
  id,
  title,
  slug: title.toLowerCase().replace(/ /g, '-'),
  city: 'Lisbon',
  countryName: 'Portugal',
  coverPhoto: `${id}.jpg`,
  reviewsCount: 0,
  reviewsStarRating: 0,
  listingData: { __typename: 'ListingData' as const, basePrice: 110, currency: 'EUR' },
  ...extra,
});
const picksAnswer = {
  request: { query: HomePicksDocument },
  result: {
    data: {
      homePicks: [
        {
          __typename: 'PickList' as const,
          kind: 'top',
          listings: [card(12, 'Baixa flat', { reviewsCount: 3, reviewsStarRating: 4.67 }), card(11, 'Alfama loft')],
        },
        { __typename: 'PickList' as const, kind: 'longTerm', listings: [] },
        { __typename: 'PickList' as const, kind: 'solo', listings: [card(13, 'Graça studio')] },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

describe("a member's home page", () => {
  it('leads with the search bar, then each list of picks in order, linking to the listings', async () => {
    renderAppAt('/', siteSettingsAnswer('Golightly'), [...asMember, picksAnswer]);
    const top = await screen.findByRole('region', { name: 'Top picks' });
    const cards = within(top).getAllByRole('listitem');
    expect(cards.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Baixa flat', 'Alfama loft']);
    expect(within(cards[0]!).getByRole('link', { name: 'Baixa flat' }).getAttribute('href')).toBe(
      '/rooms/baixa-flat-12',
    );
    expect(within(cards[0]!).getByText('Rated 4.7 out of 5')).toBeTruthy();
    expect(within(cards[1]!).getByText('New')).toBeTruthy();
    expect(within(cards[0]!).getByText('Lisbon, Portugal')).toBeTruthy();
    expect(within(cards[0]!).getByRole('img', { name: 'Photo of Baixa flat' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'For travelling solo' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'For a longer stay' })).toBeNull();
    const search = screen.getByRole('heading', { level: 1, name: 'Where to next?' });
    expect(search.compareDocumentPosition(top) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Become a member' })).toBeNull();
  });

  it('still welcomes a visitor with the way in and no picks', async () => {
    renderAppAt('/', siteSettingsAnswer('Golightly'), [picksAnswer]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Golightly' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Become a member' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: 'Top picks' })).toBeNull();
  });
});
