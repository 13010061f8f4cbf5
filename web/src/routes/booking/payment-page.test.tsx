// /payment/{reservationId} against a mocked gateway: the offline provider's notice and card form, a declined card told
// in the server's words, 3-D Secure answered with confirmPaymentOrder, a processing payment shown as such, and the
// request's held amount once paid.
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ConfirmPaymentOrderDocument,
  PaymentOrderDocument,
  PayOrderDocument,
  ReservationPaymentDocument,
} from '../../gen/graphql';
import PaymentPage, { majorOf } from './payment-page';
import { renderScreen, screenOf } from './testing';

const ORDER_ID = 'b7f1c3d2-0000-4000-8000-000000000001';
const NOTICE = 'Offline payment: no money moved.';

const order = (overrides: object = {}) => ({
  __typename: 'PaymentOrder' as const,
  id: ORDER_ID,
  amountMinor: 83300,
  currency: 'USD',
  purpose: 'stay',
  status: 'requires_payment',
  deadline: '2027-05-01T10:05:00.000Z',
  provider: 'offline',
  message: null,
  receiptNotice: NOTICE,
  publishableKey: null,
  ...overrides,
});

const reservationAnswer: MockLink.MockedResponse = {
  request: { query: ReservationPaymentDocument, variables: { reservationId: 77 } },
  result: {
    data: {
      reservation: {
        __typename: 'Reservation',
        id: 77,
        status: 'pending',
        statusLabel: 'Pending',
        bookingType: 'request',
        listingTitle: 'Tiled apartment',
        checkIn: '2027-05-03',
        checkOut: '2027-05-10',
        confirmationCode: 'K7QX2MBD9P',
        paymentOrderId: ORDER_ID,
      },
    },
  },
};

const orderAnswer = (overrides: object = {}): MockLink.MockedResponse => ({
  request: { query: PaymentOrderDocument, variables: { id: ORDER_ID } },
  result: { data: { paymentOrder: order(overrides) } },
});

const payAnswer = (card: string, answer: object): MockLink.MockedResponse => ({
  request: { query: PayOrderDocument, variables: { id: ORDER_ID, paymentMethod: card } },
  result: {
    data: {
      payOrder: { __typename: 'PayOrderResult', success: false, requiresAction: false, clientSecret: null, ...answer },
    },
  },
});

const renderPayment = (mocks: MockLink.MockedResponse[]) =>
  renderScreen(
    '/payment/:reservationId',
    '/payment/77',
    <PaymentPage screen={screenOf('/payment/:reservationId', 'payment')} />,
    mocks,
  );

const pay = async (card: string) => {
  fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: card } });
  fireEvent.click(screen.getByRole('button', { name: 'Pay $833' }));
};

describe('the payment screen', () => {
  it("pays with the offline provider, whose notice is shown, and tells her the host's 24 hours", async () => {
    renderPayment([
      reservationAnswer,
      orderAnswer(),
      payAnswer('4242424242424242', { success: true, message: null, order: order({ status: 'authorised' }) }),
    ]);
    expect((await screen.findByRole('note')).textContent).toBe(NOTICE);
    expect(screen.getByText('Amount due: $833')).toBeTruthy();
    expect(screen.getByText(/Test cards: 4242 4242 4242 4242 pays/)).toBeTruthy();
    await pay('4242 4242 4242 4242');
    expect(
      await screen.findByText(
        'The amount is held on your card. Your request was sent: the host has 24 hours to answer.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Receipt' }).getAttribute('href')).toBe('/users/trips/receipt/77');
  });

  it("shows a declined card in the server's words and keeps the form for another card", async () => {
    const declined = 'Your card was declined. Please try another card.';
    renderPayment([
      reservationAnswer,
      orderAnswer(),
      payAnswer('4000000000000002', { message: declined, order: order({ message: declined }) }),
    ]);
    await pay('4000 0000 0000 0002');
    expect((await screen.findByRole('alert')).textContent).toBe(declined);
    expect(screen.getByLabelText('Card number')).toBeTruthy();
  });

  it("asks her bank's 3-D Secure step and then confirms the payment", async () => {
    renderPayment([
      reservationAnswer,
      orderAnswer(),
      payAnswer('4000002760003184', {
        requiresAction: true,
        clientSecret: 'offline_secret',
        message: 'Your bank asks you to confirm this payment.',
        order: order({ status: 'requires_action' }),
      }),
      {
        request: { query: ConfirmPaymentOrderDocument, variables: { id: ORDER_ID } },
        result: {
          data: {
            confirmPaymentOrder: {
              __typename: 'PayOrderResult',
              success: true,
              requiresAction: false,
              clientSecret: null,
              message: null,
              order: order({ status: 'authorised' }),
            },
          },
        },
      },
    ]);
    await pay('4000 0027 6000 3184');
    fireEvent.click(await screen.findByRole('button', { name: 'I confirmed it with my bank' }));
    expect(await screen.findByText(/The amount is held on your card/)).toBeTruthy();
  });

  it('shows a payment still processing as such', async () => {
    renderPayment([reservationAnswer, orderAnswer({ status: 'processing', message: null })]);
    expect(
      (await screen.findByText('Your payment is processing. This can take up to 5 minutes.')).getAttribute('role'),
    ).toBe('status');
    expect(screen.getByRole('button', { name: 'Check again' })).toBeTruthy();
  });

  it("tells a Stripe order's payer when no publishable key is configured", async () => {
    renderPayment([reservationAnswer, orderAnswer({ provider: 'stripe', receiptNotice: null, publishableKey: null })]);
    expect((await screen.findByRole('alert')).textContent).toMatch(/Card payments through Stripe cannot be made/);
  });

  it('reads amounts in minor units with their currency’s exponent', () => {
    expect(majorOf(83300, 'USD')).toBe(833);
    expect(majorOf(5000, 'JPY')).toBe(5000);
  });
});
