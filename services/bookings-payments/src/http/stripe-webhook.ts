// Stripe's signed webhook (decision 0049), POST /webhooks/stripe through the gateway's REST routes. The raw body's
// signature and timestamp are checked before anything is read from it; a bad one is answered 400 and nothing is
// written. An event only says which intent to look at: the order follows the intent as Stripe then keeps it.
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { receiveProviderEvent, type PaymentDeps } from '../app/payment-orders';
import { ProviderUnavailableError } from '../domain/payment-provider';

export const STRIPE_WEBHOOK_PATH = '/webhooks/stripe';

/** Stripe's own default: a signature more than five minutes old is a replay, refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The intent an event is about, and the order it was made for when the object says. */
function subjectOf(event: Stripe.Event): { intentId: string | null; orderId: string | null } {
  const object = event.data.object as unknown as Record<string, unknown>;
  const metadata = (object.metadata ?? {}) as Record<string, unknown>;
  const orderId = typeof metadata.order_id === 'string' ? metadata.order_id : null;
  if (object.object === 'payment_intent' && typeof object.id === 'string') return { intentId: object.id, orderId };
  if (typeof object.payment_intent === 'string') return { intentId: object.payment_intent, orderId };
  return { intentId: null, orderId: null };
}

export function stripeWebhookRoute(deps: PaymentDeps, webhookSecret: string | null) {
  return async (app: FastifyInstance) => {
    await app.register(async (scope) => {
      // the signature is over the bytes as sent: no parser may touch them first
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      scope.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
        if (deps.provider.name !== 'stripe' || !webhookSecret) {
          return reply.code(404).send({ error: 'Stripe is not this service’s payment provider' });
        }
        const signature = request.headers['stripe-signature'];
        const body = request.body;
        let event: Stripe.Event;
        try {
          if (typeof signature !== 'string' || !Buffer.isBuffer(body)) throw new Error('unsigned');
          event = Stripe.webhooks.constructEvent(body, signature, webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
        } catch {
          request.log.warn({ ip: request.ip }, 'refused a Stripe webhook whose signature did not verify');
          return reply.code(400).send({ error: 'Invalid signature' });
        }
        try {
          const fresh = await receiveProviderEvent(deps, {
            provider: 'stripe',
            eventId: event.id,
            type: event.type,
            ...subjectOf(event),
          });
          return reply.send({ received: true, duplicate: !fresh });
        } catch (error) {
          // Stripe sends the event again later; nothing of it was kept
          request.log.error(
            { eventType: event.type, reason: error instanceof ProviderUnavailableError ? error.kind : 'error' },
            'a Stripe webhook could not be reconciled',
          );
          return reply.code(503).send({ error: 'Try again later' });
        }
      });
    });
  };
}
