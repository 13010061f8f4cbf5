// Security deposit claims (decision 0056): the claims waiting for an answer, each linked to its reservation; the
// reservation's deposit with the admin's approve, confirmed before it is sent and said when done; the screen opens for
// Manage Reservations only.
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import {
  AdminApproveDepositClaimDocument,
  AdminReservationDepositDocument,
  AdminSecurityDepositClaimsDocument,
} from '../../gen/graphql';
import { recordedAnswer } from '../../testing/recorded-answer';
import { renderAdminAt, subAdmin } from '../../testing/render-app';
import {
  MANAGE_INQUIRY,
  MANAGE_RESERVATIONS,
  reservationDetails,
  reservationRow,
  reservationViewAnswer,
} from '../../testing/reservations';
import { ADMIN_TEXTS } from '../../texts';

const stay = reservationRow({
  status: 'completed',
  statusLabel: 'Completed',
  bookingType: 'instant',
  listingTitle: 'Blue house in Cascais',
});

const deposit = (overrides: object = {}) => ({
  __typename: 'SecurityDeposit',
  reservationId: 7,
  amount: 300,
  currency: 'EUR',
  held: true,
  claimStatus: 'claimed',
  claimedFee: 85.5,
  reason: 'A broken lamp',
  claimedAt: '2027-04-20T10:00:00.000Z',
  claimDecision: null,
  bondRefundStatus: 'pending',
  guestBondRefund: 0,
  hostBondPayout: 0,
  paymentNotice: 'Offline payment: no money moved.',
  ...overrides,
});

const depositAnswer = (securityDeposit: object): MockLink.MockedResponse => ({
  request: { query: AdminReservationDepositDocument, variables: { id: 7 } },
  result: { data: { reservation: { __typename: 'Reservation', id: 7, number: 1007, securityDeposit } } },
});

const viewAnswer = reservationViewAnswer(reservationDetails(stay), { maxUsageCount: Number.POSITIVE_INFINITY });

describe('security deposit claims', () => {
  it('lists the claims waiting for an answer, each linked to its reservation', async () => {
    renderAdminAt(
      '/reservations/deposit-claims',
      [
        {
          request: { query: AdminSecurityDepositClaimsDocument, variables: { page: 1, pageSize: 20 } },
          result: {
            data: {
              adminSecurityDepositClaims: {
                __typename: 'SecurityDepositClaimPage',
                count: 1,
                results: [{ __typename: 'SecurityDepositClaim', reservation: stay, securityDeposit: deposit() }],
              },
            },
          },
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
      ],
      {},
      { access: subAdmin(MANAGE_RESERVATIONS) },
    );
    const row = await screen.findByRole('row', { name: /1007/ });
    expect(within(row).getByRole('link', { name: '1007' }).getAttribute('href')).toBe('/siteadmin/viewreservation/7');
    expect(within(row).getByText('€300.00')).toBeTruthy();
    expect(within(row).getByText('€85.50')).toBeTruthy();
    expect(within(row).getByText('A broken lamp')).toBeTruthy();
    expect(within(row).getByText('Inês Silva')).toBeTruthy();
  });

  it("approves a reservation's claim once confirmed and says so", async () => {
    const approved = deposit({
      claimDecision: 'approved',
      bondRefundStatus: 'completed',
      guestBondRefund: 214.5,
      hostBondPayout: 85.5,
    });
    const approve = recordedAnswer(AdminApproveDepositClaimDocument, {
      approveSecurityDepositClaim: {
        __typename: 'SecurityDepositResult',
        status: 200,
        errorMessage: null,
        securityDeposit: approved,
      },
    });
    renderAdminAt(
      '/viewreservation/7',
      [viewAnswer, depositAnswer(deposit()), approve.answer, depositAnswer(approved)],
      {},
      { access: subAdmin(MANAGE_RESERVATIONS) },
    );
    const section = await screen.findByRole('region', { name: ADMIN_TEXTS.depositHeading });
    expect(within(section).getByText('A broken lamp')).toBeTruthy();
    expect(within(section).getByText('Claimed')).toBeTruthy();
    act(() => fireEvent.click(within(section).getByRole('button', { name: ADMIN_TEXTS.approveDepositClaim })));
    const dialog = await screen.findByRole('dialog', { name: ADMIN_TEXTS.approveDepositClaimTitle(1007) });
    expect(within(dialog).getByText(ADMIN_TEXTS.approveDepositClaimBody('€85.50', '€214.50'))).toBeTruthy();
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: ADMIN_TEXTS.approveDepositClaim })));
    expect(await screen.findByText(ADMIN_TEXTS.depositClaimApproved(1007))).toBeTruthy();
    expect(approve.sent).toEqual([{ id: 7 }]);
    expect(await within(section).findByText('Approved')).toBeTruthy();
    expect(within(section).getByText('€214.50')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: ADMIN_TEXTS.approveDepositClaim })).toBeNull();
  });

  it('opens the claims for Manage Reservations only', async () => {
    const { requests } = renderAdminAt('/reservations/deposit-claims', [], {}, { access: subAdmin(MANAGE_INQUIRY) });
    expect(await screen.findByText(ADMIN_TEXTS.noAccess)).toBeTruthy();
    expect(requests()).not.toContain('AdminSecurityDepositClaims');
  });
});
