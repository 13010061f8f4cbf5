// The security deposit receipt against a mocked gateway: the guest reads what was held, the host's claim, spec 001
// §4's claim and refund statuses, what came back and the offline notice; the host claims within the window and is
// told the claim went to the team, or reads the server's refusal in its words; a stay with nothing held says so.
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClaimSecurityDepositDocument, SecurityDepositReceiptDocument } from '../../gen/graphql';
import { renderScreen, screenOf } from '../booking/testing';
import DepositReceiptPage from './deposit-receipt-page';

const deposit = (overrides: object = {}) => ({
  __typename: 'SecurityDeposit' as const,
  reservationId: 77,
  amount: 300,
  currency: 'EUR',
  held: true,
  claimStatus: 'noClaim',
  claimedFee: null,
  reason: null,
  claimedAt: null,
  claimDecision: null,
  bondRefundStatus: 'pending',
  guestBondRefund: 0,
  hostBondPayout: 0,
  claimDeadline: '2027-05-17T23:00:00.000Z',
  canClaim: false,
  paymentNotice: 'Offline payment: no money moved.',
  ...overrides,
});

const receipt = (securityDeposit: object | null): MockLink.MockedResponse => ({
  request: { query: SecurityDepositReceiptDocument, variables: { id: 77 } },
  result: {
    data: {
      reservation: {
        __typename: 'Reservation' as const,
        id: 77,
        number: 1077,
        confirmationCode: 'K7QX2MBD9P',
        checkIn: '2027-05-03',
        checkOut: '2027-05-10',
        nights: 7,
        statusLabel: 'Completed',
        listingTitle: 'Blue house in Cascais',
        timeZone: 'Europe/Lisbon',
        currency: 'EUR',
        securityDeposit,
      },
    },
  },
});

const render = (mocks: MockLink.MockedResponse[]) =>
  renderScreen(
    '/users/securityfee/receipt/:reservationId',
    '/users/securityfee/receipt/77',
    <DepositReceiptPage screen={screenOf('/users/securityfee/receipt/:reservationId', 'securityDepositReceipt')} />,
    mocks,
  );

const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });

describe('the security deposit receipt', () => {
  it('shows the guest the deposit, the approved claim, what came back and the offline notice', async () => {
    render([
      receipt(
        deposit({
          claimStatus: 'claimed',
          claimedFee: 85.5,
          reason: 'A broken lamp',
          claimDecision: 'approved',
          bondRefundStatus: 'completed',
          guestBondRefund: 214.5,
          hostBondPayout: 85.5,
        }),
      ),
    ]);
    expect(await screen.findByText('Security deposit: €300')).toBeTruthy();
    expect(within(row('Claim status')).getByText('Claimed')).toBeTruthy();
    expect(within(row('Claimed by the host')).getByText('€85.50')).toBeTruthy();
    expect(within(row('Reason')).getByText('A broken lamp')).toBeTruthy();
    expect(within(row('Refund status')).getByText('Completed')).toBeTruthy();
    expect(within(row('Refunded to the guest')).getByText('€214.50')).toBeTruthy();
    expect(within(row('Kept for the host')).getByText('€85.50')).toBeTruthy();
    expect(screen.getByText('The Golightly team approved the claim.')).toBeTruthy();
    expect(screen.getByText('Offline payment: no money moved.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send the claim' })).toBeNull();
  });

  it('lets the host claim within the window and tells her it went to the team for review', async () => {
    const claimed = deposit({ claimStatus: 'claimed', claimedFee: 85.5, reason: 'A broken lamp' });
    render([
      receipt(deposit({ canClaim: true })),
      {
        request: {
          query: ClaimSecurityDepositDocument,
          variables: { id: 77, claimedFee: '85.50', reason: 'A broken lamp' },
        },
        result: {
          data: {
            claimSecurityDeposit: {
              __typename: 'SecurityDepositResult' as const,
              status: 200,
              errorMessage: null,
              securityDeposit: claimed,
            },
          },
        },
      },
    ]);
    expect(await screen.findByText(/You can claim until the end of May 17, 2027/)).toBeTruthy();
    expect(within(row('Claim status')).getByText('No claim')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Amount you claim (EUR, at most €300)'), { target: { value: '85.50' } });
    fireEvent.change(screen.getByLabelText('Why you claim it'), { target: { value: 'A broken lamp' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the claim' }));
    expect(await screen.findByText('Your claim went to the Golightly team for review.')).toBeTruthy();
    expect(within(row('Claim status')).getByText('Claimed')).toBeTruthy();
    expect(
      screen.getByText('The Golightly team will review the claim and may charge the amount to the guest’s card.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send the claim' })).toBeNull();
  });

  it("shows the server's refusal in its words and keeps the form", async () => {
    render([
      receipt(deposit({ canClaim: true })),
      {
        request: { query: ClaimSecurityDepositDocument, variables: { id: 77, claimedFee: '400', reason: 'All of it' } },
        result: {
          data: {
            claimSecurityDeposit: {
              __typename: 'SecurityDepositResult' as const,
              status: 400,
              errorMessage: 'The amount you claim cannot be more than the security deposit.',
              securityDeposit: null,
            },
          },
        },
      },
    ]);
    fireEvent.change(await screen.findByLabelText('Amount you claim (EUR, at most €300)'), {
      target: { value: '400' },
    });
    fireEvent.change(screen.getByLabelText('Why you claim it'), { target: { value: 'All of it' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the claim' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The amount you claim cannot be more than the security deposit.',
    );
    expect(screen.getByRole('button', { name: 'Send the claim' })).toBeTruthy();
  });

  it('says so when no deposit was held', async () => {
    render([receipt(deposit({ held: false }))]);
    expect(await screen.findByText('No security deposit was held for this stay.')).toBeTruthy();
  });
});
