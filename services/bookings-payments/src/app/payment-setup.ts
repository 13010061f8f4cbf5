// One payment setup per running service (decision 0049): the configured provider, shared by the webhook, the event
// handler, the sweeper and the resolvers of one buildApp.
import type { ServiceDependencies } from '@golightly/service-kit';
import { loadPaymentConfig, type PaymentConfig } from './payment-config';
import type { PaymentDeps } from './payment-orders';
import { paymentProviderFor } from './payment-provider';

export interface PaymentSetup {
  config: PaymentConfig;
  deps: PaymentDeps;
}

const setups = new WeakMap<ServiceDependencies, PaymentSetup>();

export function paymentsOf(service: ServiceDependencies): PaymentSetup {
  let setup = setups.get(service);
  if (!setup) {
    const config = loadPaymentConfig(service.env);
    setup = { config, deps: { db: service.db, provider: paymentProviderFor(config, service.db) } };
    setups.set(service, setup);
  }
  return setup;
}
