// /user/payout against a mocked gateway: her methods with the default marked and the offline notice; another made
// the default; removal only after she confirms, the server's refusal shown in its words; a co-host reads the
// server's refusal instead of a list.
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { PayoutMethodsDocument, RemovePayoutDocument, SetDefaultPayoutDocument } from '../../gen/graphql';
import { renderScreen, screenOf } from '../booking/testing';
import PayoutPage from './payout-page';

const method = (id: number, last4: string, isDefault: boolean) => ({
  __typename: 'Payout' as const,
  id,
  payEmail: `Bank account ending ${last4}`,
  country: 'PT',
  currency: 'EUR',
  default: isDefault,
  status: 'verified',
  holderName: 'Ana Silva',
  last4,
  provider: 'offline',
  createdAt: '2026-11-25T10:00:00.000Z',
});

const list = (methods: object[]): MockLink.MockedResponse => ({
  request: { query: PayoutMethodsDocument },
  result: { data: { getPayouts: methods } },
});

const render = (mocks: MockLink.MockedResponse[]) =>
  renderScreen(
    '/user/payout',
    '/user/payout',
    <PayoutPage screen={screenOf('/user/payout', 'payoutPreferences')} />,
    mocks,
  );

describe('/user/payout', () => {
  it('lists her methods with the default and the offline notice, and makes another the default', async () => {
    render([
      list([method(1, '0154', true), method(2, '3000', false)]),
      {
        request: { query: SetDefaultPayoutDocument, variables: { id: 2 } },
        result: {
          data: {
            setDefaultPayout: {
              __typename: 'PayoutResult',
              status: 'success',
              errorMessage: null,
              payout: method(2, '3000', true),
            },
          },
        },
      },
      list([method(2, '3000', true), method(1, '0154', false)]),
    ]);
    const first = (await screen.findByText('Bank account ending 0154')).closest('tr')!;
    expect(within(first).getByText(/Default/)).toBeTruthy();
    expect(within(first).queryByRole('button', { name: 'Make default' })).toBeNull();
    expect(screen.getByText(/no money is sent to it/)).toBeTruthy();
    const second = screen.getByText('Bank account ending 3000').closest('tr')!;
    fireEvent.click(within(second).getByRole('button', { name: 'Make default' }));
    expect(await screen.findByText('Your default payout method was changed.')).toBeTruthy();
  });

  it('removes only after she confirms, and shows the refusal in the server’s words', async () => {
    const refusal = 'Make another payout method the default before removing this one.';
    render([
      list([method(1, '0154', true), method(2, '3000', false)]),
      {
        request: { query: RemovePayoutDocument, variables: { id: 1 } },
        result: { data: { removePayout: { __typename: 'PayoutResult', status: 'refused', errorMessage: refusal } } },
      },
    ]);
    const row = (await screen.findByText('Bank account ending 0154')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    expect(within(row).getByRole('group', { name: 'Remove this payout method?' })).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Keep it' }));
    expect(within(row).queryByRole('group')).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Yes, remove it' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
  });

  it("shows a co-host the server's refusal", async () => {
    const coHost = "A co-host cannot manage payout methods; please ask the account's owner.";
    render([
      {
        request: { query: PayoutMethodsDocument },
        result: { errors: [new GraphQLError(coHost, { extensions: { code: 'FORBIDDEN' } })] },
      },
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe(coHost);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
