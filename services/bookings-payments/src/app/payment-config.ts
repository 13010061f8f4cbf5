// Which payment provider the service uses (decision 0049): Stripe when STRIPE_SECRET_KEY is set, otherwise the offline
// provider of the embedded default. The keys are read here only; loadConfig never echoes a secret-named variable.
import { ConfigError, loadConfig, url, z } from '@golightly/config';

export function loadPaymentConfig(env: Record<string, string | undefined>) {
  const config = loadConfig(
    {
      STRIPE_SECRET_KEY: z
        .string()
        .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, 'must be a Stripe secret key (sk_test_... or sk_live_...)')
        .optional(),
      STRIPE_WEBHOOK_SECRET: z
        .string()
        .regex(/^whsec_[A-Za-z0-9_]+$/, 'must be a webhook signing secret (whsec_...)')
        .optional(),
      // Another Stripe-speaking server (the local one of the tests); Stripe's own API otherwise.
      STRIPE_API_URL: url().optional(),
      // For Stripe Elements on the payment screen; a publishable key is public by design.
      STRIPE_PUBLISHABLE_KEY: z
        .string()
        .regex(/^pk_(test|live)_[A-Za-z0-9_]+$/, 'must be a publishable key (pk_...)')
        .optional(),
    },
    env,
  );
  if (config.STRIPE_SECRET_KEY && !config.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError([
      'STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY: payments are confirmed by signed webhooks',
    ]);
  }
  return config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
    ? {
        provider: 'stripe' as const,
        secretKey: config.STRIPE_SECRET_KEY,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
        apiUrl: config.STRIPE_API_URL,
        publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
      }
    : { provider: 'offline' as const, publishableKey: null };
}

export type PaymentConfig = ReturnType<typeof loadPaymentConfig>;
