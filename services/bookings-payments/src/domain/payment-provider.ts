// What bookings-payments asks of a payment provider (decision 0049): an authorisation held with manual capture, its
// capture, its release, a refund, and the intent's own state read back. Stripe and the offline provider both do it.
import type { Knex } from '@golightly/db';

/** A payment intent's state, in Stripe's words (the offline provider uses the same). */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

export const PROVIDER_NAMES = ['stripe', 'offline'] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

/** A payment intent as the provider itself keeps it. */
export interface ProviderIntent {
  id: string;
  status: IntentStatus;
  amountMinor: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** Taken so far; refunded out of it. */
  capturedMinor: number;
  refundedMinor: number;
  /** The code of the last refusal (card_declined, insufficient_funds, ...), when there was one. */
  failureCode: string | null;
  /** What the payer's browser needs to finish a required action (3-D Secure); only while one is required. */
  clientSecret: string | null;
}

/** A provider's answer: the intent as it now stands, or a refusal with its code (and the intent, when there is one). */
export type ProviderOutcome =
  { ok: true; intent: ProviderIntent } | { ok: false; code: string; intent: ProviderIntent | null };

export interface AuthorisationRequest {
  orderId: string;
  amountMinor: number;
  currency: string;
  /** A payment method id (Stripe), or a card number (offline). */
  paymentMethod: string;
  idempotencyKey: string;
}

/**
 * A provider that cannot be reached or refuses our call for a reason that is not the card's (bad key, its own fault).
 * Its message never carries a secret, a key or the provider's own text.
 */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly provider: ProviderName,
    readonly kind: string,
  ) {
    super(`The ${provider} payment provider did not answer as expected (${kind})`);
    this.name = 'ProviderUnavailableError';
  }
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Creates and confirms an intent that holds the amount until captured (manual capture). */
  createAuthorisation(request: AuthorisationRequest): Promise<ProviderOutcome>;
  capture(intentId: string, idempotencyKey: string): Promise<ProviderOutcome>;
  /** Releases an authorisation (or abandons an intent not yet authorised). */
  cancel(intentId: string, idempotencyKey: string): Promise<ProviderOutcome>;
  refund(intentId: string, amountMinor: number, idempotencyKey: string): Promise<ProviderOutcome>;
  /** The intent's state as the provider keeps it: what every webhook is reconciled against. */
  retrieve(intentId: string): Promise<ProviderIntent>;
  /**
   * The offline provider only: its payment screen stands in for the member's bank, so her answer to 3-D Secure is
   * given to it here (with Stripe her browser answers the bank through Stripe.js).
   */
  completeAction?(intentId: string, passed?: boolean): Promise<ProviderIntent>;
  /**
   * A provider that keeps its state in this service's database (the offline one) does its writes in the transaction
   * that holds the order's lock, rather than waiting for a second connection of the pool while holding the first.
   */
  inTransaction?(trx: Knex.Transaction): PaymentProvider;
}
