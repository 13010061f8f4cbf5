// The payment sweeper: every half minute it expires unpaid orders past their deadline and fails payments processing
// longer than spec 001 §9's five minutes (decision 0049).
import { periodicWorker, type BackgroundWorker, type Logger } from '@golightly/service-kit';
import { sweepPayments, type PaymentDeps } from './payment-orders';

export const SWEEP_EVERY_MS = 30_000;

export function paymentSweeper(deps: PaymentDeps, logger: Logger, everyMs = SWEEP_EVERY_MS): BackgroundWorker {
  return periodicWorker({
    everyMs,
    unref: true,
    logger,
    failure: 'payment sweep failed',
    run: async () => {
      await sweepPayments(deps);
    },
  });
}
