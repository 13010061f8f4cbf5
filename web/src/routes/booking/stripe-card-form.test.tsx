// /payment/{reservationId} with Stripe Elements (decision 0052), against a mocked gateway and a fake Stripe.js given
// through the loader seam (nothing is downloaded): the Payment Element mounted with the order's amount, currency and
// manual capture; its payment method sent to payOrder; her bank's 3-D Secure check run by Stripe.js and the server
// asked again; Stripe's own words for an incomplete card; a Stripe.js that cannot load told kindly.
import type { MockLink } from '@apollo/client/testing';
import type { Stripe, StripeElements, StripeElementsOptions } from '@stripe/stripe-js';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  ConfirmPaymentOrderDocument,
  PaymentOrderDocument,
  PayOrderDocument,
  ReservationPaymentDocument,
} from '../../gen/graphql';
import PaymentPage from './payment-page';
import { StripeLoaderContext, type StripeLoader } from './stripe-card-form';
import { renderScreen, screenOf } from './testing';

const ORDER_ID = 'b7f1c3d2-0000-4000-8000-000000000002';
const KEY = 'pk_test_club';

const order = (overrides: object = {}) => ({
  __typename: 'PaymentOrder' as const,
  id: ORDER_ID,
  amountMinor: 41_050,
  currency: 'EUR',
  purpose: 'stay',
  status: 'requires_payment',
  deadline: '2027-05-01T10:05:00.000Z',
  provider: 'stripe',
  message: null,
  receiptNotice: null,
  publishableKey: KEY,
  ...overrides,
});

const reservationAnswer: MockLink.MockedResponse = {
  request: { query: ReservationPaymentDocument, variables: { reservationId: 78 } },
  result: {
    data: {
      reservation: {
        __typename: 'Reservation',
        id: 78,
        status: 'intantBooking',
        statusLabel: 'Instant booking',
        bookingType: 'instant',
        listingTitle: 'Blue tiled house',
        checkIn: '2027-05-03',
        checkOut: '2027-05-10',
        confirmationCode: 'K7QX2MBD9Q',
        paymentOrderId: ORDER_ID,
      },
    },
  },
};

const orderAnswer = (overrides: object = {}): MockLink.MockedResponse => ({
  request: { query: PaymentOrderDocument, variables: { id: ORDER_ID } },
  result: { data: { paymentOrder: order(overrides) } },
});

const answer = (field: 'payOrder' | 'confirmPaymentOrder', fields: object) => ({
  data: {
    [field]: {
      __typename: 'PayOrderResult',
      success: false,
      requiresAction: false,
      clientSecret: null,
      message: null,
      ...fields,
    },
  },
});

const payAnswer = (paymentMethod: string, fields: object): MockLink.MockedResponse => ({
  request: { query: PayOrderDocument, variables: { id: ORDER_ID, paymentMethod } },
  result: answer('payOrder', fields),
});

const confirmAnswer = (fields: object): MockLink.MockedResponse => ({
  request: { query: ConfirmPaymentOrderDocument, variables: { id: ORDER_ID } },
  result: answer('confirmPaymentOrder', fields),
});

/** Stripe.js as the page uses it: elements with a Payment Element, payment methods, the bank's next action. */
function fakeStripe(
  options: {
    submitError?: string;
    paymentMethodId?: string;
    nextActionError?: string;
  } = {},
) {
  const elementsOptions: StripeElementsOptions[] = [];
  const mounted: string[] = [];
  const element = {
    mount: (node: HTMLElement) => {
      mounted.push('payment');
      node.innerHTML = '<label>Card number <input name="cardnumber" /></label>';
    },
    on: vi.fn(),
    off: vi.fn(),
    update: vi.fn(),
    destroy: vi.fn(),
  };
  const elements = {
    create: vi.fn(() => element),
    update: vi.fn(),
    getElement: vi.fn(() => element),
    submit: vi.fn(async () => (options.submitError ? { error: { message: options.submitError } } : {})),
  } as unknown as StripeElements;
  const stripe = {
    elements: vi.fn((given: StripeElementsOptions) => {
      elementsOptions.push(given);
      return elements;
    }),
    createToken: vi.fn(),
    confirmCardPayment: vi.fn(),
    createPaymentMethod: vi.fn(async () => ({ paymentMethod: { id: options.paymentMethodId ?? 'pm_card_visa' } })),
    handleNextAction: vi.fn(async () =>
      options.nextActionError ? { error: { message: options.nextActionError } } : { paymentIntent: {} },
    ),
  };
  return { stripe: stripe as unknown as Stripe, calls: stripe, elements, elementsOptions, mounted };
}

function renderWithStripe(mocks: MockLink.MockedResponse[], loader: StripeLoader) {
  return renderScreen(
    '/payment/:reservationId',
    '/payment/78',
    <StripeLoaderContext.Provider value={loader}>
      <PaymentPage screen={screenOf('/payment/:reservationId', 'payment')} />
    </StripeLoaderContext.Provider>,
    mocks,
  );
}

const pay = async () => fireEvent.click(await screen.findByRole('button', { name: 'Pay €410.50' }));

describe('the payment screen with Stripe Elements', () => {
  it("mounts the Payment Element for the order's amount and pays with its payment method", async () => {
    const fake = fakeStripe();
    const loader = vi.fn(async () => fake.stripe);
    renderWithStripe(
      [
        reservationAnswer,
        orderAnswer(),
        payAnswer('pm_card_visa', { success: true, order: order({ status: 'captured' }) }),
      ],
      loader,
    );
    await pay();
    expect(await screen.findByText('Payment received. Your stay is confirmed.')).toBeTruthy();
    expect(loader).toHaveBeenCalledWith(KEY);
    expect(fake.mounted).toEqual(['payment']);
    expect(fake.elementsOptions[0]).toMatchObject({
      mode: 'payment',
      amount: 41_050,
      currency: 'eur',
      captureMethod: 'manual',
      paymentMethodCreation: 'manual',
      paymentMethodTypes: ['card'],
      locale: 'en',
    });
    expect(fake.calls.createPaymentMethod).toHaveBeenCalledWith({ elements: fake.elements });
    expect(screen.queryByText('Offline payment: no money moved.')).toBeNull();
  });

  it("runs her bank's 3-D Secure check with Stripe.js, then asks the server where the payment stands", async () => {
    const fake = fakeStripe({ paymentMethodId: 'pm_card_authenticationRequired' });
    renderWithStripe(
      [
        reservationAnswer,
        orderAnswer(),
        payAnswer('pm_card_authenticationRequired', {
          requiresAction: true,
          clientSecret: 'pi_123_secret_456',
          message: 'Your bank asks you to confirm this payment.',
          order: order({ status: 'requires_action' }),
        }),
        confirmAnswer({ success: true, order: order({ status: 'authorised' }) }),
      ],
      async () => fake.stripe,
    );
    await pay();
    expect(await screen.findByText(/The amount is held on your card/)).toBeTruthy();
    expect(fake.calls.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_123_secret_456' });
  });

  it("shows the server's refusal when the bank's check fails, and the form again for another card", async () => {
    const refused = 'Your card was declined. Please try another card.';
    const fake = fakeStripe({ nextActionError: 'We are unable to authenticate your payment method.' });
    renderWithStripe(
      [
        reservationAnswer,
        orderAnswer(),
        payAnswer('pm_card_visa', {
          requiresAction: true,
          clientSecret: 'pi_9_secret_9',
          order: order({ status: 'requires_action' }),
        }),
        confirmAnswer({ message: refused, order: order({ message: refused }) }),
      ],
      async () => fake.stripe,
    );
    await pay();
    expect((await screen.findByRole('alert')).textContent).toBe(refused);
    expect(await screen.findByRole('button', { name: 'Pay €410.50' })).toBeTruthy();
  });

  it("says in Stripe's words what the card form misses, and sends nothing to the server", async () => {
    const fake = fakeStripe({ submitError: 'Your card number is incomplete.' });
    renderWithStripe([reservationAnswer, orderAnswer()], async () => fake.stripe);
    await pay();
    expect((await screen.findByRole('alert')).textContent).toBe('Your card number is incomplete.');
    expect(fake.calls.createPaymentMethod).not.toHaveBeenCalled();
  });

  it('resumes a payment waiting for her bank: the secret comes from the server, then the check', async () => {
    const fake = fakeStripe();
    renderWithStripe(
      [
        reservationAnswer,
        orderAnswer({ status: 'requires_action' }),
        confirmAnswer({
          requiresAction: true,
          clientSecret: 'pi_7_secret_7',
          order: order({ status: 'requires_action' }),
        }),
        confirmAnswer({ success: true, order: order({ status: 'authorised' }) }),
      ],
      async () => fake.stripe,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm with your bank' }));
    expect(await screen.findByText(/The amount is held on your card/)).toBeTruthy();
    expect(fake.calls.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_7_secret_7' });
  });

  it('tells her kindly when Stripe.js cannot be loaded', async () => {
    renderWithStripe([reservationAnswer, orderAnswer()], async () => null);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The card form could not be loaded. Please check your connection and reload the page.',
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull());
  });
});
