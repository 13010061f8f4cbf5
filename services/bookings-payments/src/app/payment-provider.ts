// The provider the configuration chooses (decision 0049): Stripe with STRIPE_SECRET_KEY, the offline one otherwise.
import type { Knex } from '@golightly/db';
import type { PaymentProvider } from '../domain/payment-provider';
import type { PaymentConfig } from './payment-config';
import { OfflinePaymentProvider } from './payment-provider-offline';
import { StripePaymentProvider } from './payment-provider-stripe';

export function paymentProviderFor(config: PaymentConfig, db: Knex): PaymentProvider {
  return config.provider === 'stripe'
    ? new StripePaymentProvider({ secretKey: config.secretKey, apiUrl: config.apiUrl })
    : new OfflinePaymentProvider(db);
}
