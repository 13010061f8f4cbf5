// The payment order's table of changes and its reconciliation with the provider's intent (decision 0049).
import { describe, expect, it } from 'vitest';
import {
  canMove,
  PAYMENT_STATUSES,
  PAYMENT_TRANSITIONS,
  PROCESSING_WINDOW_MS,
  reconcile,
  statusFromIntent,
  sweepVerdict,
  type PaymentOrder,
} from './payment-order';
import type { ProviderIntent } from './payment-provider';
import { cardBehaviour, passesLuhn, TEST_CARDS } from './payment-test-cards';

const now = new Date('2026-06-01T12:00:00Z');
const order = (overrides: Partial<PaymentOrder> = {}): PaymentOrder => ({
  id: '5b0f7c1e-3c1a-4a55-9d55-4a2f3e1d0a01',
  payerId: '8d8e7a4c-1c0b-4b7e-a1f0-2b8f7e6a5d11',
  amountMinor: 10_000,
  currency: 'EUR',
  purpose: 'stay',
  requestedBy: 'bookings-payments',
  reference: 'reservation-1',
  deadline: new Date(now.getTime() + 3_600_000),
  provider: 'stripe',
  providerIntentId: 'pi_1',
  status: 'requires_payment',
  failureReason: null,
  attempt: 1,
  authoriseIdempotencyKey: null,
  capturedMinor: 0,
  refundedMinor: 0,
  processingSince: null,
  createdAt: now,
  updatedAt: now,
  version: 1,
  ...overrides,
});
const intent = (overrides: Partial<ProviderIntent> = {}): ProviderIntent => ({
  id: 'pi_1',
  status: 'requires_capture',
  amountMinor: 10_000,
  currency: 'EUR',
  capturedMinor: 0,
  refundedMinor: 0,
  failureCode: null,
  clientSecret: null,
  ...overrides,
});

describe('payment order', () => {
  it('ends in cancelled, failed, refunded or expired, from which nothing moves', () => {
    for (const end of ['cancelled', 'failed', 'refunded', 'expired'] as const)
      expect(PAYMENT_TRANSITIONS[end]).toEqual([]);
    for (const status of PAYMENT_STATUSES)
      for (const to of PAYMENT_TRANSITIONS[status]) expect(PAYMENT_STATUSES).toContain(to);
  });

  it('never goes back from captured to authorised, whatever arrives late', () => {
    expect(canMove('captured', 'authorised')).toBe(false);
    expect(
      reconcile(order({ status: 'captured', capturedMinor: 10_000 }), intent({ status: 'requires_capture' }), now),
    ).toBeNull();
  });

  it('follows the intent: held is authorised, succeeded is captured, wholly refunded is refunded', () => {
    expect(statusFromIntent('requires_payment', intent())).toBe('authorised');
    expect(statusFromIntent('authorised', intent({ status: 'succeeded', capturedMinor: 10_000 }))).toBe('captured');
    expect(
      statusFromIntent('captured', intent({ status: 'succeeded', capturedMinor: 10_000, refundedMinor: 10_000 })),
    ).toBe('refunded');
    expect(statusFromIntent('failed', intent({ status: 'canceled' }))).toBe('failed');
    expect(statusFromIntent('authorised', intent({ status: 'canceled' }))).toBe('cancelled');
  });

  it('the same state again changes nothing (a replayed event)', () => {
    expect(reconcile(order({ status: 'authorised' }), intent(), now)).toBeNull();
  });

  it('a processing order keeps when it started processing', () => {
    const since = new Date(now.getTime() - 60_000);
    expect(reconcile(order(), intent({ status: 'processing' }), now)?.processingSince).toEqual(now);
    expect(
      reconcile(order({ status: 'processing', processingSince: since }), intent({ status: 'requires_capture' }), now)
        ?.processingSince,
    ).toBeNull();
  });

  it('the sweeper fails a payment processing for 5 minutes and expires one unpaid at its deadline', () => {
    const since = new Date(now.getTime() - PROCESSING_WINDOW_MS);
    expect(sweepVerdict(order({ status: 'processing', processingSince: since }), now)).toBe('failProcessing');
    expect(
      sweepVerdict(order({ status: 'processing', processingSince: new Date(since.getTime() + 1) }), now),
    ).toBeNull();
    expect(sweepVerdict(order({ deadline: now }), now)).toBe('expire');
    expect(sweepVerdict(order({ status: 'authorised', deadline: now }), now)).toBeNull();
  });
});

describe('test cards', () => {
  it('each listed number passes Luhn and does the same as its payment method id', () => {
    for (const card of TEST_CARDS) {
      expect(passesLuhn(card.number)).toBe(true);
      expect(cardBehaviour(card.number)).toBe(card.behaviour);
      expect(cardBehaviour(card.paymentMethod)).toBe(card.behaviour);
    }
    expect(cardBehaviour('4000 0000 0000 0002')).toBe('declined');
    expect(cardBehaviour('5555 5555 5555 4444')).toBe('succeeds');
    expect(cardBehaviour('1234 5678 9012 3456')).toBeNull();
  });
});
