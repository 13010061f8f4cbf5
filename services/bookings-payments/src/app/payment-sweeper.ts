// The payment sweeper: every half minute it expires unpaid orders past their deadline and fails payments processing
// longer than spec 001 §9's five minutes (decision 0049).
import type { BackgroundWorker, Logger } from '@golightly/service-kit';
import { sweepPayments, type PaymentDeps } from './payment-orders';

export const SWEEP_EVERY_MS = 30_000;

export function paymentSweeper(deps: PaymentDeps, logger: Logger, everyMs = SWEEP_EVERY_MS): BackgroundWorker {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = sweepPayments(deps).catch((error: unknown) => logger.error({ err: error }, 'payment sweep failed'));
  };
  return {
    start() {
      timer = setInterval(tick, everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
