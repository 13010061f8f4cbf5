// The reservation screens: the list by status and search from the URL, a reservation with its steps and the admin's
// decline with a reason, the receipt's lines, each opening only for its privilege.
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import {
  AdminDeclineReservationDocument,
  AdminReservationListDocument,
  AdminReservationReceiptDocument,
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

const request = reservationRow();

const listAnswer = (variables: Record<string, unknown>, rows = [request]): MockLink.MockedResponse => ({
  request: { query: AdminReservationListDocument, variables },
  result: {
    data: { adminReservationList: { __typename: 'AdminReservationPage', count: rows.length, results: rows } },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const details = reservationDetails(request, {
  expiresAt: '2027-04-01T10:00:00.000Z',
  message: 'We are quiet and tidy.',
  guests: { __typename: 'ReservationGuests', women: 2, men: 0, children: 1, others: 0, infants: 0, pets: 0 },
});

const step = (fromStatusLabel: string, action: string, toStatus: string, toStatusLabel: string, actorRole: string) => ({
  __typename: 'ReservationTransition',
  fromStatusLabel,
  action,
  toStatus,
  toStatusLabel,
  actorRole,
  reason: null,
  occurredAt: '2027-03-31T10:00:00.000Z',
});

const viewAnswer = (canDecline: boolean): MockLink.MockedResponse =>
  reservationViewAnswer(details, {
    canDecline,
    transitions: [step('', 'requestToBook', 'requestToBook', 'Request to book', 'guest')],
  });

describe('the reservation screens', () => {
  it('lists reservations with their number, members, dates and status, filtered and searched from the URL', async () => {
    const { router } = renderAdminAt(
      '/reservations?status=requestToBook',
      [
        listAnswer({ status: 'requestToBook', search: null, page: 1, pageSize: 20 }),
        listAnswer({ status: 'requestToBook', search: '1007', page: 1, pageSize: 20 }),
      ],
      {},
      { access: subAdmin(MANAGE_RESERVATIONS) },
    );
    const table = await screen.findByRole('table', { name: 'Reservations' });
    const row = await within(table).findByRole('row', { name: /1007/ });
    expect(within(row).getByRole('link', { name: '1007' }).getAttribute('href')).toBe('/siteadmin/viewreservation/7');
    expect(within(row).getByText('Maya Okafor')).toBeTruthy();
    expect(within(row).getByText('Request to book')).toBeTruthy();
    expect(within(row).getByText('€1,286.50')).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: ADMIN_TEXTS.reservationSearch });
    act(() => fireEvent.change(search, { target: { value: '1007' } }));
    act(() => fireEvent.submit(search.closest('form')!));
    expect(router.state.location.search).toBe('?status=requestToBook&q=1007');
  });

  it("shows a reservation's steps and declines it with the admin's reason", async () => {
    const decline = recordedAnswer(AdminDeclineReservationDocument, {
      declineReservation: {
        __typename: 'ReservationResult',
        status: 200,
        errorMessage: null,
        reservation: {
          __typename: 'Reservation',
          id: 7,
          status: 'declined',
          statusLabel: 'Declined',
          declineReason: 'Stolen card',
        },
      },
    });
    renderAdminAt(
      '/viewreservation/7',
      [viewAnswer(true), decline.answer, viewAnswer(false)],
      {},
      { access: subAdmin(MANAGE_RESERVATIONS) },
    );
    expect(await screen.findByRole('heading', { name: ADMIN_TEXTS.reservationHeading(1007) })).toBeTruthy();
    expect(screen.getByText('We are quiet and tidy.')).toBeTruthy();
    expect(screen.getByText('2 women, 1 child')).toBeTruthy();
    expect(screen.getByRole('link', { name: ADMIN_TEXTS.openReceipt }).getAttribute('href')).toBe(
      '/siteadmin/receipt/7',
    );
    const history = screen.getByRole('table');
    expect(within(history).getByRole('rowheader', { name: 'Request to book' })).toBeTruthy();

    act(() => fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.declineReservation })));
    const dialog = await screen.findByRole('dialog', { name: ADMIN_TEXTS.declineReservationTitle(1007) });
    act(() =>
      fireEvent.change(within(dialog).getByRole('textbox', { name: ADMIN_TEXTS.declineReservationReason }), {
        target: { value: 'Stolen card' },
      }),
    );
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: ADMIN_TEXTS.declineReservationConfirm })));
    expect(await screen.findByText(ADMIN_TEXTS.reservationDeclined(1007))).toBeTruthy();
    expect(decline.sent).toEqual([{ id: 7, reason: 'Stolen card' }]);
  });

  it("shows the receipt's lines and total", async () => {
    renderAdminAt(
      '/receipt/7',
      [
        {
          request: { query: AdminReservationReceiptDocument, variables: { reservationId: 7 } },
          result: {
            data: {
              adminReservationReceipt: {
                __typename: 'AdminReservationReceipt',
                reservation: request,
                quote: {
                  __typename: 'StayQuote',
                  currency: 'EUR',
                  displayCurrency: 'EUR',
                  total: 1286.5,
                  securityDeposit: 0,
                  lines: [
                    {
                      __typename: 'StayQuoteLine',
                      kind: 'nights',
                      label: '€170.00 x 7 nights',
                      amount: 1190,
                      deducted: false,
                    },
                    {
                      __typename: 'StayQuoteLine',
                      kind: 'service-fee',
                      label: 'Service fee',
                      amount: 96.5,
                      deducted: false,
                    },
                  ],
                },
              },
            },
          },
        },
      ],
      {},
      { access: subAdmin(MANAGE_RESERVATIONS) },
    );
    expect(await screen.findByRole('rowheader', { name: '€170.00 x 7 nights' })).toBeTruthy();
    expect(screen.getByText('€1,286.50')).toBeTruthy();
  });

  it('opens the reservations for Manage Reservations only', async () => {
    const { requests } = renderAdminAt('/reservations', [], {}, { access: subAdmin(MANAGE_INQUIRY) });
    expect(await screen.findByText(ADMIN_TEXTS.noAccess)).toBeTruthy();
    expect(requests()).not.toContain('AdminReservationList');
  });
});
