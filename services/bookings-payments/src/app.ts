// The bookings-payments subgraph: reservations, payments, payouts, fees, reviews. Money moves only here.
import { defineSubgraph } from '@golightly/service-kit';
import { cancellationRefundWorker } from './app/cancellations';
import { publishRatesOnStart } from './app/currency-rates';
import { paymentsOf } from './app/payment-setup';
import { paymentSweeper } from './app/payment-sweeper';
import { reservationDeps } from './app/reservation-deps';
import { reservationSweeper } from './app/expire-reservations';
import { stayStepWorker } from './app/stay-steps';
import { releaseUnclaimedDeposits } from './app/deposit-release';
import { seedDemo } from './db/seed';
import { paymentRequested } from './events/payment-requested.handler';
import { reservationPaymentEvents } from './events/reservation-payment.handler';
import { subscriptions } from './events/subscriptions';
import { withPayments } from './graphql/payment-resolvers';
import { resolvers } from './graphql/resolvers';
import { stripeWebhookRoute } from './http/stripe-webhook';
import { testingRoutes, testingRoutesEnabled } from './http/testing-routes';

export const subgraph = defineSubgraph({
  name: 'bookings-payments',
  appUrl: import.meta.url,
  resolvers: (deps) => withPayments(resolvers, paymentsOf(deps)),
  seedDemo,
  // Listings' terms (ListingTermsChanged) feed the read-model quotes are priced from (decision 0047).
  // PaymentRequested: the generic payment contract (decision 0049). The reservations' own payment events move them
  // (decision 0048's amendment).
  handlers: (deps) => [
    ...subscriptions(),
    paymentRequested(paymentsOf(deps).deps, deps.logger),
    ...reservationPaymentEvents(paymentsOf(deps).deps.provider),
  ],
  routes: (deps) => {
    const payments = paymentsOf(deps);
    const stripeWebhook = stripeWebhookRoute(
      payments.deps,
      payments.config.provider === 'stripe' ? payments.config.webhookSecret : null,
    );
    // Browser tests' shortcuts (decision 0058): only with GOLIGHTLY_TESTING_ROUTES=1, never in production.
    const testing = testingRoutesEnabled(deps.env)
      ? testingRoutes(reservationDeps(deps.db, payments.deps.provider))
      : null;
    return async (app) => {
      await stripeWebhook(app);
      await testing?.(app);
    };
  },
  workers: (deps) => {
    const payments = paymentsOf(deps).deps;
    const reservations = reservationDeps(deps.db, payments.provider);
    return [
      publishRatesOnStart(deps.db, deps.logger),
      paymentSweeper(payments, deps.logger),
      // Reservation windows that pass expire and free their nights; stays past check-out complete (decision 0048).
      reservationSweeper(reservations, deps.logger),
      // Refunds of cancelled stays that did not reach the provider are tried again (decision 0055).
      cancellationRefundWorker(reservations, deps.logger),
      // Confirmed stays' reminders, check-in notices and review prompts, each published once (decision 0058), and the
      // security deposits' sweep: captured once confirmed, released unclaimed after 7 days (decision 0056).
      stayStepWorker(reservations, deps.logger, {
        sweeps: [(now) => releaseUnclaimedDeposits(reservations, new Date(now))],
      }),
    ];
  },
});
