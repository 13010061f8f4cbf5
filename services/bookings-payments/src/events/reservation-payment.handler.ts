// The payment events of the reservations' own orders (decision 0048's amendment): whichever way an order moved (the
// guest's pay answer, a Stripe webhook, the payment sweeper), its event brings the reservation in line with it: an
// authorisation asks the host (or is captured for an instant booking or an accepted request), a capture confirms,
// insufficient funds cancels, an expired or cancelled order ends a reservation still waiting on it. Settling is
// idempotent, so an event arriving after the synchronous answer already applied it changes nothing.
import type { DescMessage, MessageShape } from '@bufbuild/protobuf';
import { on, type EventHandler } from '@golightly/events';
import {
  PaymentAuthorisedSchema,
  PaymentCancelledSchema,
  PaymentCapturedSchema,
  PaymentExpiredSchema,
  PaymentFailedSchema,
  type PaymentOrderRef,
} from '@golightly/proto';
import type { PaymentProvider } from '../domain/payment-provider';
import { reservationDeps } from '../app/reservation-deps';
import { reservationIdOfOrder, settleReservationPayment } from '../app/reservation-payments';

const SCHEMAS = [
  PaymentAuthorisedSchema,
  PaymentCapturedSchema,
  PaymentFailedSchema,
  PaymentCancelledSchema,
  PaymentExpiredSchema,
] as const;

function settleOn<Desc extends DescMessage>(schema: Desc, provider: PaymentProvider, now?: () => number) {
  return on(schema, async (event, trx) => {
    const order = (event.message as MessageShape<Desc> & { order?: PaymentOrderRef }).order;
    const reservationId = order ? reservationIdOfOrder(order) : null;
    // another service's order (PaymentRequested): that service listens for it
    if (reservationId === null) return;
    await settleReservationPayment({ ...reservationDeps(trx, provider), ...(now ? { now } : {}) }, reservationId);
  });
}

/** One handler a payment event type; `now` is for tests that move the clock. */
export const reservationPaymentEvents = (provider: PaymentProvider, now?: () => number): EventHandler[] =>
  SCHEMAS.map((schema) => settleOn(schema, provider, now));
