// The /wishlists pages against a mocked gateway: her lists as cards, a new list's Create disabled until its name is
// not blank and 'Success!' after it, a list's homes linking to their pages with a remove button, and a visitor sent
// to sign in.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  accountAnswer,
  ADA,
  gateAnswerForAnyPath,
  MEMBER_LIMITS,
  roleLimitsAnswer,
  userStatusAnswer,
} from '../../gates/testing';
import {
  CreateWishListDocument,
  CreateWishListGroupDocument,
  MyWishListGroupsDocument,
  WishListGroupPageDocument,
} from '../../gen/graphql';
import { renderAppAt, siteSettingsAnswer } from '../../testing/render-app';

const GROUP_ID = '6f1c2b9e-58f4-4c39-9a57-3f7c3f0c1a11';
const group = (name: string, count: number) => ({
  __typename: 'WishListGroup' as const,
  id: name === 'Summer' ? GROUP_ID : '0d9e6a3c-7d0b-4e6c-8f3e-2b1a0c9d8e7f',
  name,
  isPublic: false,
  updatedAt: '2026-11-26T10:00:00.000Z',
  wishListCount: count,
  wishListIds: count > 0 ? [1234567] : [],
  coverPhoto: null,
});
const groupsAnswer = (groups: ReturnType<typeof group>[]) => ({
  request: { query: MyWishListGroupsDocument },
  result: {
    data: {
      getAllWishListGroup: { __typename: 'WishListGroupsResult' as const, status: 200, count: groups.length, groups },
    },
  },
});
const asMember = [accountAnswer(ADA), roleLimitsAnswer(MEMBER_LIMITS), gateAnswerForAnyPath(), userStatusAnswer(true)];

describe('the wish lists page', () => {
  it('shows her lists and creates a new one only once its name is not blank', async () => {
    const created = {
      request: { query: CreateWishListGroupDocument, variables: { name: 'Autumn', isPublic: false } },
      result: {
        data: {
          CreateWishListGroup: { __typename: 'WishListChange' as const, status: 200, id: 'x', errorMessage: null },
        },
      },
    };
    renderAppAt('/wishlists', siteSettingsAnswer('Golightly'), [
      ...asMember,
      groupsAnswer([group('Summer', 1)]),
      created,
      groupsAnswer([group('Summer', 1), group('Autumn', 0)]),
    ]);
    expect(await screen.findByRole('link', { name: 'Summer' })).toHaveProperty('pathname', `/wishlists/${GROUP_ID}`);
    expect(screen.getByText('1 home · Private')).toBeTruthy();

    const create = screen.getByRole('button', { name: 'Create' });
    expect(create).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Name of a new wish list'), { target: { value: '   ' } });
    expect(create).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Name of a new wish list'), { target: { value: ' Autumn ' } });
    expect(create).toHaveProperty('disabled', false);
    fireEvent.click(create);

    expect(await screen.findByText('Success!')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Autumn' })).toBeTruthy();
  });

  it("lists a group's homes with links to their pages, and removes one", async () => {
    const page = (listings: { id: number; title: string }[]) => ({
      request: { query: WishListGroupPageDocument, variables: { id: GROUP_ID } },
      result: {
        data: {
          getWishListGroup: {
            __typename: 'WishListGroupResult' as const,
            status: 200,
            errorMessage: null,
            group: {
              __typename: 'WishListGroup' as const,
              id: GROUP_ID,
              name: 'Summer',
              isPublic: false,
              isOwner: true,
              wishListCount: listings.length,
              listings: listings.map((listing) => ({
                __typename: 'Listing' as const,
                ...listing,
                slug: 'tiled-apartment',
                city: 'Lisbon',
                countryName: 'Portugal',
                coverPhoto: null,
                personCapacity: 4,
                bedrooms: 2,
              })),
            },
          },
        },
      },
    });
    const removed = {
      request: {
        query: CreateWishListDocument,
        variables: { listId: 1234567, wishListGroupId: GROUP_ID, eventKey: false },
      },
      result: { data: { CreateWishList: { __typename: 'WishListChange' as const, status: 200, errorMessage: null } } },
    };
    renderAppAt(`/wishlists/${GROUP_ID}`, siteSettingsAnswer('Golightly'), [
      ...asMember,
      page([{ id: 1234567, title: 'Tiled apartment' }]),
      removed,
      page([]),
    ]);
    expect(await screen.findByRole('link', { name: 'Tiled apartment' })).toHaveProperty(
      'pathname',
      '/rooms/tiled-apartment-1234567',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove Tiled apartment from this list' }));
    expect(await screen.findByText('Success!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Tiled apartment' })).toBeNull());
  });

  it('sends a visitor to sign in and back', async () => {
    const { router } = renderAppAt('/wishlists');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?refer=${encodeURIComponent('/wishlists')}`);
  });
});
