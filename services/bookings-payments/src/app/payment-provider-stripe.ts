// Stripe through its own SDK (DESIGN §6, decision 0049): PaymentIntents with manual capture, an idempotency key on
// every call that changes something. A card's refusal comes back as its code; any other failure is reported without
// Stripe's own message, which could quote what we sent (a key among it).
import Stripe from 'stripe';
import {
  ProviderUnavailableError,
  type AuthorisationRequest,
  type IntentStatus,
  type PaymentProvider,
  type ProviderIntent,
  type ProviderOutcome,
} from '../domain/payment-provider';

export interface StripeSettings {
  secretKey: string;
  /** Stripe's own API unless given (the local Stripe server in tests). */
  apiUrl?: string | undefined;
}

/** The refunded and captured amounts live on the intent's latest charge: every call asks for it whole. */
const EXPAND = ['latest_charge'];

export function stripeClient(settings: StripeSettings): Stripe {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 0,
    telemetry: false,
    timeout: 20_000,
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

const KNOWN_STATUSES: readonly string[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'succeeded',
  'canceled',
] satisfies IntentStatus[];

function toIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  // a status this code does not know is not guessed at: the order stays as it is until someone looks
  if (!KNOWN_STATUSES.includes(intent.status)) throw new ProviderUnavailableError('stripe', `status ${intent.status}`);
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const error = intent.last_payment_error;
  return {
    id: intent.id,
    status: intent.status as IntentStatus,
    amountMinor: intent.amount,
    currency: intent.currency.toUpperCase(),
    capturedMinor: charge?.captured ? charge.amount_captured : intent.amount_received,
    refundedMinor: charge?.amount_refunded ?? 0,
    failureCode: error ? (error.decline_code ?? error.code ?? 'card_declined') : null,
    clientSecret: intent.status === 'requires_action' ? intent.client_secret : null,
  };
}

export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(settings: StripeSettings) {
    this.stripe = stripeClient(settings);
  }

  createAuthorisation(request: AuthorisationRequest): Promise<ProviderOutcome> {
    return this.call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: request.amountMinor,
          currency: request.currency.toLowerCase(),
          capture_method: 'manual',
          payment_method: request.paymentMethod,
          // cards only, confirmed here: no redirect (and so no return URL); 3-D Secure runs in the member's browser
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          confirm: true,
          metadata: { order_id: request.orderId },
          expand: EXPAND,
        },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
  }

  capture(intentId: string, idempotencyKey: string): Promise<ProviderOutcome> {
    return this.call(() => this.stripe.paymentIntents.capture(intentId, { expand: EXPAND }, { idempotencyKey }));
  }

  cancel(intentId: string, idempotencyKey: string): Promise<ProviderOutcome> {
    return this.call(() => this.stripe.paymentIntents.cancel(intentId, { expand: EXPAND }, { idempotencyKey }));
  }

  async refund(intentId: string, amountMinor: number, idempotencyKey: string): Promise<ProviderOutcome> {
    const refunded = await this.call(async () => {
      await this.stripe.refunds.create({ payment_intent: intentId, amount: amountMinor }, { idempotencyKey });
      return this.stripe.paymentIntents.retrieve(intentId, { expand: EXPAND });
    });
    return refunded;
  }

  async retrieve(intentId: string): Promise<ProviderIntent> {
    const outcome = await this.call(() => this.stripe.paymentIntents.retrieve(intentId, { expand: EXPAND }));
    if (!outcome.ok) throw new ProviderUnavailableError('stripe', outcome.code);
    return outcome.intent;
  }

  private async call(request: () => Promise<Stripe.PaymentIntent>): Promise<ProviderOutcome> {
    try {
      return { ok: true, intent: toIntent(await request()) };
    } catch (error) {
      if (error instanceof ProviderUnavailableError) throw error;
      if (error instanceof Stripe.errors.StripeCardError) {
        const intent = error.payment_intent ? toIntent(error.payment_intent) : null;
        return { ok: false, code: error.decline_code ?? error.code ?? 'card_declined', intent };
      }
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        error.code === 'payment_intent_unexpected_state'
      ) {
        return { ok: false, code: error.code, intent: error.payment_intent ? toIntent(error.payment_intent) : null };
      }
      // never Stripe's message: an authentication error quotes the key it was given
      const kind = error instanceof Stripe.errors.StripeError ? error.type : 'network';
      throw new ProviderUnavailableError('stripe', kind);
    }
  }
}
