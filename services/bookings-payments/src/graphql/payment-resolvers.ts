// The payment screen's calls (decision 0049): her own order, paying it and confirming after 3-D Secure. Only its payer
// reaches an order; anyone else is answered as if it did not exist. Ownership is checked on the locked order inside
// the use case's transaction, before the provider is called.
import { requireMember, type ServiceContext } from '@golightly/service-kit';
import { holdDepositWithStay } from '../app/deposit-hold';
import { authorise, confirmPayment, readOrder, type PaymentOutcome } from '../app/payment-orders';
import type { PaymentSetup } from '../app/payment-setup';
import { reservationDeps } from '../app/reservation-deps';
import { reservationIdOfOrder, settleReservationPayment } from '../app/reservation-payments';
import { findOrder } from '../db/payment-orders';
import { receiptNotice, type PaymentOrder } from '../domain/payment-order';
import { PAYMENT_TEXTS, refusalText } from '../domain/payment-texts';
import { cancellationMutationsWith } from './cancellation-resolvers';
import { depositMutationsWith } from './deposit-resolvers';
import { reservationMutationsWith } from './reservation-resolvers';

function orderView(order: PaymentOrder, setup: PaymentSetup) {
  const message =
    order.status === 'processing'
      ? PAYMENT_TEXTS.processing
      : order.status === 'expired'
        ? PAYMENT_TEXTS.expired
        : order.failureReason && (order.status === 'requires_payment' || order.status === 'failed')
          ? refusalText(order.failureReason)
          : null;
  return {
    id: order.id,
    amountMinor: order.amountMinor,
    currency: order.currency,
    purpose: order.purpose,
    status: order.status,
    deadline: order.deadline.toISOString(),
    provider: order.provider,
    message,
    receiptNotice: receiptNotice(order),
    publishableKey: order.provider === 'stripe' ? setup.config.publishableKey : null,
  };
}

function resultOf(outcome: PaymentOutcome, setup: PaymentSetup) {
  switch (outcome.kind) {
    case 'notFound':
      return {
        success: false,
        requiresAction: false,
        clientSecret: null,
        message: PAYMENT_TEXTS.orderNotFound,
        order: null,
      };
    case 'requiresAction':
      return {
        success: false,
        requiresAction: true,
        clientSecret: outcome.clientSecret,
        message: PAYMENT_TEXTS.authenticationRequired,
        order: orderView(outcome.order, setup),
      };
    case 'refused':
    case 'closed':
      return {
        success: false,
        requiresAction: false,
        clientSecret: null,
        message: outcome.message,
        order: orderView(outcome.order, setup),
      };
    case 'processing':
      return {
        success: false,
        requiresAction: false,
        clientSecret: null,
        message: PAYMENT_TEXTS.processing,
        order: orderView(outcome.order, setup),
      };
    default:
      return {
        success: true,
        requiresAction: false,
        clientSecret: null,
        message: null,
        order: orderView(outcome.order, setup),
      };
  }
}

/**
 * The synchronous answer of a reservation's payment moves the reservation at once (asks the host, or captures an
 * instant booking) rather than waiting for the payment event; the order is then answered as it stands after that.
 */
async function afterReservationPayment(
  outcome: PaymentOutcome,
  setup: PaymentSetup,
  ctx: ServiceContext,
): Promise<PaymentOutcome> {
  if (outcome.kind === 'notFound') return outcome;
  const reservationId = reservationIdOfOrder(outcome.order);
  if (reservationId === null) return outcome;
  await settleReservationPayment(reservationDeps(ctx.db, setup.deps.provider), reservationId);
  if (outcome.kind !== 'authorised') return outcome;
  const order = (await findOrder(ctx.db, outcome.order.id)) ?? outcome.order;
  return order.status === 'captured' ? { kind: 'captured', order } : { ...outcome, order };
}

export function paymentResolvers(setup: PaymentSetup) {
  const deps = (ctx: ServiceContext) => ({ ...setup.deps, db: ctx.db });
  return {
    Query: {
      paymentOrder: async (_parent: unknown, args: { id: string }, ctx: ServiceContext) => {
        const payerId = requireMember(ctx.identity, { to: 'see a payment' });
        const order = await readOrder(ctx.db, args.id, payerId);
        return order ? orderView(order, setup) : null;
      },
    },
    Mutation: {
      payOrder: async (_parent: unknown, args: { id: string; paymentMethod: string }, ctx: ServiceContext) => {
        const payerId = requireMember(ctx.identity, { to: 'pay' });
        const outcome = await authorise(deps(ctx), { orderId: args.id, payerId, paymentMethod: args.paymentMethod });
        // the stay's deposit on the same card, in the same call (decision 0056)
        if (outcome.kind === 'authorised' || outcome.kind === 'captured')
          await holdDepositWithStay(reservationDeps(ctx.db, setup.deps.provider), outcome.order, args.paymentMethod);
        return resultOf(await afterReservationPayment(outcome, setup, ctx), setup);
      },
      confirmPaymentOrder: async (_parent: unknown, args: { id: string }, ctx: ServiceContext) => {
        const payerId = requireMember(ctx.identity, { to: 'pay' });
        return resultOf(
          await afterReservationPayment(await confirmPayment(deps(ctx), args.id, payerId), setup, ctx),
          setup,
        );
      },
    },
  };
}

/**
 * The service's resolvers with the payment screen's calls added to its Query and Mutation, and the reservation calls
 * paying through the configured provider.
 */
export function withPayments<R extends { Query?: object; Mutation?: object }>(resolvers: R, setup: PaymentSetup): R {
  const payments = paymentResolvers(setup);
  return {
    ...resolvers,
    Query: { ...resolvers.Query, ...payments.Query },
    Mutation: {
      ...resolvers.Mutation,
      ...reservationMutationsWith(setup.deps.provider),
      ...cancellationMutationsWith(setup.deps.provider),
      ...depositMutationsWith(setup.deps.provider),
      ...payments.Mutation,
    },
  };
}
