// The wish-list dialog against a mocked gateway (spec 000 §4, §5, §8; decision 0043): her lists, ticked where they hold
// this home; a tick sends eventKey true and an untick false, each followed by 'Success!'; a refused or failed change
// shows 'Error!' / 'Oops! Something went wrong.'; a new list is created, then holds the home, and her lists are asked
// for again; Create stays disabled until the name is not blank.
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { CreateWishListDocument, CreateWishListGroupDocument, MyWishListGroupsDocument } from '../../gen/graphql';
import { ToastProvider } from '../../toasts/toasts';
import { WishListDialog } from './wish-list-dialog';

const HOME = 4242;
const SUMMER = '6f1c2b9e-58f4-4c39-9a57-3f7c3f0c1a11';
const AUTUMN = '0d9e6a3c-7d0b-4e6c-8f3e-2b1a0c9d8e7f';
const PARIS = '9b8a7c6d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';

const group = (id: string, name: string, homes: number[]) => ({
  __typename: 'WishListGroup' as const,
  id,
  name,
  isPublic: false,
  updatedAt: '2026-11-26T10:00:00.000Z',
  wishListCount: homes.length,
  wishListIds: homes,
  coverPhoto: null,
});
type Group = ReturnType<typeof group>;

const groupsAnswer = (groups: Group[]): MockLink.MockedResponse => ({
  request: { query: MyWishListGroupsDocument },
  result: {
    data: {
      getAllWishListGroup: { __typename: 'WishListGroupsResult' as const, status: 200, count: groups.length, groups },
    },
  },
});
const saveAnswer = (
  wishListGroupId: string,
  eventKey: boolean,
  status = 200,
  errorMessage: string | null = null,
): MockLink.MockedResponse => ({
  request: { query: CreateWishListDocument, variables: { listId: HOME, wishListGroupId, eventKey } },
  result: { data: { CreateWishList: { __typename: 'WishListChange' as const, status, errorMessage } } },
});

function renderDialog(mocks: MockLink.MockedResponse[]) {
  const onSavedChange = vi.fn();
  render(
    <MockedProvider mocks={mocks}>
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <ToastProvider>
          <WishListDialog listId={HOME} onClose={() => undefined} onSavedChange={onSavedChange} />
        </ToastProvider>
      </IntlProvider>
    </MockedProvider>,
  );
  return { onSavedChange };
}

const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name: new RegExp(`^${name}`) });

describe('the wish-list dialog', () => {
  it('ticks her lists that hold this home, and saves or takes it out by eventKey with Success!', async () => {
    const { onSavedChange } = renderDialog([
      groupsAnswer([group(SUMMER, 'Summer', [HOME, 7]), group(AUTUMN, 'Autumn', [])]),
      saveAnswer(AUTUMN, true),
      groupsAnswer([group(SUMMER, 'Summer', [HOME, 7]), group(AUTUMN, 'Autumn', [HOME])]),
      saveAnswer(SUMMER, false),
      groupsAnswer([group(SUMMER, 'Summer', [7]), group(AUTUMN, 'Autumn', [HOME])]),
      saveAnswer(AUTUMN, false),
      groupsAnswer([group(SUMMER, 'Summer', [7]), group(AUTUMN, 'Autumn', [])]),
    ]);
    expect(await screen.findByRole('heading', { name: 'Save to a wish list' })).toBeTruthy();
    await screen.findByText('Summer');
    expect(checkbox('Summer').checked).toBe(true);
    expect(checkbox('Autumn').checked).toBe(false);
    expect(screen.getByText('2 homes · Private')).toBeTruthy();

    fireEvent.click(checkbox('Autumn'));
    expect(await screen.findByText('Success!')).toBeTruthy();
    await waitFor(() => expect(checkbox('Autumn').checked).toBe(true));
    expect(onSavedChange).toHaveBeenLastCalledWith(true);

    fireEvent.click(checkbox('Summer'));
    await waitFor(() => expect(checkbox('Summer').checked).toBe(false));
    expect(onSavedChange).toHaveBeenLastCalledWith(true); // still in Autumn

    fireEvent.click(checkbox('Autumn'));
    await waitFor(() => expect(checkbox('Autumn').checked).toBe(false));
    expect(onSavedChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByText('Error!')).toBeNull();
  });

  it("shows 'Error!' and 'Oops! Something went wrong.' when a change is refused or fails", async () => {
    renderDialog([
      groupsAnswer([group(SUMMER, 'Summer', [])]),
      saveAnswer(SUMMER, true, 404, 'This home is no longer available.'),
      groupsAnswer([group(SUMMER, 'Summer', [])]),
    ]);
    await screen.findByText('Summer');
    fireEvent.click(checkbox('Summer'));
    expect(await screen.findByText('Error!')).toBeTruthy();
    expect(screen.getByText('Oops! Something went wrong.')).toBeTruthy();
    expect(screen.queryByText('Success!')).toBeNull();
    await waitFor(() => expect(checkbox('Summer').checked).toBe(false));
  });

  it('shows the error toast when the gateway cannot be reached', async () => {
    renderDialog([
      groupsAnswer([group(SUMMER, 'Summer', [])]),
      {
        request: {
          query: CreateWishListDocument,
          variables: { listId: HOME, wishListGroupId: SUMMER, eventKey: true },
        },
        error: new Error('connect ECONNREFUSED'),
      },
      groupsAnswer([group(SUMMER, 'Summer', [])]),
    ]);
    await screen.findByText('Summer');
    fireEvent.click(checkbox('Summer'));
    expect(await screen.findByText('Error!')).toBeTruthy();
    expect(screen.getByText('Oops! Something went wrong.')).toBeTruthy();
  });

  it('creates a new list once its name is not blank, saves the home in it and asks for her lists again', async () => {
    const { onSavedChange } = renderDialog([
      groupsAnswer([]),
      {
        request: { query: CreateWishListGroupDocument, variables: { name: 'Paris in spring', isPublic: false } },
        result: {
          data: {
            CreateWishListGroup: { __typename: 'WishListChange' as const, status: 200, id: PARIS, errorMessage: null },
          },
        },
      },
      saveAnswer(PARIS, true),
      groupsAnswer([group(PARIS, 'Paris in spring', [HOME])]),
    ]);
    expect(await screen.findByText('You have no wish lists yet. Create your first one.')).toBeTruthy();
    const name = screen.getByLabelText('Name of a new wish list');
    const create = screen.getByRole('button', { name: 'Create' });
    expect(create).toHaveProperty('disabled', true);
    fireEvent.change(name, { target: { value: '    ' } });
    expect(create).toHaveProperty('disabled', true);
    fireEvent.change(name, { target: { value: '  Paris in spring ' } });
    expect(create).toHaveProperty('disabled', false);
    fireEvent.click(create);

    expect(await screen.findByText('Success!')).toBeTruthy();
    await waitFor(() => expect(checkbox('Paris in spring').checked).toBe(true));
    expect(onSavedChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(name).toHaveProperty('value', ''));
  });

  it('keeps the name and shows the error toast when the new list is refused', async () => {
    renderDialog([
      groupsAnswer([]),
      {
        request: { query: CreateWishListGroupDocument, variables: { name: 'One more', isPublic: true } },
        result: {
          data: {
            CreateWishListGroup: {
              __typename: 'WishListChange' as const,
              status: 400,
              id: null,
              errorMessage: 'You can keep at most 100 wish lists. Delete one to make room.',
            },
          },
        },
      },
      groupsAnswer([]),
    ]);
    await screen.findByText('You have no wish lists yet. Create your first one.');
    fireEvent.change(screen.getByLabelText('Name of a new wish list'), { target: { value: 'One more' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Other members may see this list' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Error!')).toBeTruthy();
    expect(screen.getByLabelText('Name of a new wish list')).toHaveProperty('value', 'One more');
  });
});
