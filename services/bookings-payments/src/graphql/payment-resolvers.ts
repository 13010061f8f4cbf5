// The payment screen's calls (decision 0049): her own order, paying it and confirming after 3-D Secure. Only its payer
// reaches an order; anyone else is answered as if it did not exist. Ownership is checked on the locked order inside
// the use case's transaction, before the provider is called.
import { requireMember, type ServiceContext } from '@golightly/service-kit';
import { authorise, confirmPayment, readOrder, type PaymentOutcome } from '../app/payment-orders';
import type { PaymentSetup } from '../app/payment-setup';
import { receiptNotice, type PaymentOrder } from '../domain/payment-order';
import { PAYMENT_TEXTS, refusalText } from '../domain/payment-texts';

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
        return resultOf(
          await authorise(deps(ctx), { orderId: args.id, payerId, paymentMethod: args.paymentMethod }),
          setup,
        );
      },
      confirmPaymentOrder: async (_parent: unknown, args: { id: string }, ctx: ServiceContext) => {
        const payerId = requireMember(ctx.identity, { to: 'pay' });
        return resultOf(await confirmPayment(deps(ctx), args.id, payerId), setup);
      },
    },
  };
}

/** The service's resolvers with the payment screen's calls added to its Query and Mutation. */
export function withPayments<R extends { Query?: object; Mutation?: object }>(resolvers: R, setup: PaymentSetup): R {
  const payments = paymentResolvers(setup);
  return {
    ...resolvers,
    Query: { ...resolvers.Query, ...payments.Query },
    Mutation: { ...resolvers.Mutation, ...payments.Mutation },
  };
}
