// PaymentRequested (the generic payment contract, DESIGN §8, decision 0049): another service asks for a payment;
// bookings-payments creates the order its member will pay. The same request twice is one order.
import { timestampDate } from '@bufbuild/protobuf/wkt';
import { on } from '@golightly/events';
import { PaymentRequestedSchema } from '@golightly/proto';
import type { Logger } from '@golightly/service-kit';
import { createOrder, type PaymentDeps } from '../app/payment-orders';

export const paymentRequested = (deps: Omit<PaymentDeps, 'db'>, logger: Logger) =>
  on(PaymentRequestedSchema, async (event, trx) => {
    const request = event.message;
    const outcome = await createOrder(
      { ...deps, db: trx },
      {
        payerId: request.payerUserId,
        amountMinor: Number(request.amountMinor),
        currency: request.currency,
        purpose: request.purpose,
        requestedBy: request.requestedBy,
        reference: request.reference,
        deadline: request.deadline ? timestampDate(request.deadline) : new Date(Number.NaN),
      },
    );
    // a malformed request is the requester's bug: it is logged and skipped, not retried for ever
    if (outcome.kind === 'invalid') {
      logger.warn(
        { requestedBy: request.requestedBy, reference: request.reference, problem: outcome.message },
        'refused a payment request',
      );
    }
  });
